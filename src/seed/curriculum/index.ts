import { banksAndInterest } from './banks-and-interest';
import { borrowingAndCredit } from './borrowing-and-credit';
import { earningAndSaving } from './earning-and-saving';
import { howTheStockMarketWorks } from './how-the-stock-market-works';
import { moneyBasics } from './money-basics';
import { savingAndBudgeting } from './saving-and-budgeting';
import { spendingAndGiving } from './spending-and-giving';
import { spendingWisely } from './spending-wisely';
import type { CurriculumCourse } from './types';

/*
 * The written curriculum (types.ts), course by course in catalogue order. Each course is a file of its own in this
 * folder; check.ts says what each must be.
 */
export const CURRICULUM: CurriculumCourse[] = [
  moneyBasics,
  earningAndSaving,
  spendingAndGiving,
  savingAndBudgeting,
  banksAndInterest,
  spendingWisely,
  borrowingAndCredit,
  howTheStockMarketWorks,
];
