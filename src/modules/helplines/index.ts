import 'server-only';

// The helplines module's server API (decision 015, 025): the children's helpline per language, which the journal's kind help names. Its other files are private.
export { getHelpline, listHelplines, type Helpline } from './helplines';
