'use client';

import { useTranslations } from 'next-intl';
import { CsvImportForm } from '@/components/ui/csv-import-form';
import { importLessonsAction } from '../actions';
import { LESSON_LIMITS, type ImportState } from '../schemas';

const IMPORT_IDLE: ImportState = { status: 'idle' };

/** Upload a lessons CSV; a refused file lists every bad row with its line, column and reason (and nothing changed). */
export function LessonImportForm() {
  const t = useTranslations('lessonTable.import');
  return (
    <CsvImportForm
      action={importLessonsAction}
      idle={IMPORT_IDLE}
      fileId="lesson-csv"
      maxBytes={LESSON_LIMITS.importBytes}
      labels={{
        file: t('file'),
        hint: t('hint', { maxRows: LESSON_LIMITS.importRows }),
        submit: t('submit'),
        importing: t('importing'),
        tooLarge: t('tooLarge'),
        problems: (count) => t('badRows', { count }),
        problem: (problem, reason) => (problem.column ? t('badCell', { line: problem.line, column: problem.column, reason }) : t('badLine', { line: problem.line, reason })),
      }}
    />
  );
}
