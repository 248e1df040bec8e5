import { createElement } from 'react';
import * as backpack from 'lucide-react/icons/backpack';
import * as baby from 'lucide-react/icons/baby';
import * as bell from 'lucide-react/icons/bell';
import * as bookOpen from 'lucide-react/icons/book-open';
import * as chartColumn from 'lucide-react/icons/chart-column';
import * as chartLine from 'lucide-react/icons/chart-line';
import * as circleQuestionMark from 'lucide-react/icons/circle-question-mark';
import * as circleUser from 'lucide-react/icons/circle-user';
import * as fileText from 'lucide-react/icons/file-text';
import * as house from 'lucide-react/icons/house';
import * as images from 'lucide-react/icons/images';
import * as layoutDashboard from 'lucide-react/icons/layout-dashboard';
import * as library from 'lucide-react/icons/library';
import * as logOut from 'lucide-react/icons/log-out';
import * as medal from 'lucide-react/icons/medal';
import * as menu from 'lucide-react/icons/menu';
import * as messageSquare from 'lucide-react/icons/message-square';
import * as notebookPen from 'lucide-react/icons/notebook-pen';
import * as pencilLine from 'lucide-react/icons/pencil-line';
import * as repeat from 'lucide-react/icons/repeat';
import * as school from 'lucide-react/icons/school';
import * as scrollText from 'lucide-react/icons/scroll-text';
import * as settings from 'lucide-react/icons/settings';
import * as sprout from 'lucide-react/icons/sprout';
import * as star from 'lucide-react/icons/star';
import * as table from 'lucide-react/icons/table';
import * as target from 'lucide-react/icons/target';
import * as trendingUp from 'lucide-react/icons/trending-up';
import * as trophy from 'lucide-react/icons/trophy';
import * as users from 'lucide-react/icons/users';
import * as wallet from 'lucide-react/icons/wallet';
import * as x from 'lucide-react/icons/x';

/**
 * The shell's icons, the sidebar's and the header's (decision 015: one icon set, lucide, for navigation and
 * controls). The shell owns this map and the navigation module only names an icon per link, so the shell never
 * imports a module and the sidebar's data stays plain, serialisable props. Icons are imported one by one so the
 * client bundle carries only these.
 *
 * Every signed-in page draws eleven of them, so they are drawn from lucide's own shapes (each icon module's
 * `__iconData`) with the stroke, size and fill in one CSS class (`.shell-icon`, globals.css), not repeated as ten
 * attributes on every <svg> as lucide's component writes them: ~2 KB less HTML on every signed-in page (decision
 * 024). sidebar-icons.unit.test.ts draws every one.
 */

type IconNode = ReadonlyArray<readonly [tag: string, attributes: Record<string, string>]>;

/** lucide's shapes for one icon module (its `__iconData`, which its types do not declare). */
function shapesOf(module: object): IconNode {
  const node = (module as { __iconData?: { node?: IconNode } }).__iconData?.node;
  // A lucide release without the shapes fails here, when the shell loads, not silently.
  if (!node) throw new Error('lucide-react no longer exports __iconData from its icon modules');
  return node;
}

const ICON_MODULES = {
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
} satisfies Record<string, object>;

export type SidebarIconName = keyof typeof ICON_MODULES;
export const SIDEBAR_ICON_NAMES = Object.keys(ICON_MODULES) as SidebarIconName[];
const SIDEBAR_ICONS = Object.fromEntries(SIDEBAR_ICON_NAMES.map((name) => [name, shapesOf(ICON_MODULES[name])])) as Record<SidebarIconName, IconNode>;

/** Decorative: the link's or button's text is its accessible name (spec 2), so the icon is hidden from assistive technology. */
export function SidebarIcon({ name }: { name: SidebarIconName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="shell-icon">
      {SIDEBAR_ICONS[name].map(([tag, { key, ...attributes }], index) => createElement(tag, { key: key ?? index, ...attributes }))}
    </svg>
  );
}
