import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { inlineScriptHashes, withScriptSources } from './script-policy';

const hashOf = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs, once each', () => {
    const code = '$RC("B:0","S:0")';
    const html = `<div></div><script>${code}</script><p></p><script>${code}</script>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf(code)]);
  });

  it('leaves out scripts with a src, data blocks and empty elements', () => {
    const html = [
      '<script src="/_next/static/chunks/main.js" defer=""></script>',
      '<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('withScriptSources', () => {
  const policy = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'";

  it('adds the sources to script-src and keeps the rest as it was', () => {
    expect(withScriptSources(policy, ["'sha256-abc'"])).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc'; style-src 'self' 'unsafe-inline'",
    );
  });

  it('changes nothing when there is nothing to add', () => {
    expect(withScriptSources(policy, [])).toBe(policy);
  });

  it("makes a script-src from default-src's sources when there is none", () => {
    expect(withScriptSources("default-src 'self'", ["'sha256-abc'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc'",
    );
    expect(withScriptSources("default-src 'none'", ["'sha256-abc'"])).toBe(
      "default-src 'none'; script-src 'sha256-abc'",
    );
  });
});
