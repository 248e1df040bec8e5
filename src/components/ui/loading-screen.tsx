import { Logo } from './logo';

/**
 * Spec 1: the round logo with a pulsing cyan glow on a full-screen white or dark background; logo size 120.
 * Not used as a root loading.tsx: a Suspense boundary there would stream every page and turn redirects, 403s and
 * 404s into 200s.
 */
export function LoadingScreen({ size = 120, label, delayed = false }: { size?: number; label: string; delayed?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      // A quick navigation never flashes the screen: when delayed, it fades in only after 300 ms.
      className={`fixed inset-0 z-[60] flex items-center justify-center bg-page ${delayed ? 'animate-[fade-in_200ms_ease-out_300ms_both]' : ''}`}
    >
      <div className="animate-[glow_1.6s_ease-in-out_infinite] rounded-full motion-reduce:animate-none" style={{ width: size, height: size }}>
        <Logo size={size} />
      </div>
      <span className="sr-only">{label}</span>
    </div>
  );
}
