'use client';

import { useTranslations } from 'next-intl';
import type { Problem } from './http-client';

/** A problem in the reader's language: its message key if we have it, else the server's (English) text. */
export function useProblemText() {
  const t = useTranslations();
  return (problem: Problem): string => {
    const base = t.has(problem.code) ? t(problem.code) : (problem.message ?? t('thumbnails.errors.unexpected'));
    if (!problem.usedBy?.length) return base;
    const list = problem.usedBy.map((usage) => `${t(`thumbnails.kinds.${usage.kind}`)} “${usage.title}”`).join(', ');
    return `${base} ${list}`;
  };
}
