import { z } from 'zod';
import { CURRENCIES } from '@/lib/constants';
import { UUID_PATTERN } from '@/lib/ids';
import { minorDigits, typedDecimalText } from '@/lib/money';
import { currentTimeZoneName, isSupportedTimeZone } from '@/lib/time-zones';
import { hasInvisibleCharacters } from '@/lib/visible-text';
import { messageBodySchema, messageKeySchema } from '@/modules/feedback/schemas';
import { limitPriceSchema } from '@/modules/simulator/schemas';
import { isTeamName } from './team-names';
import { REQUIRED_LESSONS_MAX, TEAM_SIZE_MAX, COMPETITION_CLASSES_MAX, COMPETITION_DAYS_MAX, COMPETITION_NAME_MAX, COMPETITION_STOCKS_MAX, ORDER_SHARES_MAX, ORDER_VALUE_MIN, STARTING_CASH_MAX, STARTING_CASH_MIN } from './limits';

/*
 * What a teacher types to run a competition, and what a child sends to trade in it (decision 065). Messages are keys
 * of the `competitions` part; every limit here mirrors a check of the tables.
 */

/**
 * An empty field is no value. So is null: the form's action parses the rules and the domain parses them again, and
 * the first parse writes an unset hour, sector or limit as null (the column's value).
 */
const emptyToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
const AMOUNT = /^\d{1,10}(\.\d{1,8})?$/;

/** The decimals a typed amount carries ("10000.50" → 1: zeros at the end say nothing). */
const decimalsOf = (value: string) => (value.split('.')[1] ?? '').replace(/0+$/, '').length;

/** A typed amount (a plain decimal) within [min, max], compared exactly (decision 056): its whole part, then whether a fraction passes max. */
const within = (value: string, min: number, max: number) => {
  if (!AMOUNT.test(value)) return false;
  const whole = BigInt(value.split('.')[0]!);
  return whole >= BigInt(min) && (whole < BigInt(max) || (whole === BigInt(max) && decimalsOf(value) === 0));
};

/**
 * An amount typed in the game's currency (decision 065), as the teacher writes it ("10 000", "10000,50", Arabic-Indic
 * digits), read as a plain decimal and checked against the range in that currency; the decimals the currency allows
 * are checked with the currency (below), and the server converts it to USD at today's rate.
 */
const amount = (message: string, min: number, max: number) =>
  z
    .string({ message })
    .transform(typedDecimalText)
    .pipe(z.string().refine((value) => within(value, min, max), message));

const id = (message: string) => z.string({ message }).trim().regex(UUID_PATTERN, message);
const list = (value: unknown) => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]);
const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

export const competitionIdSchema = z.object({ competitionId: id('competitions.errors.notFound') });

/** What the ranking is ordered by (decision 072): worth, steadiness (the risk-adjusted score) or spread; worth unless the address says otherwise. */
export const RANK_BY = ['value', 'steady', 'spread'] as const;
export type RankBy = (typeof RANK_BY)[number];
export const rankBySchema = z.enum(RANK_BY).catch('value');

