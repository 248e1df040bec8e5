'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/form-state';
import { formValues, runActorAction } from '@/server/form-action';
import { createBadge } from './create-badge';
import { createCourse } from './create-course';
import { moveCourse } from './move-course';
import { saveBadgeTranslation } from './save-badge-translation';
import { saveCourseTranslation } from './save-course-translation';
import { saveFeaturedLessons } from './save-featured-lessons';
import {
  badgeIdSchema,
  badgeTranslationSchema,
  courseIdSchema,
  courseTranslationSchema,
  createBadgeSchema,
  createCourseSchema,
  featuredLessonsSchema,
  moveCourseSchema,
  updateBadgeSchema,
  updateCourseSchema,
} from './schemas';
import { setBadgeActive } from './set-badge-active';
import { setCoursePublished } from './set-course-published';
import { updateBadge } from './update-badge';
import { updateCourse } from './update-course';

const COURSE_EDITOR = '/admin/courseeditor';
const FEATURED_EDITOR = '/admin/featurelessons';
const BADGE_ADMIN = '/admin/badges';

/** What children see of the courses: the catalogue, every course page, their lessons and dashboards. */
function revalidateLearnerPages(): void {
  revalidatePath('/courses');
  revalidatePath('/courses/[slug]', 'page');
  revalidatePath('/courses/[slug]/[lesson]', 'page');
  revalidatePath('/lessons');
  revalidatePath('/dashboard');
  revalidatePath('/dashboard/[role]', 'page');
}

function revalidateCourses(courseId?: number): void {
  revalidatePath(COURSE_EDITOR);
  if (courseId !== undefined) revalidatePath(`${COURSE_EDITOR}/${courseId}`);
  revalidatePath(FEATURED_EDITOR);
  revalidateLearnerPages();
}

// ── Courses ──────────────────────────────────────────────────────────────────────────────────────────────────

export async function createCourseAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:content:any', createCourseSchema, formData, async (actor, input) => {
    const course = await createCourse(actor, input);
    revalidateCourses();
    redirect(`${COURSE_EDITOR}/${course.id}?created=1`);
  });
}

export async function updateCourseAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:content:any', updateCourseSchema, formData, async (actor, input) => {
    const result = await updateCourse(actor, input);
    revalidateCourses(input.courseId);
    // The saved values stay in the form (its uncontrolled fields are reset to these after the action).
    return { status: 'success', message: result.changed ? 'courseEditor.done.saved' : 'courseEditor.done.unchanged', values: formValues(formData) };
  });
}

/** A course's words in French or Arabic, beside its English (decision 051): children read them at once. */
export async function saveCourseTranslationAction(_state: FormState, formData: FormData): Promise<FormState & { updatedAt?: string }> {
  let updatedAt: string | undefined;
  const state = await runActorAction('edit:content:any', courseTranslationSchema, formData, async (actor, input) => {
    const result = await saveCourseTranslation(actor, input);
    updatedAt = result.updatedAt.toISOString();
    if (!result.changed) return { status: 'success', message: 'courseEditor.translation.done.unchanged' };
    revalidateCourses(input.courseId);
    return { status: 'success', message: 'courseEditor.translation.done.saved' };
  });
  return { ...state, values: undefined, updatedAt };
}

export async function moveCourseAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:content:any', moveCourseSchema, formData, async (actor, input) => {
    await moveCourse(actor, input);
    revalidateCourses();
    return { status: 'success', message: input.direction === 'up' ? 'courseEditor.done.movedUp' : 'courseEditor.done.movedDown' };
  });
}

export async function publishCourseAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:content:any', courseIdSchema, formData, async (actor, { courseId }) => {
    await setCoursePublished(actor, { courseId, published: true });
    revalidateCourses(courseId);
    return { status: 'success', message: 'courseEditor.done.published' };
  });
}

export async function unpublishCourseAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:content:any', courseIdSchema, formData, async (actor, { courseId }) => {
    await setCoursePublished(actor, { courseId, published: false });
    revalidateCourses(courseId);
    return { status: 'success', message: 'courseEditor.done.unpublished' };
  });
}

// ── Featured lessons ─────────────────────────────────────────────────────────────────────────────────────────

export async function saveFeaturedLessonsAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:content:any', featuredLessonsSchema, formData, async (actor, input) => {
    const result = await saveFeaturedLessons(actor, input);
    revalidatePath(FEATURED_EDITOR);
    revalidateLearnerPages();
    return { status: 'success', message: result.changed ? 'featuredLessons.done.saved' : 'featuredLessons.done.unchanged' };
  });
}

// ── Badges ───────────────────────────────────────────────────────────────────────────────────────────────────

function revalidateBadges(badgeId?: number): void {
  revalidatePath(BADGE_ADMIN);
  if (badgeId !== undefined) revalidatePath(`${BADGE_ADMIN}/${badgeId}`);
  revalidatePath('/achievements');
}

export async function createBadgeAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:content:any', createBadgeSchema, formData, async (actor, input) => {
    await createBadge(actor, input);
    revalidateBadges();
    redirect(`${BADGE_ADMIN}?created=1`);
  });
}

export async function updateBadgeAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:content:any', updateBadgeSchema, formData, async (actor, input) => {
    const result = await updateBadge(actor, input);
    revalidateBadges(input.badgeId);
    return { status: 'success', message: result.changed ? 'badgeAdmin.done.saved' : 'badgeAdmin.done.unchanged', values: formValues(formData) };
  });
}

/** A badge's name and description in French or Arabic, beside its English (decision 054): children read them at once. */
export async function saveBadgeTranslationAction(_state: FormState, formData: FormData): Promise<FormState & { updatedAt?: string }> {
  let updatedAt: string | undefined;
  const state = await runActorAction('edit:content:any', badgeTranslationSchema, formData, async (actor, input) => {
    const result = await saveBadgeTranslation(actor, input);
    updatedAt = result.updatedAt.toISOString();
    if (!result.changed) return { status: 'success', message: 'badgeAdmin.translation.done.unchanged' };
    revalidateBadges(input.badgeId);
    return { status: 'success', message: 'badgeAdmin.translation.done.saved' };
  });
  return { ...state, values: undefined, updatedAt };
}

export async function retireBadgeAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:content:any', badgeIdSchema, formData, async (actor, { badgeId }) => {
    await setBadgeActive(actor, { badgeId, active: false });
    revalidateBadges(badgeId);
    return { status: 'success', message: 'badgeAdmin.done.retired' };
  });
}

export async function reactivateBadgeAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('edit:content:any', badgeIdSchema, formData, async (actor, { badgeId }) => {
    await setBadgeActive(actor, { badgeId, active: true });
    revalidateBadges(badgeId);
    return { status: 'success', message: 'badgeAdmin.done.reactivated' };
  });
}
