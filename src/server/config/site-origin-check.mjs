// @ts-check
/**
 * The production server's public address, checked before it serves anyone. Sign-in and
 * sign-out send the browser to NEXTAUTH_URL; canonical, hreflang, Open Graph and sitemap links
 * name NEXT_PUBLIC_SITE_URL. Unset, each falls back to http://localhost:3000, a dead address
 * for every visitor but one on the server itself (issue 26: sign-out from a phone landed there),
 * and two different values send shoppers to one shop and search engines to another.
 *
 * Plain JavaScript so that start-server.mjs can run it before Next loads (instrumentation.ts
 * runs it too, for `next start`). Development derives the origin from each request instead
 * (src/server/http/request-origin.ts) and is not checked.
 */

/**
 * `scheme://host[:port]` of an http(s) URL, undefined for anything else.
 * @param {string | undefined} value
 * @returns {string | undefined}
 */
function httpOrigin(value) {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What stops a production server: NEXTAUTH_URL and NEXT_PUBLIC_SITE_URL missing, not http(s)
 * URLs, or naming different origins (scheme, host and port; NEXTAUTH_URL may carry a path).
 *
 * NEXT_PUBLIC_SITE_URL is read from the environment the server starts with, not from the
 * build, although Next fixes it in the pages when it builds them: the test harnesses serve
 * one build on several ports (each with agreeing values of its own), and a deployment feeds
 * build and start from the same place (.env.production, which Next reads for both). That
 * the build agrees is checked inside the app, where its value is known
 * (buildSiteUrlWarning, run by instrumentation.ts).
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string[]} one line per problem; none when the server may start
 */
export function siteOriginProblems(env) {
  const authUrl = env.NEXTAUTH_URL?.trim();
  const siteUrl = env.NEXT_PUBLIC_SITE_URL?.trim();
  const problems = [];
  const needed =
    "is required in production: the shop's public address as browsers open it, e.g. https://shop.example.com or http://192.168.1.20:3000 for phones on the LAN";
  if (!authUrl) problems.push(`NEXTAUTH_URL ${needed} (sign-in and sign-out return there)`);
  else if (!httpOrigin(authUrl)) problems.push(`NEXTAUTH_URL is not an http(s) URL: ${authUrl}`);
  if (!siteUrl) {
    problems.push(
      `NEXT_PUBLIC_SITE_URL ${needed} (canonical and hreflang links); set it when building and when starting`,
    );
  } else if (!httpOrigin(siteUrl)) {
    problems.push(`NEXT_PUBLIC_SITE_URL is not an http(s) URL: ${siteUrl}`);
  }
  const authOrigin = httpOrigin(authUrl);
  const siteOrigin = httpOrigin(siteUrl);
  if (authOrigin && siteOrigin && authOrigin !== siteOrigin) {
    problems.push(
      `NEXTAUTH_URL (${authOrigin}) and NEXT_PUBLIC_SITE_URL (${siteOrigin}) must name the same origin (scheme, host and port): sign-out would land on one while links name the other`,
    );
  }
  return problems;
}

/**
 * The refusal a server prints, or undefined when it may start.
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined}
 */
export function siteOriginRefusal(env) {
  const problems = siteOriginProblems(env);
  if (problems.length === 0) return undefined;
  return `The shop cannot start: its public address is not configured.\n${problems
    .map((problem) => `  ${problem}`)
    .join('\n')}`;
}

/**
 * A warning when the build's NEXT_PUBLIC_SITE_URL is not the one the server starts with: the
 * pages built then link to the build's address (a build without one links to
 * http://localhost:3000). Only a warning: serving a build elsewhere is what the test
 * harnesses do, and sign-in and sign-out still follow NEXTAUTH_URL.
 * @param {string} built NEXT_PUBLIC_SITE_URL as the build saw it, '' when it had none
 * @param {string | undefined} running NEXT_PUBLIC_SITE_URL of the server's environment
 * @returns {string | undefined}
 */
export function buildSiteUrlWarning(built, running) {
  const builtOrigin = httpOrigin(built) ?? 'http://localhost:3000';
  const runningOrigin = httpOrigin(running);
  if (!runningOrigin || builtOrigin === runningOrigin) return undefined;
  return `This build links its pages to ${builtOrigin}${built ? '' : ' (built without NEXT_PUBLIC_SITE_URL)'}, not ${runningOrigin}: build again with NEXT_PUBLIC_SITE_URL=${runningOrigin}.`;
}
