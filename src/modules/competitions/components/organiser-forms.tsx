'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslations } from '@/i18n/client';
import type { ResentOneFieldForm } from '@/components/ui/resent-one-field-form';
import type { CompetitionForm } from './competition-form';

/*
 * The forms on a game's page that only its organiser sees: the rules, before the game starts, and a message to a
 * team. Each is a chunk of its own, so the children's page does not load them (docs/benchmarks.md "Client
 * JavaScript per route"). The server draws them as before; in the organiser's browser they come alive once their
 * chunk has arrived.
 */

/** What stands in for a form whose chunk could not be fetched: a line saying so, not the page's error screen. */
function NotLoaded() {
  const t = useTranslations('outage');
  return (
    <p role="status" className="text-sm text-muted">
      {t('notLoaded')}
    </p>
  );
}

const RulesForm = lazy(() => import('./competition-form').then(({ CompetitionForm }) => ({ default: CompetitionForm }), () => ({ default: NotLoaded })));
const MessageForm = lazy(() =>
  import('@/components/ui/resent-one-field-form').then(({ ResentOneFieldForm }) => ({ default: ResentOneFieldForm }), () => ({ default: NotLoaded })),
);

export function LazyCompetitionForm(props: ComponentProps<typeof CompetitionForm>) {
  return (
    <Suspense>
      <RulesForm {...props} />
    </Suspense>
  );
}

export function LazyTeamMessageForm(props: ComponentProps<typeof ResentOneFieldForm>) {
  return (
    <Suspense>
      <MessageForm {...props} />
    </Suspense>
  );
}
