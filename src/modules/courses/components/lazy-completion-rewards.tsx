'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import type { CompletionRewards } from './completion-rewards';

type Rewards = typeof CompletionRewards;

/*
 * The completion screen's rewards (badges won, the streak, today's goal) are fetched while the child plays, not with
 * the lesson or review page (docs/benchmarks.md "Client JavaScript per route"): the players call preloadRewards()
 * when the child sends an answer or reaches the end, so the rewards are there when the end is drawn. A fetch that
 * fails (the connection dropped) is tried again when the browser is back online.
 */

let loaded: Rewards | null = null;
let loading: Promise<Rewards> | null = null;

export function preloadRewards(): Promise<Rewards> {
  loading ??= import('./completion-rewards').then(
    ({ CompletionRewards }) => (loaded = CompletionRewards),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function LazyCompletionRewards(props: ComponentProps<Rewards>) {
  const [Rewards, setRewards] = useState<Rewards | null>(() => loaded);
  useEffect(() => {
    if (Rewards) return;
    let gone = false;
    const load = () =>
      preloadRewards().then(
        (component) => {
          if (!gone) setRewards(() => component);
        },
        () => {
          if (!gone) window.addEventListener('online', load, { once: true });
        },
      );
    void load();
    return () => {
      gone = true;
      window.removeEventListener('online', load);
    };
  }, [Rewards]);
  return Rewards ? <Rewards {...props} /> : null;
}
