/**
 * Puts the Suspense boundaries React's server renderer "outlined" back where they belong.
 *
 * React's streaming renderer writes a completed boundary in place only while the bytes flushed
 * so far stay under its `progressiveChunkSize` (12,800 bytes by default); every later boundary
 * goes to the end of the document as `<div hidden id="S:n">…</div>`, with a placeholder
 * `<!--$?--><template id="B:n"></template><!--/$-->` where it belongs and an inline script,
 * `$RC("B:n","S:n")`, that moves it there. React 19 also holds those moves back until up to
 * 300 ms after the first frame, to batch them. That is for documents that really stream; the
 * pages router sends the whole document at once, and Next gives no way to set the chunk size.
 * So the page's content was hidden until that script ran, after the first paint, and the
 * shop's layout (one boundary, docs/adr/0006-performance.md) showed a blank first frame.
 *
 * This rewrites each outlined boundary to what React writes when it does not outline one
 * (`<!--$-->…<!--/$-->`), which hydrates the same way. Anything it does not recognise (a
 * fallback, a pending or errored boundary, another container element) leaves the HTML as it was.
 */
const SEGMENT_OPEN = /<div hidden id="S:(\d+)">/;
const STREAMING_SCRIPTS =
  /<script[^>]*>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/g;
/** Instructions this transform does not undo: partial segments, stylesheets, client renders. */
const UNSUPPORTED = /\$R[SRX]\(|<template id="P:/;

function inlineOne(html: string, match: RegExpExecArray): string | null {
  const id = match[1] ?? '';
  const contentStart = match.index + match[0].length;
  const instruction = `$RC("B:${id}","S:${id}")</script>`;
  const instructionAt = html.indexOf(instruction, contentStart);
  if (instructionAt < 0) return null;
  const scriptStart = html.lastIndexOf('<script', instructionAt);
  const closeDiv = '</div>';
  if (scriptStart < contentStart || !html.startsWith(closeDiv, scriptStart - closeDiv.length)) {
    return null;
  }
  const content = html.slice(contentStart, scriptStart - closeDiv.length);
  const withoutSegment =
    html.slice(0, match.index) + html.slice(instructionAt + instruction.length);
  const placeholder = `<!--$?--><template id="B:${id}"></template><!--/$-->`;
  const at = withoutSegment.indexOf(placeholder);
  if (at < 0 || withoutSegment.includes(placeholder, at + 1)) return null;
  return (
    withoutSegment.slice(0, at) +
    `<!--$-->${content}<!--/$-->` +
    withoutSegment.slice(at + placeholder.length)
  );
}

export function inlineOutlinedBoundaries(html: string): string {
  if (!SEGMENT_OPEN.test(html)) return html.replace(STREAMING_SCRIPTS, '');
  if (UNSUPPORTED.test(html)) return html;
  let result = html;
  for (let match = SEGMENT_OPEN.exec(result); match; match = SEGMENT_OPEN.exec(result)) {
    const next = inlineOne(result, match);
    if (next === null) return html;
    result = next;
  }
  if (result.includes('<template id="B:') || result.includes('$RC(')) return html;
  return result.replace(STREAMING_SCRIPTS, '');
}
