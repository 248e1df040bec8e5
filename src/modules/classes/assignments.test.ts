import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { assignments, auditLogs, classes, classMembers } from '@/db/schema';
import { createCourse, finishLesson } from '@/modules/progress/test-fixtures';
import { resetSettings, trader } from '@/modules/simulator/test-fixtures';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { countOverdue, getAssignmentDetail, listClassAssignments, listMyAssignments, listStudentAssignments, statusOf } from './assignment-queries';
import { cancelAssignment, changeDueDate, createAssignment, setClassTimeZone } from './assignments';
import { createClass } from './manage-classes';
import { classWith } from './test-fixtures';
import { createAssignmentSchema } from './schemas';

/*
 * Assignments (decision 034): a tutor gives a lesson or a course to a class's approved students or to some of them,
 * with a due date at the end of a day in the class's zone; completing the work completes the assignment; the tutor
 * sees who is done, late or overdue with their score. On both databases (the integration project runs on each).
 */

vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: 'USD' }) }));

beforeEach(async () => {
  await resetSettings();
});



/** The form's fields as the browser posts them, through the schema (as the action does). */
function input(fields: Record<string, string>) {
  return createAssignmentSchema.parse(fields);
}

const today = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const dayAfter = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/** Moves an assignment into the past (given `days` ago, due `dueDaysAgo` ago), as time passing would. */
async function age(assignmentId: string, days: number, dueDaysAgo?: number) {
  await getDb()
    .update(assignments)
    .set({
      createdAt: sql`now() - make_interval(days => ${days})`,
      ...(dueDaysAgo === undefined ? {} : { dueAt: sql`now() - make_interval(days => ${dueDaysAgo})`, dueOn: sql`(now() - make_interval(days => ${dueDaysAgo}))::date` }),
    })
    .where(eq(assignments.id, assignmentId));
}

