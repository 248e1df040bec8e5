import 'server-only';

// The mastery module's server API (decision 052): every finished question (answer events), each question's review
// schedule (review cards) and the skills they practise. Its other files are private.
export { recordFinishedQuestion, type FinishedQuestion } from './record-answer';
