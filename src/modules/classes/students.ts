import 'server-only';
import { listStudents, type StudentPerson } from '@/modules/families';
import { readChildrenGlance, type ChildGlance } from '@/modules/progress';
import { fullName } from '@/lib/person-name';
import type { Actor } from '@/server/session-flow';
import { countOverdue } from './assignment-queries';
import { listClasses, type ClassSummary } from './queries';
import { studentFiltersSchema, type StudentFilters } from './schemas';

export interface StudentRow extends StudentPerson {
  name: string;
  glance: ChildGlance | null;
  /** Open assignments past their due date (decision 034). */
  overdue: number;
}

export interface StudentsPage {
  rows: StudentRow[];
  /** Every approved student of the tutor, before the search and the class filter. */
  total: number;
  classes: ClassSummary[];
  filters: StudentFilters;
}

const byName = (a: StudentRow, b: StudentRow) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
const SORTS: Record<StudentFilters['sort'], (a: StudentRow, b: StudentRow) => number> = {
  name: byName,
  // Never signed in goes last.
  active: (a, b) => (b.lastLogin?.getTime() ?? -Infinity) - (a.lastLogin?.getTime() ?? -Infinity) || byName(a, b),
  // Never signed in comes first: the longest away.
  inactive: (a, b) => (a.lastLogin?.getTime() ?? -Infinity) - (b.lastLogin?.getTime() ?? -Infinity) || byName(a, b),
  xp: (a, b) => b.xp - a.xp || byName(a, b),
  overdue: (a, b) => b.overdue - a.overdue || byName(a, b),
};

/**
 * /students (decision 033): the tutor's approved students across their classes, with level, streak and this week's
 * XP and overdue assignments, searched by name, filtered by class and sorted, in one parallel round trip. A tutor runs at most 30 classes of
 * 60, so the list is filtered and sorted here rather than in SQL.
 */
export async function getStudentsPage(actor: Actor, searchParams: Record<string, string | undefined>): Promise<StudentsPage> {
  const filters = studentFiltersSchema.parse(searchParams);
  const [students, glances, classList, overdue] = await Promise.all([listStudents(actor), readChildrenGlance(actor), listClasses(actor), countOverdue(actor)]);
  const needle = filters.q.toLocaleLowerCase();
  const rows = students
    .map((student) => ({ ...student, name: fullName(student) || '?', glance: glances[student.id] ?? null, overdue: overdue[student.id] ?? 0 }))
    .filter((row) => (!needle || row.name.toLocaleLowerCase().includes(needle)) && (!filters.class || row.classes.some((group) => group.id === filters.class)))
    .sort(SORTS[filters.sort]);
  return { rows, total: students.length, classes: classList, filters };
}
