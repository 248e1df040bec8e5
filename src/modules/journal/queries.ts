import 'server-only';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { journalEntries, journalShares } from '@/db/schema';
import { journalSharerIdsSql, listJournalAudience, type JournalReader } from '@/modules/families';
import { getHelpline, type Helpline } from '@/modules/helplines';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { ENTRIES_PER_PAGE, type Mood } from './entry-rules';
import type { JournalFilters } from './schemas';
import { supportTopicsIn, type SupportTopic } from './support';
import { containsPattern } from '@/lib/sql-like';

export interface JournalEntryView {
  id: string;
  title: string;
  body: string;
  mood: Mood;
  /** YYYY-MM-DD, the day the entry is about. */
  entryDate: string;
  updatedAt: Date;
  /** Kind help shown beside the entry when its words touch one of these (decision 025). */
  support: SupportTopic[];
  /** The linked adults the child shows this entry to. */
  sharedWith: string[];
}

export interface JournalPage {
  entries: JournalEntryView[];
  /** More entries match than the page shows (a search or a month finds the older ones). */
  more: boolean;
  /** How many entries the child has in all, whatever the filters. */
  total: number;
  /** The months (YYYY-MM) that have entries, newest first: the month filter's choices. */
  months: string[];
  /** The entry being edited (?edit=), when it is the child's own. */
  editing: JournalEntryView | null;
  /** The people an entry can be shared with: linked parents, and tutors when a parent allowed it (decision 031). */
  adults: JournalReader[];
  /** The helpline an admin set for the child's language, named in the kind help (decision 025). */
  helpline: Helpline | null;
}

/** An entry a child shared with the viewer (read-only for them). */
export interface SharedEntryView {
  id: string;
  childId: string;
  title: string;
  body: string;
  mood: Mood;
  entryDate: string;
  sharedAt: Date;
}

const columns = {
  id: journalEntries.id,
  title: journalEntries.title,
  body: journalEntries.body,
  mood: journalEntries.mood,
  entryDate: journalEntries.entryDate,
  updatedAt: journalEntries.updatedAt,
};

type Row = { id: string; title: string; body: string; mood: string; entryDate: string; updatedAt: Date };

function toView(row: Row, shares: { entryId: string; viewerId: string }[] = []): JournalEntryView {
  return {
    ...row,
    mood: row.mood as Mood,
    support: supportTopicsIn(`${row.title}\n${row.body}`),
    sharedWith: shares.filter((share) => share.entryId === row.id).map((share) => share.viewerId),
  };
}

/**
 * /journal: the writer's own entries (newest day first), filtered by words, mood and month, in one parallel round
 * trip. Only the writer's id ever selects rows: there is no way to ask for someone else's journal.
 */
export async function getJournalPage(actor: Actor, filters: JournalFilters, locale: string): Promise<JournalPage> {
  assertCan(actor, 'keep:journal:own');
  const db = getDb();
  const own = eq(journalEntries.userId, actor.id);
  const conditions: (SQL | undefined)[] = [own];
  if (filters.q) conditions.push(or(ilike(journalEntries.title, containsPattern(filters.q)), ilike(journalEntries.body, containsPattern(filters.q))));
  if (filters.mood) conditions.push(eq(journalEntries.mood, filters.mood));
  if (filters.month) conditions.push(sql`to_char(${journalEntries.entryDate}, 'YYYY-MM') = ${filters.month}`);
  const [rows, months, [totals], editing, shares, adults, helpline] = await Promise.all([
    db
      .select(columns)
      .from(journalEntries)
      .where(and(...conditions))
      .orderBy(desc(journalEntries.entryDate), desc(journalEntries.createdAt))
      .limit(ENTRIES_PER_PAGE + 1),
    db
      .selectDistinct({ month: sql<string>`to_char(${journalEntries.entryDate}, 'YYYY-MM')` })
      .from(journalEntries)
      .where(own)
      .orderBy(desc(sql`to_char(${journalEntries.entryDate}, 'YYYY-MM')`)),
    db.select({ total: sql<number>`count(*)::int` }).from(journalEntries).where(own),
    filters.edit
      ? db
          .select(columns)
          .from(journalEntries)
          .where(and(own, eq(journalEntries.id, filters.edit)))
      : Promise.resolve([] as Row[]),
    db
      .select({ entryId: journalShares.entryId, viewerId: journalShares.viewerId })
      .from(journalShares)
      .innerJoin(journalEntries, eq(journalEntries.id, journalShares.entryId))
      .where(own),
    listJournalAudience(actor.id, db),
    getHelpline(locale),
  ]);
  // A share with an adult who may no longer read it is not shown (nor readable by them: listSharedEntries).
  const linked = new Set(adults.map((adult) => adult.id));
  const current = shares.filter((share) => linked.has(share.viewerId));
  return {
    entries: rows.slice(0, ENTRIES_PER_PAGE).map((row) => toView(row, current)),
    more: rows.length > ENTRIES_PER_PAGE,
    total: totals?.total ?? 0,
    months: months.map((row) => row.month),
    editing: editing[0] ? toView(editing[0], current) : null,
    adults,
    helpline,
  };
}

/**
 * The entries shared with the viewer, newest day first (read-only): by their own children (a parent), or by their
 * students whose parents let them share with tutors (a tutor); `childId` narrows them to one child. Whether the
 * viewer may read a child's entries is asked at every read (families.journalSharerIdsSql), so an adult who lost
 * the child stops seeing them at once.
 */
export async function listSharedEntries(actor: Actor, childId?: string): Promise<SharedEntryView[]> {
  const sharers = journalSharerIdsSql(actor);
  const rows = await getDb()
    .select({
      id: journalEntries.id,
      childId: journalEntries.userId,
      title: journalEntries.title,
      body: journalEntries.body,
      mood: journalEntries.mood,
      entryDate: journalEntries.entryDate,
      sharedAt: journalShares.sharedAt,
    })
    .from(journalShares)
    .innerJoin(journalEntries, eq(journalEntries.id, journalShares.entryId))
    .where(and(eq(journalShares.viewerId, actor.id), sql`${journalEntries.userId} in (${sharers})`, childId ? eq(journalEntries.userId, childId) : undefined))
    .orderBy(desc(journalEntries.entryDate), desc(journalEntries.createdAt));
  return rows.map((row) => ({ ...row, mood: row.mood as Mood }));
}
