import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getConsentRequest } from '@/modules/families';
import { ConsentScreen } from '@/modules/families/components/consent-screen';
import { singleParam } from '@/lib/search-params';
import { can } from '@/server/permissions';
import { getOptionalActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('families.consent.page'))('metaTitle'), robots: { index: false } };
}

/**
 * The link in a parent's consent mail (decision 030). Open to anyone holding the link (its token is the secret and
 * shows only the child's first name); only a signed-in parent gets the buttons, and the actions check again.
 */
export default async function ConsentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = singleParam((await searchParams).token) ?? '';
  const [request, actor] = await Promise.all([getConsentRequest(token), getOptionalActor()]);
  const viewer = !actor ? 'anonymous' : can(actor, 'answer:consent:own') ? 'parent' : 'other';
  return <ConsentScreen request={request} token={token} viewer={viewer} />;
}
