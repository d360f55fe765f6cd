import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoBlog } from '@/contracts/demo/demo-entities';
import { renderWithShop } from '@tests/setup/render';
import { BlogCards, blogAnchor } from './blog-cards';

function blog(overrides: Partial<DemoBlog> = {}): DemoBlog {
  return {
    id: 3,
    url: '/gadget-shop#blog-3',
    comments: 3,
    // 22:30 on 31 March in UTC is already 1 April in Cairo.
    createdAt: '2025-03-31T22:30:00Z',
    imgUrl: '/images/demo/gadget/blog/blog-3.svg',
    title: 'Choosing noise-cancelling headphones',
    description: 'A long description of what to look for. '.repeat(10).trim(),
    ...overrides,
  };
}

function comments(count: number, locale: 'en' | 'ar') {
  const { unmount } = renderWithShop(<BlogCards blogs={[blog({ comments: count })]} />, {
    locale,
  });
  const text = screen.getByRole('article').textContent;
  unmount();
  return text;
}

describe('blogAnchor', () => {
  it('takes the fragment of the post’s url', () => {
    expect(blogAnchor('/gadget-shop#blog-3')).toBe('blog-3');
    expect(blogAnchor('/gadget-shop')).toBeUndefined();
    expect(blogAnchor('/gadget-shop#')).toBeUndefined();
  });
});

describe('BlogCards', () => {
  it('renders each post as an article named by its h3 title, at the id its url points to', () => {
    renderWithShop(
      <BlogCards blogs={[blog(), blog({ id: 4, url: '/gadget-shop#blog-4', title: 'Second' })]} />,
    );
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(articles[0]).toHaveAttribute('id', 'blog-3');
    expect(articles[1]).toHaveAttribute('id', 'blog-4');
    expect(screen.getByRole('article', { name: 'Choosing noise-cancelling headphones' })).toBe(
      articles[0],
    );
    expect(
      within(articles[1]!).getByRole('heading', { level: 3, name: 'Second' }),
    ).toBeInTheDocument();
  });

  it('dates the post in Cairo time, in the page’s language', () => {
    renderWithShop(<BlogCards blogs={[blog()]} />);
    const time = screen.getByText('Apr 1, 2025');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2025-03-31T22:30:00Z');
  });

  it('writes the date with Arabic digits in Arabic', () => {
    const { container } = renderWithShop(<BlogCards blogs={[blog()]} />, { locale: 'ar' });
    const time = container.querySelector('time');
    expect(time?.textContent).toContain('٢٠٢٥');
    expect(time?.textContent).toContain('٠١');
    expect(time?.textContent).not.toMatch(/[0-9]/);
  });

  it('counts comments with English plurals', () => {
    expect(comments(0, 'en')).toContain('No comments');
    expect(comments(1, 'en')).toContain('1 comment');
    expect(comments(1, 'en')).not.toContain('1 comments');
    expect(comments(3, 'en')).toContain('3 comments');
  });

  it('counts comments with every Arabic plural form', () => {
    expect(comments(0, 'ar')).toContain('مفيش تعليقات');
    expect(comments(1, 'ar')).toContain('تعليق واحد');
    expect(comments(2, 'ar')).toContain('تعليقان');
    expect(comments(3, 'ar')).toContain('٣ تعليقات');
    expect(comments(11, 'ar')).toContain('١١ تعليقًا');
    expect(comments(100, 'ar')).toContain('١٠٠ تعليق');
  });

  it('clamps the description and lets the reader open and close the whole text', async () => {
    const user = userEvent.setup();
    renderWithShop(<BlogCards blogs={[blog()]} />);
    // The text sits in an isolating <bdi> inside the clamped paragraph.
    const description = screen.getByText(/^A long description/).closest('p') as HTMLElement;
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', description.id);
    expect(button).toHaveAccessibleDescription('Choosing noise-cancelling headphones');
    expect(description).toHaveStyle({ overflow: 'hidden', WebkitLineClamp: '3' });

    await user.click(button);
    expect(button).toHaveAccessibleName('Show less');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(description).not.toHaveStyle({ overflow: 'hidden' });

    await user.click(button);
    expect(button).toHaveAccessibleName('Read more');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(description).toHaveStyle({ overflow: 'hidden' });
  });

  it('reads and toggles in Arabic', async () => {
    const user = userEvent.setup();
    renderWithShop(<BlogCards blogs={[blog({ title: 'اختيار سماعات الرأس' })]} />, {
      locale: 'ar',
    });
    expect(
      screen.getByRole('heading', { level: 3, name: 'اختيار سماعات الرأس' }),
    ).toBeInTheDocument();
    expect(screen.getByText('٣ تعليقات')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'اقرأ المزيد' }));
    expect(screen.getByRole('button', { name: 'عرض أقل' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps the picture decorative', () => {
    const { container } = renderWithShop(<BlogCards blogs={[blog()]} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
