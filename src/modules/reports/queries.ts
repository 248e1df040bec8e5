import 'server-only';
import { getDb } from '@/db/client';
import { planAllows } from '@/modules/billing';
import { listStudentAssignments, type StudentAssignment } from '@/modules/classes';
import { getDisplayRate } from '@/modules/currency';
import { lessonCatalogue } from '@/modules/courses';
import { getChildFeedbackForParent, type FeedbackThread } from '@/modules/feedback';
import { chooseChild, openStudent, type ChildAccess, type LinkedChild, type StudentPerson } from '@/modules/families';
import { readChildSkills, type ChildSkills } from '@/modules/mastery';
import { readChildLearning, type ChildLearning } from '@/modules/progress';
import { readChildSimulatorSummary, type ChildSimulatorSummary } from '@/modules/simulator';
import type { PeriodSpec } from '@/lib/report-period';
import type { DisplayRate } from '@/lib/money';
import { fullName, fullNameOrEmail } from '@/lib/person-name';
import type { Actor } from '@/server/session-flow';
import { computeInsights, type Insights } from './insights';
import { periodSpecOf, progressParamsSchema, reportParamsSchema, type ReportParams } from './schemas';

/** A child in the switcher. */
export interface ChildOption {
  id: string;
  name: string;
  firstName: string;
  avatarSeed: string;
  avatarVariant: string;
}

/**
 * The simulator as the viewer may see it: the family sees everything; a tutor never an amount, and no return for a
 * child the family took off the leaderboards (decision 033).
 */
export type ReportSimulator = Omit<ChildSimulatorSummary, 'totalValue' | 'startingCash' | 'returnPct'> & { totalValue: string | null; startingCash: string | null; returnPct: number | null };

/** One child's figures for a period: what /progress, /reports, the report's PDF and a tutor's student page show (the same numbers). */
export interface ChildReport {
  child: ChildOption;
  learning: ChildLearning;
  simulator: ReportSimulator | null;
  insights: Insights;
  /** Where the child stands on each skill today, from every answer (decision 052), whatever the period. */
  skills: ChildSkills;
  /** The viewer's currency (money is stored in USD). */
  rate: DisplayRate;
}

export interface FamilyProgressPage {
  children: ChildOption[];
  /** Null when the parent has no linked child yet. */
  report: ChildReport | null;
  days: 30 | 90;
  /** The chosen child's threads with their tutors, their latest messages only (decision 035). */
  feedback: FeedbackThread[];
}

/** How many of a thread's latest messages /progress shows; the whole thread is on /children/[id]/feedback. */
const FEEDBACK_SHOWN = 3;

export interface FamilyReportPage {
  children: ChildOption[];
  report: ChildReport | null;
  params: ReportParams;
  /** A message key when the query string named an impossible period (the default period is shown instead). */
  error: string | null;
  /** The parent's plan includes reports as PDF (decision 040); without it the page offers the plan instead. */
  pdf: boolean;
}

function optionOf(child: LinkedChild): ChildOption {
  return { id: child.id, name: fullNameOrEmail(child), firstName: child.firstName || fullNameOrEmail(child), avatarSeed: child.avatarSeed, avatarVariant: child.avatarVariant };
}

/** A student as their tutor names them: the name only, never the e-mail address (decision 033). */
function studentOptionOf(student: StudentPerson): ChildOption {
  const name = fullName(student) || '?';
  return { id: student.id, name, firstName: student.firstName.trim() || name, avatarSeed: student.avatarSeed, avatarVariant: student.avatarVariant };
}

/** Who reads a report: titles are in their language, amounts in their currency. */
export interface ReportReader {
  locale: string;
  currency: string;
}

async function reportFor(child: ChildOption, access: ChildAccess, spec: PeriodSpec, reader: ReportReader): Promise<ChildReport> {
  const [learning, rate, skills] = await Promise.all([readChildLearning(access, spec, reader.locale), getDisplayRate(reader.currency), readChildSkills(access, lessonCatalogue)]);
  // The simulator's trades are counted over the same days as the learning (the child's zone, resolved above).
  const simulator = await readChildSimulatorSummary(access, { from: learning.period.from, to: learning.period.to, timeZone: learning.timeZone });
  return { child, learning, simulator, insights: computeInsights(learning, simulator), skills, rate };
}

