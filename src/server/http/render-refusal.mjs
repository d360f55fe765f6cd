// @ts-check
/**
 * The answer to a render past its client's budget (render-budget.mjs): a 429 page made once
 * at start, so refusing costs no render. Self-contained (no script, no font, no image, one
 * inline style allowed by its hash), in the request's language: Arabic and right-to-left under
 * /ar, English elsewhere. The words are in public/locales/{en,ar}/errors.json with the app's.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The default theme's colours (src/theme/palette.ts): this page is outside the React app. */
const STYLE =
  'body{margin:0;background:#F6F9FC;color:#2B3445;font-family:system-ui,"Segoe UI",Tahoma,sans-serif}' +
  'main{max-width:32rem;margin:12vh auto 0;padding:0 1.5rem;line-height:1.6}' +
  'h1{font-size:1.5rem}a{color:#A65A00}';

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * @param {string} localesDir
 * @param {'en' | 'ar'} lang
 */
function words(localesDir, lang) {
  const file = path.join(localesDir, lang, 'errors.json');
  const errors = /** @type {{ tooManyPages?: Record<string, unknown> }} */ (
    JSON.parse(fs.readFileSync(file, 'utf8'))
  );
  const { title, message, home } = errors.tooManyPages ?? {};
  if (typeof title !== 'string' || typeof message !== 'string' || typeof home !== 'string') {
    throw new Error(`${file} lacks tooManyPages.title, .message or .home`);
  }
  return { title, message, home };
}

/**
 * @param {string} localesDir
 * @param {'en' | 'ar'} lang
 */
function page(localesDir, lang) {
  const { title, message, home } = words(localesDir, lang);
  const html =
    `<!DOCTYPE html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head>` +
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(message)}</p><p><a href="${lang === 'ar' ? '/ar' : '/'}">${escapeHtml(home)}</a></p>` +
    '</main></body></html>';
  return Buffer.from(html, 'utf8');
}

/** Arabic pages and their data: /ar, /ar/…, /_next/data/<build>/ar.json, …/ar/…. */
const ARABIC_PATH = /^\/(?:_next\/data\/[^/]+\/)?ar(?:[/?#]|\.json|$)/;

/**
 * @param {{ localesDir: string, policy: string }} options the locale files and the
 *   Content-Security-Policy of answers that are not pages, which this one extends by its style
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, retryAfterS: number) => void}
 */
export function renderRefusal({ localesDir, policy }) {
  const pages = { en: page(localesDir, 'en'), ar: page(localesDir, 'ar') };
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  const csp = `${policy}; style-src 'sha256-${styleHash}'`;
  return (req, res, retryAfterS) => {
    const lang = ARABIC_PATH.test(req.url ?? '/') ? 'ar' : 'en';
    const body = pages[lang];
    res.statusCode = 429;
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Language', lang);
    // Never kept by a browser, a CDN or the page cache (which never sees this answer).
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Retry-After', String(retryAfterS));
    res.setHeader('Content-Length', String(body.length));
    res.end(body);
  };
}
