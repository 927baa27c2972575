/** The shop's plug mark, drawn inline (no request): the shell's logo and the checkout's own bar. */
export function PlugMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 34 34" aria-hidden="true" focusable="false">
      <rect width="34" height="34" rx="9" fill="var(--mui-palette-accent-main)" />
      <rect x="11" y="6" width="3.2" height="8" rx="1.6" fill="#1a1a1a" />
      <rect x="19.8" y="6" width="3.2" height="8" rx="1.6" fill="#1a1a1a" />
      <path d="M8 13h18v5a9 9 0 0 1-18 0z" fill="#1a1a1a" />
      <rect x="15.5" y="26" width="3" height="5" rx="1" fill="#1a1a1a" />
    </svg>
  );
}
