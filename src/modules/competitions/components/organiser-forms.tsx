'use client';

import { lazyPart } from '@/components/ui/lazy-part';

/*
 * The forms on a game's page that only its organiser sees: the rules, before the game starts, and a message to a
 * team. Each is a chunk of its own, so the children's page does not load them (docs/benchmarks.md "Client
 * JavaScript per route"). The server draws them as before; in the organiser's browser they come alive once their
 * chunk has arrived.
 */

export const LazyCompetitionForm = lazyPart(() => import('./competition-form').then(({ CompetitionForm }) => CompetitionForm));

export const LazyTeamMessageForm = lazyPart(() => import('@/components/ui/resent-one-field-form').then(({ ResentOneFieldForm }) => ResentOneFieldForm));
