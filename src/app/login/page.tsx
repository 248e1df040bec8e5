import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { SignInForm } from '@/modules/accounts/components/sign-in-form';
import { publicPageMetadata } from '@/modules/navigation';
import { getOptionalActor, safeNextPath } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('login');
  return publicPageMetadata('/login', { title: t('title'), description: t('lead') });
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string; reset?: string }> }) {
  const params = await searchParams;
  const next = safeNextPath(params.next) ?? undefined;
  if (await getOptionalActor()) redirect(next ?? '/dashboard');
  const t = await getTranslations('login');
  return (
    <AuthCard icon="👋" title={t('title')} lead={t('lead')} notice={params.reset ? { tone: 'success', text: t('resetDone') } : undefined}>
      <SignInForm next={next} />
      {/* Decision 069: a school's teachers and students sign in with the school's own accounts. */}
      <p className="mt-4 text-center text-sm">
        <Link href="/login/school" className="font-semibold text-primary hover:underline" data-school-sign-in-link>
          {t('withSchool')}
        </Link>
      </p>
    </AuthCard>
  );
}
