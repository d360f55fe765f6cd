import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@tests/setup/render';
import { Carousel } from './carousel';

/*
 * jsdom lays nothing out: the track's size and scrollBy are given here as a browser would
 * have them (a 400px window onto 1,000px of slides), and scrolling fires the scroll event.
 */
const VIEW = 400;
const CONTENT = 1000;
const scrollBy = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
  this.scrollLeft += options.left ?? 0;
  this.dispatchEvent(new Event('scroll'));
});

beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(VIEW);
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(CONTENT);
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', {
    configurable: true,
    value: scrollBy,
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  scrollBy.mockClear();
  document.documentElement.removeAttribute('dir');
});

function slides(count: number) {
  return Array.from({ length: count }, (_, i) => (
    <a key={i} href={`/product/${i + 1}`}>
      {`Product ${i + 1}`}
    </a>
  ));
}

describe('Carousel', () => {
  it('is a labelled carousel region of numbered slides whose links can be reached', () => {
    renderWithShop(<Carousel label="Top picks">{slides(5)}</Carousel>);
    const region = screen.getByRole('region', { name: 'Top picks' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(region).getAllByRole('group');
    expect(groups).toHaveLength(5);
    expect(groups[0]).toHaveAccessibleName('1 of 5');
    expect(groups[4]).toHaveAccessibleName('5 of 5');
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(groups[2]!).getByRole('link', { name: 'Product 3' })).toBeInTheDocument();
  });

  it('pages forward one screenful and disables each button at its end', async () => {
    const user = userEvent.setup();
    renderWithShop(<Carousel label="Top picks">{slides(5)}</Carousel>);
    const previous = screen.getByRole('button', { name: 'Previous items' });
    const next = screen.getByRole('button', { name: 'Next items' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('aria-disabled');

    await user.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: VIEW, behavior: 'smooth' });
    expect(previous).not.toHaveAttribute('aria-disabled');
    expect(next).not.toHaveAttribute('aria-disabled');

    // 800 of the 600 there is to scroll: the browser would have stopped at the end.
    await user.click(next);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Pressing a disabled end does nothing, and focus stays on the button.
    scrollBy.mockClear();
    await user.click(next);
    expect(scrollBy).not.toHaveBeenCalled();
    expect(next).toHaveFocus();

    await user.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -VIEW, behavior: 'smooth' });
  });

  it('follows a swipe: the buttons reflect where the track was scrolled to', () => {
    renderWithShop(<Carousel label="Top picks">{slides(5)}</Carousel>);
    const track = screen.getByTestId('carousel-track');
    track.scrollLeft = CONTENT - VIEW;
    fireEvent.scroll(track);
    expect(screen.getByRole('button', { name: 'Next items' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Previous items' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('disables both buttons when every slide fits', () => {
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(VIEW);
    renderWithShop(<Carousel label="Top picks">{slides(2)}</Carousel>);
    expect(screen.getByRole('button', { name: 'Previous items' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Next items' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('scrolls towards negative offsets in Arabic, with Arabic names and digits', async () => {
    document.documentElement.dir = 'rtl';
    const user = userEvent.setup();
    renderWithShop(<Carousel label="الأكثر مبيعًا">{slides(3)}</Carousel>, { locale: 'ar' });
    expect(screen.getAllByRole('group')[1]).toHaveAccessibleName('٢ من ٣');
    await user.click(screen.getByRole('button', { name: 'العناصر التالية' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -VIEW, behavior: 'smooth' });
    // Chromium reports the scrolled RTL track as scrollLeft -400: that is away from the start.
    expect(screen.getByRole('button', { name: 'العناصر السابقة' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('jumps without smooth scrolling when the user prefers reduced motion', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    try {
      const user = userEvent.setup();
      renderWithShop(<Carousel label="Top picks">{slides(5)}</Carousel>);
      await user.click(screen.getByRole('button', { name: 'Next items' }));
      expect(scrollBy).toHaveBeenLastCalledWith({ left: VIEW, behavior: 'auto' });
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
