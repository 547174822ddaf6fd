/**
 * The product's mark, drawn inline: as an image (public/logo.svg, which stays the favicon) it was
 * one more request before every page's first paint. Decorative: the product's name is beside it.
 */
export function LogoMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={className}
      aria-hidden
      focusable="false"
    >
      <rect width="64" height="64" rx="16" fill="#5046c9" />
      <path d="M18 44V20h8l6 14 6-14h8v24h-7V31l-5 12h-4l-5-12v13z" fill="#fff" />
    </svg>
  );
}
