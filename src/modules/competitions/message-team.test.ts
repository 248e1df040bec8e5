import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { classMembers } from '@/db/schema';
import { addDays } from '@/lib/calendar-days';
import { localDay } from '@/lib/time-zones';
import { classWith } from '@/modules/classes/test-fixtures';
import { getMyFeedback, getTutorFeedbackPage } from '@/modules/feedback';
import { getNotificationsPage, notificationFiltersSchema } from '@/modules/notifications';
import { resetSettings } from '@/modules/simulator/test-fixtures';
import type { Actor } from '@/server/session-flow';
import { appErrorOf } from '../../../tests/factories';
import { joinCompetition } from './join-competition';
import { createCompetition } from './manage-competitions';
import { messageTeam } from './message-team';
import { messageTeamSchema, type CompetitionRulesInput } from './schemas';
import { createTeam, joinTeam } from './teams';

/*
 * The teacher writes to one team of their game (decision 067) through the feedback threads (decision 035): each
 * player gets it once in their own thread and is notified; a resend with the same key writes nothing; anyone else's
 * game, a team of another game, a game without teams or an unknown team is a 404 with nothing written.
 */

vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: 'USD' }) }));

const today = () => localDay(new Date(), 'UTC');

function rules(classIds: string[], overrides: Partial<CompetitionRulesInput> = {}): CompetitionRulesInput {
  return { name: 'Team game', classIds, startsOn: addDays(today(), 1), endsOn: addDays(today(), 14), timeZone: 'UTC', startingCash: '5000', marketOrders: true, limitOrders: false, symbols: [], teamSize: 2, teamFormation: 'class', ...overrides };
}

/** Ada and Ben play as the Brave Otters, Cy and Dee as the Wise Turtles. */
async function teamGame() {
  const made = await classWith('Ada', 'Ben', 'Cy', 'Dee');
  const { id } = await createCompetition(made.tutor, rules([made.group.id]));
  const [ada, ben, cy, dee] = made.children as [Actor, Actor, Actor, Actor];
  const otters = (await createTeam(ada, { competitionId: id, teamName: 'braveOtters' })).entryId;
  await joinTeam(ben, { competitionId: id, entryId: otters });
  const turtles = (await createTeam(cy, { competitionId: id, teamName: 'wiseTurtles' })).entryId;
  await joinTeam(dee, { competitionId: id, entryId: turtles });
  return { ...made, id, ada, ben, cy, dee, otters, turtles };
}

const send = (actor: Actor, competitionId: string, entryId: string, body: string, idempotencyKey: string = randomUUID()) =>
  messageTeam(actor, messageTeamSchema.parse({ competitionId, entryId, body, idempotencyKey }));

/** The tutor's messages in the child's threads, as the child reads them. */
const received = async (child: Actor) => (await getMyFeedback(child, 'en')).flatMap((thread) => thread.messages.filter((message) => message.author === 'tutor').map((message) => message.body));
/** The teacher's threads with something in them, as their feedback list shows them. */
const written = async (tutor: Actor) => (await getTutorFeedbackPage(tutor)).rows.filter((row) => row.lastBody !== null).map((row) => [row.student.name, row.lastBody]);
const notified = async (child: Actor) => (await getNotificationsPage(child, notificationFiltersSchema.parse({}))).items.filter((item) => item.type === 'feedback_received').length;

beforeEach(async () => {
  await resetSettings();
});

describe('a teacher writes to one team of their game', () => {
  it('each player of the team finds it once in their thread with the teacher and is told; the other team gets nothing; a resend writes nothing', async () => {
    const { tutor, id, ada, ben, cy, dee, otters } = await teamGame();
    const key = randomUUID();
    expect(await send(tutor, id, otters, '  Great teamwork this week!  ', key)).toEqual({ teamName: 'braveOtters', sent: 2 });
    expect(await received(ada)).toEqual(['Great teamwork this week!']);
    expect(await received(ben)).toEqual(['Great teamwork this week!']);
    expect([await notified(ada), await notified(ben)]).toEqual([1, 1]);
    expect([await received(cy), await received(dee), await notified(cy)]).toEqual([[], [], 0]);

    // Sent again with its key (the answer was lost): told the same, nothing stored or told twice.
    expect(await send(tutor, id, otters, 'Great teamwork this week!', key)).toEqual({ teamName: 'braveOtters', sent: 2 });
    expect([await received(ada), await received(ben)]).toEqual([['Great teamwork this week!'], ['Great teamwork this week!']]);
    expect([await notified(ada), await notified(ben)]).toEqual([1, 1]);
    // The teacher finds each child's thread in their own feedback list, each with the message.
    expect((await written(tutor)).sort()).toEqual([
      ['Ada Learner', 'Great teamwork this week!'],
      ['Ben Learner', 'Great teamwork this week!'],
    ]);
  });

  it('another teacher, a team of another game, a game without teams or an unknown team: 404 and nothing written', async () => {
    const { tutor, id, ada, ben, group, otters } = await teamGame();
    const other = await classWith('Eve', 'Fay');
    const elsewhere = await teamGame();
    // A game where each child plays alone: Ada's entry there is nobody's team.
    const alone = await createCompetition(tutor, rules([group.id], { teamSize: 1 }));
    const adaAlone = await joinCompetition(ada, { competitionId: alone.id });
    // Each refusal is started only when the one before it is answered: a transaction at a time.
    const refusals = [
      () => send(other.tutor, id, otters, 'Hello'),
      () => send(tutor, id, elsewhere.otters, 'Hello'),
      () => send(tutor, elsewhere.id, otters, 'Hello'),
      () => send(tutor, alone.id, adaAlone.entryId, 'Hello'),
      () => send(tutor, id, randomUUID(), 'Hello'),
    ];
    for (const refusal of refusals) {
      const error = await appErrorOf(refusal());
      expect([error.status, error.message]).toEqual([404, 'competitions.errors.teamNotFound']);
    }
    expect([await received(ada), await received(ben), await received(elsewhere.ada)]).toEqual([[], [], []]);
    expect([await written(other.tutor), await written(tutor)]).toEqual([[], []]);
    // Only a teacher writes to a team.
    expect((await appErrorOf(send(ada, id, otters, 'Hello'))).status).toBe(403);
  });

  it('a player who has left the classes is no longer written to; a team with nobody left is a 409', async () => {
    const { tutor, id, ada, ben, group, otters } = await teamGame();
    await getDb().delete(classMembers).where(and(eq(classMembers.classId, group.id), eq(classMembers.childId, ada.id)));
    expect(await send(tutor, id, otters, 'Keep going, Ben!')).toEqual({ teamName: 'braveOtters', sent: 1 });
    expect([await received(ada), await received(ben)]).toEqual([[], ['Keep going, Ben!']]);
    await getDb().delete(classMembers).where(and(eq(classMembers.classId, group.id), eq(classMembers.childId, ben.id)));
    const error = await appErrorOf(send(tutor, id, otters, 'Anyone?'));
    expect([error.status, error.message]).toEqual([409, 'competitions.errors.teamNobodyToWrite']);
    expect(await received(ben)).toEqual(['Keep going, Ben!']);
  });
});
