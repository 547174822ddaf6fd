import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { theme } from '@/app/theme';
import { Menu } from './menu';
import { Modal } from './modal';
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
});
