import { readFileSync } from 'node:fs';
import { actionResult, encodeReply } from '../../support/server-actions';
import path from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';

/*
 * Every server entry point of the production build, read from the build's own manifests, so a new server action or
 * route handler is fuzzed and checked against the role matrix without anyone remembering to add it
 * (tests/e2e/fuzz.spec.ts). The policy tables below must name every entry point the manifests list: a new one fails
 * the spec until someone says who may call it (and, for actions, gives an input that passes its schema).
 */

const NEXT_SERVER = path.resolve('.next/server');

/** The roles the matrix signs in as (the demo accounts); a school's admin (decision 061) is in no action's list. */
export type Role = 'admin' | 'parent' | 'tutor' | 'child' | 'school_admin';

// ── Server actions ───────────────────────────────────────────────────────────────────────────────────────────

export interface ServerAction {
  id: string;
  /** `<module>/<exportedName>`, e.g. `market/setStockPriceAction`: the key of ACTION_POLICY. */
  key: string;
  /** A page whose worker holds the action: the path the browser posts it to. */
  page: string;
  /** The action takes (previous state, form data), as useActionState calls it; otherwise one argument. */
  takesPreviousState: boolean;
}

interface ManifestEntry {
  workers: Record<string, unknown>;
  filename?: string;
  exportedName?: string;
}

/** Values for a page's dynamic segments when the only page holding an action is dynamic. */
const SEGMENT_VALUES: Record<string, string> = { id: '999999', slug: 'no-such-course', lesson: 'no-such-lesson', role: 'admin', rest: 'nothing' };

function pagePathOf(worker: string): string {
  const segments = worker
    .replace(/^app/, '')
    .replace(/\/page$/, '')
    .split('/')
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .map((segment) => {
      const name = /^\[+(?:\.\.\.)?([^\]]+)\]+$/.exec(segment)?.[1];
      return name ? (SEGMENT_VALUES[name] ?? 'x') : segment;
    });
  return `/${segments.join('/')}`;
}

