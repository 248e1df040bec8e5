import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { LogoutConfirmation } from '@/modules/navigation/components/logout-confirmation';
import { getOptionalActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('logout'))('title') };
}

/** Where GET /logout lands (it signs nobody out): asks, and the button POSTs to /logout. Signed out: /login. */
export default async function LogoutConfirmPage() {
  const actor = await getOptionalActor();
  if (!actor) redirect('/login');
  return <LogoutConfirmation name={actor.displayName} />;
}
