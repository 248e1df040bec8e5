/*
 * A competition's limits, apart from its schemas so a form in the browser can show them without loading zod.
 */

export const COMPETITION_NAME_MAX = 80;
/** A competition lasts at most a school year: longer, nobody remembers how it started. */
export const COMPETITION_DAYS_MAX = 366;
export const COMPETITION_CLASSES_MAX = 10;
export const COMPETITION_STOCKS_MAX = 50;
/**
 * Starting cash and the largest order, as typed in the game's currency (decision 065): from 100 (1 for an order) to
 * 10,000,000 of it, a range a teacher reads in their own money whatever today's rate.
 */
export const STARTING_CASH_MIN = 100;
export const STARTING_CASH_MAX = 10_000_000;
export const ORDER_VALUE_MIN = 1;
/**
 * The same amounts once converted to USD, as stored: at least a cent, at most a billion dollars, far inside the
 * tables' `numeric(16,4)` (an entry's value adds its holdings to its cash), whatever rate an admin has set.
 */
export const STORED_USD_MIN = '0.01';
export const STORED_USD_MAX = '1000000000';
export const ORDER_SHARES_MAX = 100_000;
/** A team has at most four players (decision 067); 1 means each child plays alone. */
export const TEAM_SIZE_MAX = 4;
/** Lessons required before trading (decision 070): a few, so the game is still the point. */
export const REQUIRED_LESSONS_MAX = 6;
