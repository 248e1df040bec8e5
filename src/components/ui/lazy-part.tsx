'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslations } from '@/i18n/client';

/** What stands in for a part whose chunk could not be fetched: a line saying so, not the page's error screen. */
function NotLoaded() {
  const t = useTranslations('outage');
  return (
    <p role="status" className="text-sm text-muted">
      {t('notLoaded')}
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
