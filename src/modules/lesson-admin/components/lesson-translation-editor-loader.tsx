'use client';

import dynamic from 'next/dynamic';

/**
 * The side-by-side translation editor, in a chunk of its own: drawn on the server as any component, but its code is
 * fetched only when a translation is opened, so the English editor's page does not carry it (decision 023's budget).
 */
export const LessonTranslationEditor = dynamic(() => import('./lesson-translation-editor').then((module) => module.LessonTranslationEditor));
