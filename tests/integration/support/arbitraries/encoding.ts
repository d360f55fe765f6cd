/**
 * How a generated string reaches the server. URLs and headers carry bytes, so strings go as
 * their UTF-8 bytes: a lone surrogate becomes U+FFFD as in any real client, and nothing here
 * throws (encodeURIComponent does on a lone surrogate).
 */

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Every byte but the unreserved ASCII ones percent-encoded: a path segment or query part. */
export function encodeComponent(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += UNRESERVED.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/**
 * A header value as fetch will send it: the UTF-8 bytes as Latin-1 characters (fetch refuses
 * code points above 255), without the control characters HTTP does not allow in a header.
 */
export function toHeaderValue(value: string): string {
  return Buffer.from(value, 'utf8')
    .toString('latin1')
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, '');
}

/** A value from a schema as text in a URL: strings as they are, anything else as JSON. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined ? '' : JSON.stringify(value);
}
