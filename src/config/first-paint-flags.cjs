// @ts-check
/**
 * The shop's one inline script, first in every page's <head>. It does two things before
 * anything is painted or any of the page's scripts has arrived:
 *
 * 1. It marks <html> with the visitor's first-visit and consent cookies, so the cookie notice
 *    can be in the server HTML (issue 26) and still never flash at a visitor who has chosen.
 *    The pages are the same for every visitor (the page cache and a CDN share them), so the
 *    server cannot leave the notice out for those visitors itself; CSS reads these flags
 *    (cookie-banner.tsx) until React, once hydrated, reads the cookies.
 * 2. It keeps the taps a shopper makes before React has hydrated (issue 42): on a slow line the
 *    buttons show seconds before their code runs, and a weight chosen and "Add to cart" tapped
 *    then were silently lost. A tap on a control (not a link: links work without JavaScript)
 *    is held and the control looks pressed; a field typed into is noted; and
 *    src/lib/browser/early-taps.ts replays both in order once the page is hydrated (ADR 0024).
 *    It also marks <html> once the visitor has tapped, typed or scrolled by hand, so the
 *    welcome dialog never opens over a page the shopper is already using.
 *
 * CommonJS because the document policy (src/server/http/security-headers.cjs, read by
 * next.config.js) allows exactly this script by its hash; _document writes it.
 */

const {
  FIRST_PAINT_FLAGS,
  EARLY_TAP_ATTRIBUTE,
  EARLY_TAPS_KEY,
} = require('./first-paint-names.cjs');

/**
 * What counts as a control: buttons and the ARIA widgets the shop draws as buttons (weight
 * and preparation choices are toggle buttons).
 */
const CONTROLS =
  'button,[role=button],[role=radio],[role=checkbox],[role=switch],[role=tab],input[type=checkbox],input[type=radio]';

const FIRST_PAINT_FLAGS_SCRIPT =
  "(function(d,w){var c='; '+d.cookie+';',r=d.documentElement;" +
  `if(c.indexOf('; visited=')>=0)r.setAttribute('${FIRST_PAINT_FLAGS.visited}','');` +
  `if(/; Acceptedcookie=(true|false);/.test(c))r.setAttribute('${FIRST_PAINT_FLAGS.consentGiven}','');` +
  `var q=w.${EARLY_TAPS_KEY}=[],h=function(){return r.hasAttribute('${FIRST_PAINT_FLAGS.listening}')},` +
  `u=function(){r.setAttribute('${FIRST_PAINT_FLAGS.used}','')},` +
  'k=function(b){if(q[q.length-1]!==b)q.push(b);' +
  `b.setAttribute('${EARLY_TAP_ATTRIBUTE}','')};` +
  "['pointerdown','keydown','touchstart','wheel'].forEach(function(n){" +
  'd.addEventListener(n,u,{capture:true,passive:true})});' +
  "d.addEventListener('click',function(e){var t=e.target,b;if(h()||!t||!t.closest)return;" +
  `b=t.closest('${CONTROLS}');` +
  // A submit button of a form with its own action submits it without JavaScript.
  "if(!b||b.disabled||(b.type==='submit'&&b.form&&b.form.hasAttribute('action')))return;" +
  'e.preventDefault();k(b)},true);' +
  "d.addEventListener('submit',function(e){var f=e.target;" +
  "if(h()||!f||f.hasAttribute('action'))return;e.preventDefault();k(f)},true);" +
  // Text typed into a field: React keeps it on the page, but its state would not know it.
  "d.addEventListener('input',function(e){var t=e.target;" +
  "if(!h()&&t&&(t.tagName==='INPUT'||t.tagName==='TEXTAREA')&&t.type!=='checkbox'&&t.type!=='radio')" +
  'if(q[q.length-1]!==t)q.push(t)},true)' +
  '})(document,window)';

module.exports = {
  FIRST_PAINT_FLAGS,
  FIRST_PAINT_FLAGS_SCRIPT,
  EARLY_TAP_ATTRIBUTE,
  EARLY_TAPS_KEY,
};
