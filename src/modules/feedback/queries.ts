import 'server-only';
import { and, asc, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { feedbackMessages, feedbackReads, feedbackTemplates } from '@/db/schema';
import { peopleView, type PeopleView } from '@/modules/accounts';
import { assignmentView, listStudentAssignments } from '@/modules/classes';
import { courseTitleIn, courseTitleOf, lessonTitleIn, lessonTitleOf, listCompletedLessons } from '@/modules/courses';
import { guardianIdsOf, listStudents, tutorIdsOf, tutorIdsSql, type StudentPerson } from '@/modules/families';
import { leaderboardName } from '@/modules/simulator';
import { fullName } from '@/lib/person-name';
import { assertCan, can } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import type { Reaction } from './limits';

/*
 * What each side reads of feedback (decision 035): the tutor their students' threads, the child their tutors',
 * a linked parent their child's (read-only), an admin the latest messages to moderate. A GET only reads: a thread is
 * marked read by the reader's own POST (the page's MarkRead island).
 */

export interface FeedbackPerson {
  id: string;
  name: string;
  avatarSeed: string;
  avatarVariant: string;
}

export interface FeedbackMessageView {
  id: string;
  /** The message's place in the order of writing (what a read mark records). */
  seq: number;
  author: 'tutor' | 'child';
  /** Null once an admin removed it. */
  body: string | null;
  createdAt: Date;
  reaction: Reaction | null;
  about: { kind: 'assignment' | 'lesson'; title: string } | null;
  /** Written by the other side after the reader last read the thread. */
  unread: boolean;
}

export interface FeedbackThread {
  tutor: FeedbackPerson;
  child: FeedbackPerson;
  messages: FeedbackMessageView[];
  unread: number;
  /** Whether this reader may write in it now (the tutor is still the child's tutor). */
  mayWrite: boolean;
}

/** How many messages a thread shows, newest kept. */
const THREAD_SHOWN = 100;

/** The assignment a message is about, as classes publishes it; its lesson's or course's title, as courses does. */
const assigned = assignmentView('assigned');

/** Who reads a thread, for its unread marks: the tutor or the child of it; a parent reads without marks. */
type Reader = { id: string; side: 'tutor' | 'child' } | null;

/** A message is unread for the reader when the other side wrote it after the reader's marker (and it was not removed). */
function unreadFor(reader: Exclude<Reader, null>) {
  return sql`${feedbackMessages.author} <> ${reader.side} and ${feedbackMessages.removedAt} is null and ${feedbackMessages.seq} > coalesce(
    (select ${feedbackReads.readSeq} from ${feedbackReads} where ${feedbackReads.readerId} = ${reader.id} and ${feedbackReads.tutorId} = ${feedbackMessages.tutorId} and ${feedbackReads.childId} = ${feedbackMessages.childId}),
    0)`;
}

/**
 * The messages of the threads `condition` selects, the newest `perThread` of each, oldest first, with their unread
 * marks for the reader: one statement whatever the number of threads.
 */
async function readMessages(condition: SQL, reader: Reader, locale: string, perThread = THREAD_SHOWN) {
  const ranked = sql`select ${feedbackMessages.id} as id, row_number() over (partition by ${feedbackMessages.tutorId}, ${feedbackMessages.childId} order by ${feedbackMessages.seq} desc) as rank from ${feedbackMessages} where ${condition}`;
  const rows = await getDb()
    .select({
      id: feedbackMessages.id,
      seq: feedbackMessages.seq,
      tutorId: feedbackMessages.tutorId,
      author: feedbackMessages.author,
      body: feedbackMessages.body,
      createdAt: feedbackMessages.createdAt,
      reaction: feedbackMessages.reaction,
      removedAt: feedbackMessages.removedAt,
      assignmentId: feedbackMessages.aboutAssignmentId,
      assignmentTitle: sql<string | null>`coalesce(${lessonTitleIn(locale, assigned.lessonId, lessonTitleOf(assigned.lessonId))}, ${courseTitleIn(locale, assigned.courseId, courseTitleOf(assigned.courseId))})`,
      lessonTitle: sql<string | null>`${lessonTitleIn(locale, feedbackMessages.aboutLessonId, lessonTitleOf(feedbackMessages.aboutLessonId))}`,
      unread: reader ? sql<boolean>`(${unreadFor(reader)})` : sql<boolean>`false`,
    })
    .from(feedbackMessages)
    .leftJoin(assigned, eq(assigned.id, feedbackMessages.aboutAssignmentId))
    .where(sql`${feedbackMessages.id} in (select ranked.id from (${ranked}) ranked where ranked.rank <= ${perThread})`)
    .orderBy(asc(feedbackMessages.seq));
  return rows.map((row) => ({
    tutorId: row.tutorId,
    view: {
      id: row.id,
      seq: row.seq,
      author: row.author as FeedbackMessageView['author'],
      body: row.removedAt ? null : row.body,
      createdAt: row.createdAt,
      reaction: row.reaction as Reaction | null,
      about: row.assignmentId && row.assignmentTitle ? { kind: 'assignment' as const, title: row.assignmentTitle } : row.lessonTitle ? { kind: 'lesson' as const, title: row.lessonTitle } : null,
      unread: Boolean(row.unread),
    } satisfies FeedbackMessageView,
  }));
}

const personColumns = (person: PeopleView) => ({ id: person.id, firstName: person.firstName, lastName: person.lastName, avatarSeed: person.avatarSeed, avatarVariant: person.avatarVariant });

/** Unread per thread of the reader: messages by the other side after the reader's marker. */
function unreadSql(readerId: string, readerSide: 'tutor' | 'child') {
  return sql<number>`count(*) filter (where ${unreadFor({ id: readerId, side: readerSide })})`.mapWith(Number);
}

export interface TutorFeedbackRow {
  student: StudentPerson & { name: string };
  lastAt: Date | null;
  lastBody: string | null;
  unread: number;
}

export interface TutorFeedbackPage {
  rows: TutorFeedbackRow[];
  templates: { id: string; body: string }[];
  unread: number;
}

/** /feedback for a tutor: each approved student with their thread's last message and unread count (unread first), and the tutor's templates. */
export async function getTutorFeedbackPage(actor: Actor): Promise<TutorFeedbackPage> {
  assertCan(actor, 'write:feedback:own');
  const db = getDb();
  const [students, threads, templates] = await Promise.all([
    listStudents(actor),
    db
      .select({
        childId: feedbackMessages.childId,
        lastAt: sql<Date>`max(${feedbackMessages.createdAt})`.mapWith((value) => new Date(value as string)),
        lastBody: sql<string | null>`(array_agg(case when ${feedbackMessages.removedAt} is null then ${feedbackMessages.body} end order by ${feedbackMessages.seq} desc))[1]`,
        unread: unreadSql(actor.id, 'tutor'),
      })
      .from(feedbackMessages)
      .where(eq(feedbackMessages.tutorId, actor.id))
      .groupBy(feedbackMessages.childId),
    listTemplates(actor),
  ]);
  const byChild = new Map(threads.map((thread) => [thread.childId, thread]));
  const rows = students.map((student) => {
    const thread = byChild.get(student.id);
    return { student: { ...student, name: fullName(student) || '?' }, lastAt: thread?.lastAt ?? null, lastBody: thread?.lastBody ?? null, unread: thread?.unread ?? 0 };
  });
  rows.sort((a, b) => b.unread - a.unread || (b.lastAt?.getTime() ?? 0) - (a.lastAt?.getTime() ?? 0) || a.student.name.localeCompare(b.student.name));
  return { rows, templates, unread: rows.reduce((sum, row) => sum + row.unread, 0) };
}

function listTemplates(actor: Actor) {
  return getDb().select({ id: feedbackTemplates.id, body: feedbackTemplates.body }).from(feedbackTemplates).where(eq(feedbackTemplates.tutorId, actor.id)).orderBy(asc(feedbackTemplates.createdAt), asc(feedbackTemplates.id));
}

export interface TutorThreadPage {
  thread: FeedbackThread;
  templates: { id: string; body: string }[];
  /** What a message may be about: the student's assignments in the tutor's classes, and lessons they completed lately. */
  about: { value: string; label: string; kind: 'assignment' | 'lesson' }[];
}

/** /feedback/[childId]: the thread with one of the tutor's approved students; null (404) for anyone else's child. */
export async function getTutorThread(actor: Actor, childId: string, locale: string): Promise<TutorThreadPage | null> {
  assertCan(actor, 'write:feedback:own');
  assertCan(actor, 'read:student:own');
  if (!(await tutorIdsOf(childId)).includes(actor.id)) return null;
  const db = getDb();
  const tutorRow = peopleView('tutor');
  const childRow = peopleView('child');
  const [[tutor], [child], messages, templates, assignedWork, recent] = await Promise.all([
    db.select(personColumns(tutorRow)).from(tutorRow).where(eq(tutorRow.id, actor.id)),
    db.select(personColumns(childRow)).from(childRow).where(eq(childRow.id, childId)),
    readMessages(and(eq(feedbackMessages.tutorId, actor.id), eq(feedbackMessages.childId, childId))!, { id: actor.id, side: 'tutor' }, locale),
    listTemplates(actor),
    listStudentAssignments(actor, childId, locale),
    listCompletedLessons(childId, locale, db),
  ]);
  if (!tutor || !child) return null;
  const views = messages.map((message) => message.view);
  return {
    thread: {
      tutor: { id: tutor.id, name: fullName(tutor), avatarSeed: tutor.avatarSeed, avatarVariant: tutor.avatarVariant },
      child: { id: child.id, name: fullName(child) || '?', avatarSeed: child.avatarSeed, avatarVariant: child.avatarVariant },
      messages: views,
      unread: views.filter((view) => view.unread).length,
      mayWrite: true,
    },
    templates,
    about: [
      ...assignedWork.filter((item) => !item.cancelled).map((item) => ({ value: `assignment:${item.id}`, label: item.target.title, kind: 'assignment' as const })),
      ...recent
        .sort((a, b) => b.at.getTime() - a.at.getTime())
        .slice(0, 20)
        .map((lesson) => ({ value: `lesson:${lesson.id}`, label: lesson.title, kind: 'lesson' as const })),
    ],
  };
}

/**
 * The threads about one child, each with its tutor, newest activity first, the newest `perThread` messages of each;
 * `reader` is the child (unread marks, replies) or null (a parent: read-only). Null when the child is gone. One
 * parallel round trip, whatever the number of tutors.
 */
async function threadsOfChild(childId: string, reader: 'child' | null, locale: string, perThread = THREAD_SHOWN): Promise<{ childName: string; threads: FeedbackThread[] } | null> {
  const person = peopleView('person');
  // The child and every tutor they have a thread with, each marked whether they still teach the child: one statement
  // beside the messages, where the child's, the tutors' and the roster's were three (decision 024).
  const [people, messages] = await Promise.all([
    getDb()
      .select({ ...personColumns(person), current: sql<boolean>`${person.id} in (${tutorIdsSql(childId)})` })
      .from(person)
      .where(sql`${person.id} = ${childId} or ${person.id} in (select ${feedbackMessages.tutorId} from ${feedbackMessages} where ${feedbackMessages.childId} = ${childId})`),
    readMessages(eq(feedbackMessages.childId, childId), reader ? { id: childId, side: 'child' } : null, locale, perThread),
  ]);
  const child = people.find((row) => row.id === childId);
  if (!child) return null;
  const tutorRows = people.filter((row) => row.id !== childId);
  const childPerson = { id: child.id, name: fullName(child) || '?', avatarSeed: child.avatarSeed, avatarVariant: child.avatarVariant };
  const threads = tutorRows.map((tutor) => {
    const views = messages.filter((message) => message.tutorId === tutor.id).map((message) => message.view);
    return {
      tutor: { id: tutor.id, name: leaderboardName(tutor.firstName, tutor.lastName), avatarSeed: tutor.avatarSeed, avatarVariant: tutor.avatarVariant },
      child: childPerson,
      messages: views,
      unread: views.filter((view) => view.unread).length,
      mayWrite: reader === 'child' && Boolean(tutor.current),
    };
  });
  // Newest activity first.
  const last = (thread: FeedbackThread) => thread.messages.at(-1)?.seq ?? 0;
  return { childName: childPerson.name, threads: threads.sort((a, b) => last(b) - last(a)) };
}

/** The child's own threads (their dashboard): a reply form where the tutor is still theirs. */
export async function getMyFeedback(actor: Actor, locale: string): Promise<FeedbackThread[]> {
  assertCan(actor, 'write:feedback:own');
  assertCan(actor, 'take:lesson:own');
  return (await threadsOfChild(actor.id, 'child', locale))?.threads ?? [];
}

/**
 * A linked parent's read-only view of one child's threads (`latest`: only each thread's newest messages, as /progress
 * shows them); null (404) when the child is not theirs.
 */
export async function getChildFeedbackForParent(actor: Actor, childId: string, locale: string, latest?: number): Promise<{ childName: string; threads: FeedbackThread[] } | null> {
  assertCan(actor, 'read:feedback:own');
  if (!(await guardianIdsOf(childId)).includes(actor.id)) return null;
  return threadsOfChild(childId, null, locale, latest);
}

/** Unread feedback for the reader's dashboard: from their students (a tutor) or their tutors (a child). */
export async function countUnreadFeedback(actor: Actor): Promise<number> {
  assertCan(actor, 'write:feedback:own');
  const side = can(actor, 'read:student:own') ? 'tutor' : 'child';
  const [row] = await getDb()
    .select({ unread: unreadSql(actor.id, side) })
    .from(feedbackMessages)
    .where(side === 'child' ? eq(feedbackMessages.childId, actor.id) : eq(feedbackMessages.tutorId, actor.id));
  return row?.unread ?? 0;
}

export interface ModerationRow {
  id: string;
  author: 'tutor' | 'child';
  tutorName: string;
  childName: string;
  body: string;
  createdAt: Date;
  removed: boolean;
}

/** An admin's /feedback: the latest messages (50 a page, older with `before`), removed ones marked. */
export async function getModerationPage(actor: Actor, before?: string): Promise<{ rows: ModerationRow[]; next: string | null }> {
  assertCan(actor, 'moderate:feedback:any');
  const tutors = peopleView('tutor');
  const children = peopleView('child');
  // The cursor is the last shown message's number; anything else shows the newest page.
  const cursor = before && /^[1-9][0-9]{0,15}$/.test(before) ? Number(before) : null;
  const rows = await getDb()
    .select({
      id: feedbackMessages.id,
      seq: feedbackMessages.seq,
      author: feedbackMessages.author,
      body: feedbackMessages.body,
      createdAt: feedbackMessages.createdAt,
      removedAt: feedbackMessages.removedAt,
      tutorFirst: tutors.firstName,
      tutorLast: tutors.lastName,
      childFirst: children.firstName,
      childLast: children.lastName,
    })
    .from(feedbackMessages)
    .innerJoin(tutors, eq(tutors.id, feedbackMessages.tutorId))
    .innerJoin(children, eq(children.id, feedbackMessages.childId))
    .where(cursor ? lt(feedbackMessages.seq, cursor) : undefined)
    .orderBy(desc(feedbackMessages.seq))
    .limit(51);
  return {
    rows: rows.slice(0, 50).map((row) => ({
      id: row.id,
      author: row.author as ModerationRow['author'],
      tutorName: fullName({ firstName: row.tutorFirst, lastName: row.tutorLast }),
      childName: fullName({ firstName: row.childFirst, lastName: row.childLast }),
      body: row.body,
      createdAt: row.createdAt,
      removed: row.removedAt !== null,
    })),
    next: rows.length > 50 ? String(rows[49]!.seq) : null,
  };
}
