import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';
import { singleParam } from '@/lib/search-params';
import { getTeamCertificates } from '@/modules/competitions';
import { resultsRefusal } from '@/modules/competitions/components/results-refusal';
import { TeamCertificatesScreen } from '@/modules/competitions/components/team-certificates-screen';
import { requireActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('competitionResults'))('page.teamMetaTitle') };
}

/**
 * The team certificates of a finished team game (decision 067), to print, in the reader's language: a player's own
 * team's, a parent's children's teams', or for its teacher every team's (one with `?team=`). Anyone else's, or an id
 * that is not one, is a 404; before the results are frozen the page says they are not final yet.
 */
export default async function TeamCertificatesPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActor();
  const [{ id }, query, locale] = await Promise.all([params, searchParams, getLocale()]);
  const teamId = singleParam(query.team);
  let set;
  try {
    set = await getTeamCertificates(actor, { competitionId: id, teamId }, isLocale(locale) ? locale : 'en');
  } catch (error) {
    return resultsRefusal(error, actor, id);
  }
  return <TeamCertificatesScreen set={set} />;
}
