/**
 * A badge as the pages and the completion screens show it (never the row itself). A neutral type (decision 015):
 * the modules that publish achievements (a lesson completed, an order filled) name it in their events' results,
 * and the progress module, which awards badges, answers with it.
 */
export interface EarnedBadge {
  id: number;
  slug: string;
  name: string;
  description: string;
  iconEmoji: string | null;
  iconPath: string | null;
  xpBonus: number;
}
