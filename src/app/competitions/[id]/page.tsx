import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localDay } from '@/lib/time-zones';
import { listClasses } from '@/modules/classes';
import { getCompetitionPage, listMarketSectors } from '@/modules/competitions';
import { CompetitionScreen } from '@/modules/competitions/components/competition-screen';
import { competitionIdSchema } from '@/modules/competitions/schemas';
import { can } from '@/server/permissions';
import { requireActor } from '@/server/session';
import { AppError } from '@/server/errors';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('competitions'))('pageTitle') };
}

/** A teacher's own competition, or one of a child's classes; anyone else's, or an id that is not one, is a 404. */
export default async function CompetitionPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await requireActor();
  if (!can(actor, 'manage:competition:own') && !can(actor, 'take-part:competition:own')) forbidden();
  const parsed = competitionIdSchema.safeParse({ competitionId: (await params).id });
  if (!parsed.success) notFound();
  const page = await getCompetitionPage(actor, parsed.data).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!page) notFound();
  if (page.view !== 'teacher' || page.competition.phase !== 'upcoming') return <CompetitionScreen page={page} />;
  // Before the start the teacher may change the rules: the form needs their classes and the market's sectors.
  const classes = await listClasses(actor);
  const editForm = { classes: classes.map(({ id, name }) => ({ id, name })), sectors: await listMarketSectors(), today: localDay(new Date(), page.competition.timeZone) };
  return <CompetitionScreen page={page} editForm={editForm} />;
}
