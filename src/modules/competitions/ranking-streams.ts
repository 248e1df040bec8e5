import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import type { Role } from '@/lib/constants';
import { can } from '@/server/permissions';
import { isPlayerOf } from './access';
import { readStandings, type Standing } from './standings';

/*
 * Live rankings pushed (decision 067): a running competition's page opens `/api/competitions/<id>/stream`, and this
 * server reads the game's standings once every few seconds for everyone following it, whatever their number, and
 * sends each audience the rows it may see: the teacher and, when the ranking is public, the class get every entry's
 * figures; with "own rank only" each entry gets its own row. Names are not sent: the page has them. Nothing is sent
 * when nothing changed. No 'server-only': the custom server serves the streams.
 */

/** How often the followed games' standings are read: a tick every second must not cost a read every second. */
export const RANKING_EVERY_MS = 3000;

/** The figures of one entry a ranking stream carries (standings.ts), keyed by its entry. */
export type LiveStanding = Pick<Standing, 'entryId' | 'rank' | 'value' | 'stocksHeld' | 'diversification' | 'diversificationRank' | 'riskAdjusted' | 'riskAdjustedRank'>;

const PREFIX = 'competition:';
const everyone = (competitionId: string) => `${PREFIX}${competitionId}:all`;
const ofEntry = (competitionId: string, entryId: string) => `${PREFIX}${competitionId}:entry:${entryId}`;

/**
 * The channel this person may follow for this competition, or null: the game's creator (who manages games), or a
 * child who takes part in games and is in one of its classes while its ranking is shown to them; the same rule as
 * the page's (queries.ts), through the policy module.
 */
export async function rankingChannelOf(person: { id: string; role: Role }, competitionId: string): Promise<string | null> {
  const manages = can(person, 'manage:competition:own');
  const takesPart = can(person, 'take-part:competition:own');
  if (!manages && !takesPart) return null;
  const [row] = rowsOf<{ creatorId: string; leaderboard: string; member: boolean; entryId: string | null }>(
    await getDb().execute(sql`
      select c.creator_id as "creatorId", c.leaderboard, ${isPlayerOf(sql`c.id`, person.id)} as member,
             (select p.entry_id from competition_participants p where p.competition_id = c.id and p.user_id = ${person.id}) as "entryId"
      from competitions c where c.id = ${competitionId}`),
  );
  if (!row) return null;
  if (manages && row.creatorId === person.id) return everyone(competitionId);
  if (!takesPart || !row.member) return null;
  if (row.leaderboard === 'public') return everyone(competitionId);
  return row.leaderboard === 'own' && row.entryId ? ofEntry(competitionId, row.entryId) : null;
}

/** The open streams, by channel (src/server/user-streams.ts). */
export interface RankingChannels {
  readonly channelNames: readonly string[];
  send(channel: string, payload: string): void;
}

/** The figures as sent: only what the ranking shows. */
function live(standing: Standing): LiveStanding {
  const { entryId, rank, value, stocksHeld, diversification, diversificationRank, riskAdjusted, riskAdjustedRank } = standing;
  return { entryId, rank, value, stocksHeld, diversification, diversificationRank, riskAdjusted, riskAdjustedRank };
}

/**
 * Reads the standings of every running game someone follows, one statement each, and sends each open channel its
 * rows when they changed since the last send; a stream that opens gets the last rows sent on its channel at once.
 */
export class RankingStreams {
  private readonly lastSent = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly channels: RankingChannels,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** A stream opened on `channel`: what its channel last carried, so a page that reconnects is not left behind. */
  opened(channel: string): void {
    const last = this.lastSent.get(channel);
    if (last) this.channels.send(channel, last);
  }

  /** One pass: the followed running games' standings, each channel's rows if they changed. */
  async refresh(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const open = this.channels.channelNames.filter((name) => name.startsWith(PREFIX));
      for (const name of this.lastSent.keys()) if (!open.includes(name)) this.lastSent.delete(name);
      const followed = [...new Set(open.map((name) => name.slice(PREFIX.length).split(':')[0]!))];
      if (followed.length === 0) return;
      const running = rowsOf<{ id: string }>(
        await getDb().execute(sql`
          select c.id from competitions c
          where c.id in (select (jsonb_array_elements_text(${JSON.stringify(followed)}::jsonb))::uuid) and c.status = 'open' and c.starts_at <= now() and c.ends_at > now()`),
      );
      for (const { id } of running) {
        const rows = (await readStandings(getDb(), id, false)).map(live);
        for (const name of open) {
          if (name === everyone(id)) this.sendIfChanged(name, rows);
          else if (name.startsWith(`${PREFIX}${id}:entry:`)) this.sendIfChanged(name, rows.filter((row) => name === ofEntry(id, row.entryId)));
        }
      }
    } finally {
      this.running = false;
    }
  }

  start(everyMs = RANKING_EVERY_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.refresh().catch(this.onError);
    }, everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private sendIfChanged(channel: string, rows: LiveStanding[]): void {
    const payload = JSON.stringify(rows);
    if (this.lastSent.get(channel) === payload) return;
    this.lastSent.set(channel, payload);
    this.channels.send(channel, payload);
  }
}