export const competitionRulesSchema = z
  .object({
    name: z
      .string({ message: 'competitions.errors.nameRequired' })
      .trim()
      .min(1, 'competitions.errors.nameRequired')
      .max(COMPETITION_NAME_MAX, 'competitions.errors.nameTooLong')
      .refine((value) => !hasInvisibleCharacters(value), 'errors.nameInvisible'),
    // At least one for a class game, none for a family game (decision 074): the domain knows which it is.
    classIds: z.preprocess(list, z.array(id('competitions.errors.classNotFound')).max(COMPETITION_CLASSES_MAX, 'competitions.errors.tooManyClasses')),
    startsOn: z.string({ message: 'competitions.errors.dateInvalid' }).regex(DAY, 'competitions.errors.dateInvalid').refine((value) => !Number.isNaN(Date.parse(value)), 'competitions.errors.dateInvalid'),
    endsOn: z.string({ message: 'competitions.errors.dateInvalid' }).regex(DAY, 'competitions.errors.dateInvalid').refine((value) => !Number.isNaN(Date.parse(value)), 'competitions.errors.dateInvalid'),
    timeZone: z.string({ message: 'competitions.errors.timeZoneInvalid' }).refine(isSupportedTimeZone, 'competitions.errors.timeZoneInvalid').transform(currentTimeZoneName),
    tradingFrom: z.preprocess(emptyToUndefined, z.string().regex(HOUR, 'competitions.errors.hoursInvalid').optional()),
    tradingUntil: z.preprocess(emptyToUndefined, z.string().regex(HOUR, 'competitions.errors.hoursInvalid').optional()),
    startingCash: amount('competitions.errors.startingCashInvalid', STARTING_CASH_MIN, STARTING_CASH_MAX),
    currency: z.enum(CURRENCIES, { message: 'competitions.errors.currencyInvalid' }).default('USD'),
    stockScope: z.enum(['all', 'sector', 'list'], { message: 'competitions.errors.stockScopeInvalid' }).default('all'),
    sector: z.preprocess(emptyToUndefined, z.string().trim().max(60, 'competitions.errors.sectorRequired').optional()),
    symbols: z.preprocess(
      (value) => (typeof value === 'string' ? value.split(/[\s,;]+/).filter(Boolean) : list(value)),
      z.array(z.string().trim().toUpperCase().min(1).max(12, 'competitions.errors.stockNotFound')).max(COMPETITION_STOCKS_MAX, 'competitions.errors.tooManyStocks'),
    ),
    marketOrders: checkbox,
    limitOrders: checkbox,
    maxOrderValue: z.preprocess(emptyToUndefined, amount('competitions.errors.maxOrderValueInvalid', ORDER_VALUE_MIN, STARTING_CASH_MAX).optional()),
    maxPositionPct: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'competitions.errors.maxPositionInvalid' }).int('competitions.errors.maxPositionInvalid').min(1, 'competitions.errors.maxPositionInvalid').max(100, 'competitions.errors.maxPositionInvalid').default(100)),
    leaderboard: z.enum(['public', 'own', 'hidden'], { message: 'competitions.errors.leaderboardInvalid' }).default('public'),
    // 1: each child alone; 2 to 4: teams of that size (decision 067).
    teamSize: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'competitions.errors.teamSizeInvalid' }).int('competitions.errors.teamSizeInvalid').min(1, 'competitions.errors.teamSizeInvalid').max(TEAM_SIZE_MAX, 'competitions.errors.teamSizeInvalid').default(1)),
    teamFormation: z.enum(['teacher', 'class'], { message: 'competitions.errors.teamFormationInvalid' }).default('teacher'),
    // The lessons a child finishes before trading, in the order shown (decision 070); none by default.
    lessonIds: z.preprocess(
      list,
      z
        .array(z.coerce.number({ message: 'competitions.errors.lessonNotFound' }).int('competitions.errors.lessonNotFound').positive('competitions.errors.lessonNotFound').max(2_147_483_647, 'competitions.errors.lessonNotFound'))
        .max(REQUIRED_LESSONS_MAX, 'competitions.errors.tooManyLessons'),
    ).optional(),
  })
  .superRefine((rules, context) => {
    if (rules.endsOn < rules.startsOn) context.addIssue({ code: 'custom', path: ['endsOn'], message: 'competitions.errors.endBeforeStart' });
    else if ((Date.parse(rules.endsOn) - Date.parse(rules.startsOn)) / 86_400_000 >= COMPETITION_DAYS_MAX) context.addIssue({ code: 'custom', path: ['endsOn'], message: 'competitions.errors.tooLong' });
    if ((rules.tradingFrom === undefined) !== (rules.tradingUntil === undefined) || (rules.tradingFrom !== undefined && rules.tradingUntil !== undefined && rules.tradingFrom >= rules.tradingUntil)) {
      context.addIssue({ code: 'custom', path: ['tradingUntil'], message: 'competitions.errors.hoursInvalid' });
    }
    if (rules.stockScope === 'sector' && !rules.sector) context.addIssue({ code: 'custom', path: ['sector'], message: 'competitions.errors.sectorRequired' });
    if (rules.stockScope === 'list' && rules.symbols.length === 0) context.addIssue({ code: 'custom', path: ['symbols'], message: 'competitions.errors.stocksRequired' });
    if (!rules.marketOrders && !rules.limitOrders) context.addIssue({ code: 'custom', path: ['marketOrders'], message: 'competitions.errors.orderKindRequired' });
    // Yen have no minor unit, the other listed currencies cents: a figure finer than its currency is refused, not rounded.
    const digits = minorDigits(rules.currency);
    for (const field of ['startingCash', 'maxOrderValue'] as const) {
      const value = rules[field];
      if (value !== undefined && decimalsOf(value) > digits) context.addIssue({ code: 'custom', path: [field], message: digits === 0 ? 'competitions.errors.amountNoDecimals' : 'competitions.errors.amountTooManyDecimals' });
    }
  })
  .transform((rules) => ({
    ...rules,
    sector: rules.stockScope === 'sector' ? (rules.sector ?? null) : null,
    symbols: rules.stockScope === 'list' ? [...new Set(rules.symbols)] : [],
    tradingFrom: rules.tradingFrom ?? null,
    tradingUntil: rules.tradingUntil ?? null,
    maxOrderValue: rules.maxOrderValue ?? null,
    lessonIds: [...new Set(rules.lessonIds ?? [])],
  }));
