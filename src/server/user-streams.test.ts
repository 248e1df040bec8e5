import { createServer, get, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { env } from '@/lib/env';
import { createTestUser, signInHeaders } from '../../tests/factories';
import { getAuth } from './auth';
import { liveStreamSessionTokens, streamSessionOf } from './stream-session';
import { UserStreams } from './user-streams';

/*
 * Decision 036: a notification stream lives no longer than its session. A local server opens streams as server.ts
 * does (the session from the cookie, then the person's channel); the re-check runs every 50 ms here (5 s in server.ts).
 */

type Harness = { streams: UserStreams; server: Server; port: number };
const harnesses: Harness[] = [];
const requests: ClientRequest[] = [];

async function startHarness(): Promise<Harness> {
  const streams = new UserStreams({ liveTokens: (tokens) => liveStreamSessionTokens(tokens), everyMs: 50, onError: () => undefined });
  const server = createServer((req, res) => {
    void streamSessionOf(req.headers.cookie, env().AUTH_SECRET).then((session) => {
      if (!session) {
        res.writeHead(401).end();
        return;
      }
      if (streams.attach(session, req, res)) streams.send(session.userId, '{"unread":0}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const harness = { streams, server, port: (server.address() as AddressInfo).port };
  harnesses.push(harness);
  return harness;
}

afterEach(async () => {
  for (const request of requests.splice(0)) request.destroy();
  for (const { streams, server } of harnesses.splice(0)) {
    streams.closeAll();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

type Opened = { status: number; isEnded: () => boolean; body: () => string };

function openStream(port: number, cookie: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/api/notifications/stream', headers: { cookie } }, (response) => {
      let body = '';
      let ended = false;
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('error', () => undefined);
      response.once('end', () => {
        ended = true;
      });
      resolve({ status: response.statusCode ?? 0, isEnded: () => ended, body: () => body });
    });
    request.on('error', reject);
    requests.push(request);
  });
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('notification streams end with their session (decision 036)', () => {
  it('a sign-out ends that session’s open stream within the re-check; the same person’s other session keeps its own', async () => {
    const { streams, port } = await startHarness();
    const user = await createTestUser();
    const leaving = await signInHeaders(user.email);
    const staying = await signInHeaders(user.email);
    const ending = await openStream(port, leaving.get('cookie')!);
    const kept = await openStream(port, staying.get('cookie')!);
    expect([ending.status, kept.status]).toEqual([200, 200]);
    await until(() => ending.body().includes('unread') && kept.body().includes('unread'));

    await getAuth().api.signOut({ headers: leaving });
    await until(() => ending.isEnded());
    await pause(200);
    expect(kept.isEnded()).toBe(false);
    expect(streams.hasStream(user.id)).toBe(true);
    // The browser's retry is refused: the session is gone.
    expect((await openStream(port, leaving.get('cookie')!)).status).toBe(401);
  });

  it('a block ends every open stream of the account; another person’s stream stays open', async () => {
    const { streams, port } = await startHarness();
    const blocked = await createTestUser();
    const bystander = await createTestUser();
    const first = await openStream(port, (await signInHeaders(blocked.email)).get('cookie')!);
    const second = await openStream(port, (await signInHeaders(blocked.email)).get('cookie')!);
    const other = await openStream(port, (await signInHeaders(bystander.email)).get('cookie')!);
    await until(() => streams.channelCount === 2);

    await getDb().update(users).set({ blocked: true }).where(eq(users.id, blocked.id));
    await until(() => first.isEnded() && second.isEnded());
    await until(() => !streams.hasStream(blocked.id));
    await pause(200);
    expect(other.isEnded()).toBe(false);
    expect(streams.hasStream(bystander.id)).toBe(true);
  });

  it('a re-check with nothing ended ends nothing', async () => {
    const { streams, port } = await startHarness();
    const user = await createTestUser();
    const open = await openStream(port, (await signInHeaders(user.email)).get('cookie')!);
    await until(() => streams.hasStream(user.id));
    expect(await streams.checkSessions()).toBe(0);
    expect(open.isEnded()).toBe(false);
  });
});
