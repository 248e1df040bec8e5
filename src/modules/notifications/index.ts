import 'server-only';

// The notifications module's server API (decision 015, 036): a person's notifications. Its other files are private.
export { getNotificationsPage, type NotificationsPage, type NotificationView } from './queries';
export { notificationFiltersSchema, type NotificationFilters } from './schemas';
export { previewUnsubscribe, unsubscribe } from './unsubscribe';
export { findEmailSettingsSection, findStreakReminderSetting, type EmailSettingsSection } from './email-settings';
