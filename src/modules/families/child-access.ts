import 'server-only';
import type { Actor } from '@/server/session-flow';
import { listChildren, type LinkedChild } from './guardians';

declare const childAccessBrand: unique symbol;

/**
 * Proof that the viewer may read one child's learning data (decision 015: who may see a child is decided here).
 * Only this module makes one; the modules that read a child's data (progress, simulator) take it instead of a bare
 * id, so a page cannot read a child it has not been allowed to see.
 */
export interface ChildAccess {
  readonly childId: string;
  readonly [childAccessBrand]: true;
}

/** Only this module calls it (its index does not export it). */
export function grant(childId: string): ChildAccess {
  return { childId } as ChildAccess;
}

export interface ChildChoice {
  children: LinkedChild[];
  /** The child the page is about: the one asked for, or the first; null when the parent has no linked child. */
  selected: LinkedChild | null;
  access: ChildAccess | null;
}

/**
 * A parent's children and the one a page shows (`?child=`), in one read. Null when the child asked for is not
 * theirs: the page answers 404, the same as for an unknown id, so it never tells whether another family's child exists.
 */
export async function chooseChild(actor: Actor, requestedId: string | undefined): Promise<ChildChoice | null> {
  const children = await listChildren(actor);
  const selected = requestedId === undefined ? (children[0] ?? null) : children.find((child) => child.id === requestedId);
  if (selected === undefined) return null;
  return { children, selected, access: selected ? grant(selected.id) : null };
}
