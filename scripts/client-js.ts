import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import zlib from 'node:zlib';

/*
 * What each route of a production build makes the browser load before it can run (STACK.md: Next 16 no longer
 * prints it): the root chunks every page loads (build-manifest.json) plus the entry chunks of the route's layouts
 * and page (its page_client-reference-manifest.js), each counted once, gzipped as the server sends them. Chunks
 * loaded later (a chart imported when shown) are not counted, nor old-browser polyfills (`nomodule`).
 */

export interface RouteSize {
  route: string;
  /** Gzipped bytes of every chunk the route loads up front. */
  gzipBytes: number;
  chunks: number;
}

/** Not the route's own code: what Next's error pages add to every manifest. */
const ERROR_ENTRIES = /\/(not-found|forbidden|unauthorized|global-error)$/;

function* clientManifests(directory: string): Generator<string> {
  for (const entry of readdirSync(directory)) {
    const file = path.join(directory, entry);
    if (statSync(file).isDirectory()) yield* clientManifests(file);
    else if (entry === 'page_client-reference-manifest.js') yield file;
  }
}

/** Every page route of the build in `distDir` (`.next`), largest first. */
export function measureClientJs(distDir = '.next'): RouteSize[] {
  if (!existsSync(path.join(distDir, 'build-manifest.json'))) throw new Error(`no production build in ${distDir}: run next build first`);
  const build = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
  const gzipped = new Map<string, number>();
  const sizeOf = (chunk: string) => {
    let size = gzipped.get(chunk);
    if (size === undefined) {
      size = zlib.gzipSync(readFileSync(path.join(distDir, chunk))).length;
      gzipped.set(chunk, size);
    }
    return size;
  };
  const routes: RouteSize[] = [];
  for (const file of clientManifests(path.join(distDir, 'server', 'app'))) {
    // The manifest is a script that assigns globalThis.__RSC_MANIFEST[route]: run it in an empty context.
    const sandbox: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {};
    runInNewContext(`globalThis.__RSC_MANIFEST = {};\n${readFileSync(file, 'utf8')}`, sandbox);
    for (const [key, manifest] of Object.entries(sandbox.__RSC_MANIFEST ?? {})) {
      const route = key.replace(/\/page$/, '') || '/';
      if (route.startsWith('/_')) continue;
      const chunks = new Set(build.rootMainFiles);
      for (const [entry, files] of Object.entries(manifest.entryJSFiles ?? {})) if (!ERROR_ENTRIES.test(entry)) for (const chunk of files) chunks.add(chunk);
      routes.push({ route, gzipBytes: [...chunks].reduce((sum, chunk) => sum + sizeOf(chunk), 0), chunks: chunks.size });
    }
  }
  return routes.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
