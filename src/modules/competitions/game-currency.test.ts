import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { competitionEntries, competitions, exchangeRates, stocks } from '@/db/schema';
import { loadMessages } from '@/i18n/messages';
import { addDays } from '@/lib/calendar-days';
import { convertToUsd, formatMoney, minorDigits } from '@/lib/money';
import { convertUsd } from '@/lib/usd-conversion';
import { localDay } from '@/lib/time-zones';
import { classWith } from '@/modules/classes/test-fixtures';
import { readDisplayRate } from '@/modules/currency/runtime';
import type { MessageValue } from '@/modules/simulator';
import { createStock, resetSettings } from '@/modules/simulator/test-fixtures';
import { seedBadges } from '@/seed/seed-badges';
import { appErrorOf } from '../../../tests/factories';
import { joinCompetition } from './join-competition';
import { createCompetition, updateCompetition } from './manage-competitions';
import { placeCompetitionOrder } from './place-competition-order';
import { getCompetitionPage } from './queries';
import type { CompetitionRulesInput } from './schemas';

/*
 * Decision 065: a game's amounts are typed in its currency; the server stores them in USD at the currency's rate, to
 * the nearest ten-thousandth of a dollar (lib/money.ts#convertToUsd), and every page shows them back in the game's
 * currency: the very figure typed.
 */

const today = () => localDay(new Date(), 'UTC');
const RATES = { EUR: '0.92', GBP: '0.79', JPY: '151.4', SGD: '1.34', AUD: '1.53' } as const;

function rules(classIds: string[], overrides: Partial<CompetitionRulesInput> = {}): CompetitionRulesInput {
  return { name: 'Jeu de printemps', classIds, startsOn: today(), endsOn: addDays(today(), 14), timeZone: 'UTC', startingCash: '5000', marketOrders: true, limitOrders: false, symbols: [], ...overrides };
}

async function setRate(currency: string, ratePerUsd: string) {
  await getDb()
    .insert(exchangeRates)
    .values({ currency, ratePerUsd, asOf: '2026-11-20' })
    .onConflictDoUpdate({ target: exchangeRates.currency, set: { ratePerUsd, asOf: '2026-11-20' } });
}

async function storedAmounts(id: string) {
  const [row] = await getDb().select({ startingCash: competitions.startingCash, maxOrderValue: competitions.maxOrderValue, currency: competitions.currency }).from(competitions).where(eq(competitions.id, id));
  return row!;
}

/** A refusal as the child reads it: the amounts in the game's currency at its rate (the order action's messageValues). */
async function refusalText(locale: 'en' | 'fr', key: string, values: Record<string, MessageValue>, currency: string) {
  const rate = await readDisplayRate(getDb(), currency);
  const t = createTranslator({ locale, messages: await loadMessages(locale) });
  return t(key as never, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? formatMoney(value.usd, rate, locale) : value])) as never);
}

beforeAll(async () => {
  await seedBadges(getDb());
  for (const [currency, rate] of Object.entries(RATES)) await setRate(currency, rate);
});

beforeEach(async () => {
  await resetSettings();
});

