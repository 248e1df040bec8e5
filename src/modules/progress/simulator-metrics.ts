import 'server-only';
import type { Db, Tx } from '@/db/client';

/** What the simulator's badge rules (sim_first_trade, sim_first_profit, sim_sectors) read. */
export interface SimulatorBadgeMetrics {
  /** The child has placed at least one trade. */
  hasTraded: boolean;
  /** The child has closed at least one trade at a profit. */
  hasProfited: boolean;
  /** How many different market sectors the child has traded in. */
  sectorsTraded: number;
}

/**
 * THE SIMULATOR'S HOOK (issue 5 fills it in). The simulator does not exist yet, so no child has traded: every
 * sim_* badge stays locked, and nothing is faked. When the simulator lands, read its tables here (with `db`, the
 * caller's transaction during an award) and call `evaluateBadges(tx, userId, at)` after each trade.
 */
export async function readSimulatorBadgeMetrics(_db: Db | Tx, _userId: string): Promise<SimulatorBadgeMetrics> {
  return { hasTraded: false, hasProfited: false, sectorsTraded: 0 };
}
