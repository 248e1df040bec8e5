import 'server-only';

// The lesson-admin module's server API (decision 015): the lessons CSV export. Its other files are private.
export { exportLessonsCsv } from './export-lessons';
