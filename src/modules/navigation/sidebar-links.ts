import type { Role } from '@/lib/constants';

export interface SidebarLink {
  href: string;
  /** Key under "sidebar.links" in the message files. */
  label: string;
  icon: string;
}

/** Spec 2: the sidebars, link for link. Any unknown role gets the child layout. */
export const SIDEBAR_LINKS: Record<Role, readonly SidebarLink[]> = {
  admin: [
    { href: '/dashboard/admin', label: 'dashboard', icon: '🏠' },
    { href: '/admin/analytics', label: 'analytics', icon: '📊' },
    { href: '/admin/finance/dashboard', label: 'finance', icon: '💰' },
    { href: '/admin/growth', label: 'growth', icon: '🌱' },
    { href: '/admin/user-management', label: 'users', icon: '👥' },
    { href: '/admin/lessoneditor/lessontableeditor', label: 'lessonTable', icon: '🗂️' },
    { href: '/admin/courseeditor', label: 'courseEditor', icon: '📚' },
    { href: '/admin/lessoneditor', label: 'lessonEditor', icon: '✏️' },
    { href: '/admin/featurelessons', label: 'featureLessons', icon: '⭐' },
    { href: '/admin/marketeditor/marketdata', label: 'marketData', icon: '📈' },
    { href: '/admin/badges', label: 'badges', icon: '🏅' },
    { href: '/admin/thumbnails', label: 'thumbnails', icon: '🖼️' },
    { href: '/admin/audit', label: 'audit', icon: '📜' },
    { href: '/admin/help-editor/help', label: 'help', icon: '❓' },
    { href: '/admin/settings/adminsettings', label: 'settings', icon: '⚙️' },
    { href: '/logout', label: 'logout', icon: '🚪' },
  ],
  parent: [
    { href: '/dashboard', label: 'dashboard', icon: '🏠' },
    { href: '/children', label: 'children', icon: '👧' },
    { href: '/progress', label: 'progress', icon: '📈' },
    { href: '/reports', label: 'reports', icon: '📝' },
    { href: '/notifications', label: 'notifications', icon: '🔔' },
    { href: '/profile', label: 'profile', icon: '🙂' },
    { href: '/settings', label: 'settings', icon: '⚙️' },
    { href: '/logout', label: 'logout', icon: '🚪' },
  ],
  tutor: [
    { href: '/dashboard', label: 'dashboard', icon: '🏠' },
    { href: '/classes', label: 'classes', icon: '🏫' },
    { href: '/students', label: 'students', icon: '🎒' },
    { href: '/progress', label: 'progress', icon: '📈' },
    { href: '/feedback', label: 'feedback', icon: '💬' },
    { href: '/notifications', label: 'notifications', icon: '🔔' },
    { href: '/profile', label: 'profile', icon: '🙂' },
    { href: '/settings', label: 'settings', icon: '⚙️' },
    { href: '/logout', label: 'logout', icon: '🚪' },
  ],
  child: [
    { href: '/dashboard', label: 'dashboard', icon: '🏠' },
    { href: '/lessons', label: 'lessons', icon: '📚' },
    { href: '/progress', label: 'progress', icon: '📈' },
    { href: '/achievements', label: 'achievements', icon: '🏆' },
    { href: '/journal', label: 'journal', icon: '📓' },
    { href: '/profile', label: 'profile', icon: '🙂' },
    { href: '/settings', label: 'settings', icon: '⚙️' },
    { href: '/logout', label: 'logout', icon: '🚪' },
  ],
};

