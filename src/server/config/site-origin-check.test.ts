import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  buildSiteUrlWarning,
  siteOriginProblems,
  siteOriginRefusal,
} from './site-origin-check.mjs';

const SHOP = 'https://shop.example';

describe('siteOriginProblems', () => {
  it('lets a server start whose two addresses name one origin', () => {
    expect(siteOriginProblems({ NEXTAUTH_URL: SHOP, NEXT_PUBLIC_SITE_URL: SHOP })).toEqual([]);
    // next-auth's URL may carry its path; a trailing slash is the same address.
    expect(
      siteOriginProblems({
        NEXTAUTH_URL: 'https://SHOP.example:443/api/auth',
        NEXT_PUBLIC_SITE_URL: 'https://shop.example/',
      }),
    ).toEqual([]);
  });

  it('names each missing address', () => {
    const problems = siteOriginProblems({ NEXTAUTH_URL: ' ', NEXT_PUBLIC_SITE_URL: undefined });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^NEXTAUTH_URL is required in production/);
    expect(problems[1]).toMatch(/^NEXT_PUBLIC_SITE_URL is required in production/);
  });

  it('refuses an address that is not an http(s) URL', () => {
    expect(
      siteOriginProblems({ NEXTAUTH_URL: 'shop.example', NEXT_PUBLIC_SITE_URL: SHOP }),
    ).toEqual(['NEXTAUTH_URL is not an http(s) URL: shop.example']);
    expect(
      siteOriginProblems({ NEXTAUTH_URL: SHOP, NEXT_PUBLIC_SITE_URL: 'ftp://shop.example' }),
    ).toEqual(['NEXT_PUBLIC_SITE_URL is not an http(s) URL: ftp://shop.example']);
  });

  it.each([
    ['another port', 'http://192.168.1.20:3000', 'http://192.168.1.20:3001'],
    ['another host', 'http://localhost:3000', 'http://192.168.1.20:3000'],
    ['another scheme', 'http://shop.example', 'https://shop.example'],
  ])('refuses two addresses on %s', (_label, authUrl, siteUrl) => {
    const problems = siteOriginProblems({ NEXTAUTH_URL: authUrl, NEXT_PUBLIC_SITE_URL: siteUrl });
    expect(problems).toEqual([
      expect.stringContaining(`NEXTAUTH_URL (${authUrl}) and NEXT_PUBLIC_SITE_URL (${siteUrl})`),
    ]);
  });

  it('is one message for the log, a line per problem', () => {
    expect(siteOriginRefusal({ NEXTAUTH_URL: SHOP, NEXT_PUBLIC_SITE_URL: SHOP })).toBeUndefined();
    const refusal = siteOriginRefusal({});
    expect(refusal?.split('\n')).toEqual([
      'The shop cannot start: its public address is not configured.',
      expect.stringMatching(/^ {2}NEXTAUTH_URL /),
      expect.stringMatching(/^ {2}NEXT_PUBLIC_SITE_URL /),
    ]);
  });
});

describe('buildSiteUrlWarning', () => {
  it('says nothing when the build links to the address the server runs on', () => {
    expect(buildSiteUrlWarning(`${SHOP}/`, SHOP)).toBeUndefined();
    expect(buildSiteUrlWarning('', 'http://localhost:3000')).toBeUndefined();
  });

  it('names the address the pages were built for, and how to build again', () => {
    expect(buildSiteUrlWarning('http://127.0.0.1:3100', 'http://127.0.0.1:3190')).toBe(
      'This build links its pages to http://127.0.0.1:3100, not http://127.0.0.1:3190: build again with NEXT_PUBLIC_SITE_URL=http://127.0.0.1:3190.',
    );
    expect(buildSiteUrlWarning('', SHOP)).toContain(
      'http://localhost:3000 (built without NEXT_PUBLIC_SITE_URL)',
    );
  });
});

describe('the production server script', () => {
  /** Runs `npm start`'s script with this environment; it refuses before Next loads. */
  function startServer(env: Record<string, string>) {
    const script = path.join(__dirname, '../start-server.mjs');
    const child = spawn(process.execPath, [script, '-p', '0', '-H', '127.0.0.1'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      child.on('exit', (code) => resolve({ code, output }));
    });
  }

  it('refuses to start when NEXTAUTH_URL and NEXT_PUBLIC_SITE_URL disagree', async () => {
    const { code, output } = await startServer({
      NEXTAUTH_URL: 'http://192.168.1.20:3005',
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
    });
    expect(code).toBe(1);
    expect(output).toContain('The shop cannot start: its public address is not configured.');
    expect(output).toContain(
      'NEXTAUTH_URL (http://192.168.1.20:3005) and NEXT_PUBLIC_SITE_URL (http://localhost:3000) must name the same origin',
    );
  });

  it('refuses to start without NEXTAUTH_URL', async () => {
    const { code, output } = await startServer({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' });
    expect(code).toBe(1);
    expect(output).toContain('NEXTAUTH_URL is required in production');
  });
});
