import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { previewUnsubscribe } from '@/modules/notifications';
import { UnsubscribeScreen } from '@/modules/notifications/components/unsubscribe-screen';
import { singleParam } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('notifications'))('unsubscribe.title'), robots: { index: false } };
}

/**
 * Where a notification e-mail's "stop these e-mails" leads (decision 036): no sign-in, the signed link says whose and
 * which kind. It asks first (a GET never writes); mail clients use the one-click POST of /api/unsubscribe instead.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const params = { u: singleParam(query.u) ?? '', t: singleParam(query.t) ?? '', s: singleParam(query.s) ?? '' };
  const link = previewUnsubscribe(params);
  return <UnsubscribeScreen kind={link?.type ?? null} done={singleParam(query.done) === '1'} params={params} />;
}
