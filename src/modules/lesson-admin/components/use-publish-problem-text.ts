'use client';

import { useTranslations } from 'next-intl';
import type { PublishProblem } from '@/lib/lesson-content';

/** "Question 3: choose the correct answer." — a publish problem in the admin's language. */
export function useProblemText() {
  const t = useTranslations('lessonEditor.problems');
  return (problem: PublishProblem): string => {
    const text = t(`codes.${problem.code}`);
    if (problem.questionNumber) return t('at', { place: t('question', { number: problem.questionNumber }), text });
    if (problem.blockNumber) return t('at', { place: t('block', { number: problem.blockNumber }), text });
    return text;
  };
}
