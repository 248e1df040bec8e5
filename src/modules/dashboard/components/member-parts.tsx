import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Alert, Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import type { DashboardAccount, MemberDashboardData } from '../queries';

type MemberRole = 'child' | 'parent' | 'tutor';

/** The frame every member dashboard shares: greeting, e-mail alert, and the page's own sections. */
export async function MemberDashboardFrame({ role, dashboard, children }: { role: MemberRole; dashboard: MemberDashboardData; children: ReactNode }) {
  const t = await getTranslations('dashboard');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <PageHeader
        above={<p className="text-sm font-semibold uppercase tracking-wide text-accent">{t(`roleBadge.${role}`)}</p>}
        title={t('greeting', { name: dashboard.displayName })}
        lead={t(`lead.${role}`)}
      />
      {dashboard.account.emailVerified ? null : (
        <Alert tone="info">
          {t('unverified')}{' '}
          <a href="/verify-email" className="font-semibold text-primary underline">
            {t('unverifiedAction')}
          </a>
        </Alert>
      )}
      {children}
    </div>
  );
}

/** The link to the stock-market simulator. */
export async function SimulatorCard() {
  const t = await getTranslations('dashboard');
  return (
    <a href="/simulator" className="flex items-center gap-4 rounded-2xl border border-line bg-card p-5 transition hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2">
      <span className="text-4xl" aria-hidden="true">📈</span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-bold">{t('simulatorTitle')}</span>
        <span className="block text-sm text-muted">{t('simulatorLead')}</span>
      </span>
      <span className="shrink-0 font-semibold text-primary" aria-hidden="true">→</span>
    </a>
  );
}

/** A date and time as the dashboards show it, or "never". */
export async function dashboardWhen(): Promise<(date: Date | null) => string> {
  const t = await getTranslations('dashboard');
  const format = await getFormatter();
  return (date) => (date ? format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' }) : t('never'));
}

/** The account's figures: XP (the child's only), member since, last sign-in. */
export async function AccountCards({ account, showXp }: { account: DashboardAccount; showXp: boolean }) {
  const t = await getTranslations('dashboard');
  const format = await getFormatter();
  const when = await dashboardWhen();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {showXp ? (
        <Card>
          <p className="text-sm text-muted">{t('xp')}</p>
          <p className="mt-1 text-3xl font-extrabold text-primary">{format.number(account.xp)}</p>
        </Card>
      ) : null}
      <Card>
        <p className="text-sm text-muted">{t('memberSince')}</p>
        <p className="mt-1 font-semibold">{when(account.createdAt)}</p>
      </Card>
      <Card>
        <p className="text-sm text-muted">{t('lastLogin')}</p>
        <p className="mt-1 font-semibold">{when(account.lastLogin)}</p>
      </Card>
    </div>
  );
}
