import 'server-only';

// The dashboard module's server API (decision 015): which dashboard a role lands on, and one read per dashboard. Its other files are private.
export { dashboardRoleFor } from './dashboard-role';
export { getAdminOverview, getChildDashboard, getParentDashboard, getTutorDashboard } from './queries';
