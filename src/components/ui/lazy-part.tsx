'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslations } from '@/i18n/client';
import { Button } from './button';

/**
 * What stands in for a part whose chunk could not be fetched: a line saying so, not the page's error screen, and a
 * way to try again. Trying again is loading the page again: React keeps a lazy part's failed result, and the bundler's
 * loader keeps a chunk that failed after its own retry.
 */
function NotLoaded() {
  const t = useTranslations('outage');
  return (
    <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-muted">
      {t('notLoaded')}
      <Button type="button" variant="secondary" className="px-3 py-1 text-xs" onClick={() => window.location.reload()}>
        {t('retry')}
      </Button>
    </p>
  );
}

/**
 * A part of a page in a chunk of its own (docs/benchmarks.md "Client JavaScript per route"): the server draws it as
 * any component, and in the browser it comes alive once its chunk has arrived, so a page does not load up front the
 * code of a form only some people use, or of an editor only opened on demand. React's own lazy, not next/dynamic,
 * whose loader would itself weigh on every load of the page. `load` must call `import()` itself, so the bundler
 * makes the chunk.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: NotLoaded as ComponentType<Props> }),
    ),
  );
  function LazyPart(props: Props) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
