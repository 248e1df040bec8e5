/*
 * The shapes the simulator's pages read (decision 013). `queries.ts` and `actions.ts` in this folder produce them;
 * the /simulator components consume them. Money is USD as exact decimal strings (src/lib/money.ts converts for
 * display); percentages are numbers (2.5 = 2.5 %).
 */

import type { CandleView, HistoryRange } from '@/modules/market/schemas';

/** The market's price history, as the simulator's charts read it. */
export type { CandleView, HistoryRange };

export interface MarketStockView {
  id: number;
  symbol: string;
  name: string;
  sector: string;
  description: string;
  price: string;
  basePrice: string;
  /** Change since the trading day's opening (base) price, in %. */
  changePct: number;
}

export interface HoldingView {
  stockId: number;
  symbol: string;
  name: string;
  sector: string;
  shares: number;
  averageCost: string;
  price: string;
  marketValue: string;
  /** marketValue − shares × averageCost. */
  gain: string;
  gainPct: number;
  /** This holding's share of the portfolio's total value, in %. */
  weightPct: number;
}

export interface SimulatorRules {
  startingCash: string;
  commission: string;
  /** The most one stock may weigh in a portfolio after a buy, in %. */
  positionCapPct: number;
  /** Stocks priced below this cannot be bought. */
  minSharePrice: string;
  paused: boolean;
  tradingDay: number;
}

/** The trading day in progress (decision 047): at its end resting limit orders expire and today's changes restart from 0 %. */
export interface MarketDayView {
  tradingDay: number;
  /** False when only an admin ends the day. */
  scheduled: boolean;
  /** ISO 8601; null when only an admin ends the day, or before the engine started the market's first day. */
  endsAt: string | null;
  /** Whole minutes left when the page was read (rounded up; 0 or less: the engine ends the day at its next tick). */
  minutesLeft: number;
  /** The academy's time zone, in which the end is shown. */
  timeZone: string;
}

export interface PortfolioView {
  cash: string;
  startingCash: string;
  holdingsValue: string;
  totalValue: string;
  /** totalValue − startingCash. */
  gain: string;
  gainPct: number;
  holdings: HoldingView[];
  rules: SimulatorRules;
}

export type OrderSide = 'buy' | 'sell';
export type OrderType = 'market' | 'limit';
export type OrderStatus = 'open' | 'filled' | 'canceled' | 'expired' | 'rejected';

export interface OrderView {
  id: string;
  symbol: string;
  side: OrderSide;
  type: OrderType;
  shares: number;
  limitPrice: string | null;
  status: OrderStatus;
  /** A message key saying why a rejected order was refused. */
  reason: string | null;
  fillPrice: string | null;
  createdAt: Date;
  closedAt: Date | null;
}

export interface TradeView {
  id: number;
  symbol: string;
  side: OrderSide;
  shares: number;
  price: string;
  commission: string;
  /** Sells only: profit or loss against the average cost, after commission. */
  realizedProfit: string | null;
  executedAt: Date;
}

export interface LeaderboardRow {
  rank: number;
  displayName: string;
  avatarSeed: string;
  avatarVariant: string;
  returnPct: number;
  isMe: boolean;
}

/** A board the viewer may open: their family, or one of their classes ('class:<id>', with the class's name). */
export interface LeaderboardBoard {
  key: string;
  scope: 'family' | 'class';
  name?: string;
}

export interface LeaderboardView {
  /** 'family': children linked to the same parent; 'class': a tutor's class; 'none': nobody to compare with, or switched off. */
  scope: 'family' | 'class' | 'none';
  /** True when a parent switched the leaderboard off for this child, or no parent has agreed to the account yet. */
  hidden: boolean;
  /** Hidden because a parent has not agreed to the account yet (decision 030). */
  awaitingConsent?: boolean;
  rows: LeaderboardRow[];
  /** The boards the viewer may switch between, and the one shown (null when hidden). */
  boards: LeaderboardBoard[];
  board: string | null;
}

export interface PortfolioPoint {
  time: number;
  value: number;
}
