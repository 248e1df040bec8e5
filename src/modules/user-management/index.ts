import 'server-only';

// The user-management module's server API (decision 015): the queries its admin pages read. Its other files are private.
export { getChildCountryPage, getUserManagementPage, type ChildCountryPage } from './queries';
