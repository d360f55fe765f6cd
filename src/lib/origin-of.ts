/**
 * `scheme://host[:port]` of a URL as browsers send it in Origin (lower case, no default
 * port); undefined when it does not parse or has none (`javascript:`, `data:`, opaque).
 */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
