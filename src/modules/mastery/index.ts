import 'server-only';

// The mastery module's server API (decision 052): every finished question (answer events), each question's review
// schedule (review cards), the skills they practise and each child's level on them. Its other files are private.
export { recordFinishedQuestion, type FinishedQuestion } from './record-answer';
export { getSkillsPage, type SkillCard, type SkillGroup, type SkillsPage } from './skills-page';
export { readCourseSkills, type CourseSkill } from './course-skills';
export { readChildSkills, type ChildSkill, type ChildSkills } from './child-skills';
export { readClassSkills } from './class-skills';
export type { ClassSkill } from './class-tally';
export { findReviewAnswer, getReviewSummary, lockReviewCard, reviewQueue, weakSkills, type ReviewCardState, type ReviewSummary } from './review-queue';
export { knownSkillSlugs, readSkillOptions, type SkillOption } from './skill-choices';
export type { LessonCatalogue, LessonViews } from './lesson-catalogue';
// When people answered, for a school's active learners (decision 061).
export { answerTimeView } from './answer-view';
// How far each of a school's classes has come on the curriculum's skills, in one statement (decision 061).
export { readGroupMastery, type GroupMastery } from './group-mastery';