export type CompetitionRulesInput = z.input<typeof competitionRulesSchema>;
export type CompetitionRules = z.output<typeof competitionRulesSchema>;

export const updateCompetitionSchema = z.intersection(competitionIdSchema, competitionRulesSchema);

export const competitionOrderSchema = z.object({
  competitionId: id('competitions.errors.notFound'),
  symbol: z.string({ message: 'orders.errors.symbolRequired' }).trim().toUpperCase().min(1, 'orders.errors.symbolRequired').max(12, 'orders.errors.symbolRequired'),
  side: z.enum(['buy', 'sell'], { message: 'orders.errors.sideRequired' }),
  type: z.enum(['market', 'limit'], { message: 'orders.errors.typeRequired' }).default('market'),
  shares: z.coerce.number({ message: 'orders.errors.sharesRange' }).int('orders.errors.sharesRange').min(1, 'orders.errors.sharesRange').max(ORDER_SHARES_MAX, 'orders.errors.sharesRange'),
  // A limit order rests until a tick crosses it (decision 065): the simulator's own field and its messages.
  limitPrice: limitPriceSchema,
  idempotencyKey: z.string({ message: 'orders.errors.keyInvalid' }).trim().regex(/^[\w:-]{8,100}$/, 'orders.errors.keyInvalid'),
})
  .superRefine((order, context) => {
    if (order.type === 'limit' && !order.limitPrice) context.addIssue({ code: 'custom', path: ['limitPrice'], message: 'orders.errors.limitPriceRequired' });
  })
  .transform((order) => ({ ...order, limitPrice: order.type === 'limit' ? (order.limitPrice ?? null) : null }));
export type CompetitionOrderInput = z.input<typeof competitionOrderSchema>;

/** A child cancels one of their entry's open limit orders while the game runs. */
export const cancelCompetitionOrderSchema = competitionIdSchema.extend({ orderId: id('competitions.errors.orderNotFound') });

const teamName = z.string({ message: 'competitions.errors.teamNameInvalid' }).refine(isTeamName, 'competitions.errors.teamNameInvalid');

/** A child starts a team under one of the friendly names (decision 067). */
export const createTeamSchema = competitionIdSchema.extend({ teamName });

/** A child joins a classmate's team. */
export const joinTeamSchema = competitionIdSchema.extend({ entryId: id('competitions.errors.teamNotFound') });

/** The teacher puts a child in a team: an existing one, or a new one ('new'). */
export const placeInTeamSchema = competitionIdSchema.extend({
  childId: z.string({ message: 'competitions.errors.childNotInClass' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'competitions.errors.childNotInClass'),
  entryId: z.union([z.literal('new'), id('competitions.errors.teamNotFound')], { message: 'competitions.errors.teamNotFound' }),
});

/** The teacher's message to one team: into each player's feedback thread, as feedback's own form sends it (decision 035). */
export const messageTeamSchema = competitionIdSchema.extend({ entryId: id('competitions.errors.teamNotFound'), body: messageBodySchema, idempotencyKey: messageKeySchema });
export type MessageTeamInput = z.output<typeof messageTeamSchema>;
