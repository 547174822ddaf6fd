import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { theme } from '@/app/theme';
import { Menu } from './menu';
import { Modal } from './modal';
import { Select } from './select';
import { Tooltip } from './tooltip';

function wrap(ui: React.ReactNode) {
  return render(
    // env test: no layout in jsdom, so floating-ui would hide every dropdown as detached.
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
}

function Dialog() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Confirm">
        Sure?
      </Modal>
    </>
  );
}

// Re-queried: the target is swapped for Mantine's when the menu loads.
const languageButton = () => screen.getByRole('button', { name: 'Language' });

/** The navbar's language menu: a tooltip wraps its target. */
const languageMenu = (picked?: (language: string) => void) => (
  <Menu>
    <Tooltip label="Change language">
      <Menu.Target>
        <button type="button">Language</button>
      </Menu.Target>
    </Tooltip>
    <Menu.Dropdown>
      <Menu.Item onClick={() => picked?.('fr')}>Français</Menu.Item>
      <Menu.Item onClick={() => picked?.('en')}>English</Menu.Item>
    </Menu.Dropdown>
  </Menu>
);

describe('overlays that load on first open', () => {
  it('renders only the tooltip target, then shows the tooltip on hover and describes the target', async () => {
    const user = userEvent.setup();
    wrap(
      <Tooltip label="Delete is not allowed">
        <button type="button">Delete</button>
      </Tooltip>,
    );
    const target = screen.getByRole('button', { name: 'Delete' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(target);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Delete is not allowed');
    expect(target).toHaveAccessibleDescription('Delete is not allowed');
    await user.unhover(target);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // The same element all along: not re-mounted when the tooltip loaded.
    expect(screen.getByRole('button', { name: 'Delete' })).toBe(target);
  });

  it('marks the menu target as a menu button and opens the menu on the first Enter', async () => {
    const user = userEvent.setup();
    const picked = vi.fn<() => void>();
    wrap(
      <Menu>
        <Menu.Target>
          <button type="button">Account</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Signed in</Menu.Label>
          <Menu.Item onClick={picked}>Sign out</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    const target = screen.getByRole('button', { name: 'Account' });
    expect(target).toHaveAttribute('aria-haspopup', 'menu');
    expect(target).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    target.focus();
    await user.keyboard('{Enter}');
    // Opened (jsdom has no layout, so floating-ui's hide middleware leaves it display: none).
    await screen.findByRole('menu', { hidden: true });
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    screen.getByRole('menuitem', { name: 'Sign out', hidden: true }).click();
    expect(picked).toHaveBeenCalledOnce();
  });

  it('renders no modal before its first open', async () => {
    const user = userEvent.setup();
    wrap(<Dialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm' })).toHaveTextContent('Sure?');
  });

  it('passes what a menu target needs through a tooltip to the button', async () => {
    const user = userEvent.setup();
    wrap(
      <Menu>
        <Menu.Target>
          <Tooltip label="Columns">
            <button type="button">Columns</button>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>Plan</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await screen.findByRole('menu', { hidden: true });
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('reopens a menu whose target a tooltip wraps, every time (the language menu)', async () => {
    const user = userEvent.setup();
    const picked = vi.fn<(language: string) => void>();
    wrap(languageMenu(picked));
    await user.click(languageButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Français', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    await user.click(languageButton());
    await user.click(await screen.findByRole('menuitem', { name: 'English', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    // By keyboard too: Enter on the target opens it a third time.
    languageButton().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', { hidden: true });
    expect(languageButton()).toHaveAttribute('aria-expanded', 'true');
    expect(picked.mock.calls).toEqual([['fr'], ['en']]);
  });

  it('shows the tooltip of a menu target before the menu has loaded', async () => {
    const user = userEvent.setup();
    wrap(languageMenu());
    await user.hover(languageButton());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Change language');
  });

  it('shows the selected label in a field of the same look, opens the real Select on the first ArrowDown and picks', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string | null) => void>();
    function Filter() {
      const [value, setValue] = useState<string | null>('team');
      return (
        <Select
          label="Plan"
          placeholder="All plans"
          clearable
          value={value}
          data={[
            { value: 'basic', label: 'Basic' },
            { group: 'Paid', items: [{ value: 'team', label: 'Team' }] },
          ]}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    wrap(<Filter />);
    const field = screen.getByRole('combobox', { name: 'Plan' });
    expect(field).toHaveValue('Team');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    field.focus();
    await user.keyboard('{ArrowDown}');
    // The real Select, focused, its dropdown open (hidden in jsdom: no layout for floating-ui).
    await screen.findByRole('listbox', { hidden: true });
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveFocus();
    screen.getByRole('option', { name: 'Basic', hidden: true }).click();
    expect(onChange).toHaveBeenLastCalledWith('basic');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('Basic'),
    );
  });

  it('clears a clearable Select before it has loaded', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string | null) => void>();
    const { container } = wrap(
      <Select
        label="Role"
        clearable
        value="admin"
        data={['admin', 'editor']}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('admin');
    const clear = container.querySelector('button[aria-hidden="true"]');
    expect(clear).not.toBeNull();
    await user.click(clear as HTMLButtonElement);
    expect(onChange).toHaveBeenCalledWith(null, expect.anything());
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
  });
});
