import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { schoolMembers, schools } from '@/db/schema';
import { findPersonByEmail, insertAccount, peopleView, sendPasswordResetLink, sendVerificationLink } from '@/modules/accounts';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { AppError } from '@/server/errors';
import { hashPassword } from '@/server/password';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import type { AddTeacherInput, CreateSchoolInput } from './schemas';

/*
 * The back office's changes to schools (decision 061): a school is created with its first admin in one transaction,
 * and an existing tutor joins a school as its teacher. Each change and its audit entry land together.
 */

const emailTaken = () => new AppError(409, 'schools.errors.emailTaken');

/**
 * A new school and a new account for its first admin. The admin gets no password from us: the account's password is
 * random and unknown, and the mails that follow the commit are the ones every new account gets, the address's
 * confirmation link and a link to choose a password.
 */
export async function createSchool(actor: Actor, input: CreateSchoolInput): Promise<{ schoolId: string; adminId: string }> {
  assertCan(actor, 'manage:school:any');
  // Argon2id before the transaction, so its locks are not held while the hash is computed (accounts' insertAccount).
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  let created: { schoolId: string; adminId: string };
  try {
    created = await getDb().transaction(async (tx) => {
      if (await findPersonByEmail(tx, input.adminEmail)) throw emailTaken();
      const school = { id: randomUUID() };
      await tx.insert(schools).values({ id: school.id, name: input.name, country: input.country, timeZone: input.timeZone, createdBy: actor.id });
      const admin = await insertAccount(tx, { email: input.adminEmail, passwordHash, role: 'school_admin', firstName: input.adminFirstName, lastName: input.adminLastName, locale: actor.locale });
      await tx.insert(schoolMembers).values({ schoolId: school.id, userId: admin.id, role: 'admin' });
      await writeAudit(tx, actor, {
        actionType: 'school_created',
        component: 'schools',
        entityId: school.id,
        targetUser: admin.email,
        subjectUserId: admin.id,
        message: `${actor.email} created the school ${input.name} with its admin ${admin.email}`,
        details: { schoolId: school.id, country: input.country, timeZone: input.timeZone },
      });
      return { schoolId: school.id, adminId: admin.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'schools_name_unique')) throw new AppError(409, 'schools.errors.nameTaken');
    if (isUniqueViolation(error, 'auth_users_email_unique')) throw emailTaken();
    throw error;
  }
  // After the commit: a mail that fails to go does not undo the school (the back office can send both again).
  await sendVerificationLink(input.adminEmail);
  await sendPasswordResetLink(input.adminEmail);
  return created;
}

/** An existing tutor becomes one of a school's teachers. Only a tutor, and only one school per person. */
export async function addTeacher(actor: Actor, input: AddTeacherInput): Promise<void> {
  assertCan(actor, 'manage:school:any');
  try {
    await getDb().transaction(async (tx) => {
      const [school] = await tx.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.id, input.schoolId));
      if (!school) throw new AppError(404, 'schools.errors.schoolNotFound');
      const person = peopleView('person');
      const [tutor] = await tx.select({ id: person.id, role: person.role, email: person.email }).from(person).where(eq(person.email, input.email));
      if (!tutor) throw new AppError(404, 'schools.errors.tutorNotFound');
      if (tutor.role !== 'tutor') throw new AppError(409, 'schools.errors.notATutor');
      const [already] = await tx.select({ schoolId: schoolMembers.schoolId }).from(schoolMembers).where(eq(schoolMembers.userId, tutor.id));
      if (already) throw new AppError(409, 'schools.errors.alreadyInASchool');
      await tx.insert(schoolMembers).values({ schoolId: school.id, userId: tutor.id, role: 'teacher' });
      await writeAudit(tx, actor, {
        actionType: 'school_teacher_added',
        component: 'schools',
        entityId: school.id,
        targetUser: tutor.email,
        subjectUserId: tutor.id,
        message: `${actor.email} added ${tutor.email} to the school ${school.name} as a teacher`,
        details: { schoolId: school.id },
      });
    });
  } catch (error) {
    // Two admins adding the same tutor at once: the second meets the key (one school per person).
    if (isUniqueViolation(error, 'school_members_pkey')) throw new AppError(409, 'schools.errors.alreadyInASchool');
    throw error;
  }
}
