/**
 * Spec 3 "Loading state": one global isLoading flag, initially false, that any screen can set.
 * A tiny external store: components read it with useSyncExternalStore.
 */
type Listener = () => void;

let isLoading = false;
const listeners = new Set<Listener>();

export function getIsLoading(): boolean {
  return isLoading;
}

export function setIsLoading(value: boolean): void {
  if (value === isLoading) return;
  isLoading = value;
  for (const listener of listeners) listener();
}

export function subscribeToLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
