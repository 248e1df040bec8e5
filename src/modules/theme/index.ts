import 'server-only';

// The theme module's server API (decision 015): the theme the root layout renders (decision 006). Its other files are private.
export { getAdminSettingsPage, getTheme } from './queries';
export { themeOverrideCss } from './theme-keys';
