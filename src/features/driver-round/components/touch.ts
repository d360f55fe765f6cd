/**
 * The least height of anything a driver taps, in px: one thumb, on the move, often with a
 * bag in the other hand (Material's own minimum is 48; the theme's buttons are 40).
 */
export const TOUCH = 48;

/** The two actions that close a stop: taller still, the screen's main buttons. */
export const ACTION_HEIGHT = 56;
