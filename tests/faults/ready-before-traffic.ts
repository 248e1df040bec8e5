import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readActionIds, signIn } from '../durability/load';
import { freePort, startCluster, type Instance } from './support/cluster';
import { requireHaproxy, startHaproxy } from './support/haproxy';
import { startLoad, type Answer } from './support/load';
import type { FaultScenario } from './support/scenario';

/*
 * Ready before traffic (decision 041): two instances behind HAProxy configured by deploy/haproxy.cfg, under a steady
 * load of visitors and signed-in children. One instance is stopped (SIGTERM) and started again, then the other is
 * killed (SIGKILL) and started again. No request may wait more than MAX_WAIT_MS, get a 5xx or lose its connection,
 * and a signed-in child stays signed in whichever instance answers. Each restarted instance must be answering again
 * before the end (so its first requests after a start were part of the test).
 */

const MAX_WAIT_MS = 2_000;
const CHILD = { email: 'child@academy.local', password: 'academy-child' };
const VISITOR_PATHS = ['/', '/login', '/courses', '/about', '/help', '/register', '/simulator'];
const CHILD_PATHS = ['/dashboard/child', '/simulator', '/courses', '/'];
/** Load before and after each fault: long enough for the proxy to bring a restarted instance back in (rise 2 × 1 s). */
const STEADY_MS = 4_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function describe(answer: Answer): string {
  return `${answer.client} GET ${answer.path} at ${(answer.at / 1000).toFixed(1)} s: ${answer.error ?? `HTTP ${answer.status}`} after ${Math.round(answer.ms)} ms (${answer.instance ?? 'no instance'})`;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
}

export const readyBeforeTraffic: FaultScenario = {
  name: 'ready-before-traffic',
  description: 'two instances behind deploy/haproxy.cfg under load; one restarted (SIGTERM), the other killed (SIGKILL) and restarted: no wait over 2 s, no 5xx, no connection error',
  limitMs: 150_000,
  async run({ dir, say }) {
    requireHaproxy();
    const proxyPort = await freePort();
    const cluster = await startCluster({ size: 2, logDir: dir, appUrl: `https://localhost:${proxyPort}`, demo: true });
    const [first, second] = cluster.instances as [Instance, Instance];
    const proxy = await startHaproxy(dir, [first.port, second.port], proxyPort).catch(async (error: unknown) => {
      await cluster.close();
      throw error;
    });
    say(`instances ${first.name} :${first.port}, ${second.name} :${second.port} behind HAProxy ${proxy.base}; logs in ${dir}`);
    const summary: string[] = [];
    const violations: string[] = [];
    try {
      // Sessions live in the database: one made on an instance is good on the other.
      const cookie = await signIn(first.base, readActionIds(), CHILD.email, CHILD.password);
      const load = startLoad(proxy.base, [
        { name: 'visitor 1', paths: VISITOR_PATHS },
        { name: 'visitor 2', paths: [...VISITOR_PATHS].reverse() },
        { name: 'child 1', cookie, paths: CHILD_PATHS },
        { name: 'child 2', cookie, paths: [...CHILD_PATHS].reverse() },
      ]);
      const restartedAt = new Map<string, number>();
      let killedAt = Number.NaN;
      try {
        await sleep(STEADY_MS);
        say(`SIGTERM ${first.name} (pid ${first.pid})`);
        const stopped = await first.stop();
        if (stopped.code !== 0) violations.push(`${first.name} exited with ${stopped.code ?? stopped.signal} after SIGTERM, not 0`);
        first.start();
        const firstReadyMs = await first.waitReady();
        restartedAt.set(first.name, load.now());
        summary.push(`${first.name} restarted after SIGTERM: ready ${(firstReadyMs / 1000).toFixed(1)} s after its start`);
        await sleep(STEADY_MS);
        say(`SIGKILL ${second.name} (pid ${second.pid})`);
        killedAt = load.now();
        await second.kill();
        second.start();
        const secondReadyMs = await second.waitReady();
        restartedAt.set(second.name, load.now());
        summary.push(`${second.name} restarted after SIGKILL: ready ${(secondReadyMs / 1000).toFixed(1)} s after its start`);
        await sleep(STEADY_MS);
      } finally {
        await load.stop();
      }

      const answers = load.answers;
      // Every answer, for reading after a failure (kept with the logs).
      writeFileSync(path.join(dir, 'answers.json'), `${JSON.stringify(answers, null, 1)}\n`);
      const waits = answers.map((answer) => answer.ms);
      summary.push(`${answers.length} requests through HAProxy: p50 ${percentile(waits, 0.5)} ms, p99 ${percentile(waits, 0.99)} ms, longest ${Math.round(Math.max(...waits))} ms`);
      // A page being streamed by the instance at the moment of its SIGKILL is cut short, and no proxy can finish it
      // (its first bytes have already gone to the browser): counted and shown, not a violation. A request that had
      // no answer yet must be sent elsewhere by the proxy.
      const inFlightAtKill = (answer: Answer) => answer.cutShort && answer.at <= killedAt && killedAt <= answer.at + answer.ms;
      const cut = answers.filter(inFlightAtKill);
      summary.push(`${cut.length} answer(s) being streamed at the SIGKILL were cut short${cut.length > 0 ? `: ${cut.map(describe).join('; ')}` : ''}`);
      for (const answer of answers) {
        if (inFlightAtKill(answer)) continue;
        if (answer.error !== null) violations.push(`connection error: ${describe(answer)}`);
        else if (answer.status! >= 500) violations.push(`server error: ${describe(answer)}`);
        // Signed in, the child's pages answer 200; a redirect to /login would mean the session was lost.
        else if (answer.signedIn && answer.status !== 200) violations.push(`signed-in page not served: ${describe(answer)} → ${answer.redirect}`);
        if (answer.ms > MAX_WAIT_MS) violations.push(`waited over ${MAX_WAIT_MS} ms: ${describe(answer)}`);
      }
      for (const instance of [first, second]) {
        const since = restartedAt.get(instance.name);
        const served = answers.filter((answer) => answer.instance === instance.name && since !== undefined && answer.at >= since).length;
        summary.push(`${instance.name} answered ${served} requests after its restart`);
        if (served === 0) violations.push(`${instance.name} was not sent any request after its restart: the test did not reach a restarted instance`);
        for (const line of instance.errorLines()) violations.push(`${instance.name} logged an error: ${line.slice(0, 300)}`);
      }
    } finally {
      await proxy.close();
      await cluster.close();
    }
    return { summary, violations };
  },
};
