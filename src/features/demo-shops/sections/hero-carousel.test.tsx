import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoOffer } from '@/contracts/demo/demo-entities';
import { renderWithShop } from '@tests/setup/render';
import { HeroCarousel } from './hero-carousel';

/*
 * jsdom lays nothing out: the track is given an 800px width holding three 800px slides, and
 * scrolling moves scrollLeft and fires the scroll event, as a browser does.
 */
const WIDTH = 800;
function scrollAndNotify(element: HTMLElement, left: number) {
  element.scrollLeft = left;
  element.dispatchEvent(new Event('scroll'));
}
const scrollTo = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
  scrollAndNotify(this, options.left ?? 0);
});
const scrollBy = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
  scrollAndNotify(this, this.scrollLeft + (options.left ?? 0));
});

const slides: DemoOffer[] = [
  {
    id: 1,
    title: 'Wireless headphones',
    subtitle: 'Noise cancelling, 30 hours of battery',
    imgUrl: '/images/demo/gadget/headphones.svg',
    buttonText: 'SHOP NOW',
    discount: 25,
    href: '/gadget-shop#headphones',
  },
  {
    id: 2,
    title: 'Smart watch & band',
    imgUrl: '/images/demo/gadget/watch.svg',
    off: 50,
  },
  {
    id: 3,
    title: 'Camera',
    imgUrl: '/images/demo/gadget/camera.svg',
    href: '/gadget-shop/category/cameras',
  },
];

beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(WIDTH * 3);
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
    configurable: true,
    value: scrollTo,
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', {
    configurable: true,
    value: scrollBy,
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  scrollTo.mockClear();
  scrollBy.mockClear();
  document.documentElement.removeAttribute('dir');
});

describe('HeroCarousel', () => {
  it('shows each offer as a numbered slide with its title, saving and link', () => {
    renderWithShop(<HeroCarousel slides={slides} label="Today’s offers" />);
    const region = screen.getByRole('region', { name: 'Today’s offers' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(region)
      .getAllByRole('group')
      .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);

    const first = groups[0]!;
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Wireless headphones',
    );
    expect(within(first).getByText('Noise cancelling, 30 hours of battery')).toBeInTheDocument();
    expect(within(first).getByText('25% off')).toBeInTheDocument();
    const link = within(first).getByRole('link', { name: 'SHOP NOW' });
    expect(link).toHaveAttribute('href', '/gadget-shop#headphones');
    expect(link).toHaveAccessibleDescription('Wireless headphones');

    // No address of its own: no link (the poultry shop's search has no demo products).
    const second = groups[1]!;
    expect(within(second).getByText(/^EGP\s?50 off$/)).toBeInTheDocument();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    // No button text: "Shop now".
    expect(within(groups[2]!).getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      '/gadget-shop/category/cameras',
    );
  });

  it('loads only the first slide’s picture eagerly', () => {
    const { container } = renderWithShop(<HeroCarousel slides={slides} label="Offers" />);
    const pictures = container.querySelectorAll('img');
    expect(pictures).toHaveLength(3);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).not.toHaveAttribute('loading', 'lazy');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');
    expect(pictures[0]).toHaveAttribute('alt', '');
  });

  it('marks the shown slide’s step and moves to a chosen slide', async () => {
    const user = userEvent.setup();
    renderWithShop(<HeroCarousel slides={slides} label="Offers" />);
    const steps = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole(
      'button',
    );
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Slide 3 of 3' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH * 2, behavior: 'smooth' });
    expect(steps[2]).toHaveAttribute('aria-current', 'true');
    expect(steps[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -WIDTH, behavior: 'smooth' });
    expect(steps[1]).toHaveAttribute('aria-current', 'true');
  });

  it('has no controls for a single slide', () => {
    renderWithShop(<HeroCarousel slides={slides.slice(0, 1)} label="Offers" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SHOP NOW' })).toBeInTheDocument();
  });

  it('speaks Arabic and scrolls leftwards (negative offsets) in a right-to-left page', async () => {
    document.documentElement.dir = 'rtl';
    const user = userEvent.setup();
    renderWithShop(<HeroCarousel slides={slides} label="العروض" />, { locale: 'ar' });
    expect(screen.getByText(/^خصم ٢٥٪/)).toBeInTheDocument();
    // The one slide without button text that has an address of its own.
    expect(screen.getAllByRole('link', { name: 'تسوّق الآن' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'الشريحة ٢ من ٣' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: -WIDTH, behavior: 'smooth' });
    expect(screen.getByRole('button', { name: 'الشريحة ٢ من ٣' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'الشريحة التالية' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -WIDTH, behavior: 'smooth' });
    expect(screen.getByRole('button', { name: 'الشريحة ٣ من ٣' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
