import { iconChildren } from '@/components/ui/icon';
import {
  type IconShape,
  baby,
  backpack,
  bell,
  bookOpen,
  chartColumn,
  chartLine,
  circleQuestionMark,
  circleUser,
  fileText,
  house,
  images,
  layoutDashboard,
  library,
  logOut,
  medal,
  menu,
  messageSquare,
  notebookPen,
  pencilLine,
  repeat,
  school,
  scrollText,
  settings,
  sprout,
  star,
  table,
  target,
  trendingUp,
  trophy,
  users,
  wallet,
  x,
} from '@/components/ui/icon-shapes';

/**
 * The shell's icons, the sidebar's and the header's (decision 015: one icon set, lucide, for navigation and
 * controls). The shell owns this map and the navigation module only names an icon per link, so the shell never
 * imports a module and the sidebar's data stays plain, serialisable props.
 *
 * Every signed-in page draws eleven of them, so they are drawn from lucide's shapes (components/ui/icon-shapes.ts)
 * with the stroke, size and fill in one CSS class (`.shell-icon`, globals.css), not repeated as ten attributes on
 * every <svg> as lucide's component writes them: ~2 KB less HTML on every signed-in page (decision 024).
 * sidebar-icons.unit.test.ts draws every one.
 */

const ICON_SHAPES = {
  home: house,
  analytics: chartColumn,
  finance: wallet,
  growth: sprout,
  users,
  table,
  library,
  edit: pencilLine,
  star,
  market: chartLine,
  badge: medal,
  images,
  audit: scrollText,
  help: circleQuestionMark,
  settings,
  logout: logOut,
  children: baby,
  progress: trendingUp,
  reports: fileText,
  notifications: bell,
  profile: circleUser,
  classes: school,
  students: backpack,
  feedback: messageSquare,
  lessons: bookOpen,
  review: repeat,
  skills: target,
  achievements: trophy,
  journal: notebookPen,
  close: x,
  dashboard: layoutDashboard,
  menu,
} satisfies Record<string, IconShape>;

export type SidebarIconName = keyof typeof ICON_SHAPES;
export const SIDEBAR_ICON_NAMES = Object.keys(ICON_SHAPES) as SidebarIconName[];

/** Decorative: the link's or button's text is its accessible name (spec 2), so the icon is hidden from assistive technology. */
export function SidebarIcon({ name }: { name: SidebarIconName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="shell-icon">
      {iconChildren(ICON_SHAPES[name])}
    </svg>
  );
}