export function readServerActions(): ServerAction[] {
  const manifest = JSON.parse(readFileSync(path.join(NEXT_SERVER, 'server-reference-manifest.json'), 'utf8')) as { node: Record<string, ManifestEntry> };
  return Object.entries(manifest.node).map(([id, entry]) => {
    const workers = Object.keys(entry.workers).filter((worker) => worker.endsWith('/page') && !/\/_(not-found|global-error)\//.test(`${worker}/`));
    // A static page if there is one (no segment to invent), the shortest first.
    const ordered = [...workers].sort((a, b) => Number(a.includes('[')) - Number(b.includes('[')) || a.length - b.length);
    const module = /src\/modules\/([^/]+)\//.exec(entry.filename ?? '')?.[1] ?? entry.filename ?? 'unknown';
    // Next encodes which arguments an action reads in the id's first byte (bit 6: the first, bit 5: the second).
    const firstByte = parseInt(id.slice(0, 2), 16);
    return { id, key: `${module}/${entry.exportedName ?? id}`, page: ordered[0] ? pagePathOf(ordered[0]) : '/', takesPreviousState: (firstByte & 0x20) !== 0 };
  });
}

/** A field of a sample form: text, or a file (`{ file: contents }`). */
export type FieldValue = string | { file: string };
export type Sample = { form: Record<string, FieldValue> } | { json: Record<string, unknown> };

export type ActionPolicy =
  /** Anyone may call it (its comment says why); `fields`: the form's field names, for the fuzz. */
  | { who: 'public'; fields: readonly string[] }
  /**
   * Only these roles (the admin holds every permission but the journal's, so is never listed; `adminRefused` marks
   * the journal's actions, which refuse the admin too: decision 025). `sample` passes the action's schema
   * and names nothing that exists, so the matrix reaches the permission check and a wrongly allowed call still
   * changes nothing.
   */
  | { who: 'signed-in' | readonly Role[]; sample: Sample; adminRefused?: true };

const ADMIN_ONLY = [] as const;
const NO_COURSE = '999999';
const NO_CLASS = '00000000-0000-4000-8000-00000000f022';
const NO_STOCK = 'ZZFUZZ';

/** Who may call each server action (src/server/permissions.ts), and an input that passes its schema. */
export const ACTION_POLICY: Record<string, ActionPolicy> = {
  // Signing in, registering and the e-mailed links are for people who are not signed in (yet).
  'accounts/signInAction': { who: 'public', fields: ['email', 'password', 'next'] },
  'accounts/registerAction': { who: 'public', fields: ['firstName', 'lastName', 'email', 'password', 'birthYear', 'parentEmail'] },
  'accounts/forgotPasswordAction': { who: 'public', fields: ['email'] },
  'accounts/resetPasswordAction': { who: 'public', fields: ['token', 'password'] },
  'accounts/resendVerificationAction': { who: 'public', fields: ['email'] },
  'accounts/verifyEmailAction': { who: 'public', fields: ['token'] },
  // Spec 4: a visitor's language, currency and mode live in cookies; signed in, the profile is updated too.
  'preferences/savePreferencesAction': { who: 'public', fields: ['locale', 'currency', 'mode'] },
  'preferences/switchVisitorPreferencesAction': { who: 'public', fields: ['locale', 'currency'] },

  'preferences/changePasswordAction': { who: 'signed-in', sample: { form: { currentPassword: 'not-my-password', newPassword: 'fuzz-new-password-123' } } },
  // One's own e-mail address (decision 037): asked with the password, confirmed by the link's token, signed in.
  'preferences/requestEmailChangeAction': { who: 'signed-in', sample: { form: { newEmail: 'fuzz-new-address@example.test', currentPassword: 'not-my-password' } } },
  'preferences/confirmEmailChangeAction': { who: 'signed-in', sample: { form: { token: 'no-such-link' } } },
  'profile/updateProfileAction': { who: 'signed-in', sample: { form: { firstName: 'Fuzz', lastName: 'Fuzz', avatarVariant: 'adventurer', avatarSeed: 'fuzz' } } },
  'simulator/placeOrderAction': {
    who: 'signed-in',
    sample: { form: { symbol: NO_STOCK, side: 'buy', type: 'market', shares: '1', limitPrice: '', idempotencyKey: 'fuzz-order-0001' } },
  },
  'simulator/cancelOrderAction': { who: 'signed-in', sample: { form: { orderId: 'no-such-order' } } },
  'simulator/setLeaderboardVisibilityAction': { who: ['parent'], sample: { form: { childId: 'no-such-child', visible: 'true' } } },
  'progress/saveLearningSettingsAction': { who: ['child'], sample: { form: { dailyGoalXp: '20', timeZone: 'UTC', readAloud: 'auto' } } },
  // A parent sets one of their children's daily goal on /children (audited; the families module checks the child).
  'progress/setChildDailyGoalAction': { who: ['parent'], sample: { form: { childId: 'no-such-child', dailyGoalXp: '20' } } },
  // A parent chooses whether lessons are read aloud to one of their children on /children (audited, decision 053).
  'progress/setChildReadAloudAction': { who: ['parent'], sample: { form: { childId: 'no-such-child', readAloud: 'on' } } },
  'courses/answerQuestionAction': { who: ['child'], sample: { json: { attemptId: NO_CLASS, lessonId: 999999, blockId: 'b1', answer: 'a', key: NO_CLASS } } },
  'courses/completeLessonAction': { who: ['child'], sample: { json: { attemptId: NO_CLASS, lessonId: 999999 } } },
  // A review answer (decision 052): the child's own card only; a question they have no card for is a 404.
  'courses/answerReviewAction': { who: ['child'], sample: { json: { lessonId: 999999, blockId: 'b1', answer: 'a', key: NO_CLASS } } },

  'classes/createClassAction': { who: ['tutor'], sample: { form: { name: 'Fuzz class' } } },
  'classes/renameClassAction': { who: ['tutor'], sample: { form: { classId: NO_CLASS, name: 'Fuzz class' } } },
  'classes/deleteClassAction': { who: ['tutor'], sample: { form: { classId: NO_CLASS } } },
  'classes/addStudentAction': { who: ['tutor'], sample: { form: { classId: NO_CLASS, code: 'ZZ9ZZ9' } } },
  'classes/removeStudentAction': { who: ['tutor'], sample: { form: { classId: NO_CLASS, childId: 'no-such-child' } } },
  // A family answers a tutor's request to add a child (decision 032): a linked parent, or the child alone at 13+.
  'classes/answerMembershipAction': { who: ['parent', 'child'], sample: { form: { classId: NO_CLASS, childId: 'no-such-child', answer: 'decline' } } },
  'classes/setClassLeaderboardAction': { who: ['tutor'], sample: { form: { classId: NO_CLASS, enabled: 'true' } } },
  // Assignments (decision 034): the class's tutor only; an unknown class or assignment is a 404 on the form.
  'classes/createAssignmentAction': { who: ['tutor'], sample: { form: { classId: NO_CLASS, target: 'lesson:999999', who: 'all', dueOn: '', note: '' } } },
  'classes/changeDueDateAction': { who: ['tutor'], sample: { form: { assignmentId: NO_CLASS, dueOn: '' } } },
  'classes/cancelAssignmentAction': { who: ['tutor'], sample: { form: { assignmentId: NO_CLASS } } },
  // Classroom sign-in cards (decision 066): the class's tutor and its school's admins print and revoke them; a child
  // signs in with one before any session, as with a password.
  'classes/printCardsAction': { who: ['tutor', 'school_admin'], sample: { form: { classId: NO_CLASS } } },
  'classes/revokeCardAction': { who: ['tutor', 'school_admin'], sample: { form: { classId: NO_CLASS, childId: 'no-such-child' } } },
  'classes/signInWithCardAction': { who: 'public', fields: ['cardPassword'] },
  // The picture password (decision 068): a class's sign-in code lists its children, a child's pictures sign them in.
  'classes/openClassForPicturesAction': { who: 'public', fields: ['classCode'] },
  'classes/signInWithPicturesAction': { who: 'public', fields: ['classCode', 'cardId', 'picturePassword'] },
  'classes/setClassTimeZoneAction': { who: ['tutor'], sample: { form: { classId: NO_CLASS, timeZone: 'Europe/Paris' } } },
  // Competitions (decision 065): a tutor's own classes only, a child of those classes; an unknown competition is a 404.
  // A parent runs family games for their own children (decision 074): the same actions, no classes, no teams. A school
  // admin runs class games for their school's classes, and writes to no team (no feedback of their own).
  'competitions/createCompetitionAction': {
    who: ['tutor', 'parent', 'school_admin'],
    sample: { form: { name: 'Fuzz game', [`class.${NO_CLASS}`]: 'on', startsOn: '2030-01-01', endsOn: '2030-01-31', timeZone: 'UTC', startingCash: '10000', currency: 'USD', stockScope: 'all', marketOrders: 'on', maxPositionPct: '100', leaderboard: 'public', teamSize: '2', teamFormation: 'class' } },
  },
  'competitions/updateCompetitionAction': {
    who: ['tutor', 'parent', 'school_admin'],
    sample: { form: { competitionId: NO_CLASS, name: 'Fuzz game', [`class.${NO_CLASS}`]: 'on', startsOn: '2030-01-01', endsOn: '2030-01-31', timeZone: 'UTC', startingCash: '10000', currency: 'USD', stockScope: 'all', marketOrders: 'on', maxPositionPct: '100', leaderboard: 'public' } },
  },
  'competitions/cancelCompetitionAction': { who: ['tutor', 'parent', 'school_admin'], sample: { form: { competitionId: NO_CLASS } } },
  'competitions/joinCompetitionAction': { who: ['child'], sample: { form: { competitionId: NO_CLASS } } },
  // Teams (decision 067): a child of the classes starts or joins one, the teacher places a child; before the start only.
  'competitions/createTeamAction': { who: ['child'], sample: { form: { competitionId: NO_CLASS, teamName: 'braveOtters' } } },
  'competitions/joinTeamAction': { who: ['child'], sample: { form: { competitionId: NO_CLASS, entryId: NO_CLASS } } },
  'competitions/leaveTeamAction': { who: ['child'], sample: { form: { competitionId: NO_CLASS } } },
  'competitions/placeInTeamAction': { who: ['tutor', 'parent', 'school_admin'], sample: { form: { competitionId: NO_CLASS, childId: 'no-such-child', entryId: 'new' } } },
  'competitions/messageTeamAction': { who: ['tutor', 'parent'], sample: { form: { competitionId: NO_CLASS, entryId: NO_CLASS, body: 'Fuzz', idempotencyKey: 'fuzz-team-message-0001' } } },
  'competitions/placeCompetitionOrderAction': { who: ['child'], sample: { form: { competitionId: NO_CLASS, symbol: NO_STOCK, side: 'buy', type: 'market', shares: '1', idempotencyKey: 'fuzz-competition-0001' } } },
  'competitions/cancelCompetitionOrderAction': { who: ['child'], sample: { form: { competitionId: NO_CLASS, orderId: NO_CLASS } } },
  // Feedback (decision 035): tutors write and keep templates, children reply and react; who writes to whom is the
  // domain's (an unknown child or thread is a 404); an admin removes a message.
  'feedback/sendFeedbackAction': { who: ['tutor'], sample: { form: { childId: 'no-such-child', body: 'Fuzz', about: '' } } },
  'feedback/replyFeedbackAction': { who: ['child'], sample: { form: { tutorId: 'no-such-tutor', body: 'Fuzz' } } },
  'feedback/reactFeedbackAction': { who: ['child'], sample: { form: { messageId: NO_CLASS, reaction: 'heart' } } },
  'feedback/markFeedbackReadAction': { who: ['tutor', 'child'], sample: { form: { tutorId: 'no-such-tutor', childId: 'no-such-child', upTo: '1' } } },
  'feedback/saveTemplateAction': { who: ['tutor'], sample: { form: { body: 'Fuzz template' } } },
  'feedback/deleteTemplateAction': { who: ['tutor'], sample: { form: { templateId: NO_CLASS } } },
  'feedback/removeFeedbackAction': { who: ADMIN_ONLY, sample: { form: { messageId: NO_CLASS } } },

  // Family links (decision 026): parents ask, withdraw and end; children answer and end.
  'families/requestLinkAction': { who: ['parent'], sample: { form: { code: 'ZZ9ZZ9' } } },
  'families/cancelRequestAction': { who: ['parent'], sample: { form: { eventId: NO_CLASS } } },
  'families/answerRequestAction': { who: ['child'], sample: { form: { eventId: NO_CLASS, answer: 'decline' } } },
  'families/endLinkAction': { who: 'signed-in', sample: { form: { personId: 'no-such-person' } } },
  // A parent who looks after a child's account decides other adults' requests; the child asks that parent to end
  // their link (decision 044). Unknown requests and links are 404s.
  'families/answerGuardianApprovalAction': { who: ['parent'], sample: { form: { eventId: NO_CLASS, answer: 'decline' } } },
  'families/askToEndLinkAction': { who: ['child'], sample: { form: { personId: 'no-such-person' } } },
  // A parent makes a child's account (decision 029). The sample passes the schema but its password is too common, so
  // a wrongly allowed call is refused after the permission check and writes nothing.
  'families/createChildAction': {
    who: ['parent'],
    sample: { form: { firstName: 'Fuzz', birthYear: String(new Date().getUTCFullYear() - 9), username: 'fuzz.child', email: '', password: 'password1234' } },
  },
  // A parent's consent to a young child's account (decision 030): by the child's id here (the token needs a real mail).
  'families/answerConsentAction': { who: ['parent'], sample: { form: { childId: 'no-such-child', answer: 'decline' } } },
  // A linked parent gives their own consent to an account the school authorised (decision 060), with their password:
  // a wrong one is a 400 under the field, another family's child a 404.
  'families/takeOverConsentAction': { who: ['parent'], sample: { form: { childId: 'no-such-child', confirmParent: 'on', password: 'not-my-password' } } },
  // A child's country (decision 060's amendment): a linked parent with their password (the admin holds `:any` and finds
  // no such child: 404); another family's child is a 404, a wrong password a 400 under the field.
  'families/changeChildCountryAction': { who: ['parent', 'admin'], sample: { form: { childId: 'no-such-child', country: 'IE', password: 'not-my-password' } } },
  // The child's own agreement to a parent's take-over (France below 15, decision 060): nothing waiting is a 404.
  'families/answerTakeOverAction': { who: ['child'], sample: { form: { answer: 'decline' } } },
  // A parent's simulator switch for a linked child (decision 031): another family's child is a 404.
  'families/setChildSimulatorAction': { who: ['parent'], sample: { form: { childId: 'no-such-child', enabled: 'false' } } },
  // Who a linked child may show journal entries to (decision 031): another family's child is a 404.
  // One's own plan (decision 040): parents and tutors (the admin holds the permission but has no plan: 404). The samples
  // pass the schemas; a refused role never reaches a plan.
  'billing/startPlanAction': { who: ['parent', 'tutor'], sample: { form: { period: 'month', provider: 'manual' } } },
  'billing/changePeriodAction': { who: ['parent', 'tutor'], sample: { form: { period: 'month' } } },
  'billing/cancelPlanAction': { who: ['parent', 'tutor'], sample: { form: {} } },
  'billing/resumePlanAction': { who: ['parent', 'tutor'], sample: { form: {} } },
  // The back office's prices and transfer invoices (decision 040); an invoice that does not exist is a 404.
  'billing-admin/savePlanPricesAction': { who: ADMIN_ONLY, sample: { form: { plan: 'family', trialDays: '14' } } },
  'billing-admin/markInvoicePaidAction': { who: ADMIN_ONLY, sample: { form: { invoiceId: NO_COURSE } } },
  'billing-admin/refundInvoiceAction': { who: ADMIN_ONLY, sample: { form: { invoiceId: NO_COURSE } } },
  // One's own notifications (decision 036): every role has some; another person's id is a 404.
  'notifications/openNotificationAction': { who: 'signed-in', sample: { form: { notificationId: '00000000-0000-4000-8000-00000000f036' } } },
  'notifications/markNotificationReadAction': { who: 'signed-in', sample: { form: { notificationId: '00000000-0000-4000-8000-00000000f036' } } },
  'notifications/markAllNotificationsReadAction': { who: 'signed-in', sample: { form: {} } },
  'notifications/saveEmailSettingsAction': { who: 'signed-in', sample: { form: { timeZone: 'UTC', quietStart: '', quietEnd: '' } } },
  // A child's own evening streak reminder (decision 036); other roles have no such setting (403).
  'notifications/saveStreakReminderAction': { who: ['child'], sample: { form: { on: 'false' } } },
  // An e-mail's unsubscribe link needs no sign-in: its signature is the permission (decision 036).
  'notifications/unsubscribeAction': { who: 'public', fields: ['u', 't', 's'] },
  // A consent mail's "I don't know this child" link needs no sign-in either: its signature is the permission (decision 030).
  'families/stopConsentMailAction': { who: 'public', fields: ['a', 's'] },
  // "Was this helpful?" on a help article: visitors read help too (decision 039); counted once per address a day.
  'help/voteHelpfulAction': { who: 'public', fields: ['articleId', 'slug', 'helpful'] },
  'families/setChildJournalTutorsAction': { who: ['parent'], sample: { form: { childId: 'no-such-child', allowed: 'true' } } },
  // A parent sets the password of a child whose account a parent made (decision 029); another family's child is a 404.
  'families/setChildPasswordAction': { who: ['parent'], sample: { form: { childId: 'no-such-child', password: 'fuzz-new-password-123' } } },
  // A child awaiting consent sends the request again; anyone else is told there is no such request (404).
  'families/resendConsentAction': { who: 'signed-in', sample: { form: { parentEmail: 'nobody@e2e.test' } } },
  // Deleting a linked child's account (decision 027): parents only (an admin holds the permission but has no child).
  'families/deleteChildAction': { who: ['parent'], sample: { form: { childId: 'no-such-child', confirmName: 'Nobody' } } },

  // The child's private journal: no other role, the admin included (decision 025).
  'journal/saveEntryAction': { who: ['child'], adminRefused: true, sample: { form: { entryId: NO_CLASS, title: 'Fuzz', body: 'Fuzz', mood: 'calm', entryDate: '2026-01-02' } } },
  'journal/deleteEntryAction': { who: ['child'], adminRefused: true, sample: { form: { entryId: NO_CLASS } } },
  'journal/shareEntryAction': { who: ['child'], adminRefused: true, sample: { form: { entryId: NO_CLASS } } },

  // The back office's schools (decision 061): the address is a demo account's (409) and the school does not exist (404),
  // so a call the matrix lets through changes nothing.
  'schools/createSchoolAction': {
    who: ADMIN_ONLY,
    sample: { form: { name: 'Fuzz school', country: 'FR', timeZone: 'Europe/Paris', adminEmail: 'child@academy.local', adminFirstName: 'Fuzz', adminLastName: 'Fuzz' } },
  },
  'schools/addTeacherAction': { who: ADMIN_ONLY, sample: { form: { schoolId: NO_CLASS, email: 'tutor@academy.local' } } },
  // A school admin's roster import (decision 064): a set that is not OneRoster is refused with its problems (nothing
  // kept), and no dry run has the id, so a call the matrix lets through changes nothing.
  'schools/previewRosterAction': { who: ['school_admin'], sample: { form: { files: { file: 'not,a,roster\n' } } } },
  'schools/applyRosterAction': { who: ['school_admin'], sample: { form: { importId: NO_CLASS, planHash: '0'.repeat(64) } } },
  // Signing in with the school's accounts (decision 069): the school admin's provider settings (the sample's domain is
  // not one, so nothing is saved), and anyone's start of a school sign-in (an address no school uses: a 404 answer).
  'schools/saveSchoolSignInAction': { who: ['school_admin'], sample: { form: { issuer: 'https://accounts.google.com', clientId: 'fuzz', clientSecret: 'fuzz', domains: 'not a domain!' } } },
  'schools/startSchoolSignInAction': { who: 'public', fields: ['email', 'providerId'] },
  // Removing one protocol's provider: the sample names no protocol, so nothing is removed.
  'schools/removeSchoolSignInAction': { who: ['school_admin'], sample: { form: { protocol: 'none' } } },
  // The school's classroom idle limit (decision 073): 7 minutes is not one of the choices, so nothing is saved.
  'schools/saveClassroomIdleAction': { who: ['school_admin'], sample: { form: { minutes: '7' } } },
  'market/setStockPriceAction': { who: ADMIN_ONLY, sample: { form: { symbol: NO_STOCK, currentPrice: '10', basePrice: '10' } } },
  'market/createStockAction': {
    who: ADMIN_ONLY,
    sample: { form: { symbol: NO_STOCK, name: 'Fuzz', sector: 'Other', description: '', volatility: '0.2', drift: '0.05', price: '10' } },
  },
  'market/updateStockAction': { who: ADMIN_ONLY, sample: { form: { symbol: NO_STOCK, name: 'Fuzz', sector: 'Other', description: '', volatility: '0.2', drift: '0.05' } } },
  'market/removeStockAction': { who: ADMIN_ONLY, sample: { form: { symbol: NO_STOCK } } },
  'market/stopReplayAction': { who: ADMIN_ONLY, sample: { form: { symbol: NO_STOCK } } },
  'market/setMarketPausedAction': { who: ADMIN_ONLY, sample: { form: { paused: 'true' } } },
  'market/startTradingDayAction': { who: ADMIN_ONLY, sample: { form: {} } },
  'market/updateSettingsAction': {
    who: ADMIN_ONLY,
    sample: { form: { startingCash: '10000', commission: '0', positionCapPct: '50', minSharePrice: '1', tickIntervalMs: '2000', replayTicksPerDay: '10' } },
  },
  'market/importPriceHistoryAction': { who: ADMIN_ONLY, sample: { form: { symbol: NO_STOCK, file: { file: 'date,close\n2024-01-02,10\n' } } } },
  // The children's helpline per language, named by the journal's kind help (decision 025).
  'helplines/saveHelplineAction': { who: ADMIN_ONLY, sample: { form: { locale: 'fr', name: 'Allo Enfance', phone: '119', url: '' } } },
  'currency/setExchangeRateAction': { who: ADMIN_ONLY, sample: { form: { currency: 'EUR', ratePerUsd: '0.9', asOf: '2024-01-02' } } },
  'theme/setThemeColorAction': { who: ADMIN_ONLY, sample: { form: { key: 'link-text', value: '#123456' } } },
  'theme/resetThemeAction': { who: ADMIN_ONLY, sample: { form: {} } },
  'user-management/blockUserAction': { who: ADMIN_ONLY, sample: { form: { userId: 'no-such-user' } } },
  'user-management/unblockUserAction': { who: ADMIN_ONLY, sample: { form: { userId: 'no-such-user' } } },
  'user-management/changeRoleAction': { who: ADMIN_ONLY, sample: { form: { userId: 'no-such-user', role: 'child' } } },
  'user-management/markVerifiedAction': { who: ADMIN_ONLY, sample: { form: { userId: 'no-such-user' } } },
  'user-management/resendVerificationForUserAction': { who: ADMIN_ONLY, sample: { form: { userId: 'no-such-user' } } },
  'user-management/sendResetForUserAction': { who: ADMIN_ONLY, sample: { form: { userId: 'no-such-user' } } },
  'user-management/deleteUserAction': { who: ADMIN_ONLY, sample: { form: { userId: 'no-such-user' } } },
  'user-management/changeCountryAction': { who: ADMIN_ONLY, sample: { form: { userId: 'no-such-user', country: 'IE' } } },
  'content-admin/createCourseAction': {
    who: ADMIN_ONLY,
    sample: { form: { title: 'Fuzz', slug: 'fuzz-course', summary: '', description: '', subject: 'saving', ageBand: '7-9', thumbnailPath: '' } },
  },
  'content-admin/updateCourseAction': {
    who: ADMIN_ONLY,
    sample: { form: { courseId: NO_COURSE, title: 'Fuzz', slug: 'fuzz-course', summary: '', description: '', subject: 'saving', ageBand: '7-9', thumbnailPath: '' } },
  },
  'content-admin/moveCourseAction': { who: ADMIN_ONLY, sample: { form: { courseId: NO_COURSE, direction: 'up' } } },
  // The help centre's editor (decision 039): the content editors' permission; an article or category not there is a 404.
  'help-admin/saveHelpArticleAction': {
    who: ADMIN_ONLY,
    sample: { form: { articleId: NO_COURSE, title: 'Fuzz', slug: 'fuzz-article', locale: 'en', categoryId: NO_COURSE, body: 'Fuzz.', 'audience.visitor': 'on' } },
  },
  'help-admin/deleteHelpArticleAction': { who: ADMIN_ONLY, sample: { form: { articleId: NO_COURSE } } },
  'help-admin/moveHelpCategoryAction': { who: ADMIN_ONLY, sample: { form: { categoryId: NO_COURSE, direction: 'up' } } },
  'help-admin/saveHelpCategoryAction': { who: ADMIN_ONLY, sample: { form: { categoryId: NO_COURSE, slug: 'fuzz', 'name.en': 'Fuzz' } } },
  'content-admin/publishCourseAction': { who: ADMIN_ONLY, sample: { form: { courseId: NO_COURSE } } },
  'content-admin/unpublishCourseAction': { who: ADMIN_ONLY, sample: { form: { courseId: NO_COURSE } } },
  'content-admin/saveFeaturedLessonsAction': { who: ADMIN_ONLY, sample: { form: { lessonIds: NO_COURSE } } },
  'content-admin/createBadgeAction': {
    who: ADMIN_ONLY,
    sample: { form: { name: 'Fuzz', description: 'Fuzz', iconKind: 'emoji', iconEmoji: '⭐', iconPath: '', ruleKind: 'xp', ruleThreshold: '1', ruleCourseId: '', xpBonus: '0' } },
  },
  'content-admin/updateBadgeAction': {
    who: ADMIN_ONLY,
    sample: { form: { badgeId: NO_COURSE, name: 'Fuzz', description: 'Fuzz', iconKind: 'emoji', iconEmoji: '⭐', iconPath: '', ruleKind: 'xp', ruleThreshold: '1', ruleCourseId: '', xpBonus: '0' } },
  },
  'content-admin/retireBadgeAction': { who: ADMIN_ONLY, sample: { form: { badgeId: NO_COURSE } } },
  'content-admin/reactivateBadgeAction': { who: ADMIN_ONLY, sample: { form: { badgeId: NO_COURSE } } },
  'lesson-admin/createLessonAction': { who: ADMIN_ONLY, sample: { form: { courseId: NO_COURSE, title: 'Fuzz', slug: 'fuzz-lesson' } } },
  'lesson-admin/saveLessonAction': { who: ADMIN_ONLY, sample: { form: { lesson: '{}', intent: 'save' } } },
  // A lesson's or a course's words in French or Arabic, beside the English (decision 051); an unknown one is a 404.
  'lesson-admin/saveLessonTranslationAction': { who: ADMIN_ONLY, sample: { form: { translation: '{}' } } },
  'content-admin/saveCourseTranslationAction': {
    who: ADMIN_ONLY,
    sample: { form: { courseId: NO_COURSE, locale: 'fr', title: 'Fuzz', summary: '', description: '', expectedSourceFingerprint: '0000000000000000', expectedUpdatedAt: '' } },
  },
  // A badge's name and description in French or Arabic, beside the English (decision 054); an unknown badge is a 404.
  'content-admin/saveBadgeTranslationAction': {
    who: ADMIN_ONLY,
    sample: { form: { badgeId: NO_COURSE, locale: 'fr', name: 'Fuzz', description: 'Fuzz', expectedSourceFingerprint: '0000000000000000', expectedUpdatedAt: '' } },
  },
  'lesson-admin/unpublishLessonAction': { who: ADMIN_ONLY, sample: { form: { lessonId: NO_COURSE } } },
  'lesson-admin/importLessonsAction': { who: ADMIN_ONLY, sample: { form: { file: { file: 'title\nFuzz\n' } } } },
  'lesson-admin/bulkPublishAction': { who: ADMIN_ONLY, sample: { form: { ids: NO_COURSE, published: 'on' } } },
  'lesson-admin/updateLessonRowAction': {
    who: ADMIN_ONLY,
    sample: { form: { lessonId: NO_COURSE, title: 'Fuzz', courseId: NO_COURSE, position: '0', xpReward: '10', estimatedMinutes: '5', published: 'on' } },
  },
};

/**
 * Actions that take no input at all (their schema is `z.object({})`): every form is valid, so the fuzz never sends
 * them a form as the admin (it would start a trading day, reset the theme, or mark the admin's notifications read);
 * non-form bodies still reach them.
 */
export const NO_INPUT_ACTIONS = new Set(['market/startTradingDayAction', 'theme/resetThemeAction', 'notifications/markAllNotificationsReadAction']);

export function mayCall(policy: ActionPolicy, who: Role | 'anonymous'): boolean {
  if (policy.who === 'public') return true;
  if (who === 'admin') return !('adminRefused' in policy && policy.adminRefused);
  if (who === 'anonymous') return false;
  return policy.who === 'signed-in' || policy.who.includes(who);
}


export function toFormData(fields: Record<string, FieldValue | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, 'fuzz.bin');
    else if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.file], { type: 'text/csv' }), 'fuzz.csv');
  }
  return form;
}

