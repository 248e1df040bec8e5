import 'server-only';
import { getDb } from '@/db/client';
import { assertPlanAllows, planAllows } from '@/modules/billing';
import { openClassStudents, type StudentPerson } from '@/modules/families';
import { readClassSkills, type ClassSkill } from '@/modules/mastery';
import { readClassLearning, type ClassLearning } from '@/modules/progress';
import { readStudentsSimulatorActivity, type StudentSimulatorActivity } from '@/modules/simulator';
import { toCsv } from '@/lib/csv';
import { fullName } from '@/lib/person-name';
import { resolvePeriod, type Period } from '@/lib/report-period';
import { localDay } from '@/lib/time-zones';
import type { Actor } from '@/server/session-flow';
import { listClasses, type ClassSummary } from './queries';
import { classProgressParamsSchema } from './schemas';

export interface ClassProgressStudent extends StudentPerson {
  name: string;
  simulator: StudentSimulatorActivity | null;
}

export interface ClassProgressPage {
  classes: ClassSummary[];
  /** Null when the tutor has no class yet. */
  selected: ClassSummary | null;
  days: 30 | 90;
  period: Period;
  students: ClassProgressStudent[];
  learning: ClassLearning | null;
  /** The class by skill (decision 052): how many students at each level, and who needs help; as of now, not the period. */
  skills: ClassSkill[];
  /** The tutor's plan includes the CSV export (decision 040). */
  canExport: boolean;
}

/**
 * A tutor's /progress (the class view of decision 034): their classes (a switcher), and for the chosen one (the
 * first by default) the last 30 or 90 days in the class's zone: the lesson × student grid, accuracy per lesson, the
 * questions missed most (titles and prompts in `locale`), the class's XP by day and each student's simulator activity. Null (404) when `class` names
 * a class that is not the tutor's. Reading it is a view of each student's learning, logged for their families.
 */
export async function getClassProgressPage(actor: Actor, searchParams: Record<string, string | undefined>, locale: string): Promise<ClassProgressPage | null> {
  const params = classProgressParamsSchema.catch({ class: undefined, days: '30' }).parse(searchParams);
  const days = params.days === '90' ? 90 : 30;
  const [classes, canExport] = await Promise.all([listClasses(actor), planAllows(getDb(), actor, 'classExport')]);
  const selected = params.class === undefined ? (classes[0] ?? null) : classes.find((group) => group.id === params.class);
  if (selected === undefined) return null;
  const zone = selected?.timeZone ?? 'UTC';
  const period = resolvePeriod({ kind: days === 90 ? 'last-90' : 'last-30' }, localDay(new Date(), zone));
  if (!selected) return { classes, selected: null, days, period, students: [], learning: null, skills: [], canExport };
  const opened = await openClassStudents(actor, selected.id);
  if (!opened) return null;
  const [learning, simulator, skills] = await Promise.all([
    readClassLearning(opened.access, period, zone, locale),
    readStudentsSimulatorActivity(opened.access, { from: period.from, to: period.to, timeZone: zone }),
    readClassSkills(opened.access),
  ]);
  return {
    classes,
    selected,
    days,
    period,
    students: opened.students.map((student) => ({ ...student, name: fullName(student) || '?', simulator: simulator[student.id] ?? null })),
    learning,
    skills,
    canExport,
  };
}

/** The class's grid as CSV (formula-safe): one row per student and lesson completed in the period. Null (404) as the page. */
export async function exportClassProgressCsv(actor: Actor, searchParams: Record<string, string | undefined>, locale: string): Promise<{ fileName: string; body: string } | null> {
  await assertPlanAllows(getDb(), actor, 'classExport');
  const page = await getClassProgressPage(actor, searchParams, locale);
  if (!page?.selected || !page.learning) return null;
  const rows: unknown[][] = [['student', 'class', 'course', 'lesson', 'first_completed_at', 'correct', 'total', 'period_from', 'period_to', 'time_zone']];
  for (const student of page.students) {
    for (const lesson of page.learning.lessons) {
      const cell = lesson.byStudent[student.id];
      if (cell) rows.push([student.name, page.selected.name, lesson.courseTitle, lesson.lessonTitle, cell.completedAt, cell.correct, cell.total, page.period.from, page.period.to, page.selected.timeZone]);
    }
  }
  const slug = page.selected.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'class';
  return { fileName: `progress-${slug}-${page.period.from}-${page.period.to}.csv`, body: toCsv(rows) };
}
