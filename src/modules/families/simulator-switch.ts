import 'server-only';
import type { Actor } from '@/server/session-flow';
import { switchChildFlag } from './child-switch';

/**
 * A linked parent switches their child's stock-market simulator on or off (decision 031), audited. Off, the child has
 * no simulator (permissions.ts withholds it), is on no leaderboard, and keeps their portfolio for when it is back on.
 * Anyone else's child is a 404, as everywhere in this module.
 */
export async function setChildSimulator(actor: Actor, childId: string, enabled: boolean): Promise<{ name: string; enabled: boolean }> {
  const { name, value } = await switchChildFlag(actor, childId, 'simulatorEnabled', enabled, {
    audit: (child, childName) => ({
      actionType: 'child_simulator_switch',
      component: 'families',
      entityId: child.id,
      targetUser: child.email,
      message: `${actor.email} switched the simulator ${enabled ? 'on' : 'off'} for ${childName}`,
      details: { childId: child.id, enabled },
    }),
  });
  return { name, enabled: value };
}
