export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="logo">
      <rect width="32" height="32" rx="7" fill="var(--accent)" />
      <path
        d="M10 8h7.5a5.5 5.5 0 0 1 1.6 10.76L23 24h-4.2l-3.4-5H13.6v5H10zm3.6 3.2v4.6h3.7a2.3 2.3 0 0 0 0-4.6z"
        fill="#fff"
      />
    </svg>
  );
}
