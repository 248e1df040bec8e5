'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { addStudent, createClass, deleteClass, removeStudent, renameClass, setClassLeaderboard } from './manage-classes';
import { answerMembership } from './membership';
import { cancelAssignment, changeDueDate, createAssignment, setClassTimeZone } from './assignments';
import {
  addStudentSchema,
  answerMembershipSchema,
  assignmentIdSchema,
  changeDueDateSchema,
  classIdSchema,
  classLeaderboardSchema,
  classTimeZoneSchema,
  createAssignmentSchema,
  createClassSchema,
  removeStudentSchema,
  renameClassSchema,
} from './schemas';

/*
 * The tutor's class forms (/classes, /classes/[id]). The session and the 'manage:class:own' permission are checked
 * here, ownership in the domain functions; every refusal is a message on the form.
 */


function refresh(classId?: string) {
  revalidatePath('/classes');
  if (classId) revalidatePath(`/classes/${classId}`, 'layout');
  revalidatePath('/simulator');
}

/** An assignment changed: the tutor's pages and the children's lists (decision 034). */
function refreshAssignments(classId: string) {
  refresh(classId);
  revalidatePath('/students', 'layout');
  revalidatePath('/dashboard/child');
  revalidatePath('/lessons');
}

/** Creates the class and opens its page, where students are added. */
export async function createClassAction(_state: FormState, formData: FormData): Promise<FormState> {
  const state = await runActorAction('manage:class:own', createClassSchema, formData, async (actor, input) => {
    const created = await createClass(actor, input);
    refresh();
    return { status: 'success', message: 'classes.done.created', messageValues: { name: created.name }, values: { classId: created.id } };
  });
  if (state.status === 'success' && state.values?.classId) redirect(`/classes/${state.values.classId}`);
  return state;
}

export async function renameClassAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:class:own', renameClassSchema, formData, async (actor, input) => {
    const renamed = await renameClass(actor, input);
    refresh(renamed.id);
    return { status: 'success', message: 'classes.done.renamed', messageValues: { name: renamed.name }, values: { name: renamed.name } };
  });
}

/** Deletes the class and goes back to the list. */
export async function deleteClassAction(_state: FormState, formData: FormData): Promise<FormState> {
  const state = await runActorAction('manage:class:own', classIdSchema, formData, async (actor, input) => {
    await deleteClass(actor, input.classId);
    refresh(input.classId);
  });
  if (state.status === 'success') redirect('/classes');
  return state;
}

export async function addStudentAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:class:own', addStudentSchema, formData, async (actor, input) => {
    const student = await addStudent(actor, input);
    refresh(input.classId);
    return { status: 'success', message: 'classes.done.added', messageValues: { name: student.name } };
  });
}

export async function removeStudentAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:class:own', removeStudentSchema, formData, async (actor, input) => {
    const student = await removeStudent(actor, input);
    refresh(input.classId);
    return { status: 'success', message: 'classes.done.removed', messageValues: { name: student.name } };
  });
}

export async function setClassLeaderboardAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:class:own', classLeaderboardSchema, formData, async (actor, input) => {
    const enabled = await setClassLeaderboard(actor, input);
    refresh(input.classId);
    return { status: 'success', message: enabled ? 'classes.done.leaderboardOn' : 'classes.done.leaderboardOff' };
  });
}

/** A family approves or declines a tutor's request to add a child to a class (decision 032): parents and children. */
export async function answerMembershipAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('answer:membership:own', answerMembershipSchema, formData, async (actor, { classId, childId, answer }) => {
    const result = await answerMembership(actor, { classId, childId }, answer === 'approve');
    refresh(classId);
    revalidatePath('/children');
    revalidatePath('/dashboard/child');
    revalidatePath('/dashboard/parent');
    return { status: 'success', message: answer === 'approve' ? 'classes.done.approved' : 'classes.done.declined', messageValues: { name: result.childName, className: result.className } };
  });
}

/** Gives a lesson or course to the class (decision 034). */
export async function createAssignmentAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:class:own', createAssignmentSchema, formData, async (actor, input) => {
    const created = await createAssignment(actor, input);
    refreshAssignments(input.classId);
    return { status: 'success', message: 'classes.done.assigned', messageValues: { title: created.title, count: created.students } };
  });
}

export async function changeDueDateAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:class:own', changeDueDateSchema, formData, async (actor, input) => {
    const { classId } = await changeDueDate(actor, input);
    refreshAssignments(classId);
    return { status: 'success', message: input.dueOn ? 'classes.done.dueChanged' : 'classes.done.dueRemoved' };
  });
}

export async function cancelAssignmentAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:class:own', assignmentIdSchema, formData, async (actor, input) => {
    const { classId } = await cancelAssignment(actor, input.assignmentId);
    refreshAssignments(classId);
    return { status: 'success', message: 'classes.done.cancelled' };
  });
}

export async function setClassTimeZoneAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:class:own', classTimeZoneSchema, formData, async (actor, input) => {
    const zone = await setClassTimeZone(actor, input);
    refresh(input.classId);
    return { status: 'success', message: 'classes.done.timeZone', messageValues: { zone } };
  });
}
