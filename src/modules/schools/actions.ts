'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { addTeacher, createSchool } from './manage-schools';
import { addTeacherSchema, createSchoolSchema } from './schemas';

const PATH = '/admin/schools';

/** The back office creates a school and its first admin's account (decision 061). */
export async function createSchoolAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:school:any', createSchoolSchema, formData, async (actor, input) => {
    await createSchool(actor, input);
    revalidatePath(PATH);
    return { status: 'success', message: 'schools.done.created', messageValues: { name: input.name, email: input.adminEmail } };
  });
}

/** The back office adds an existing tutor to a school as its teacher (decision 061). */
export async function addTeacherAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:school:any', addTeacherSchema, formData, async (actor, input) => {
    await addTeacher(actor, input);
    revalidatePath(PATH);
    return { status: 'success', message: 'schools.done.teacherAdded', messageValues: { email: input.email } };
  });
}
