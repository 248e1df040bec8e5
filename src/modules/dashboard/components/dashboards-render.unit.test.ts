import { type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '@/i18n/locales';
import { inIntlProvider, renderIntl, serverIntl } from '../../../../tests/support/render-intl';
import type { ChildDashboardData, MemberDashboardData, ParentDashboardData, TutorDashboardData } from '../queries';


// The server components read next-intl/server; here it answers from the same messages, collecting any missing key.
const intl = await renderIntl();
vi.mock('next-intl/server', () => serverIntl(intl));
// The parent's leaderboard switch posts to a server action; rendering never calls it.
vi.mock('@/modules/simulator/actions', () => ({ setLeaderboardVisibilityAction: vi.fn() }));
vi.mock('@/modules/families/actions', () => ({ answerRequestAction: vi.fn(), endLinkAction: vi.fn(), resendConsentAction: vi.fn(), answerTakeOverAction: vi.fn() }));
vi.mock('@/modules/feedback/actions', () => ({ reactFeedbackAction: vi.fn(), replyFeedbackAction: vi.fn(), markFeedbackReadAction: vi.fn() }));

const { ChildDashboard } = await import('./child-dashboard');
const { ParentDashboard } = await import('./parent-dashboard');
const { TutorDashboard } = await import('./tutor-dashboard');

const MEMBER: MemberDashboardData = {
  displayName: 'Maya',
  account: { xp: 180, createdAt: new Date('2026-01-05T10:00:00Z'), lastLogin: null, emailVerified: false },
  showSimulator: true,
};
const LESSON = { slug: 'lesson-2', title: 'Saving up', courseSlug: 'coins', courseTitle: 'Coins', xpReward: 20, estimatedMinutes: 5 };
const CHILD: ChildDashboardData = {
  ...MEMBER,
  refCode: 'K7Q2ZP',
  level: { level: 2, xp: 180, levelStart: 100, nextLevelAt: 300, progress: 0.4 },
  nextLesson: { lesson: LESSON, continuing: true },
  reviews: { due: 3, nextDue: null, timeZone: 'UTC' },
  streak: { current: 3, longest: 5, shields: 1, countsToday: true, missedDays: 0 },
  dailyGoal: { goalXp: 20, todayXp: 30, met: true },
  latestBadges: [{ id: 1, slug: 'first-lesson', name: 'First steps', iconEmoji: '⭐', iconPath: null, awardedAt: new Date('2026-01-07T09:00:00Z') }],
  featured: [{ ...LESSON, slug: 'budgets', title: 'Budgets' }],
  classes: [{ childId: 'c1', classId: 'k1', className: 'Maths 4B', tutorName: 'Tara T.', status: 'approved', mayAnswer: false }],
  family: {
    adults: [{ id: 'p1', name: 'Priya Parent', avatarSeed: 'p', avatarVariant: 'adventurer', consenting: false }],
    requests: [{ eventId: 'e1', person: { id: 'p2', name: 'Omar Uncle', avatarSeed: 'o', avatarVariant: 'adventurer' }, createdAt: new Date('2026-01-07T09:00:00Z'), awaitingGuardian: false }],
    events: [{ id: 'e2', kind: 'ended', person: { id: 'p3', name: 'Sam Aunt', avatarSeed: 's', avatarVariant: 'adventurer' }, at: new Date('2026-01-06T09:00:00Z') }],
    consentWait: null,
    // A parent's consent to the school's account, waiting for the child's own yes (France below 15, decision 060).
    takeOverAgreement: { parent: { id: 'p1', name: 'Priya Parent', avatarSeed: 'p', avatarVariant: 'adventurer' }, askedAt: new Date('2026-01-07T09:00:00Z') },
  },
  assignments: [
    {
      id: 'a1',
      classId: 'k1',
      className: 'Maths 4B',
      target: { kind: 'lesson', title: 'Needs and wants', courseTitle: 'Coins', href: '/courses/coins/needs' },
      note: 'Try the quiz twice.',
      dueOn: '2026-01-06',
      dueAt: new Date('2026-01-07T00:00:00Z'),
      timeZone: 'UTC',
      createdAt: new Date('2026-01-01T09:00:00Z'),
      cancelled: false,
      status: 'overdue',
      completedAt: null,
      correct: null,
      total: null,
    },
    {
      id: 'a2',
      classId: 'k1',
      className: 'Maths 4B',
      target: { kind: 'course', title: 'Coins', courseTitle: 'Coins', href: '/courses/coins' },
      note: null,
      dueOn: null,
      dueAt: null,
      timeZone: 'UTC',
      createdAt: new Date('2026-01-01T09:00:00Z'),
      cancelled: false,
      status: 'done',
      completedAt: new Date('2026-01-05T09:00:00Z'),
      correct: 4,
      total: 5,
    },
  ],
  feedback: [
    {
      tutor: { id: 't1', name: 'Tara T.', avatarSeed: 't', avatarVariant: 'adventurer' },
      child: { id: 'c0', name: 'Maya Khan', avatarSeed: 'm', avatarVariant: 'adventurer' },
      messages: [
        { id: 'm1', seq: 1, author: 'tutor', body: 'Great progress on saving! See www.example.test', createdAt: new Date('2026-01-06T09:00:00Z'), reaction: 'heart', about: { kind: 'lesson', title: 'Saving up' }, unread: true },
        { id: 'm2', seq: 2, author: 'child', body: 'Thank you!', createdAt: new Date('2026-01-06T10:00:00Z'), reaction: null, about: null, unread: false },
        { id: 'm3', seq: 3, author: 'tutor', body: null, createdAt: new Date('2026-01-06T11:00:00Z'), reaction: null, about: null, unread: false },
      ],
      unread: 1,
      mayWrite: true,
    },
  ],
};
const PARENT: ParentDashboardData = {
  ...MEMBER,
  displayName: 'Pat',
  waitingAnswers: 0,
  places: { plan: 'family', max: 6, inUse: 2, full: false },
  children: [
    { id: 'c1', name: 'Adam Parent', xp: 1250, lastLogin: null, leaderboardVisible: false, classes: [] },
    {
      id: 'c2',
      name: 'Zoe Parent',
      xp: 40,
      lastLogin: new Date('2026-01-07T09:00:00Z'),
      leaderboardVisible: true,
      classes: [
        { childId: 'c2', classId: 'k1', className: 'Art club', tutorName: 'Theo T.', status: 'approved', mayAnswer: false },
        { childId: 'c2', classId: 'k2', className: 'Maths 4B', tutorName: 'Tara T.', status: 'approved', mayAnswer: false },
      ],
    },
  ],
};
const TUTOR: TutorDashboardData = {
  ...MEMBER,
  displayName: 'Tara',
  account: { ...MEMBER.account, emailVerified: true },
  classes: [
    { id: 'k1', name: 'Art club', students: 0 },
    { id: 'k2', name: 'Maths 4B', students: 2 },
  ],
  unreadFeedback: 3,
  attention: { pendingRequests: 2, pendingClassId: null, dueSoon: 1, dueSoonClassId: 'k2', overdue: 0, inactiveStudents: 4 },
};

/** Renders a server component's tree (nested async components included) to HTML. */
async function render(locale: Locale, element: ReactElement): Promise<string> {
  const tree = inIntlProvider(intl, element, locale);
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('the member dashboards render in every language', () => {
  beforeEach(() => {
    intl.errors = [];
  });

  for (const locale of LOCALES) {
    it(`${locale}: the child’s, the parent’s and the tutor’s, with no missing message`, async () => {
      intl.locale = locale;
      const html = [
        await render(locale, await ChildDashboard({ dashboard: CHILD })),
        await render(locale, await ChildDashboard({ dashboard: { ...CHILD, nextLesson: null, latestBadges: [], featured: [], classes: [], refCode: null, family: { adults: [], requests: [], events: [], consentWait: null, takeOverAgreement: null } } })),
        // Nothing to review today, the next on a later day (decision 052).
        await render(locale, await ChildDashboard({ dashboard: { ...CHILD, reviews: { due: 0, nextDue: new Date('2026-03-05T10:00:00Z'), timeZone: 'Asia/Tokyo' } } })),
        await render(locale, await ChildDashboard({ dashboard: { ...CHILD, classes: [], family: { adults: [], requests: [], events: [], consentWait: { parentEmail: 'p•••@example.test', sentAt: new Date('2026-01-07T09:00:00Z'), expiresAt: new Date('2026-01-14T09:00:00Z'), mailed: true }, takeOverAgreement: null } } })),
        // The request kept but not mailed (the address's daily limit, or it asked to stop; decision 030).
        await render(locale, await ChildDashboard({ dashboard: { ...CHILD, classes: [], family: { adults: [], requests: [], events: [], consentWait: { parentEmail: 'p•••@example.test', sentAt: new Date('2026-01-07T09:00:00Z'), expiresAt: new Date('2026-01-14T09:00:00Z'), mailed: false }, takeOverAgreement: null } } })),
        await render(locale, await ParentDashboard({ dashboard: PARENT })),
        await render(locale, await ParentDashboard({ dashboard: { ...PARENT, children: [] } })),
        await render(locale, await ParentDashboard({ dashboard: { ...PARENT, places: { plan: 'free', max: 1, inUse: 1, full: true } } })),
        await render(locale, await ParentDashboard({ dashboard: { ...PARENT, children: [], places: { plan: 'family', max: 6, inUse: 6, full: true } } })),
        await render(locale, await TutorDashboard({ dashboard: TUTOR })),
        await render(locale, await TutorDashboard({ dashboard: { ...TUTOR, classes: [] } })),
        await render(locale, await TutorDashboard({ dashboard: { ...TUTOR, unreadFeedback: 0, attention: { pendingRequests: 0, pendingClassId: null, dueSoon: 0, dueSoonClassId: null, overdue: 0, inactiveStudents: 0 } } })),
      ].join('\n');
      expect(intl.errors).toEqual([]);
      expect(html).toContain('K7Q2ZP');
      expect(html).toContain('href="/classes/k2"');
      // A parent's take-over asks the child's own yes in the child's language (decision 060).
      const asked = (intl.messages[locale].families as { child: { takeOver: Record<string, string> } }).child.takeOver;
      expect(html).toContain('data-take-over-agreement');
      expect(html).toContain(asked.asks!.replace('{name}', 'Priya Parent'));
      expect(html).toContain(asked.agree!.replace(/'/g, '&#x27;'));
    });
  }

  // A child held after a change of country sees their linked adults, whose consent the account waits for, without the
  // ways to end a link the hold withholds (decision 060's amendment).
  for (const locale of LOCALES) {
    it(`${locale}: a held child's linked adults, told that one of them gives the consent, with no link to end`, async () => {
      intl.locale = locale;
      const adults = [
        { id: 'p1', name: 'Priya Parent', avatarSeed: 'p', avatarVariant: 'adventurer', consenting: false },
        { id: 'p2', name: 'Omar Uncle', avatarSeed: 'o', avatarVariant: 'adventurer', consenting: true },
      ];
      const raw = await render(locale, await ChildDashboard({ dashboard: { ...CHILD, refCode: null, family: { adults, requests: [], events: [], consentWait: null, takeOverAgreement: null, held: true } } }));
      const html = text(raw);
      expect(intl.errors).toEqual([]);
      const words = (intl.messages[locale].families as { child: { adults: Record<string, string> } }).child.adults;
      expect(html).toContain(words.sees!.replace('{name}', 'Priya Parent'));
      expect(html).toContain(words.guardian!.replace('{name}', 'Omar Uncle'));
      expect(html).toContain(words.heldWaits);
      expect(html).not.toContain(words.none);
      // The buttons' names are in their aria-label, so looked for in the markup itself.
      expect(raw).not.toContain(words.endNamed!.replace('{name}', 'Priya Parent'));
      expect(raw).not.toContain(words.askEndNamed!.replace('{name}', 'Omar Uncle'));
    });
  }

  it('the parent’s: at the plan’s limit, the limit and the way to the Family plan instead of “add a child”', async () => {
    intl.locale = 'en';
    const free = await render('en', await ParentDashboard({ dashboard: { ...PARENT, children: [], places: { plan: 'free', max: 1, inUse: 1, full: true } } }));
    expect(text(free)).toContain('Your Free plan includes 1 child. Upgrade to add more.');
    expect(free).toContain('href="/settings/billing"');
    expect(free).not.toContain('href="/children"');
    const room = await render('en', await ParentDashboard({ dashboard: { ...PARENT, children: [], places: { plan: 'free', max: 1, inUse: 0, full: false } } }));
    expect(room).toContain('href="/children"');
    expect(room).not.toContain('data-child-places-full');
    expect(intl.errors).toEqual([]);
  });

  it('the tutor’s: what waits for them as counts that lead where it is dealt with, and a sentence when nothing does', async () => {
    intl.locale = 'en';
    const html = await render('en', await TutorDashboard({ dashboard: TUTOR }));
    const links = [...html.matchAll(/<a [^>]*data-attention="([^"]+)"[^>]*href="([^"]+)"/g)].map((match) => [match[1], match[2]!.replace(/&amp;/g, '&')]);
    expect(links).toEqual([
      ['pending', '/classes'],
      ['dueSoon', '/classes/k2'],
      ['unread', '/feedback'],
      ['inactive', '/students?sort=inactive'],
    ]);
    expect(text(html)).toContain('2 children wait for their families to answer class requests');
    expect(text(html)).toContain('4 students have not signed in for 7 days or more');
    // What a teacher does not need on this page: the account's own dates.
    expect(text(html)).not.toContain('Member since');
    const calm = await render('en', await TutorDashboard({ dashboard: { ...TUTOR, unreadFeedback: 0, attention: { pendingRequests: 0, pendingClassId: null, dueSoon: 0, dueSoonClassId: null, overdue: 0, inactiveStudents: 0 } } }));
    expect(calm).toContain('data-attention-empty');
    expect(calm).not.toContain('data-attention=');
    expect(intl.errors).toEqual([]);
  });

  it('shows the child their greeting, level, lesson to continue, badges, classes and family code', async () => {
    intl.locale = 'en';
    const html = await render('en', await ChildDashboard({ dashboard: CHILD }));
    const page = text(html);
    expect(page).toContain('Hi, Maya!');
    expect(page).toContain('Explorer');
    expect(page).toContain('Send a new link');
    expect(page).toContain('Saving up');
    expect(page).toContain('Budgets');
    expect(page).toContain('First steps');
    expect(page).toContain('Maths 4B with Tara T.');
    expect(page).toContain('K7Q2ZP');
    // The tutors' assignments: the overdue one with its note and a way in, the finished one without.
    expect(page).toContain('Needs and wants Overdue');
    expect(page).toContain('Try the quiz twice.');
    expect(page).toContain('Whole course: Coins Done');
    // The tutor's feedback, as plain text (an address is never made a link), the removed one said so, and a reply form.
    expect(page).toContain('Great progress on saving! See www.example.test');
    expect(html).not.toMatch(/href="[^"]*example\.test/);
    expect(page).toContain('An administrator removed this message.');
    expect(page).toContain('Reply to Tara T.');
    expect(page).toContain('180');
    expect(page).toContain('Stock market simulator');
    // Who can see the child, said plainly, and who asks (decision 026).
    expect(page).toContain('Priya Parent can see your progress and reports.');
    expect(page).toContain('Omar Uncle wants to link to your account');
    expect(page).toContain('Sam Aunt ended the link with you.');
    // The daily review: how many wait today, and the way in (decision 052).
    expect(page).toContain('Daily review 3 questions to review today');
    expect(html).toMatch(/<a [^>]*href="\/review"[^>]*>Start my review<\/a>/);
    expect(intl.errors).toEqual([]);
  });

  it("the child's review card: the day the next review comes in the child's own time zone, or nothing before any", async () => {
    intl.locale = 'en';
    // 22:00 UTC on 5 March is already 6 March in Tokyo; a child who never finished a question sees no card.
    const later = text(await render('en', await ChildDashboard({ dashboard: { ...CHILD, reviews: { due: 0, nextDue: new Date('2026-03-05T22:00:00Z'), timeZone: 'Asia/Tokyo' } } })));
    expect(later).toContain('All caught up! Your next review is on Friday, March 6.');
    const none = await render('en', await ChildDashboard({ dashboard: { ...CHILD, reviews: { due: 0, nextDue: null, timeZone: 'UTC' } } }));
    expect(none).not.toContain('Daily review');
    expect(intl.errors).toEqual([]);
  });

  it("the child's headings never skip a level, and the family code is named by its visible title", async () => {
    intl.locale = 'en';
    const html = await render('en', await ChildDashboard({ dashboard: CHILD }));
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels[0]).toBe(1);
    for (const [index, level] of levels.entries()) if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    // A paragraph may not carry a name (ARIA), so the code is a group labelled by the card's title.
    expect(html).not.toMatch(/<p[^>]*aria-label/);
    expect(html).toMatch(/<h2 id="ref-code-title"[^>]*>Your family code<\/h2>/);
    expect(html).toMatch(/<div role="group" aria-labelledby="ref-code-title"[^>]*>K7Q2ZP<\/div>/);
  });

  it('shows the parent each child with XP, last sign-in and classes, and the tutor each class with its count', async () => {
    intl.locale = 'en';
    const parent = text(await render('en', await ParentDashboard({ dashboard: PARENT })));
    expect(parent).toContain('Adam Parent');
    expect(parent).toContain('1,250 XP · last seen Never');
    expect(parent).toContain('Classes: Art club with Theo T. and Maths 4B with Tara T.');
    expect(parent).not.toContain('Experience points');
    expect(parent).not.toContain('wait for your answer');
    // A new parent with a consent request waiting is pointed at it and at adding a child, not left with an empty list.
    const newParent = text(await render('en', await ParentDashboard({ dashboard: { ...PARENT, children: [], waitingAnswers: 1 } })));
    expect(newParent).toContain('1 family request waits for your answer. Answer on Children');
    expect(newParent).toContain('Link or create a child account');
    const tutor = text(await render('en', await TutorDashboard({ dashboard: TUTOR })));
    expect(tutor).toContain('no students yet');
    expect(tutor).toContain('2 students');
    expect(tutor).toContain('Manage classes');
    expect(tutor).not.toContain('Send a new link');
    expect(intl.errors).toEqual([]);
  });
});
