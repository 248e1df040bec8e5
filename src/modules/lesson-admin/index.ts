import 'server-only';

// The lesson-admin module's server API (decision 015): the lessons' exports and one query per admin page it renders.
// Its other files are private.
export { exportLessonsCsv } from './export-lessons';
export { exportLessonTranslations } from './export-translations';
export { getLessonEditorPage, getLessonTablePage, getTranslationsPage } from './queries';
// The translations' address parameters (their schemas stay out of schemas.ts, which the editors carry to the browser).
export { lessonExportSchema, translationFiltersSchema } from './translation-schemas';
