const FOCUSABLE =
  '& .Mui-focusVisible, & a:focus-visible, & [tabindex]:not([tabindex="-1"]):focus-visible';

/**
 * A clear keyboard focus ring for everything inside (MUI buttons only pulse a faint ripple
 * by default). Spread into the `sx` of a region: header, drawers, page bodies.
 */
export const focusRingSx = {
  [FOCUSABLE]: { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: '2px' },
} as const;

/** The same on a dark surface (the footer), where the dark orange would not stand out. */
export const focusRingOnDarkSx = {
  [FOCUSABLE]: { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
} as const;