describe('a game’s amounts typed in its currency', () => {
  it('a game in euros: €10,000 to start and €500 an order are stored in USD as the helper computes, shown back as typed, and enforced', async () => {
    const { tutor, group, children } = await classWith('Ada');
    const stock = await createStock({ price: '10', sector: 'Technology' });
    const { id } = await createCompetition(tutor, rules([group.id], { currency: 'EUR', startingCash: '10 000', maxOrderValue: '500' }));

    const stored = await storedAmounts(id);
    // The start is the nearest USD; the largest order, a limit, the largest USD still shown as €500.00.
    expect(stored).toEqual({ startingCash: convertToUsd('10000', RATES.EUR, 2).usd, maxOrderValue: convertToUsd('500', RATES.EUR, 2, 'largest').usd, currency: 'EUR' });
    expect(stored).toMatchObject({ startingCash: '10869.5652', maxOrderValue: '543.4836' });

    // The child's game portfolio starts with that cash.
    await joinCompetition(children[0]!, { competitionId: id });
    const [entry] = await getDb().select({ cash: competitionEntries.cash }).from(competitionEntries).where(eq(competitionEntries.competitionId, id));
    expect(entry!.cash).toBe('10869.5652');

    // The page shows the rules in euros, as the teacher typed them, in every language.
    const page = await getCompetitionPage(tutor, { competitionId: id });
    const rate = await readDisplayRate(getDb(), page.competition.currency);
    expect(formatMoney(page.competition.startingCash, rate, 'en')).toBe('€10,000.00');
    expect(formatMoney(page.competition.maxOrderValue!, rate, 'en')).toBe('€500.00');
    expect(formatMoney(page.competition.startingCash, rate, 'fr')).toBe('10\u202f000,00\u00a0€');
    expect(convertUsd(page.competition.startingCash, rate.ratePerUsd, minorDigits('EUR'))).toBe('10000.00');

    // 54 shares at $10 are €496.80: bought. 55 are €506.00, more than the €500.00 an order may be.
    expect((await placeCompetitionOrder(children[0]!, { competitionId: id, symbol: stock.symbol, side: 'buy', type: 'market', shares: 54, idempotencyKey: randomUUID() })).outcome).toBe('filled');
    const refused = await placeCompetitionOrder(children[0]!, { competitionId: id, symbol: stock.symbol, side: 'buy', type: 'market', shares: 55, idempotencyKey: randomUUID() });
    expect([refused.outcome, refused.currency, refused.refusal?.key]).toEqual(['rejected', 'EUR', 'competitions.refusals.orderTooLarge']);
    const reason = await refusalText('en', refused.refusal!.key, refused.refusal!.values, refused.currency);
    expect(reason).toContain('€506.00');
    expect(reason).toContain('more than the €500.00 one order may be');
    expect(await refusalText('fr', refused.refusal!.key, refused.refusal!.values, refused.currency)).toContain('500,00\u00a0€');

    // At the edge: an order shown as €500.00 is within the limit; one shown a cent more is refused, and its reason
    // names two different figures.
    const dear = await createStock({ price: '543.48', sector: 'Technology' });
    expect((await placeCompetitionOrder(children[0]!, { competitionId: id, symbol: dear.symbol, side: 'buy', type: 'market', shares: 1, idempotencyKey: randomUUID() })).outcome).toBe('filled');
    await getDb().update(stocks).set({ currentPrice: '543.49' }).where(eq(stocks.id, dear.id));
    const edge = await placeCompetitionOrder(children[0]!, { competitionId: id, symbol: dear.symbol, side: 'buy', type: 'market', shares: 1, idempotencyKey: randomUUID() });
    expect(edge.refusal?.key).toBe('competitions.refusals.orderTooLarge');
    expect(await refusalText('en', edge.refusal!.key, edge.refusal!.values, edge.currency)).toContain('This order is worth €500.01, more than the €500.00 one order may be');
  });

  it('a game in US dollars stores what was typed, as before', async () => {
    const { tutor, group } = await classWith('Ben');
    const { id } = await createCompetition(tutor, rules([group.id], { startingCash: '10000', maxOrderValue: '500.5' }));
    // The limit, as in every currency, is the largest amount still shown as typed: $500.50 is just under $500.505.
    expect(await storedAmounts(id)).toEqual({ startingCash: '10000.0000', maxOrderValue: '500.5049', currency: 'USD' });
  });

  it('round trips in pounds and in yen (no minor unit), through the edit of a game not started yet', async () => {
    const { tutor, group } = await classWith('Cy');
    for (const [currency, startingCash, maxOrderValue, shown] of [
      ['GBP', '7 500,25', '333.33', '£7,500.25'],
      ['JPY', '1 000 000', '49999', '¥1,000,000'],
    ] as const) {
      const { id } = await createCompetition(tutor, rules([group.id], { currency, startingCash, maxOrderValue, startsOn: addDays(today(), 2) }));
      const digits = minorDigits(currency);
      const stored = await storedAmounts(id);
      const rate = await readDisplayRate(getDb(), currency);
      expect(stored.startingCash).toBe(convertToUsd(startingCash.replace(/ /g, '').replace(',', '.'), RATES[currency], digits).usd);
      expect(formatMoney(stored.startingCash, rate, 'en')).toBe(shown);
      expect(convertUsd(stored.maxOrderValue!, rate.ratePerUsd, digits)).toBe(digits ? '333.33' : '49999');

      // The edit form shows the stored amounts back in the game's currency; saved as they are, nothing moves.
      const typedBack = { startingCash: convertUsd(stored.startingCash, rate.ratePerUsd, digits), maxOrderValue: convertUsd(stored.maxOrderValue!, rate.ratePerUsd, digits) };
      await updateCompetition(tutor, { competitionId: id, ...rules([group.id], { currency, ...typedBack, startsOn: addDays(today(), 2) }) });
      expect(await storedAmounts(id)).toEqual(stored);
    }
  });

  it('refuses, under the field, decimals the currency has not, and an amount today’s rate cannot hold', async () => {
    const { tutor, group } = await classWith('Dee');
    const yen = await appErrorOf(createCompetition(tutor, rules([group.id], { currency: 'JPY', startingCash: '10000.5' })));
    expect([yen.status, yen.fieldErrors]).toEqual([400, { startingCash: 'competitions.errors.amountNoDecimals' }]);
    const range = await appErrorOf(createCompetition(tutor, rules([group.id], { currency: 'EUR', startingCash: '50', maxOrderValue: 'lots' })));
    expect([range.status, range.fieldErrors]).toEqual([400, { startingCash: 'competitions.errors.startingCashInvalid', maxOrderValue: 'competitions.errors.maxOrderValueInvalid' }]);

    // An admin's rate that would store ten million Australian dollars as 10^15 USD: refused, nothing stored.
    await setRate('AUD', '0.00000001');
    const huge = await appErrorOf(createCompetition(tutor, rules([group.id], { currency: 'AUD', startingCash: '10000000' })));
    expect([huge.status, huge.fieldErrors]).toEqual([400, { startingCash: 'competitions.errors.amountOutOfRangeAtRate' }]);
    expect(await getDb().select().from(competitions).where(eq(competitions.creatorId, tutor.id))).toEqual([]);

    // At 157.3 Singapore dollars to the dollar, some amounts in cents have no 4-decimal USD value that shows them back.
    await setRate('SGD', '157.3');
    const miss = Array.from({ length: 10_000 }, (_, cents) => (100 + cents / 100).toFixed(2)).find((amount) => !convertToUsd(amount, '157.3', 2).exact)!;
    const inexact = await appErrorOf(createCompetition(tutor, rules([group.id], { currency: 'SGD', startingCash: '10000', maxOrderValue: miss })));
    expect([inexact.status, inexact.fieldErrors]).toEqual([400, { maxOrderValue: 'competitions.errors.amountNotExact' }]);
  });
});
