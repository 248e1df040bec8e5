import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isConsentStopLink } from '@/modules/families';
import { ConsentStopScreen } from '@/modules/families/components/consent-stop-screen';
import { singleParam } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('families.consent.stop'))('title'), robots: { index: false } };
}

/** A consent mail's stop link (decision 030): no sign-in, the signed link names the address; the page asks first. */
export default async function ConsentStopPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const params = { a: singleParam(query.a) ?? '', s: singleParam(query.s) ?? '' };
  const state = singleParam(query.done) === '1' ? 'done' : isConsentStopLink(params) ? 'ask' : 'invalid';
  return <ConsentStopScreen state={state} params={params} />;
}