/** A request body as sent: raw text with its content type, or the encoded arguments. */
export type ActionBody = { raw: string | Buffer; contentType: string } | { args: unknown[] };

export interface ActionAnswer {
  status: number;
  /** Where a redirect goes (x-action-redirect for fetch actions, else Location). */
  redirect?: string;
  /** The action's return value, when the answer is an RSC payload with one. */
  result?: unknown;
  text: string;
}

/** Posts to a server action as the Next client does (Next-Action header, same-origin), with any body. */
export async function callAction(request: APIRequestContext, baseURL: string, action: ServerAction, body: ActionBody, extraHeaders: Record<string, string> = {}): Promise<ActionAnswer> {
  const headers: Record<string, string> = { 'Next-Action': action.id, Origin: baseURL, Accept: 'text/x-component', ...extraHeaders };
  let response: APIResponse;
  if ('raw' in body) {
    response = await request.post(action.page, { headers: { ...headers, 'Content-Type': body.contentType }, data: body.raw, maxRedirects: 0, failOnStatusCode: false });
  } else {
    const encoded = await encodeReply(body.args);
    response =
      typeof encoded === 'string'
        ? await request.post(action.page, { headers: { ...headers, 'Content-Type': 'text/plain;charset=UTF-8' }, data: encoded, maxRedirects: 0, failOnStatusCode: false })
        : await request.post(action.page, { headers, multipart: encoded, maxRedirects: 0, failOnStatusCode: false });
  }
  const payload = await response.body();
  const redirect = response.headers()['x-action-redirect'] ?? response.headers().location;
  return { status: response.status(), redirect: redirect?.replace(/^https?:\/\/[^/]+/, ''), result: actionResult(payload), text: payload.toString('utf8') };
}

