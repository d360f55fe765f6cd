/**
 * Screen-reader-only text (e.g. "Address:" before an address shown with an icon). Sizes are
 * strings: in `sx`, a bare 1 would mean 100%.
 */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
