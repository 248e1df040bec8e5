import type { ReactNode } from 'react';
import type { Picture } from '@/lib/picture-password';

/*
 * The pictures of a picture password (decision 068), drawn here as small SVGs so they look the same on every tablet
 * and on paper (no emoji font). Bold shapes and one strong colour each, told apart in black and white too.
 */
const DRAWINGS: Record<Picture, ReactNode> = {
  cat: (
    <>
      <path d="M10 40V16l8 6h12l8-6v24z" fill="#f59e0b" stroke="#78350f" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="19" cy="28" r="2.5" fill="#1f2937" />
      <circle cx="29" cy="28" r="2.5" fill="#1f2937" />
      <path d="M22 33h4l-2 2z" fill="#be185d" />
    </>
  ),
  dog: (
    <>
      <ellipse cx="24" cy="27" rx="12" ry="13" fill="#d6a77a" stroke="#5b3a1e" strokeWidth="2" />
      <ellipse cx="11" cy="22" rx="4" ry="9" fill="#7c4a25" />
      <ellipse cx="37" cy="22" rx="4" ry="9" fill="#7c4a25" />
      <circle cx="19" cy="25" r="2.5" fill="#1f2937" />
      <circle cx="29" cy="25" r="2.5" fill="#1f2937" />
      <ellipse cx="24" cy="32" rx="3.5" ry="2.5" fill="#1f2937" />
    </>
  ),
  fish: (
    <>
      <path d="M6 24c6-10 20-12 30 0-10 12-24 10-30 0z" fill="#38bdf8" stroke="#0c4a6e" strokeWidth="2" />
      <path d="M36 24l8-8v16z" fill="#0ea5e9" stroke="#0c4a6e" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="15" cy="22" r="2.5" fill="#0f172a" />
    </>
  ),
  bird: (
    <>
      <circle cx="22" cy="26" r="13" fill="#ef4444" stroke="#7f1d1d" strokeWidth="2" />
      <path d="M34 22l9 3-9 4z" fill="#f59e0b" />
      <circle cx="27" cy="22" r="2.5" fill="#111827" />
      <path d="M12 28c4 6 10 6 12 2" fill="none" stroke="#7f1d1d" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  apple: (
    <>
      <path d="M24 15c-6-4-16-2-16 10s8 18 16 16c8 2 16-4 16-16s-10-14-16-10z" fill="#dc2626" stroke="#7f1d1d" strokeWidth="2" />
      <path d="M24 15c0-4 1-7 4-9" fill="none" stroke="#713f12" strokeWidth="3" strokeLinecap="round" />
      <path d="M27 10c4-3 9-2 10 0-3 3-7 3-10 0z" fill="#16a34a" />
    </>
  ),
  banana: (
    <path d="M10 12c0 16 10 26 28 24 3 0 3-3 0-4-13 0-20-8-22-20 0-3-6-3-6 0z" fill="#facc15" stroke="#854d0e" strokeWidth="2" strokeLinejoin="round" />
  ),
  sun: (
    <>
      <g stroke="#ea580c" strokeWidth="3" strokeLinecap="round">
        <path d="M24 4v6M24 38v6M4 24h6M38 24h6M10 10l4 4M34 34l4 4M38 10l-4 4M14 34l-4 4" />
      </g>
      <circle cx="24" cy="24" r="10" fill="#fbbf24" stroke="#ea580c" strokeWidth="2" />
    </>
  ),
  moon: <path d="M30 6a18 18 0 1 0 12 28A15 15 0 0 1 30 6z" fill="#fde68a" stroke="#a16207" strokeWidth="2" strokeLinejoin="round" />,
  star: <path d="M24 5l5.6 12.2 13.3 1.5-9.9 9 2.7 13.1L24 34.2l-11.7 6.6 2.7-13.1-9.9-9 13.3-1.5z" fill="#facc15" stroke="#a16207" strokeWidth="2" strokeLinejoin="round" />,
  tree: (
    <>
      <rect x="21" y="30" width="6" height="13" fill="#92400e" />
      <circle cx="24" cy="20" r="14" fill="#22c55e" stroke="#14532d" strokeWidth="2" />
    </>
  ),
  ball: (
    <>
      <circle cx="24" cy="24" r="17" fill="#3b82f6" stroke="#1e3a8a" strokeWidth="2" />
      <path d="M7 24h34M24 7c-8 8-8 26 0 34M24 7c8 8 8 26 0 34" fill="none" stroke="#fff" strokeWidth="2.5" />
    </>
  ),
  car: (
    <>
      <path d="M5 32v-8l6-2 5-8h15l6 8 6 2v8z" fill="#a855f7" stroke="#4c1d95" strokeWidth="2" strokeLinejoin="round" />
      <path d="M18 16h5v6h-9zM26 16h4l4 6h-8z" fill="#e0f2fe" />
      <circle cx="14" cy="34" r="5" fill="#1f2937" stroke="#fff" strokeWidth="1.5" />
      <circle cx="34" cy="34" r="5" fill="#1f2937" stroke="#fff" strokeWidth="1.5" />
    </>
  ),
};

/** One picture, `size` pixels square. Decorative unless `label` is given (the picture's name in the reader's words). */
export function PictureIcon({ picture, size, label, className }: { picture: Picture; size: number; label?: string; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} className={className} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} focusable="false">
      {DRAWINGS[picture]}
    </svg>
  );
}
