import 'server-only';

// The mail module's server API (decision 015): the outbox and the spec 7 mail calls. Its other files are private.
export { listOutbox } from './queries';
export { adminLoginAlertSchema, sendAdminLoginAlert, sendRequestedWelcome, welcomeRequestSchema } from './send-requested-mail';
