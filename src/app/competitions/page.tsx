import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { localDay } from '@/lib/time-zones';
import { listAssignableCourses } from '@/modules/courses';
import { listGameClasses, listMarketSectors, listMyCompetitions, listOwnCompetitions } from '@/modules/competitions';
import { listChildren } from '@/modules/families';
import { CompetitionsScreen } from '@/modules/competitions/components/competitions-screen';
import { can, competitionKindFor } from '@/server/permissions';
import { requireActor, requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('competitions'))('title') };
}

/**
 * Tutor, school admin, parent and child sidebar /competitions: a teacher's or a school admin's class games and the
 * form to start one for their (school's) classes (decision 065); a parent's family games and the form to start one
 * for their children (decision 074); a child's games to join.
 */
export default async function CompetitionsPage() {
  const actor = await requireActor();
  if (competitionKindFor(actor) === 'family') {
    const [children, competitions, sectors, lessonChoices] = await Promise.all([listChildren(actor), listOwnCompetitions(actor), listMarketSectors(), listAssignableCourses(await getLocale())]);
    // A family has no class's zone to offer: the parent types theirs (the form's hint gives an example).
    const timeZone = 'UTC';
    const form = { kind: 'family' as const, classes: [], childNames: children.map((child) => child.firstName), sectors, today: localDay(new Date(), timeZone), timeZone, lessonChoices };
    return <CompetitionsScreen view="parent" competitions={competitions} form={form} />;
  }
  if (can(actor, 'manage:competition:own')) {
    const [classes, competitions, sectors, lessonChoices] = await Promise.all([listGameClasses(actor), listOwnCompetitions(actor), listMarketSectors(), listAssignableCourses(await getLocale())]);
    const timeZone = classes[0]?.timeZone ?? 'UTC';
    const form = { classes: classes.map(({ id, name }) => ({ id, name })), sectors, today: localDay(new Date(), timeZone), timeZone, lessonChoices };
    return <CompetitionsScreen view="teacher" competitions={competitions} form={form} />;
  }
  const child = await requirePermission('take-part:competition:own');
  return <CompetitionsScreen view="child" competitions={await listMyCompetitions(child)} paused={child.simulatorOff} />;
}