/** The arguments a form action receives from the browser: (previous state, form) or (form). */
export function formArgs(action: ServerAction, form: FormData | unknown): unknown[] {
  return action.takesPreviousState ? [{ status: 'idle' }, form] : [form];
}

// ── Route handlers ───────────────────────────────────────────────────────────────────────────────────────────

export interface RouteHandler {
  /** The app path with its dynamic segments, e.g. /api/files/uploads/[id]. */
  pattern: string;
  /** A concrete path to call (dynamic segments filled in with something that does not exist). */
  path: string;
}

/** Values for the route handlers' dynamic segments: a real avatar style, a file and an upload that do not exist. */
const ROUTE_SEGMENT_VALUES: Record<string, string> = { variant: 'adventurer', path: 'fuzz/no-such-file.png', id: '00000000-0000-4000-8000-00000000f022' };

export function readRouteHandlers(): RouteHandler[] {
  const manifest = JSON.parse(readFileSync(path.join(NEXT_SERVER, 'app-paths-manifest.json'), 'utf8')) as Record<string, string>;
  return Object.keys(manifest)
    .filter((key) => key.endsWith('/route'))
    .map((key) => {
      const pattern = key.replace(/\/route$/, '') || '/';
      const filled = pattern
        .split('/')
        .filter((segment) => !/^\(.*\)$/.test(segment))
        .map((segment) => {
          const name = /^\[+(?:\.\.\.)?([^\]]+)\]+$/.exec(segment)?.[1];
          return name ? (ROUTE_SEGMENT_VALUES[name] ?? 'x') : segment;
        })
        .join('/');
      return { pattern, path: filled };
    });
}

