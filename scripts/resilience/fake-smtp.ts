// A real SMTP server (smtp-server) that the crash and cluster tests point the shop's SMTP_URL
// at: it keeps the Message-ID of every mail it accepted, and can take its time over each one,
// as a slow provider does, so a test can kill the shop while mails are half sent.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface FakeSmtp {
  url: string;
  /** The Message-ID of each mail accepted (answered 250 after its DATA), in order; repeats kept. */
  accepted: string[];
  /** Mails whose data has arrived and that wait for their 250 (the delay) now. */
  inFlight(): number;
  /**
   * The client process died (the test killed it): every mail waiting for its 250 now is
   * dropped, since no one will ever hear it. smtp-server may learn of the closed connection
   * only after the transaction's answer, so the test says so itself.
   */
  dropInFlight(): void;
  close(): Promise<void>;
}

const messageIdOf = (raw: string): string => {
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
  return /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(headers)?.[1] ?? '(none)';
};

/**
 * `delayMs`: how long each mail waits between its data and the server's 250. A client that
 * goes away meanwhile (its process killed) never hears the 250, so the mail is not
 * accepted, as a real mail server discards a transaction that was not completed (RFC 5321).
 */
export async function startFakeSmtp(delayMs = 0): Promise<FakeSmtp> {
  const accepted: string[] = [];
  const closed = new Set<string>();
  const waiting = new Set<{ dropped: boolean }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = messageIdOf(Buffer.concat(chunks).toString('utf8'));
        const mail = { dropped: false };
        waiting.add(mail);
        setTimeout(() => {
          waiting.delete(mail);
          if (!mail.dropped && !closed.has(session.id)) accepted.push(id);
          callback();
        }, delayMs);
      });
    },
  });
  // A connection the killed shop left half-open ends with a socket error: expected here.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    inFlight: () => waiting.size,
    dropInFlight() {
      for (const mail of waiting) mail.dropped = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
