import { describe, expect, it, jest } from '@jest/globals';
import { shareText, type ShareEnvironment } from './share-text';

const data = { title: 'Order DP-1', text: 'Order DP-1\n2 kg duck' };

const resolved = () => jest.fn<(value: unknown) => Promise<void>>(() => Promise.resolve());
const rejecting = (error: Error) =>
  jest.fn<(value: unknown) => Promise<void>>(() => Promise.reject(error));

function environment(overrides: Partial<ShareEnvironment> = {}) {
  const opened: string[] = [];
  const env: ShareEnvironment = {
    openWindow: (url) => {
      opened.push(url);
    },
    ...overrides,
  };
  return { env, opened };
}

describe('shareText', () => {
  it('uses the share sheet when the device has one', async () => {
    const share = resolved();
    const writeClipboard = resolved();
    const { env, opened } = environment({ share, writeClipboard });
    expect(await shareText(data, env)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeClipboard).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  it('takes a closed share sheet as a choice, not a failure', async () => {
    const share = rejecting(new DOMException('closed', 'AbortError'));
    const writeClipboard = resolved();
    const { env, opened } = environment({ share, writeClipboard });
    expect(await shareText(data, env)).toBe('cancelled');
    expect(writeClipboard).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  it('copies the text when there is no share sheet, or it refuses the text', async () => {
    const writeClipboard = resolved();
    expect(await shareText(data, environment({ writeClipboard }).env)).toBe('copied');
    expect(writeClipboard).toHaveBeenCalledWith(data.text);

    const share = rejecting(new DOMException('not allowed', 'NotAllowedError'));
    expect(await shareText(data, environment({ share, writeClipboard }).env)).toBe('copied');
    const unable = environment({ share: resolved(), canShare: () => false, writeClipboard });
    expect(await shareText(data, unable.env)).toBe('copied');
    expect(writeClipboard).toHaveBeenCalledTimes(3);
  });

  it('opens WhatsApp with the text when nothing else works', async () => {
    const { env, opened } = environment({ writeClipboard: rejecting(new Error('denied')) });
    expect(await shareText(data, env)).toBe('whatsapp');
    expect(opened).toEqual([`https://wa.me/?text=${encodeURIComponent(data.text)}`]);
    expect(decodeURIComponent(opened[0]?.split('text=')[1] ?? '')).toBe(data.text);
  });
});
