/** How a text left the page: through the phone's share sheet, the clipboard, or WhatsApp. */
export type ShareOutcome = 'shared' | 'copied' | 'whatsapp' | 'cancelled';

/** The parts of the browser sharing uses, so tests can stand in for them. */
export interface ShareEnvironment {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  writeClipboard?: (text: string) => Promise<void>;
  openWindow: (url: string) => void;
}

export function browserShareEnvironment(): ShareEnvironment {
  const { navigator } = window;
  return {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    canShare:
      typeof navigator.canShare === 'function' ? (data) => navigator.canShare(data) : undefined,
    // Missing on insecure origins, whatever the DOM types say.
    writeClipboard:
      (navigator.clipboard as Clipboard | undefined) === undefined
        ? undefined
        : (text) => navigator.clipboard.writeText(text),
    openWindow: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
  };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares a text the best way the device has: its share sheet (a phone: WhatsApp, SMS, a note),
 * else the clipboard, else a WhatsApp chat to pick a contact in. Closing the share sheet is a
 * choice, not a failure; a share or copy the browser refuses falls through to the next way.
 */
export async function shareText(
  data: { title: string; text: string },
  env: ShareEnvironment = browserShareEnvironment(),
): Promise<ShareOutcome> {
  if (env.share && (env.canShare?.(data) ?? true)) {
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (env.writeClipboard) {
    try {
      await env.writeClipboard(data.text);
      return 'copied';
    } catch {
      // No permission (an insecure origin, a refused prompt): WhatsApp still works.
    }
  }
  env.openWindow(`https://wa.me/?text=${encodeURIComponent(data.text)}`);
  return 'whatsapp';
}
