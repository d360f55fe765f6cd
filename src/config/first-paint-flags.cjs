// @ts-check
/**
 * The shop's one inline script: first in every page's <head>, it marks <html> with the
 * visitor's first-visit and consent cookies before anything is painted, so the cookie notice
 * can be in the server HTML (issue 26) and still never flash at a visitor who has chosen.
 * The pages are the same for every visitor (the page cache and a CDN share them), so the
 * server cannot leave the notice out for those visitors itself; CSS reads these flags
 * (cookie-banner.tsx) until React, once hydrated, reads the cookies.
 *
 * CommonJS because the document policy (src/server/http/security-headers.cjs, read by
 * next.config.js) allows exactly this script by its hash; _document writes it.
 */

/** The attributes set on <html>; the cookie names and values are src/config/site.ts's. */
const FIRST_PAINT_FLAGS = Object.freeze({
  /** The `visited` cookie exists: the welcome dialog will not open. */
  visited: 'data-visited',
  /** `Acceptedcookie` holds a choice (accepted or declined): the notice will not show. */
  consentGiven: 'data-consent-given',
});

const FIRST_PAINT_FLAGS_SCRIPT =
  "(function(d){var c='; '+d.cookie+';',r=d.documentElement;" +
  `if(c.indexOf('; visited=')>=0)r.setAttribute('${FIRST_PAINT_FLAGS.visited}','');` +
  `if(/; Acceptedcookie=(true|false);/.test(c))r.setAttribute('${FIRST_PAINT_FLAGS.consentGiven}','')` +
  '})(document)';

module.exports = { FIRST_PAINT_FLAGS, FIRST_PAINT_FLAGS_SCRIPT };
