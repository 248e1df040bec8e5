'use client';

import { useTranslations } from '@/i18n/client';
import { useProblemText } from '@/components/ui/use-problem-text';
import type { PublishProblem } from '@/lib/lesson-content';

/** "Question 3: choose the correct answer." — a publish problem in the admin's language, placed in the lesson. */
export function usePublishProblemText() {
  const t = useTranslations('lessonEditor.problems');
  const say = useProblemText();
  return (problem: PublishProblem): string => {
    const place = problem.questionNumber ? t('question', { number: problem.questionNumber }) : problem.blockNumber ? t('block', { number: problem.blockNumber }) : undefined;
    return say({ code: `lessonEditor.problems.codes.${problem.code}`, place });
  };
}
