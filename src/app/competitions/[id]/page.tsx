import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { localDay } from '@/lib/time-zones';
import { getCompetitionPage, listGameClasses, listMarketSectors } from '@/modules/competitions';
import { getPracticeLinks, listAssignableCourses } from '@/modules/courses';
import { listChildren } from '@/modules/families';
import { SIMULATOR_COURSE_SLUG } from '@/modules/simulator';
import { CompetitionScreen } from '@/modules/competitions/components/competition-screen';
import { competitionIdSchema, rankBySchema } from '@/modules/competitions/schemas';
import { can } from '@/server/permissions';
import { requireActor } from '@/server/session';
import { AppError } from '@/server/errors';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('competitions'))('pageTitle') };
}

/** A teacher's or a parent's own competition, or one a child plays in (their classes', their family's); anyone else's, or an id that is not one, is a 404. */
export default async function CompetitionPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActor();
  if (!can(actor, 'manage:competition:own') && !can(actor, 'take-part:competition:own')) forbidden();
  const parsed = competitionIdSchema.safeParse({ competitionId: (await params).id });
  if (!parsed.success) notFound();
  const locale = await getLocale();
  // What the ranking is ordered by: an address with anything else ranks by worth.
  const rankBy = rankBySchema.parse((await searchParams).by);
  const page = await getCompetitionPage(actor, { ...parsed.data, by: rankBy }, locale).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!page) notFound();
  // A child playing a running game gets the stock-market lessons its suggestions point to (decision 070).
  if (page.view === 'child') {
    const practice = page.competition.phase === 'running' && page.portfolio && can(actor, 'take:lesson:own') ? await getPracticeLinks(actor, SIMULATOR_COURSE_SLUG, locale) : [];
    return <CompetitionScreen page={page} practice={practice} rankBy={rankBy} />;
  }
  if (page.competition.phase !== 'upcoming') return <CompetitionScreen page={page} rankBy={rankBy} />;
  // Before the start the teacher may change the rules: the form needs the classes they may choose (a school admin's:
  // their school's) (a parent's family game:
  // their children's names, decision 074), the market's sectors and the lessons.
  const family = page.competition.kind === 'family';
  const [classes, children, sectors, lessonChoices] = await Promise.all([family ? [] : listGameClasses(actor), family ? listChildren(actor) : [], listMarketSectors(), listAssignableCourses(locale)]);
  const editForm = { classes: classes.map(({ id, name }) => ({ id, name })), childNames: children.map((child) => child.firstName), sectors, today: localDay(new Date(), page.competition.timeZone), lessonChoices };
  return <CompetitionScreen page={page} editForm={editForm} rankBy={rankBy} />;
}
