import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

/*
 * The app's toasts (spec 4/9), react-hot-toast loaded when the first one is raised rather than with every page
 * (about 4.5 KiB gzipped off every route; docs/benchmarks.md "Client JavaScript"). `toast`, `toast.success`,
 * `toast.error` and `toast.dismiss` take react-hot-toast's arguments and answer at once with the toast's id (chosen
 * here, so an undo button can dismiss its own toast before the library has arrived); the library's store keeps a
 * toast raised before the Toaster has mounted and the Toaster (toaster.tsx) shows it when it does.
 */

type Message = ValueOrFunction<Renderable, Toast>;
type Library = typeof import('react-hot-toast');

let library: Promise<Library> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Loads react-hot-toast once (the Toaster's lazy component and every toast share the one promise). */
export function loadToasts(): Promise<Library> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return (library ??= import('react-hot-toast'));
}

/** For the Toaster: whether any toast has been asked for yet (a useSyncExternalStore source). */
export const toastsWanted = () => wanted;
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let lastId = 0;
const raise =
  (kind: 'blank' | 'success' | 'error') =>
  (message: Message, options?: ToastOptions): string => {
    const id = options?.id ?? `toast-${++lastId}`;
    void loadToasts().then(({ toast: library }) => (kind === 'blank' ? library : library[kind])(message, { ...options, id }));
    return id;
  };

export const toast = Object.assign(raise('blank'), {
  success: raise('success'),
  error: raise('error'),
  dismiss: (id?: string) => void loadToasts().then(({ toast: library }) => library.dismiss(id)),
});
