import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { warmUp } from './warm-up';

describe('warm-up', () => {
  it('sends each page through the handler, signed out, and counts a 5xx as a failure', async () => {
    const seen: Array<{ url: string | undefined; cookie: string | undefined }> = [];
    const report = await warmUp(
      (req: IncomingMessage, res: ServerResponse) => {
        seen.push({ url: req.url, cookie: req.headers.cookie });
        res.writeHead(req.url === '/broken' ? 500 : req.url === '/private' ? 307 : 200, req.url === '/private' ? { Location: '/login' } : {});
        res.end('page');
      },
      { paths: ['/', '/private', '/broken', '/?lang=fr'] },
    );
    expect(seen).toEqual([
      { url: '/', cookie: undefined },
      { url: '/private', cookie: undefined },
      { url: '/broken', cookie: undefined },
      { url: '/?lang=fr', cookie: undefined },
    ]);
    expect(report).toMatchObject({ warmed: 3, failed: ['/broken: HTTP 500'], skipped: 0 });
  });

  it('stops at its time limit and never throws when a page does not answer', async () => {
    const started = performance.now();
    const report = await warmUp(
      (req, res) => {
        if (req.url !== '/hangs') res.end('page');
      },
      { paths: ['/hangs', '/never-reached'], limitMs: 300 },
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(report.warmed).toBe(0);
    expect(report.failed).toHaveLength(1);
    expect(report.failed[0]).toMatch(/^\/hangs: /);
    expect(report.skipped).toBe(1);
  });
});
