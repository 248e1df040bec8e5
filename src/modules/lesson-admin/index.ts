import 'server-only';

// The lesson-admin module's server API (decision 015): the lessons CSV export and one query per admin page it renders.
// Its other files are private.
export { exportLessonsCsv } from './export-lessons';
export { getLessonEditorPage, getLessonTablePage } from './queries';
