import 'server-only';

// The feedback module's server API (decision 015): threads between a tutor and an approved student (decision 035). Its other files are private.
export {
  countUnreadFeedback,
  getChildFeedbackForParent,
  getModerationPage,
  getMyFeedback,
  getTutorFeedbackPage,
  getTutorThread,
  type FeedbackMessageView,
  type FeedbackThread,
  type ModerationRow,
  type TutorFeedbackPage,
  type TutorThreadPage,
} from './queries';
// One message into several students' threads at once, for a module that groups them (a class game's team).
export { sendToChildren } from './messages';
