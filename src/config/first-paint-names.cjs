// @ts-check
/**
 * The names the document's first script (first-paint-flags.cjs) and the client code share:
 * apart from the script, so the pages' bundles carry these few strings and not the script's
 * text (CommonJS is bundled whole).
 */

/** The attributes set on <html>; the cookie names and values are src/config/site.ts's. */
const FIRST_PAINT_FLAGS = Object.freeze({
  /** The `visited` cookie exists: the welcome dialog will not open. */
  visited: 'data-visited',
  /** `Acceptedcookie` holds a choice (accepted or declined): the notice will not show. */
  consentGiven: 'data-consent-given',
  /** The visitor has pressed, typed or scrolled by hand on this page. */
  used: 'data-used',
  /**
   * React listens (the app's root has hydrated): from here taps go to it, and a tap on a part
   * still waiting to hydrate (DeferredHydration) makes React hydrate that part and replay it.
   */
  listening: 'data-listening',
});

/** On a control tapped before hydration, until its tap is replayed. */
const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/** The window property holding the controls, forms and fields waiting for their replay, in order. */
const EARLY_TAPS_KEY = '__shopEarlyTaps';

module.exports = { FIRST_PAINT_FLAGS, EARLY_TAP_ATTRIBUTE, EARLY_TAPS_KEY };
