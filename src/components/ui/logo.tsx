/** The academy's round logo (spec 1). Decorative when a text label sits beside it. */
export function Logo({ size = 40, label }: { size?: number; label?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <circle cx="32" cy="32" r="30" fill="var(--primary)" />
      <path d="M14 28 32 19l18 9-18 9-18-9Z" fill="#fff" />
      <path d="M22 33v8c0 3 5 6 10 6s10-3 10-6v-8l-10 5-10-5Z" fill="#fff" opacity=".85" />
      <circle cx="48" cy="40" r="2.5" fill="#fde047" />
      <path d="M48 29v10" stroke="#fde047" strokeWidth="2" />
    </svg>
  );
}