/** What a tutor may see of the simulator (decision 033): activity and spread, the return only where the ranking shows it, never an amount. */
function tutorSimulator(simulator: ReportSimulator | null): ReportSimulator | null {
  if (!simulator) return null;
  const { totalValue: _value, startingCash: _start, returnPct, ...activity } = simulator;
  return { ...activity, totalValue: null, startingCash: null, returnPct: simulator.leaderboardVisible ? returnPct : null };
}

type SearchParams = Record<string, string | undefined>;

/**
 * A parent's /progress: their children (a switcher when there are several), the chosen one's last 30 or 90 days and
 * the latest words of their tutors' feedback. Null (404) when `child` names a child who is not theirs.
 */
export async function getFamilyProgressPage(actor: Actor, searchParams: SearchParams, reader: ReportReader): Promise<FamilyProgressPage | null> {
  const parsed = progressParamsSchema.safeParse(searchParams);
  // Only the page's own links make these; anything else shows the default rather than an error.
  const params = parsed.success ? parsed.data : { child: searchParams.child, days: '30' as const };
  const choice = await chooseChild(actor, params.child);
  if (!choice) return null;
  const days = params.days === '90' ? 90 : 30;
  if (!choice.selected || !choice.access) return { children: choice.children.map(optionOf), report: null, days, feedback: [] };
  const [report, feedback] = await Promise.all([
    reportFor(optionOf(choice.selected), choice.access, { kind: days === 90 ? 'last-90' : 'last-30' }, reader),
    getChildFeedbackForParent(actor, choice.selected.id, reader.locale, FEEDBACK_SHOWN),
  ]);
  return { children: choice.children.map(optionOf), report, days, feedback: feedback?.threads ?? [] };
}

/**
 * A parent's /reports (and its PDF): the chosen child's report for a period. An impossible period (a custom range
 * that ends before it starts, or is longer than a year) shows this week with the reason. Null (404) when `child`
 * names a child who is not theirs.
 */
export async function getFamilyReportPage(actor: Actor, searchParams: SearchParams, reader: ReportReader): Promise<FamilyReportPage | null> {
  const parsed = reportParamsSchema.safeParse(searchParams);
  const params: ReportParams = parsed.success ? parsed.data : { child: searchParams.child, period: 'this-week' };
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'reports.errors.badPeriod');
  const [choice, pdf] = await Promise.all([chooseChild(actor, params.child), planAllows(getDb(), actor, 'pdfReports')]);
  if (!choice) return null;
  const report = choice.selected && choice.access ? await reportFor(optionOf(choice.selected), choice.access, periodSpecOf(params), reader) : null;
  return { children: choice.children.map(optionOf), report, params, error, pdf };
}

/**
 * The report's PDF (a route handler): the same report for a valid period (the route answers 400 before). Null (404) when `child` names a child who is not theirs, or when the parent has no child.
 */
export async function getChildReport(actor: Actor, params: ReportParams, reader: ReportReader): Promise<ChildReport | null> {
  const choice = await chooseChild(actor, params.child);
  if (!choice?.selected || !choice.access) return null;
  return reportFor(optionOf(choice.selected), choice.access, periodSpecOf(params), reader);
}

export interface StudentReportPage {
  student: StudentPerson;
  report: ChildReport;
  days: 30 | 90;
  /** The student's assignments in this tutor's classes (decision 034). */
  assignments: StudentAssignment[];
}

/**
 * A tutor's student page (/students/[id]): the student's last 30 or 90 days, the same report a parent reads, scoped to
 * what a tutor may see (decision 033). Null (404) unless the child is one of the tutor's approved students. Opening it
 * is recorded in the child's access log (the families module does it as it grants the access).
 */
export async function getStudentReportPage(actor: Actor, childId: string, searchParams: SearchParams, reader: ReportReader): Promise<StudentReportPage | null> {
  const parsed = progressParamsSchema.safeParse({ days: searchParams.days });
  const days = parsed.success && parsed.data.days === '90' ? 90 : 30;
  const opened = await openStudent(actor, childId);
  if (!opened) return null;
  const [report, assignments] = await Promise.all([
    reportFor(studentOptionOf(opened.student), opened.access, { kind: days === 90 ? 'last-90' : 'last-30' }, reader),
    listStudentAssignments(actor, opened.student.id, reader.locale),
  ]);
  return { student: opened.student, report: { ...report, simulator: tutorSimulator(report.simulator) }, days, assignments };
}
