import { describe, expect, it } from 'vitest';
import { competitionRulesSchema } from './schemas';

/*
 * A teacher's form is parsed by the action, and the parsed rules again by the domain (createCompetition,
 * updateCompetition): the rules must read the same the second time, with no trading hours, sector or order limit.
 */

const form = {
  name: 'Spring game',
  classIds: ['6e0c0067-0000-4000-8000-00000000c067'],
  startsOn: '2026-11-29',
  endsOn: '2026-12-12',
  timeZone: 'UTC',
  tradingFrom: '',
  tradingUntil: '',
  startingCash: '10000',
  currency: 'USD',
  stockScope: 'list',
  symbols: 'KO',
  maxOrderValue: '',
  maxPositionPct: '100',
  leaderboard: 'public',
  marketOrders: 'on',
  teamSize: '2',
  teamFormation: 'class',
};

describe('a competition’s rules', () => {
  it('parse again from their own parsed form, empty hours and limits included', () => {
    const first = competitionRulesSchema.parse(form);
    expect(first).toMatchObject({ tradingFrom: null, tradingUntil: null, maxOrderValue: null, sector: null, symbols: ['KO'], teamSize: 2 });
    expect(competitionRulesSchema.parse(first)).toEqual(first);
  });

  it('still refuse one hour without the other', () => {
    const parsed = competitionRulesSchema.safeParse({ ...form, tradingFrom: '08:00' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['competitions.errors.hoursInvalid']);
  });
});
