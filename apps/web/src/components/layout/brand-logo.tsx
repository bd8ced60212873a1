export function BrandLogo({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path d="M9 22l7-13 7 13h-4l-3-6-3 6z" fill="#fff" />
    </svg>
  );
}
