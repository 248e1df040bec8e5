import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { publicPageMetadata } from '@/modules/navigation';
import { getOptionalActor } from '@/server/session';

const FEATURES = ['lessons', 'xp', 'market', 'journal'] as const;
const ICONS: Record<(typeof FEATURES)[number], string> = { lessons: '📚', xp: '⭐', market: '📈', journal: '📓' };

export async function generateMetadata(): Promise<Metadata> {
  return publicPageMetadata('/', { title: (await getTranslations('app'))('name'), home: true });
}

export default async function HomePage() {
  const t = await getTranslations('home');
  const actor = await getOptionalActor();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-10 sm:py-16">
      <section className="grid items-center gap-8 md:grid-cols-2">
        <div>
          <p className="mb-3 inline-block rounded-full bg-highlight px-3 py-1 text-sm font-semibold">{t('eyebrow')}</p>
          <h1 className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">{t('title')}</h1>
          <p className="mt-4 text-lg text-muted">{t('lead')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            {actor ? (
              <ButtonLink href="/dashboard">{t('toDashboard')}</ButtonLink>
            ) : (
              <>
                <ButtonLink href="/register">{t('start')}</ButtonLink>
                <ButtonLink href="/login" variant="secondary">
                  {t('signIn')}
                </ButtonLink>
              </>
            )}
          </div>
        </div>
        <div aria-hidden className="grid grid-cols-2 gap-4">
          {FEATURES.map((feature) => (
            <div key={feature} className="flex aspect-square flex-col items-center justify-center rounded-3xl border border-line bg-card text-6xl shadow-sm">
              {ICONS[feature]}
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="features-title">
        <h2 id="features-title" className="text-2xl font-bold">
          {t('featuresTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li key={feature} className="rounded-2xl border border-line bg-card p-5">
              <p className="text-3xl" aria-hidden>
                {ICONS[feature]}
              </p>
              <h3 className="mt-2 font-bold">{t(`features.${feature}.title`)}</h3>
              <p className="mt-1 text-sm text-muted">{t(`features.${feature}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-3xl border border-line bg-card p-6 sm:p-8">
        <h2 className="text-2xl font-bold">{t('familiesTitle')}</h2>
        <p className="mt-2 max-w-3xl text-muted">{t('familiesBody')}</p>
      </section>
    </div>
  );
}
