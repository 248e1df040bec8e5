/** The header's bell counts unread notifications up to this many; past it, it shows "99+" (decision 036). */
export const UNREAD_COUNT_CAP = 100;
