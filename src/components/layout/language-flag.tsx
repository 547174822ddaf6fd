import type { LanguageCode } from '@/lib/i18n/languages';

/**
 * A language's flag, an image shipped with the app (`public/flags/<code>.svg`): flag emoji need a
 * colour-emoji font (a Linux machine without one showed empty boxes) and Windows draws them as
 * two letters. A file rather than inline SVG, so the navbar's code does not carry four drawings
 * that only the opened language menu shows. Decorative: the language's name is beside it.
 */
export function LanguageFlag({ code }: { code: LanguageCode }) {
  return (
    <img
      src={`${import.meta.env.BASE_URL}flags/${code}.svg`}
      alt=""
      width={21}
      height={15}
      data-flag={code}
      // White stripes stay apart from a white menu.
      style={{
        display: 'block',
        flex: 'none',
        objectFit: 'cover',
        borderRadius: 2,
        boxShadow: '0 0 0 1px light-dark(rgb(0 0 0 / 12%), rgb(255 255 255 / 16%))',
      }}
    />
  );
}