export type RoutePolicy =
  /** Anyone may call it (its comment says why). */
  | { who: 'public' }
  /** Signed-in callers only; `admin`: holders of an admin permission. */
  | { who: 'signed-in' | 'admin' }
  /** Signed-in callers in these roles only; the other roles get 403. */
  | { who: 'roles'; roles: Role[] };

export const ROUTE_POLICY: Record<string, RoutePolicy> = {
  // The app's icons (Next metadata routes): static files.
  '/favicon.ico': { who: 'public' },
  '/icon.svg': { who: 'public' },
  '/apple-icon.png': { who: 'public' },
  // What search engines and browsers read about the public site (decision 048): the same for everyone.
  '/robots.txt': { who: 'public' },
  '/sitemap.xml': { who: 'public' },
  '/manifest.webmanifest': { who: 'public' },
  // Spec 7: DiceBear avatars drawn on our server; an avatar holds no data.
  '/api/avatar/7.x/[variant]/svg': { who: 'public' },
  // Public reads of stored files (thumbnails on the public catalogue).
  '/files/[...path]': { who: 'public' },
  // Signing out works signed out too (the same redirect to /login).
  '/logout': { who: 'public' },
  // A school's provider sends the browser back here (decision 069): better-auth's SSO plugin checks the state it
  // signed before anything else, so a call without one is redirected with an error.
  '/api/auth/sso/callback/[providerId]': { who: 'public' },
  // A school's SAML identity provider posts its signed answer here, from its own origin (decision 069): the plugin
  // checks the signature, the request it answers and replays before anything else; a bare call is refused.
  '/api/auth/sso/saml2/sp/acs/[providerId]': { who: 'public' },
  // Our service provider's SAML metadata, which a school admin gives their identity provider: public by nature.
  '/api/auth/sso/saml2/sp/metadata': { who: 'public' },
  // Where the session flow sends an ended session: clears cookies, redirects to the page that explains.
  '/auth/end': { who: 'public' },
  // Spec 7 e-mail endpoints: any signed-in user for the welcome mail; the mail module checks the admin alert's role.
  '/api/send-welcome-email': { who: 'signed-in' },
  '/api/email-adminlogin': { who: 'admin' },
  '/api/market/history': { who: 'signed-in' },
  '/admin/audit/export': { who: 'admin' },
  // One table of the analytics page as CSV (decision 038).
  '/admin/analytics/export': { who: 'admin' },
  '/admin/growth/export': { who: 'admin' },
  '/admin/lessoneditor/lessontableeditor/export': { who: 'admin' },
  '/api/files': { who: 'admin' },
  '/api/files/[...path]': { who: 'admin' },
  '/api/files/uploads': { who: 'admin' },
  '/api/files/uploads/[id]': { who: 'admin' },
  // A parent's report on one of their children (decision 028); the admin holds the parent's permissions.
  '/reports/pdf': { who: 'roles', roles: ['parent', 'admin'] },
  // A parent's export of a linked child's data, as a JSON download or a printable page (decision 027): POST only
  // (every export is audited); the admin holds the permission but has no child, so gets a 404.
  '/children/[childId]/export': { who: 'roles', roles: ['parent', 'admin'] },
  '/children/[childId]/summary': { who: 'roles', roles: ['parent', 'admin'] },
  // An assignment's results as CSV (decision 034): its class's tutor; the admin holds the permission but runs no class (404).
  '/classes/[id]/assignments/[assignmentId]/export': { who: 'roles', roles: ['tutor', 'admin'] },
  // A class's progress grid as CSV (decision 034): the tutor's own classes; the admin runs none (404).
  '/progress/export': { who: 'roles', roles: ['tutor', 'admin'] },
  // An invoice as PDF (decision 040): its payer or an admin; anyone else's is a 404, like no invoice.
  '/settings/billing/invoices/[number]/pdf': { who: 'signed-in' },
  // A finished competition's certificate as PDF (decision 065): the child, their parents and the game's teacher;
  // anyone else's a 404, like no game.
  '/competitions/[id]/certificates/pdf': { who: 'signed-in' },
  // A team's certificate as PDF (decision 067): its players, their parents and the game's teacher; anyone else's a 404.
  '/competitions/[id]/certificates/teams/pdf': { who: 'signed-in' },
  // A finished competition's class summary as CSV (decision 065): its teacher, or the parent who ran a family game
  // (decision 074); the admin runs none (404).
  '/competitions/[id]/summary': { who: 'roles', roles: ['tutor', 'parent', 'school_admin', 'admin'] },
  // Stripe's webhooks: no session, the signature is the permission (decision 040).
  '/api/billing/stripe/webhook': { who: 'public' },
  // The finance dashboard's lists as CSV (decision 040).
  '/admin/finance/export': { who: 'admin' },
  // RFC 8058 one-click unsubscribe from a notification e-mail: no session, the signed link is the permission (decision 036).
  '/api/unsubscribe': { who: 'public' },
};

