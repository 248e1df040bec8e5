import pg from 'pg';
import { startCluster, type Instance } from './support/cluster';
import type { FaultScenario } from './support/scenario';

/*
 * One market leader even on a half-open connection (decision 050): three instances on one PostgreSQL; every packet
 * of the leader's lease connection is dropped from one moment on, without either side being told (a NAT or a switch
 * failing silently). A standby must lead within TAKEOVER_LIMIT_MS, and the record of leader writes (every tick and
 * job run, with its instance and epoch) must show that two instances never wrote at once: epochs only grow, each
 * epoch is one instance's, and the old leader wrote nothing after the new one's first write.
 */

const TAKEOVER_LIMIT_MS = 15_000;
/** After the takeover: long enough for the old leader to show it has stopped for good, and the new one to tick. */
const AFTER_MS = 8_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function engineOf(instance: Instance): Promise<string | null> {
  return fetch(`${instance.base}/readyz`, { signal: AbortSignal.timeout(2_000) })
    .then(async (response) => ((await response.json()) as { engine?: string }).engine ?? null)
    .catch(() => null);
}

interface LeaderWrite {
  id: number;
  work: string;
  instance: string;
  epoch: number;
  at: Date;
}

export const halfOpenLeader: FaultScenario = {
  name: 'half-open-leader',
  description: "three instances; the leader's lease connection goes half-open: a standby leads within 15 s and two instances never write ticks or run jobs at once",
  limitMs: 150_000,
  async run({ dir, say }) {
    const cluster = await startCluster({ size: 3, logDir: dir });
    const summary: string[] = [];
    const violations: string[] = [];
    const database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
    const writes = async (): Promise<LeaderWrite[]> =>
      (await database.query<LeaderWrite>('select id::int as id, work, instance, epoch::int as epoch, at from leader_writes order by id')).rows;
    try {
      const engines = await Promise.all(cluster.instances.map(engineOf));
      const leaders = cluster.instances.filter((_, index) => engines[index] === 'leader');
      if (leaders.length !== 1) throw new Error(`expected one leader before the fault, found ${leaders.length} (${engines.join(', ')})`);
      const old = leaders[0]!;
      // Let it tick a few times first.
      await sleep(5_000);
      const before = await writes();
      const oldName = before.at(-1)?.instance;
      if (!oldName || before.filter((write) => write.work === 'tick').length === 0) throw new Error('the leader wrote no tick before the fault');

      say(`half-open: dropping every packet of ${old.name}'s lease connection`);
      const cutAt = Date.now();
      old.database.blackHole((firstBytes) => firstBytes.includes('academy lease'));
      let next: Instance | undefined;
      while (!next && Date.now() - cutAt < TAKEOVER_LIMIT_MS + 5_000) {
        const now = await Promise.all(cluster.instances.map(engineOf));
        next = cluster.instances.find((instance, index) => instance !== old && now[index] === 'leader');
        if (!next) await sleep(250);
      }
      const takeoverMs = Date.now() - cutAt;
      if (!next) violations.push(`no standby led within ${(TAKEOVER_LIMIT_MS + 5_000) / 1000} s of the cut`);
      else {
        summary.push(`${next.name} leads ${(takeoverMs / 1000).toFixed(1)} s after ${old.name}'s lease connection went half-open`);
        if (takeoverMs > TAKEOVER_LIMIT_MS) violations.push(`the standby led only after ${(takeoverMs / 1000).toFixed(1)} s (limit ${TAKEOVER_LIMIT_MS / 1000} s)`);
      }
      await sleep(AFTER_MS);
      if ((await engineOf(old)) === 'leader') violations.push(`${old.name} still says it leads ${((Date.now() - cutAt) / 1000).toFixed(0)} s after the cut`);

      const all = await writes();
      const epochsByInstance = new Map<number, Set<string>>();
      let highest = 0;
      for (const write of all) {
        if (write.epoch < highest) violations.push(`write ${write.id} (${write.work} by ${write.instance}) carries epoch ${write.epoch} after epoch ${highest} had written: two leaders wrote at once`);
        highest = Math.max(highest, write.epoch);
        const instances = epochsByInstance.get(write.epoch) ?? new Set<string>();
        instances.add(write.instance);
        epochsByInstance.set(write.epoch, instances);
      }
      for (const [epoch, instances] of epochsByInstance) if (instances.size > 1) violations.push(`epoch ${epoch} was written by ${instances.size} instances`);
      const oldWrites = all.filter((write) => write.instance === oldName);
      const newWrites = all.filter((write) => write.instance !== oldName && write.at.getTime() >= cutAt);
      const lastOld = oldWrites.at(-1);
      const firstNew = newWrites[0];
      if (!firstNew) violations.push('the new leader wrote nothing after the takeover');
      else if (newWrites.filter((write) => write.work === 'tick').length < 2) violations.push('the new leader ticked fewer than twice after the takeover');
      if (lastOld && firstNew && lastOld.id > firstNew.id) violations.push(`the old leader wrote (${lastOld.work}, write ${lastOld.id}) after the new leader's first write (${firstNew.id})`);
      const oldTicksAfterCut = oldWrites.filter((write) => write.work === 'tick' && write.at.getTime() >= cutAt).length;
      summary.push(
        `${all.length} leader writes in ${epochsByInstance.size} epoch(s); the old leader's last write ${lastOld ? `${((lastOld.at.getTime() - cutAt) / 1000).toFixed(1)} s after the cut (${oldTicksAfterCut} tick(s) after it)` : 'none'}, the new leader's first ${firstNew ? `${((firstNew.at.getTime() - cutAt) / 1000).toFixed(1)} s after it (${firstNew.work})` : 'none'}`,
      );
      for (const instance of cluster.instances) for (const line of instance.errorLines()) if (!line.includes('leader lease')) violations.push(`${instance.name} logged an error: ${line.slice(0, 300)}`);
      old.database.restore();
    } finally {
      await database.end();
      await cluster.close();
    }
    return { summary, violations };
  },
};
