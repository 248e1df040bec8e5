'use client';

import { useTranslations } from '@/i18n/client';
import { useState } from 'react';
import { CsvImportForm } from '@/components/ui/csv-import-form';
import { SelectField } from '@/components/ui/field';
import { importLessonsAction } from '../actions';
import { EDIT_LANGUAGES, LESSON_LIMITS, type EditLanguage } from '../limits';
import type { ImportProblem, ImportState } from '../schemas';

const IMPORT_IDLE: ImportState = { status: 'idle' };

/**
 * Upload a lessons CSV (English: the lessons themselves), or a translation's CSV or JSON (French or Arabic: words only,
 * by lesson and block id); a refused file lists every bad row with its line, column and reason (and nothing changed).
 */
export function LessonImportForm() {
  const t = useTranslations('lessonTable.import');
  const translation = useTranslations('lessonTable.translationImport');
  const names = useTranslations('translationEditor');
  const [language, setLanguage] = useState<EditLanguage>('en');
  const english = language === 'en';
  return (
    <CsvImportForm
      action={importLessonsAction}
      idle={IMPORT_IDLE}
      fileId="lesson-csv"
      maxBytes={LESSON_LIMITS.importBytes}
      accept={english ? '.csv,text/csv' : '.csv,.json,text/csv,application/json'}
      labels={{
        file: english ? t('file') : translation('file'),
        hint: english ? t('hint', { maxRows: LESSON_LIMITS.importRows }) : translation('hint', { maxRows: LESSON_LIMITS.translationRows }),
        submit: t('submit'),
        importing: t('importing'),
        tooLarge: t('tooLarge'),
        problems: (count) => t('badRows', { count }),
        problem: (problem, reason) => {
          if ((problem as ImportProblem).inJson) {
            if (problem.line === 0) return translation('badFile', { reason });
            return problem.column ? translation('badEntry', { lesson: problem.line, column: problem.column, reason }) : translation('badLesson', { lesson: problem.line, reason });
          }
          return problem.column ? t('badCell', { line: problem.line, column: problem.column, reason }) : t('badLine', { line: problem.line, reason });
        },
      }}
    >
      <SelectField compact id="lesson-import-language" name="language" label={translation('language')} value={language} onChange={(event) => setLanguage(event.target.value as EditLanguage)}>
        {EDIT_LANGUAGES.map((each) => (
          <option key={each} value={each}>
            {each === 'en' ? translation('englishLessons') : names(`languageNames.${each}`)}
          </option>
        ))}
      </SelectField>
    </CsvImportForm>
  );
}
