'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/form-state';
import { runActorAction } from '@/server/form-action';
import { setClassroomIdleLimit } from './classroom-idle-limit';
import { classroomIdleSchema } from './classroom-idle-schema';

/** The school admin sets how long their school's classroom sessions may stay idle (decision 073). */
export async function saveClassroomIdleAction(_state: FormState, formData: FormData): Promise<FormState> {
  return runActorAction('manage:school:own', classroomIdleSchema, formData, async (actor, input) => {
    await setClassroomIdleLimit(actor, { minutes: input.minutes });
    revalidatePath('/dashboard/school_admin/sign-in-settings');
    return { status: 'success', message: 'schools.signIn.classroomIdle.saved' };
  });
}
