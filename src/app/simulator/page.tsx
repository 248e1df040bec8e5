import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { classRosters } from '@/modules/classes';
import { getPracticeLinks } from '@/modules/courses';
import { getSimulatorPage, SIMULATOR_COURSE_SLUG } from '@/modules/simulator';
import { SimulatorScreen } from '@/modules/simulator/components/simulator-screen';
import { SimulatorSwitchedOff } from '@/modules/simulator/components/simulator-switched-off';
import { singleParam } from '@/lib/search-params';
import { can } from '@/server/permissions';
import { requireActor, requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('simulator'))('title') };
}

/**
 * /simulator: every role trades its own virtual portfolio. `?stock=` picks a stock, `&side=sell` prefills a
 * sale, `&board=` picks a leaderboard (the server shows only boards the viewer may see). A child also gets the
 * lessons its tips point to (decision 052), read beside the page. Its class boards rank classes' rosters (decision 055).
 */
export default async function SimulatorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // A child whose parent switched the simulator off is told so, not shown a 403 (decision 031).
  const signedIn = await requireActor();
  if (signedIn.role === 'child' && signedIn.simulatorOff) return <SimulatorSwitchedOff />;
  const actor = await requirePermission('trade:simulator:own');
  const [params, locale] = await Promise.all([searchParams, getLocale()]);
  const [page, practice] = await Promise.all([
    getSimulatorPage(actor, classRosters, singleParam(params.board)),
    can(actor, 'take:lesson:own') && actor.role === 'child' ? getPracticeLinks(actor, SIMULATOR_COURSE_SLUG, locale) : [],
  ]);
  return <SimulatorScreen page={page} practice={practice} stock={singleParam(params.stock)} side={singleParam(params.side)} />;
}
