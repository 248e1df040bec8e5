import { childDataExportRequested } from '@/modules/families/events';
import { schoolAdmins } from '@/modules/classes/runtime';
import { schoolNames } from '@/modules/families/runtime';
import { subscribe } from '@/server/domain-events';
import { schoolSignInGate } from '@/server/school-sign-in-gate';
import { classSchoolAdmins } from './class-admins';
import { readChildSchool } from './child-export';
import { schoolNamesByIds } from './school-names';
import { schoolSignInGate as gate } from './sign-in-gate';

/*
 * How schools react to the other domains (decision 015), in their transactions: a parent's export of a child's data
 * (decision 027) gets the child's school from here, its owner (decision 055). No 'server-only': the custom server
 * wires it. And who runs a class's school, which classes reads through its port to let them print the class's
 * sign-in cards (decision 066). And who may sign in through the school's own provider (decision 069). And the names of
 * the schools that authorised children's accounts, which families reads through its port for a parent's card (060).
 */
export function subscribeSchools(): void {
  schoolAdmins.provide(classSchoolAdmins);
  schoolSignInGate.provide(gate);
  schoolNames.provide({ schoolNamesByIds });
  subscribe(childDataExportRequested, 'schools.child-school', async (tx, { childId }) => ({ school: await readChildSchool(tx, childId) }));
}
