import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { localDay } from '@/lib/time-zones';
import { listClasses } from '@/modules/classes';
import { listAssignableCourses } from '@/modules/courses';
import { listMarketSectors, listMyCompetitions, listOwnCompetitions } from '@/modules/competitions';
import { CompetitionsScreen } from '@/modules/competitions/components/competitions-screen';
import { can } from '@/server/permissions';
import { requireActor, requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('competitions'))('title') };
}

/** Tutor and child sidebar /competitions: a teacher's games and the form to start one; a child's games to join (decision 065). */
export default async function CompetitionsPage() {
  const actor = await requireActor();
  if (can(actor, 'manage:competition:own')) {
    const [classes, competitions, sectors, lessonChoices] = await Promise.all([listClasses(actor), listOwnCompetitions(actor), listMarketSectors(), listAssignableCourses(await getLocale())]);
    const timeZone = classes[0]?.timeZone ?? 'UTC';
    const form = { classes: classes.map(({ id, name }) => ({ id, name })), sectors, today: localDay(new Date(), timeZone), timeZone, lessonChoices };
    return <CompetitionsScreen view="teacher" competitions={competitions} form={form} />;
  }
  const child = await requirePermission('take-part:competition:own');
  return <CompetitionsScreen view="child" competitions={await listMyCompetitions(child)} paused={child.simulatorOff} />;
}
