import 'server-only';

// The accounts module's server API (decision 015): sign-out, e-mail verification and password reset links, changing one's e-mail, the auth error codes other forms show, and an account's rows inside another module's transaction (a parent-made child account, decision 029). Its other files are private.
export { authErrorCode } from './auth-errors';
export { anotherActiveAdminExists, deleteAccount, listAccounts, lockAccountForAdmin, markAccountVerified, readAccount, setAccountBlocked, setAccountRole, type AccountFilters, type ManagedAccount, type ManagedUser } from './account-admin';
export { insertAccount, type HashedNewAccount } from './create-account';
export { saveRosteredPerson } from './rostered-account';
export { endProviderSessions, linkProviderSubjects, unlinkProvider, unlinkProviderSubjects, type ProviderSubject } from './provider-subjects';
export { confirmEmailChange, pendingEmailChange, queueNewChildAddressLink, requestEmailChange } from './email-change';
export { sendVerificationLink, verifyEmailToken } from './email-verification';
export { requestPasswordReset, revokeResetLinks, sendPasswordResetLink } from './password-reset';
export { PARENT_MAIL_REGISTRATIONS_PER_CLIENT, registerAccount } from './register';
export { registrationCountries, type CountryOption } from './registration-countries';
export { signOut } from './sign-out';
export { readSignInHistory } from './sign-in-history';
export { peopleView, type PeopleView } from './people-view';
export { addXp } from './xp';
export { keepValuation, keepValuationsSql } from './portfolio-valuation';
export { lockPersonCard, type PersonCard } from './person-card';
export { isSignInAddressTaken, markConsentGiven, markConsentPending, saveChildCountry, saveChildSwitch, type ChildSwitch } from './child-switches';
export { isOwnPassword, replacePasswordAndSignOut } from './passwords';
export { countPeople, endAllSessions, endOtherSessions, findPersonByEmail, lockPerson, readAccountFacts, readOwnProfile, saveLanguageAndCurrency, saveNameAndAvatar } from './people';
// A child's classroom sign-in card (decision 066): the classes module finds the card, accounts opens the session.
export { countAddressAttempt, signInWithCard, signInWithPictures, type PictureAttempt, type SignInCard, type SignInCards } from './sign-in';
export { finishSignIn } from './sign-in-finish';
