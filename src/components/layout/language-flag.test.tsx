import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { theme } from '@/app/theme';
import { i18next, startI18n } from '@/lib/i18n/i18n';
import { languageCodes, languages } from '@/lib/i18n/languages';
import { LanguageSelect } from './language-select';
import { LanguageSwitcher } from './language-switcher';

// Pictographs, dingbats, regional indicators (flags) and the emoji presentation selector: what a
// machine without a colour-emoji font draws as empty boxes, and Windows draws flags as letters.
const emoji = /[\u{1F000}-\u{1FFFF}\u{2600}-\u{27BF}\u{2B50}]|\u{FE0F}/u;

async function renderWithI18n(ui: React.ReactNode) {
  await startI18n();
  await i18next.changeLanguage('en');
  return render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider theme={theme} env="test">
        {ui}
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('languages without emoji', () => {
  it('the navbar language menu shows each language with a flag image', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<LanguageSwitcher />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(languages.map((l) => l.name));
    for (const [index, item] of items.entries()) {
      expect(item.textContent).not.toMatch(emoji);
      const code = languages[index]?.code;
      const flag = item.querySelector('img[data-flag]');
      expect(flag).toHaveAttribute('data-flag', code);
      expect(flag).toHaveAttribute('src', `/flags/${code}.svg`);
      // The image ships with the app and is a drawing, not a glyph of some font.
      const file = readFileSync(resolve(process.cwd(), 'public', 'flags', `${code}.svg`), 'utf8');
      expect(file).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it('the sign-in language select names the languages without emoji', async () => {
    await renderWithI18n(<LanguageSelect />);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(languages.map((l) => l.name));
  });

  it('no translation relies on an emoji font ("Welcome back! 👋")', () => {
    for (const code of languageCodes) {
      const file = readFileSync(
        resolve(process.cwd(), 'public', 'locales', `${code}.json`),
        'utf8',
      );
      const withEmoji = Object.entries(JSON.parse(file) as Record<string, unknown>)
        .filter(([, value]) => emoji.test(JSON.stringify(value)))
        .map(([key]) => `${code}: ${key}`);
      expect(withEmoji).toEqual([]);
    }
  });
});
