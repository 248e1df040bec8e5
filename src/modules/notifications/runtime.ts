// The notifications module's API for the custom server (live streams): no 'server-only' anywhere below it (decision 015).
export { digestKey, sendNotificationDigests } from './digests';
export { sendWeeklyReports } from './weekly-report';
export { startNotificationStreams, unreadMessage } from './live';
export { notify, type NewNotification } from './notify';
export { sendReminders } from './reminders';
