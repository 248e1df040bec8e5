import 'server-only';

// The families module's server API (decision 015): who may see which child. Its other files are private.
export {
  assertGuardianOf,
  assertTutorOf,
  childIdsOf,
  childIdsSql,
  familyMemberIds,
  guardianIdsOf,
  journalSharerIdsSql,
  listChildren,
  listJournalAudience,
  seenChildIdsSql,
  studentIdsOf,
  tutorIdsOf,
  tutorIdsSql,
  type JournalReader,
  type LinkedChild,
} from './guardians';
export { countAnswersWaitingFor, getChildFamily, getChildrenPage, type ChildFamily, type ChildrenPage, type FamilyEvent, type FamilyPerson, type LinkedChildCard, type OpenRequest } from './link-queries';
export { chooseChild, type ChildAccess, type ChildChoice } from './child-access';
export { childExportFileName, exportChildData, type ChildDataExport, type ChildExportFormat } from './child-data';
export { renderChildSummaryHtml } from './child-summary-html';
export { getChildAccessLog, type AccessEntry, type ChildAccessLog } from './access-log';
export { getConsentRequest, type ConsentRequestView } from './consent-queries';
export { findConsentBasis, needsFamilyConsent, recordSchoolAuthorisation, type ConsentBasis, type SchoolAuthorisation } from './consent-basis';
export { listStudents, openClassStudents, openStudent, recordStudentsSeen, type OpenedClass, type OpenedStudent, type StudentPerson } from './student-access';
export { isConsentStopLink } from './consent-stop';
export { getChildPlaces, type ChildPlaces } from './child-places';
export { eraseChildById } from './erase-child';
export { assertNoHeldChildLeftAlone } from './held-child-parents';
export { changeChildCountry, type CountryChangeOutcome } from './change-child-country';
export { guardiansView } from './guardians-view';
