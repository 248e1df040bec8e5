import type { SidebarIconName } from '@/components/shell/sidebar-icons';
import type { Role } from '@/lib/constants';

export interface SidebarLink {
  href: string;
  /** Key under "sidebar.links" in the message files. */
  label: string;
  /** Which of the shell's lucide icons the link shows (decision 015: the shell owns the icon map, this module picks). */
  icon: SidebarIconName;
  /** 'post': a button in a form that POSTs to href instead of a link (logout: a GET must not sign out, ASVS). */
  method?: 'post';
}

/** Spec 2: the sidebars, link for link. Any unknown role gets the child layout. */
export const SIDEBAR_LINKS: Record<Role, readonly SidebarLink[]> = {
  admin: [
    { href: '/dashboard/admin', label: 'dashboard', icon: 'home' },
    { href: '/admin/analytics', label: 'analytics', icon: 'analytics' },
    { href: '/admin/finance/dashboard', label: 'finance', icon: 'finance' },
    { href: '/admin/growth', label: 'growth', icon: 'growth' },
    { href: '/admin/user-management', label: 'users', icon: 'users' },
    { href: '/admin/schools', label: 'schools', icon: 'classes' },
    { href: '/admin/lessoneditor/lessontableeditor', label: 'lessonTable', icon: 'table' },
    { href: '/admin/courseeditor', label: 'courseEditor', icon: 'library' },
    { href: '/admin/lessoneditor', label: 'lessonEditor', icon: 'edit' },
    { href: '/admin/featurelessons', label: 'featureLessons', icon: 'star' },
    { href: '/admin/marketeditor/marketdata', label: 'marketData', icon: 'market' },
    { href: '/admin/badges', label: 'badges', icon: 'badge' },
    { href: '/admin/thumbnails', label: 'thumbnails', icon: 'images' },
    { href: '/admin/audit', label: 'audit', icon: 'audit' },
    { href: '/admin/help-editor/help', label: 'help', icon: 'help' },
    { href: '/admin/settings/adminsettings', label: 'settings', icon: 'settings' },
    { href: '/logout', label: 'logout', icon: 'logout', method: 'post' },
  ],
  parent: [
    { href: '/dashboard', label: 'dashboard', icon: 'home' },
    { href: '/children', label: 'children', icon: 'children' },
    { href: '/progress', label: 'progress', icon: 'progress' },
    { href: '/reports', label: 'reports', icon: 'reports' },
    // Decision 074: the family stock-market games a parent runs for their children.
    { href: '/competitions', label: 'competitions', icon: 'market' },
    { href: '/notifications', label: 'notifications', icon: 'notifications' },
    { href: '/profile', label: 'profile', icon: 'profile' },
    { href: '/settings', label: 'settings', icon: 'settings' },
    { href: '/logout', label: 'logout', icon: 'logout', method: 'post' },
  ],
  tutor: [
    { href: '/dashboard', label: 'dashboard', icon: 'home' },
    { href: '/classes', label: 'classes', icon: 'classes' },
    { href: '/students', label: 'students', icon: 'students' },
    // Decision 065: the class stock-market games a tutor runs.
    { href: '/competitions', label: 'competitions', icon: 'market' },
    { href: '/progress', label: 'progress', icon: 'progress' },
    { href: '/feedback', label: 'feedback', icon: 'feedback' },
    { href: '/notifications', label: 'notifications', icon: 'notifications' },
    { href: '/profile', label: 'profile', icon: 'profile' },
    { href: '/settings', label: 'settings', icon: 'settings' },
    { href: '/logout', label: 'logout', icon: 'logout', method: 'post' },
  ],
  // Decision 061: the school's page is the dashboard.
  school_admin: [
    { href: '/dashboard', label: 'dashboard', icon: 'home' },
    // Decision 065: the class stock-market games a school admin runs for the classes of their school.
    { href: '/competitions', label: 'competitions', icon: 'market' },
    { href: '/notifications', label: 'notifications', icon: 'notifications' },
    { href: '/profile', label: 'profile', icon: 'profile' },
    { href: '/settings', label: 'settings', icon: 'settings' },
    { href: '/logout', label: 'logout', icon: 'logout', method: 'post' },
  ],
  child: [
    { href: '/dashboard', label: 'dashboard', icon: 'home' },
    { href: '/lessons', label: 'lessons', icon: 'lessons' },
    // Decision 052: the child's daily review, with how many questions wait today.
    { href: '/review', label: 'review', icon: 'review' },
    // Decision 052: the child's skills and their mastery, beside the lessons that teach them.
    { href: '/skills', label: 'skills', icon: 'skills' },
    { href: '/progress', label: 'progress', icon: 'progress' },
    { href: '/achievements', label: 'achievements', icon: 'achievements' },
    // Decisions 065, 074: the stock-market games of the child's classes and family.
    { href: '/competitions', label: 'competitions', icon: 'market' },
    { href: '/journal', label: 'journal', icon: 'journal' },
    { href: '/profile', label: 'profile', icon: 'profile' },
    { href: '/settings', label: 'settings', icon: 'settings' },
    { href: '/logout', label: 'logout', icon: 'logout', method: 'post' },
  ],
};

