import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/card';
import type { LessonLanguage } from '../lesson-language';

/** Tells a reader that a lesson, or part of it, is shown in English because it is not translated yet (decision 051). */
export async function LessonLanguageNote({ language }: { language: LessonLanguage }) {
  if (language === 'own') return null;
  const t = await getTranslations('player.language');
  return (
    <div className="mb-4">
      <Alert tone="info">{t(language === 'english' ? 'english' : 'partlyEnglish')}</Alert>
    </div>
  );
}
