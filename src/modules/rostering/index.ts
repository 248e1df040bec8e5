// The rostering module's API (decisions 015, 062): a OneRoster 1.2 CSV set read and validated, and the plan of what
// importing it would change in one school. Pure: applying the plan to the school's tables belongs to the module that
// owns them. Its other files are private.
export {
  parseRosterFiles,
  ROSTER_ERROR_KEYS,
  type IgnoredRow,
  type ParsedRoster,
  type RosterClass,
  type RosterEnrolment,
  type RosterError,
  type RosterErrorKey,
  type RosterFiles,
  type RosterParseResult,
  type RosterPerson,
  type RosterRole,
} from './parse-roster';
export {
  CLASS_TITLE_MAX_LENGTH,
  classesWithoutTeacher,
  diffRoster,
  type Change,
  type Changes,
  type HeldClass,
  type RosterDiff,
  type RosterDiffResult,
  type SchoolClass,
  type SchoolEnrolment,
  type SchoolPerson,
  type SchoolRosterState,
} from './diff-roster';
export { ONEROSTER_VERSION, ROSTER_FILES, ROSTER_MAX_ROWS_PER_FILE } from './spec';
