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

  it('read the amounts as a teacher types them in the game’s currency, and refuse decimals it does not have', () => {
    const issues = (overrides: Record<string, string>) => competitionRulesSchema.safeParse({ ...form, ...overrides }).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(competitionRulesSchema.parse({ ...form, currency: 'EUR', startingCash: '10 000', maxOrderValue: '500,50' })).toMatchObject({ startingCash: '10000', maxOrderValue: '500.50', currency: 'EUR' });
    expect(competitionRulesSchema.parse({ ...form, currency: 'JPY', startingCash: '1\u202f000\u202f000', maxOrderValue: '50000.00' })).toMatchObject({ startingCash: '1000000', maxOrderValue: '50000.00' });
    expect(issues({ currency: 'JPY', startingCash: '10000.5' })).toEqual([['startingCash', 'competitions.errors.amountNoDecimals']]);
    expect(issues({ currency: 'EUR', maxOrderValue: '10.505' })).toEqual([['maxOrderValue', 'competitions.errors.amountTooManyDecimals']]);
    // The range is the typed figure's, in the game's currency, whatever the currency.
    expect(issues({ currency: 'GBP', startingCash: '99.99' })).toEqual([['startingCash', 'competitions.errors.startingCashInvalid']]);
    expect(issues({ currency: 'JPY', startingCash: '10000001' })).toEqual([['startingCash', 'competitions.errors.startingCashInvalid']]);
    expect(issues({ currency: 'EUR', startingCash: '10000000.01' })).toEqual([['startingCash', 'competitions.errors.startingCashInvalid']]);
    expect(competitionRulesSchema.safeParse({ ...form, currency: 'EUR', startingCash: '10000000.00' }).success).toBe(true);
    expect(issues({ startingCash: 'ten thousand', maxOrderValue: '0.5' })).toEqual([
      ['startingCash', 'competitions.errors.startingCashInvalid'],
      ['maxOrderValue', 'competitions.errors.maxOrderValueInvalid'],
    ]);
  });
});
