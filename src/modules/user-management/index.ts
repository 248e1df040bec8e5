import 'server-only';

// The user-management module's server API (decision 015): the query its admin page reads. Its other files are private.
export { getUserManagementPage } from './queries';
