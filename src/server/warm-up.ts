import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Ready before traffic (decision 041). Right after `app.prepare()`, Next's production server is still loading every
 * route's code in the background (preloadEntriesOnStart: about 0.8 s of a busy event loop here), and each route's
 * first render costs more again (the first page about 250 ms, the next ones 30–60 ms, on an idle machine). On a
 * busy instance behind a proxy, its first requests after a start waited 1.2–1.6 s (two instances under load on two
 * cores), and more routes cold at once stack up. So before the real port listens, server.ts sends the pages people
 * open first through its own request handler on a private loopback port, signed out (a signed-in page's code runs
 * for the redirect to /login all the same). Bounded in time; a page that fails is logged and the start goes on: a
 * slow first request is better than no instance. No 'server-only': server.ts imports it.
 */

/** The pages people open first: public pages in each language, sign-in, and the signed-in areas' entry points. */
export const WARM_UP_PATHS: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/courses',
  '/about',
  '/help',
  '/simulator',
  '/dashboard/child',
  '/dashboard/parent',
  '/progress',
  '/?lang=fr',
  '/?lang=ar',
];
/** The whole warm-up stops here, done or not: an instance must not wait long to serve. */
export const WARM_UP_LIMIT_MS = 15_000;

export interface WarmUpReport {
  warmed: number;
  failed: string[];
  skipped: number;
  ms: number;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export async function warmUp(handler: Handler, options: { paths?: readonly string[]; limitMs?: number } = {}): Promise<WarmUpReport> {
  const started = performance.now();
  const limitMs = options.limitMs ?? WARM_UP_LIMIT_MS;
  const queue = options.paths ?? WARM_UP_PATHS;
  const report: WarmUpReport = { warmed: 0, failed: [], skipped: 0, ms: 0 };
  const server = createServer(handler);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
  } catch (error) {
    report.failed.push(`private port: ${(error as Error).message}`);
    report.skipped = queue.length;
    return report;
  }
  const { port } = server.address() as AddressInfo;
  // One after the other: in parallel they only compete for the same core (measured: no faster, and less even).
  for (const path of queue) {
    const left = limitMs - (performance.now() - started);
    if (left <= 0) {
      report.skipped += 1;
      continue;
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(Math.ceil(left)) });
      await response.arrayBuffer();
      if (response.status >= 500) report.failed.push(`${path}: HTTP ${response.status}`);
      else report.warmed += 1;
    } catch (error) {
      report.failed.push(`${path}: ${(error as Error).message}`);
    }
  }
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  report.ms = Math.round(performance.now() - started);
  return report;
}
