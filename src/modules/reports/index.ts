import 'server-only';

// The reports module's server API (decision 015): a parent's view of a child's progress, reports and their PDF. Its other files are private.
export {
  getChildReport,
  getFamilyProgressPage,
  getFamilyReportPage,
  getStudentReportPage,
  type ChildOption,
  type ChildReport,
  type FamilyProgressPage,
  type FamilyReportPage,
  type StudentReportPage,
} from './queries';
export { reportParamsSchema, type ReportParams } from './schemas';
export { getChildReportPdf } from './report-download';
