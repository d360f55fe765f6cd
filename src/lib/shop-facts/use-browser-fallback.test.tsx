import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useBrowserFallback } from './use-browser-fallback';

function Shows({ name, load }: { name: string | null; load: () => Promise<string> }) {
  return <p>{useBrowserFallback(name, load) ?? 'nothing yet'}</p>;
}

describe('useBrowserFallback', () => {
  it('asks once for everyone showing the same thing, and shows the answer', async () => {
    const load = jest.fn(() => Promise.resolve('the shop is open'));
    render(
      <>
        <Shows name="facts:en" load={load} />
        <Shows name="facts:en" load={load} />
      </>,
    );
    expect(await screen.findAllByText('the shop is open')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the page brought it', () => {
    const load = jest.fn(() => Promise.resolve('unused'));
    render(<Shows name={null} load={load} />);
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows nothing after a failure and asks again next time', async () => {
    const load = jest
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('back online');
    const { unmount } = render(<Shows name="facts:ar" load={load} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
    unmount();
    render(<Shows name="facts:ar" load={load} />);
    expect(await screen.findByText('back online')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
