/**
 * The shop's focus ring: 2 px in the theme's dark primary, 2 px clear of what it rings, so
 * both its neighbours are the surface around it (paper or the page's background), against
 * which every route theme's dark primary stands 3:1 or more (WCAG 2.2 focus appearance).
 */
export const focusRing = {
  outline: '2px solid',
  outlineColor: 'primary.dark',
  outlineOffset: '2px',
} as const;

const FOCUSABLE =
  '& .Mui-focusVisible, & a:focus-visible, & [tabindex]:not([tabindex="-1"]):focus-visible';

/**
 * A clear keyboard focus ring for everything inside (MUI buttons only pulse a faint ripple
 * by default). Spread into the `sx` of a region: header, drawers, page bodies.
 */
export const focusRingSx = { [FOCUSABLE]: focusRing } as const;

/** The same on a dark surface (the footer), where the dark orange would not stand out. */
export const focusRingOnDarkSx = {
  [FOCUSABLE]: { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
} as const;
