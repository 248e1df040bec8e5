import 'server-only';

// The courses module's server API (decision 015): the catalogue, the lesson player and its answers, the daily review (decision 052), levels from XP (decision 008). Its other files are private.
export { revealedAnswer } from './answers';
export { getLearningOverview, type LessonLink } from './learning-overview';
export { getCourse, getCoursePage, getLessonForPlayer, listAssignableCourses, listCatalogue, listFeaturedLessons, type AssignableCourse } from './queries';
export { ENGLISH_READER, getLessonReader, type LessonLanguage, type LessonReader } from './lesson-language';
export { answerQuestion, completeLesson, getLessonPage, getPlayerAttempt, type AttemptRef, type LessonPage } from './take-lesson';
export { getPracticeLinks, type PracticeLink } from './practice-links';
export { answerReview, getReviewPage, REVIEW_SESSION_SIZE, type ReviewPage, type ReviewQuestion } from './take-review';
export { levelFor, type LevelProgress } from './xp-rules';
export { courseTitleIn, lessonTitleIn, questionPromptIn } from './titles';
export { listCompletedLessons } from './completed-lessons';
export { lessonAttemptView, lessonCompletionView, lessonView } from './learning-views';
export { lessonCatalogue } from './lesson-catalogue';
export { completionFinishesWork, courseOfWork, courseTitleOf, courseView, findPublishedWorkTitle, firstCompletionsScore, lessonSlugOf, lessonTitleOf } from './work-facts';
export { countPublishedLessons, insertDraftCourse, isCourseSlugTaken, lockCourse, lockCourseOrder, lockCourseTranslation, lockFeaturedLessons, readCourseChoices, readCourseForEditor, readCoursesForEditor, readFeaturedLessonChoices, saveCourseFields, setCoursePosition, setLessonFeaturedPosition, shareCourseEnglish, writeCourseTranslation } from './admin-courses';
export { countLessonTableRows, insertDraftLesson, insertDraftLessons, isLessonSlugTaken, lockLessonFields, lockLessonRow, lockLessonsWithCourse, lockLessonTranslations, readCourseLessonsOf, readCourseOptions, readCourseRef, readLessonBlocks, readLessonForEditor, readLessonSlugs, readLessonTableRows, readLessonTranslationsForExport, readTranslationOverview, saveLessonFields, shareLessonsEnglish, writeLessonTranslation, type LessonRow } from './admin-lessons';