/**
 * A body that passes a route's input check, where the role decision comes after it (the mail module decides who may
 * send the admin alert): without it a non-admin would get a 400 and the matrix would not reach the permission check.
 */
export const ROUTE_SAMPLE_BODIES: Record<string, unknown> = {
  '/api/email-adminlogin': { to: 'alerts@e2e.test', loginEmail: 'child@academy.local', loginTime: '2024-01-02T03:04:05.000Z' },
};

/** Route handlers that end the caller's session: fuzzed and checked signed out only (signed in, they would sign the fuzzing user out). */
export const SESSION_ENDING_ROUTES = new Set(['/logout', '/auth/end']);

/** The methods a route handler exports, as Next answers OPTIONS (the Allow header), without OPTIONS and HEAD. */
export async function methodsOf(request: APIRequestContext, route: RouteHandler): Promise<string[]> {
  const response = await request.fetch(route.path, { method: 'OPTIONS', maxRedirects: 0, failOnStatusCode: false });
  // Metadata routes (icons) answer 405 with one Allow header per method, which Playwright joins with newlines.
  const allow = response.headersArray().filter((header) => header.name.toLowerCase() === 'allow').map((header) => header.value).join(',');
  return [...new Set(allow.split(/[\s,]+/).filter((method) => method && method !== 'OPTIONS' && method !== 'HEAD'))];
}
