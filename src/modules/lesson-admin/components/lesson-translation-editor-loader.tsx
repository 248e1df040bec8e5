'use client';

import { lazy, Suspense } from 'react';
import type { LessonTranslationEditor as Editor } from './lesson-translation-editor';

const LazyEditor = lazy(() => import('./lesson-translation-editor').then((module) => ({ default: module.LessonTranslationEditor })));

/**
 * The side-by-side translation editor, in a chunk of its own: drawn on the server as any component, but its code is
 * fetched only when a translation is opened, so the English editor's page does not carry it (decision 023's budget).
 * React's own lazy, not next/dynamic, whose loader would itself weigh on every load of the page.
 */
export function LessonTranslationEditor(props: Parameters<typeof Editor>[0]) {
  return (
    <Suspense fallback={null}>
      <LazyEditor {...props} />
    </Suspense>
  );
}
