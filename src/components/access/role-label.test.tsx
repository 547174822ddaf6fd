import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { theme } from '@/app/theme';
import { i18next, startI18n } from '@/lib/i18n/i18n';
import { RoleBadge, RoleName, roleLabel } from './role-label';

// Role names are typed by people: names that are also translation keys or built-in properties
// of plain objects must show as typed and never break the screen.
const trickyNames = ['title', 'constructor', '__proto__', 'toString', 'hasOwnProperty'];

describe('role labels', () => {
  beforeAll(async () => {
    await startI18n();
  });
  afterEach(() => i18next.changeLanguage('en'));

  it('translates the seeded roles in the current language', async () => {
    expect(roleLabel(i18next.t, 'admin')).toBe('Admin');
    await i18next.changeLanguage('fr');
    expect(roleLabel(i18next.t, 'admin')).toBe('Administrateur');
  });

  it.each(trickyNames)('shows a role named %s as typed', (name) => {
    expect(roleLabel(i18next.t, name)).toBe(name);
    render(
      <MantineProvider theme={theme}>
        <RoleBadge role={name} />
        <RoleName role={name} />
      </MantineProvider>,
    );
    expect(screen.getAllByText(name)).toHaveLength(2);
  });
});
