// Soft backdrops, one set per family of motifs, so a shop's pictures read as one set.

/** The three views' backgrounds and the accent shape drawn behind the object. */
export type Backdrop = { front: string; angle: string; detail: string; accent: string };

export const BACKDROPS = {
  grocery: { front: '#FFF6E8', angle: '#EEF8EA', detail: '#FDEEEA', accent: '#FFE2B8' },
  gadget: { front: '#EEF3FB', angle: '#F2EEFB', detail: '#E8F4F8', accent: '#D6E4F7' },
  fashion: { front: '#FDF0F3', angle: '#FFF5E9', detail: '#F1F0FB', accent: '#F8D6DF' },
  furniture: { front: '#F4F1EC', angle: '#EDF3F1', detail: '#F7EFE9', accent: '#E6DDD0' },
  beauty: { front: '#FBEFF4', angle: '#F3EEFA', detail: '#FFF3EE', accent: '#F4D3E1' },
  gift: { front: '#FFF1F1', angle: '#FFF8E6', detail: '#EEF7FB', accent: '#FFD6D6' },
  street: { front: '#EEF4F8', angle: '#F5F2EA', detail: '#EDF6EF', accent: '#D5E3EE' },
} as const satisfies Record<string, Backdrop>;
export type Family = keyof typeof BACKDROPS;

/** Friendly brights for brand marks, avatars' clothes and banner confetti. */
export const BRIGHTS = [
  '#4E97FD',
  '#33D067',
  '#E84A4A',
  '#FFB020',
  '#8E6CEF',
  '#1CB5A8',
  '#F2709C',
  '#3A3F4B',
] as const;
