import 'server-only';

// The preferences module's server API (decision 015): locale, currency and light/dark mode (spec 4 "Preferences"). Its other files are private.
export { getPreferences } from './queries';
