/**
 * Saves text as a file from the browser: a Blob behind a link with `download`, clicked. The
 * text is made here, not fetched, so no server route is needed and the admin's session is the
 * one the calls already used.
 */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // A browser may read the URL just after the click returns; let it before letting go.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
