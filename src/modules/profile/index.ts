import 'server-only';

// The profile module's server API (decision 015): the own profile and its updates. Its other files are private.
export { getOwnProfile } from './queries';
export { updateOwnProfile } from './update-profile';
