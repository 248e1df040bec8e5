import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measureClientJs } from '../../scripts/client-js';

/** A build directory with the files measureClientJs reads: root chunks, one route's manifest, the chunks. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'client-js-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  const chunks = { 'root.js': 'r'.repeat(5000), 'layout.js': 'l'.repeat(3000), 'page.js': 'p'.repeat(2000), 'later.js': 'x'.repeat(9000) };
  for (const [name, text] of Object.entries(chunks)) writeFileSync(path.join(dist, 'static', 'chunks', name), text);
  writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/root.js'] }));
  mkdirSync(path.join(dist, 'server', 'app', 'shop'), { recursive: true });
  const manifest = {
    entryJSFiles: {
      '[project]/src/app/layout': ['static/chunks/layout.js'],
      '[project]/src/app/not-found': ['static/chunks/later.js'],
      '[project]/src/app/shop/page': ['static/chunks/layout.js', 'static/chunks/page.js'],
    },
  };
  writeFileSync(path.join(dist, 'server', 'app', 'shop', 'page_client-reference-manifest.js'), `globalThis.__RSC_MANIFEST["/shop/page"] = ${JSON.stringify(manifest)};`);
  return dist;
}

describe('client JavaScript per route', () => {
  it('counts the root chunks and the route’s layout and page chunks once each, gzipped, and not the error pages’', () => {
    const dist = fakeBuild();
    const gz = (text: string) => zlib.gzipSync(text).length;
    expect(measureClientJs(dist)).toEqual([{ route: '/shop', chunks: 3, gzipBytes: gz('r'.repeat(5000)) + gz('l'.repeat(3000)) + gz('p'.repeat(2000)) }]);
  });

  it('refuses a directory without a production build', () => {
    expect(() => measureClientJs(mkdtempSync(path.join(os.tmpdir(), 'no-build-')))).toThrow(/no production build/);
  });
});
