'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { ResentOneFieldForm } from '@/components/ui/resent-one-field-form';
import type { CompetitionForm } from './competition-form';

/*
 * The forms on a game's page that only its organiser sees: the rules, before the game starts, and a message to a
 * team. Each is a chunk of its own, so the children's page does not load them (docs/benchmarks.md "Client
 * JavaScript per route"). The server draws them as before; in the organiser's browser they come alive once their
 * chunk has arrived.
 */

const RulesForm = lazy(() => import('./competition-form').then(({ CompetitionForm }) => ({ default: CompetitionForm })));
const MessageForm = lazy(() => import('@/components/ui/resent-one-field-form').then(({ ResentOneFieldForm }) => ({ default: ResentOneFieldForm })));

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
