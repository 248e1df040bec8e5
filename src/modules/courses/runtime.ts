// The courses module's API for code outside Next's request handling (the custom server's jobs and domain events,
// tests): no 'server-only' anywhere below it (decision 015).
export { completionFinishesWork, courseOfWork, courseTitleOf, courseView, findPublishedWorkTitle, firstCompletionsScore, lessonSlugOf, lessonTitleOf } from './work-facts';
export { lessonAttemptView, lessonCompletionView, lessonView } from './learning-views';
