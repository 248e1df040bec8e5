import 'server-only';

// The accounts module's server API (decision 015): sign-out, e-mail verification and password reset links, and the auth error codes other forms show. Its other files are private.
export { authErrorCode } from './auth-errors';
export { sendVerificationLink, verifyEmailToken } from './email-verification';
export { requestPasswordReset, revokeResetLinks, sendPasswordResetLink } from './password-reset';
export { signOut } from './sign-out';