describe('assignments', () => {
  it('go to every approved student (never a pending one) or to the ticked ones; the ticked must be the class’s students', async () => {
    const { tutor, group, children, pending } = await classWith('Ana', 'Ben', 'Cy');
    const course = await createCourse({ lessons: 2 });
    const all = await createAssignment(tutor, input({ classId: group.id, target: `lesson:${course.lessonIds[0]}`, who: 'all', dueOn: '', note: '  Read it twice  ' }));
    expect(all).toMatchObject({ title: 'Lesson 1', students: 3 });
    const some = await createAssignment(tutor, input({ classId: group.id, target: `course:${course.courseId}`, who: 'chosen', [`student.${children[1]!.id}`]: 'on' }));
    expect(some.students).toBe(1);
    expect(await listMyAssignments(pending, 'en')).toEqual([]);
    expect((await listMyAssignments(children[0]!, 'en')).map((item) => [item.target.title, item.note, item.status])).toEqual([['Lesson 1', 'Read it twice', 'open']]);
    expect((await listMyAssignments(children[1]!, 'en')).map((item) => [item.target.kind, item.target.href])).toEqual(
      expect.arrayContaining([
        ['lesson', `/courses/${course.courseSlug}/lesson-1`],
        ['course', `/courses/${course.courseSlug}`],
      ]),
    );

    // A pending child, another class's child, nobody ticked, an unpublished lesson, a foreign class: refused, nothing written.
    const before = await getDb().select({ id: assignments.id }).from(assignments);
    expect((await appErrorOf(createAssignment(tutor, input({ classId: group.id, target: `lesson:${course.lessonIds[0]}`, who: 'chosen', [`student.${pending.id}`]: 'on' })))).message).toBe('classes.errors.notAStudent');
    expect(createAssignmentSchema.safeParse({ classId: group.id, target: `lesson:${course.lessonIds[0]}`, who: 'chosen' }).error?.issues[0]?.message).toBe('classes.errors.noStudents');
    expect(createAssignmentSchema.safeParse({ classId: group.id, target: 'lesson:abc', who: 'all' }).error?.issues[0]?.message).toBe('classes.errors.targetRequired');
    expect(createAssignmentSchema.safeParse({ classId: group.id, target: 'lesson:1', who: 'all', dueOn: '2026-02-30' }).error?.issues[0]?.message).toBe('classes.errors.dueInvalid');
    expect(createAssignmentSchema.safeParse({ classId: group.id, target: 'lesson:1', who: 'all', note: 'x'.repeat(501) }).error?.issues[0]?.message).toBe('classes.errors.noteTooLong');
    const hidden = await createCourse({ lessons: 0, unpublishedLessons: 1 });
    const [draft] = rowsOf<{ id: number }>(await getDb().execute(sql`select id from lessons where course_id = ${hidden.courseId}`));
    expect((await appErrorOf(createAssignment(tutor, input({ classId: group.id, target: `lesson:${draft!.id}`, who: 'all' })))).status).toBe(404);
    const other = await trader({ role: 'tutor' });
    expect((await appErrorOf(createAssignment(other, input({ classId: group.id, target: `lesson:${course.lessonIds[0]}`, who: 'all' })))).status).toBe(404);
    const empty = await createClass(tutor, { name: 'Empty' });
    expect((await appErrorOf(createAssignment(tutor, input({ classId: empty.id, target: `lesson:${course.lessonIds[0]}`, who: 'all' })))).status).toBe(409);
    expect(await getDb().select({ id: assignments.id }).from(assignments)).toEqual(before);
    // Parents and children hold no class permission.
    expect((await appErrorOf(createAssignment(children[0]!, input({ classId: group.id, target: `lesson:${course.lessonIds[0]}`, who: 'all' })))).status).toBe(403);

    const [entry] = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'assignment_create'), eq(auditLogs.entityId, all.id)));
    expect(entry!.details).toMatchObject({ classId: group.id, childIds: expect.arrayContaining(children.map((child) => child.id)) });
  });

  it('are completed by completing the lesson after they were given, with the score of that first completion; a course when every lesson is done', async () => {
    const { tutor, group, children } = await classWith('Ana', 'Ben');
    const [ana, ben] = children as [Actor, Actor];
    const course = await createCourse({ lessons: 2 });
    // Ana did lesson 1 before it was assigned (a millisecond or more before): that earlier run does not count.
    await finishLesson(ana, course.lessonIds[0]!);
    await new Promise((resolve) => setTimeout(resolve, 2));
    const lesson = await createAssignment(tutor, input({ classId: group.id, target: `lesson:${course.lessonIds[0]}`, who: 'all' }));
    const whole = await createAssignment(tutor, input({ classId: group.id, target: `course:${course.courseId}`, who: 'all' }));
    await age(lesson.id, 0);
    expect((await getAssignmentDetail(tutor, group.id, lesson.id, 'en'))!.recipients.map((row) => row.status)).toEqual(['open', 'open']);
    // The results are the students' learning: each family's access log has the visit, once a day (decision 033).
    await getAssignmentDetail(tutor, group.id, whole.id, 'en');
    const views = await getDb().select({ childId: auditLogs.entityId }).from(auditLogs).where(and(eq(auditLogs.performedBy, tutor.email!), eq(auditLogs.actionType, 'student_report_view')));
    expect(views.map((view) => view.childId).sort()).toEqual([ana.id, ben.id].sort());

    await finishLesson(ana, course.lessonIds[0]!, { perfect: false });
    await finishLesson(ana, course.lessonIds[0]!);
    const detail = (await getAssignmentDetail(tutor, group.id, lesson.id, 'en'))!;
    // Ana's first run since it was given: wrong at the first try (0 of 1), and it stays her score.
    expect(detail.recipients.map((row) => [row.name, row.status, row.correct, row.total])).toEqual([
      ['Ana Learner', 'done', 0, 1],
      ['Ben Learner', 'open', null, null],
    ]);
    // The course waits for its second lesson.
    expect((await getAssignmentDetail(tutor, group.id, whole.id, 'en'))!.recipients[0]!.status).toBe('open');
    await finishLesson(ana, course.lessonIds[1]!);
    const course1 = (await getAssignmentDetail(tutor, group.id, whole.id, 'en'))!.recipients[0]!;
    expect([course1.status, course1.correct, course1.total]).toEqual(['done', 1, 2]);
    expect((await listClassAssignments(tutor, group.id, 'en')).map((row) => [row.target.title, row.students, row.done])).toEqual(
      expect.arrayContaining([
        ['Lesson 1', 2, 1],
        ['Coins', 2, 1],
      ]),
    );
    // The student page of the tutor lists Ana's with their scores; Ben's finished nothing.
    expect((await listStudentAssignments(tutor, ana.id, 'en')).every((item) => item.status === 'done')).toBe(true);
    expect((await listStudentAssignments(tutor, ben.id, 'en')).map((item) => item.status)).toEqual(['open', 'open']);
    // Another tutor sees none of them.
    expect(await listStudentAssignments(await trader({ role: 'tutor' }), ana.id, 'en')).toEqual([]);
  });

  it('count a lesson finished in the very millisecond the work was given', async () => {
    const { tutor, group, children } = await classWith('Ana');
    const course = await createCourse({ lessons: 1 });
    // The server's clock stands still: giving the work and finishing it share one millisecond, as on a fast server.
    // (PGlite's now() is the same JavaScript clock, so it is PostgreSQL's run of this test that can catch a mix-up.)
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(Date.now() - 60_000));
      const given = await createAssignment(tutor, input({ classId: group.id, target: `lesson:${course.lessonIds[0]}`, who: 'all' }));
      await finishLesson(children[0]!, course.lessonIds[0]!);
      expect((await listMyAssignments(children[0]!, 'en')).map((item) => [item.id, item.status])).toEqual([[given.id, 'done']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fall due at the end of the day in the class’s zone; late and overdue follow; the tutor extends or cancels', async () => {
    const { tutor, group, children } = await classWith('Ana', 'Ben');
    const [ana, ben] = children as [Actor, Actor];
    await setClassTimeZone(tutor, { classId: group.id, timeZone: 'Pacific/Kiritimati' });
    const course = await createCourse({ lessons: 1 });
    const zoneToday = today('Pacific/Kiritimati');
    const due = await createAssignment(tutor, input({ classId: group.id, target: `lesson:${course.lessonIds[0]}`, who: 'all', dueOn: zoneToday }));
    // Due today there: it ends at the next midnight in Kiritimati (UTC+14), 10:00 UTC the day before that date.
    const [row] = await getDb().select({ dueAt: assignments.dueAt, dueOn: assignments.dueOn, timeZone: assignments.timeZone }).from(assignments).where(eq(assignments.id, due.id));
    expect(row!.dueOn).toBe(zoneToday);
    expect(row!.timeZone).toBe('Pacific/Kiritimati');
    expect(row!.dueAt!.toISOString()).toBe(`${zoneToday}T10:00:00.000Z`);
    // Yesterday in the class's zone is past, even where it is still that day elsewhere.
    expect((await appErrorOf(createAssignment(tutor, input({ classId: group.id, target: `lesson:${course.lessonIds[0]}`, who: 'all', dueOn: dayAfter(zoneToday, -1) })))).message).toBe('classes.errors.dueInPast');

    // Two days later, the due date passed: Ana finishes late, Ben is overdue.
    await age(due.id, 3, 1);
    await finishLesson(ana, course.lessonIds[0]!);
    expect((await getAssignmentDetail(tutor, group.id, due.id, 'en'))!.recipients.map((recipient) => recipient.status)).toEqual(['late', 'overdue']);
    expect(await countOverdue(tutor)).toEqual({ [ben.id]: 1 });
    expect((await listMyAssignments(ben, 'en'))[0]!.status).toBe('overdue');

    // Extended to tomorrow: Ben is open again; Ana's finish is now on time. Past dates and others' assignments refused.
    await changeDueDate(tutor, { assignmentId: due.id, dueOn: dayAfter(zoneToday, 1) });
    expect((await getAssignmentDetail(tutor, group.id, due.id, 'en'))!.recipients.map((recipient) => recipient.status)).toEqual(['done', 'open']);
    expect((await appErrorOf(changeDueDate(tutor, { assignmentId: due.id, dueOn: '2020-01-01' }))).status).toBe(400);
    const stranger = await trader({ role: 'tutor' });
    expect((await appErrorOf(changeDueDate(stranger, { assignmentId: due.id, dueOn: null }))).status).toBe(404);
    expect((await appErrorOf(cancelAssignment(stranger, due.id))).status).toBe(404);
    expect((await appErrorOf(setClassTimeZone(stranger, { classId: group.id, timeZone: 'UTC' }))).status).toBe(404);

    // Cancelled: gone from Ben's list, kept for the tutor; no more changes.
    await cancelAssignment(tutor, due.id);
    await cancelAssignment(tutor, due.id);
    expect(await listMyAssignments(ben, 'en')).toEqual([]);
    expect(await countOverdue(tutor)).toEqual({});
    expect((await listClassAssignments(tutor, group.id, 'en'))[0]!.cancelled).toBe(true);
    expect((await appErrorOf(changeDueDate(tutor, { assignmentId: due.id, dueOn: null }))).status).toBe(409);
    const actions = await getDb().select({ action: auditLogs.actionType }).from(auditLogs).where(eq(auditLogs.entityId, due.id));
    expect(actions.map((entry) => entry.action).sort()).toEqual(['assignment_cancel', 'assignment_create', 'assignment_due_change']);
  });

  it('show the tutor only students still in the class; the child only their own, while in the class', async () => {
    const { tutor, group, children } = await classWith('Ana', 'Ben');
    const course = await createCourse({ lessons: 1 });
    const given = await createAssignment(tutor, input({ classId: group.id, target: `lesson:${course.lessonIds[0]}`, who: 'all' }));
    await getDb().delete(classMembers).where(and(eq(classMembers.classId, group.id), eq(classMembers.childId, children[1]!.id)));
    expect((await getAssignmentDetail(tutor, group.id, given.id, 'en'))!.recipients.map((row) => row.name)).toEqual(['Ana Learner']);
    expect(await listMyAssignments(children[1]!, 'en')).toEqual([]);
    // Another tutor, or the id under another class, is not found.
    expect(await getAssignmentDetail(await trader({ role: 'tutor' }), group.id, given.id, 'en')).toBeNull();
    const otherClass = await createClass(tutor, { name: 'Other' });
    expect(await getAssignmentDetail(tutor, otherClass.id, given.id, 'en')).toBeNull();
    // Deleting the class deletes its assignments.
    await getDb().delete(classes).where(eq(classes.id, group.id));
    expect(await getDb().select().from(assignments).where(eq(assignments.id, given.id))).toEqual([]);
  });

  it('a status is done, late, open or overdue from the due instant and the completion', () => {
    const due = new Date('2026-05-01T10:00:00Z');
    expect(statusOf(due, new Date('2026-05-01T09:59:59Z'), new Date('2026-06-01'))).toBe('done');
    expect(statusOf(due, new Date('2026-05-01T10:00:01Z'), new Date('2026-06-01'))).toBe('late');
    expect(statusOf(due, null, new Date('2026-05-01T09:00:00Z'))).toBe('open');
    expect(statusOf(due, null, new Date('2026-05-01T10:00:01Z'))).toBe('overdue');
    expect(statusOf(null, null, new Date())).toBe('open');
  });
});
