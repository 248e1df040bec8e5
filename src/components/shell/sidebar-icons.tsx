import {
  Backpack,
  Baby,
  Bell,
  BookOpen,
  ChartColumn,
  ChartLine,
  CircleQuestionMark,
  CircleUser,
  FileText,
  House,
  Images,
  Library,
  LogOut,
  Medal,
  MessageSquare,
  NotebookPen,
  PencilLine,
  School,
  ScrollText,
  Settings,
  Sprout,
  Star,
  Table,
  TrendingUp,
  Trophy,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

/**
 * The sidebar's icons (decision 015: one icon set, lucide, for navigation and controls). The shell owns this map and
 * the navigation module only names an icon per link, so the shell never imports a module and the sidebar's data stays
 * plain, serialisable props. Icons are imported one by one so the client bundle carries only these.
 */
const SIDEBAR_ICONS = {
  home: House,
  analytics: ChartColumn,
  finance: Wallet,
  growth: Sprout,
  users: Users,
  table: Table,
  library: Library,
  edit: PencilLine,
  star: Star,
  market: ChartLine,
  badge: Medal,
  images: Images,
  audit: ScrollText,
  help: CircleQuestionMark,
  settings: Settings,
  logout: LogOut,
  children: Baby,
  progress: TrendingUp,
  reports: FileText,
  notifications: Bell,
  profile: CircleUser,
  classes: School,
  students: Backpack,
  feedback: MessageSquare,
  lessons: BookOpen,
  achievements: Trophy,
  journal: NotebookPen,
} satisfies Record<string, LucideIcon>;

export type SidebarIconName = keyof typeof SIDEBAR_ICONS;

/** Decorative: the link's text is its accessible name (spec 2), so the icon is hidden from assistive technology. */
export function SidebarIcon({ name }: { name: SidebarIconName }) {
  const Icon = SIDEBAR_ICONS[name];
  return <Icon aria-hidden="true" size={20} className="shrink-0" />;
}
