import { useId, type ReactNode } from 'react';
import type { LanguageCode } from '@/lib/i18n/languages';

/**
 * The flags of the interface languages, drawn here: flag emoji need a colour-emoji font (a Linux
 * machine without one showed empty boxes) and Windows draws them as two letters.
 */
const flags: Record<LanguageCode, (id: string) => ReactNode> = {
  // The United Kingdom's (English), with the red saltire counterchanged as on the real flag.
  en: (id) => (
    <>
      <clipPath id={id}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id})`} stroke="#c8102e" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#c8102e" strokeWidth="6" />
    </>
  ),
  fr: () => (
    <>
      <rect width="20" height="30" fill="#002654" />
      <rect x="20" width="20" height="30" fill="#fff" />
      <rect x="40" width="20" height="30" fill="#ce1126" />
    </>
  ),
  de: () => (
    <>
      <rect width="60" height="10" fill="#000" />
      <rect y="10" width="60" height="10" fill="#dd0000" />
      <rect y="20" width="60" height="10" fill="#ffce00" />
    </>
  ),
  // Portugal's, the armillary sphere and shield simplified to what shows at 20 pixels.
  pt: () => (
    <>
      <rect width="24" height="30" fill="#006600" />
      <rect x="24" width="36" height="30" fill="#ff0000" />
      <circle cx="24" cy="15" r="7" fill="none" stroke="#ffcc00" strokeWidth="2" />
      <path d="M20.5,11 h7 v6 a3.5,3.5 0 0 1 -7,0 z" fill="#fff" stroke="#ff0000" strokeWidth="1" />
    </>
  ),
};

/** A language's flag as a small inline image (decorative: the language's name is beside it). */
export function LanguageFlag({ code }: { code: LanguageCode }) {
  const id = useId();
  return (
    <svg
      // White stripes stay apart from a white menu.
      style={{
        display: 'block',
        flex: 'none',
        borderRadius: 2,
        boxShadow: '0 0 0 1px light-dark(rgb(0 0 0 / 12%), rgb(255 255 255 / 16%))',
      }}
      viewBox="0 0 60 30"
      preserveAspectRatio="xMidYMid slice"
      width="21"
      height="15"
      aria-hidden="true"
      data-flag={code}
    >
      {flags[code](`flag-${id}`)}
    </svg>
  );
}
