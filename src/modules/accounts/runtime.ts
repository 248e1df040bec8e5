// The accounts module's API for code outside Next's request handling (the custom server, the seed, the CLI, tests):
// no 'server-only' anywhere below it (decision 015).
export { createAccount } from './create-account';
export { deleteAuthUser } from './delete-auth-user';
export { peopleView, type PeopleView } from './people-view';
export { addXp } from './xp';
export { keepValuation, keepValuationsSql } from './portfolio-valuation';
export { lockPersonCard, type PersonCard } from './person-card';
export { isSignInAddressTaken, markConsentGiven, saveChildSwitch, type ChildSwitch } from './child-switches';
export { isOwnPassword, replacePasswordAndSignOut } from './passwords';
export { countPeople, endOtherSessions, findPersonByEmail, lockPerson, readAccountFacts, readOwnProfile, saveLanguageAndCurrency, saveNameAndAvatar } from './people';
