import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { competitions, stocks } from '@/db/schema';
import { addDays } from '@/lib/calendar-days';
import { localDay } from '@/lib/time-zones';
import { classWith } from '@/modules/classes/test-fixtures';
import { createStock, resetSettings, trader } from '@/modules/simulator/test-fixtures';
import { seedBadges } from '@/seed/seed-badges';
import type { Actor } from '@/server/session-flow';
import { joinCompetition } from './join-competition';
import { createCompetition } from './manage-competitions';
import { placeCompetitionOrder } from './place-competition-order';
import { rankingChannelOf, RankingStreams, type LiveStanding } from './ranking-streams';
import { readStandings } from './standings';

/*
 * Live rankings pushed (decision 067): who may follow a game's ranking is who its page shows it to; one read of the
 * standings per game serves every follower; each audience gets the rows it may see, equal to the standings read
 * directly, and nothing when nothing changed.
 */

const today = () => localDay(new Date(), 'UTC');

/** The open channels as the custom server's streams hold them: what each one was sent. */
class Channels {
  readonly sent = new Map<string, LiveStanding[][]>();
  constructor(public channelNames: string[]) {}
  send(channel: string, payload: string) {
    this.sent.set(channel, [...(this.sent.get(channel) ?? []), JSON.parse(payload) as LiveStanding[]]);
  }
}

async function runningGame(leaderboard: 'public' | 'own' | 'hidden') {
  const { tutor, group, children, pending } = await classWith('Ada', 'Ben');
  const [ada, ben] = children as [Actor, Actor];
  const tech = await createStock({ price: '10' });
  const { id } = await createCompetition(tutor, { name: 'Live game', classIds: [group.id], startsOn: today(), endsOn: addDays(today(), 14), timeZone: 'UTC', startingCash: '5000', marketOrders: true, limitOrders: false, symbols: [] });
  await getDb().update(competitions).set({ startsAt: sql`now() - interval '1 day'`, leaderboard }).where(eq(competitions.id, id));
  for (const child of children) await joinCompetition(child, { competitionId: id });
  await placeCompetitionOrder(ada, { competitionId: id, symbol: tech.symbol, side: 'buy', type: 'market', shares: 100, idempotencyKey: randomUUID() });
  const entryOf = async (child: Actor) => rowsOf<{ entryId: string }>(await getDb().execute(sql`select entry_id as "entryId" from competition_participants where competition_id = ${id} and user_id = ${child.id}`))[0]!.entryId;
  return { tutor, ada, ben, pending, tech, id, adaEntry: await entryOf(ada), benEntry: await entryOf(ben) };
}

const holder = (actor: Actor) => ({ id: actor.id, role: actor.role });

describe('a competition ranking stream', () => {
  beforeAll(async () => {
    await resetSettings();
    await seedBadges(getDb());
  });

  it('is followed by the game’s teacher and its class when public, by each entry alone when own-only, by nobody else', async () => {
    const game = await runningGame('public');
    expect(await rankingChannelOf(holder(game.tutor), game.id)).toBe(`competition:${game.id}:all`);
    expect(await rankingChannelOf(holder(game.ada), game.id)).toBe(`competition:${game.id}:all`);
    // A child of another class, another teacher, a parent, an admin (who manages no game of theirs), the class's
    // child whose family has not approved the membership: no ranking.
    const other = await classWith('Zed');
    expect(await rankingChannelOf(holder(other.children[0]!), game.id)).toBeNull();
    expect(await rankingChannelOf(holder(other.tutor), game.id)).toBeNull();
    expect(await rankingChannelOf(holder(await trader({ role: 'parent' })), game.id)).toBeNull();
    expect(await rankingChannelOf(holder(await trader({ role: 'admin' })), game.id)).toBeNull();
    expect(await rankingChannelOf(holder(game.pending), game.id)).toBeNull();
    expect(await rankingChannelOf(holder(game.tutor), randomUUID())).toBeNull();

    await getDb().update(competitions).set({ leaderboard: 'own' }).where(eq(competitions.id, game.id));
    expect(await rankingChannelOf(holder(game.ada), game.id)).toBe(`competition:${game.id}:entry:${game.adaEntry}`);
    expect(await rankingChannelOf(holder(game.tutor), game.id)).toBe(`competition:${game.id}:all`);
    await getDb().update(competitions).set({ leaderboard: 'hidden' }).where(eq(competitions.id, game.id));
    expect(await rankingChannelOf(holder(game.ada), game.id)).toBeNull();
    expect(await rankingChannelOf(holder(game.tutor), game.id)).toBe(`competition:${game.id}:all`);
  });

  it('sends every follower the standings as read directly, each entry only its own row, and nothing when nothing moved', async () => {
    const game = await runningGame('own');
    const all = `competition:${game.id}:all`;
    const adaOnly = `competition:${game.id}:entry:${game.adaEntry}`;
    const channels = new Channels([all, adaOnly, 'a person’s own channel']);
    const rankings = new RankingStreams(channels);
    await rankings.refresh();
    const direct = await readStandings(getDb(), game.id, false);
    const figures = direct.map(({ cash: _cash, ...row }) => row);
    expect(channels.sent.get(all)).toEqual([figures]);
    expect(channels.sent.get(adaOnly)).toEqual([figures.filter((row) => row.entryId === game.adaEntry)]);
    expect(channels.sent.has('a person’s own channel')).toBe(false);

    // Nothing moved: nothing sent. The price doubles: Ada's 100 shares (bought for 1,000 and the $1 fee) put her row
    // ahead, and both channels hear it once.
    await rankings.refresh();
    expect(channels.sent.get(all)).toHaveLength(1);
    await getDb().update(stocks).set({ currentPrice: '20' }).where(eq(stocks.id, game.tech.id));
    await rankings.refresh();
    const moved = channels.sent.get(all)![1]!;
    expect(moved.find((row) => row.entryId === game.adaEntry)).toMatchObject({ rank: 1, value: '5999.0000' });
    expect(moved.find((row) => row.entryId === game.benEntry)).toMatchObject({ rank: 2, value: '5000.0000' });
    expect(channels.sent.get(adaOnly)![1]).toEqual([moved.find((row) => row.entryId === game.adaEntry)]);

    // A stream that opens on a channel gets its last rows at once, without a read.
    rankings.opened(adaOnly);
    expect(channels.sent.get(adaOnly)).toHaveLength(3);
    expect(channels.sent.get(adaOnly)![2]).toEqual(channels.sent.get(adaOnly)![1]);
  });

  it('sends nothing for a game that is not running', async () => {
    const game = await runningGame('public');
    await getDb().update(competitions).set({ endsAt: sql`now() - interval '1 minute'` }).where(eq(competitions.id, game.id));
    const channels = new Channels([`competition:${game.id}:all`]);
    await new RankingStreams(channels).refresh();
    expect(channels.sent.size).toBe(0);
  });
});
