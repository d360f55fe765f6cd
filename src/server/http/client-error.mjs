// @ts-check
/**
 * Node's http server answers some requests itself, before any handler sees them: a request
 * that took too long to arrive (408, the front server's timeouts), headers past 16 KiB (431),
 * a request its parser cannot read (400). Its own answers are a bare status line, without the
 * security headers every other answer carries; this writes them with those headers (the
 * policy for answers that are not pages) through the server's 'clientError' event.
 */
import http from 'node:http';

/** @type {Record<string, number>} */
const STATUS_FOR_CODE = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/**
 * @param {{ key: string, value: string }[]} headers the security headers
 * @param {(status: number, code: string) => void} [onAnswer] for the log
 * @returns {(error: Error & { code?: string }, socket: import('node:stream').Duplex) => void}
 */
export function clientErrorAnswer(headers, onAnswer) {
  const headerLines = headers.map(({ key, value }) => `${key}: ${value}\r\n`).join('');
  return (error, socket) => {
    // As Node's own handler: no answer on a reset socket, nor after an answer to this
    // connection's current request has started (its bytes are on the wire already).
    const current = /** @type {{ _httpMessage?: { headersSent?: boolean } | null }} */ (socket)
      ._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
      socket.destroy();
      return;
    }
    const code = error.code ?? '';
    const status = STATUS_FOR_CODE[code] ?? 400;
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n${headerLines}` +
        'Cache-Control: no-store\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
      () => socket.destroy(),
    );
    onAnswer?.(status, code);
  };
}
