import { act, screen, waitFor, within } from '@testing-library/react';
import fr from '../../../../public/locales/fr.json';
import { i18next } from '@/lib/i18n/i18n';
import { toastTimings } from '@/lib/notify/notify';
import { setUndoWindow } from '@/lib/query/undoable';
import { getDemoSession } from '@/mocks/db/sessions';
import { addRoleAsAdmin, renderRoute } from '@/testing/render-route';
import { expectToast } from '@/testing/toasts';

async function openDialog(name: RegExp | string) {
  const view = await renderRoute('/apps/roles', { as: 'admin' });
  await view.user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

describe('roles page', () => {
  it('shows every role with its number of users', async () => {
    await renderRoute('/apps/roles', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Admin',
      'Client',
      'Author',
      'Editor',
      'Maintainer',
      'Subscriber',
      'Shop manager',
    ]);
    expect(
      within(screen.getByRole('article', { name: 'Client' })).getByText('Total users: 1'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add role' })).toBeVisible();
  });

  it('sends the client to the not-authorized page', async () => {
    const { router } = await renderRoute('/apps/roles', { as: 'client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
  });
});

/** Seeded roles are stored by their key (`editor`), shown by their translated name. */
const storedRole = (name: string) => getDemoSession().db.roles.some((role) => role.name === name);

describe('undoable role delete', { timeout: 30_000 }, () => {
  afterEach(() => setUndoWindow(toastTimings.undo));

  it('takes the card out at once, and sends the delete when the window ends', async () => {
    // Long enough that a busy machine still finds the card gone before the call is made.
    setUndoWindow(1500);
    await addRoleAsAdmin('Auditor');
    const { user } = await renderRoute('/apps/roles', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Delete role Auditor' }));
    expect(screen.queryByRole('article', { name: 'Auditor' })).toBeNull();
    await expectToast('Role “Auditor” deleted.');
    expect(storedRole('Auditor')).toBe(true);
    await waitFor(() => expect(storedRole('Auditor')).toBe(false));
    expect(screen.queryByRole('article', { name: 'Auditor' })).toBeNull();
  });

  it('puts a role users hold back, with the reason in an error toast', async () => {
    setUndoWindow(300);
    const { user } = await renderRoute('/apps/roles', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Delete role Editor' }));
    expect(screen.queryByRole('article', { name: 'Editor' })).toBeNull();
    await expectToast(/users have this role/);
    expect(await screen.findByRole('article', { name: 'Editor' })).toBeVisible();
    expect(storedRole('editor')).toBe(true);
  });
});

// A dialog of seventy checkboxes re-renders on every click; jsdom is slow at it under load.
describe('role dialog', { timeout: 40_000 }, () => {
  it('selects everything, a row, or nothing, with mixed states in between', async () => {
    const { user, dialog } = await openDialog('Edit role Client');
    // Label queries: role queries over seventy checkboxes are slow in jsdom.
    const box = (label: string) => within(dialog).getByLabelText(label);
    const selectAll = box('Select all');
    const todoRow = box('All permissions on Todo');
    const readUsers = box('Read: Users');
    // The client reads Todo but changes only its own tasks (an advanced rule).
    expect(todoRow).toBePartiallyChecked();
    expect(selectAll).toBePartiallyChecked();
    expect(readUsers).not.toBeChecked();
    expect(within(dialog).getByRole('table', { name: 'Advanced rules' })).toBeVisible();

    await user.click(todoRow);
    expect(todoRow).toBeChecked();
    expect(box('Delete: Todo')).toBeChecked();

    await user.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(readUsers).toBeChecked();
    await user.click(selectAll);
    expect(selectAll).not.toBeChecked();
    const checked = dialog.querySelectorAll('input[type="checkbox"]:checked');
    expect(checked).toHaveLength(0);

    await user.click(readUsers);
    expect(selectAll).toBePartiallyChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'All permissions on Users' }),
    ).toBePartiallyChecked();
  });

  it('shows the administrator as managing everything, with a grid that cannot change', async () => {
    const { dialog } = await openDialog('Edit role Admin');
    expect(within(dialog).getByText(/manages everything/)).toBeVisible();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(
      boxes.every((box) => box instanceof HTMLInputElement && box.checked && box.disabled),
    ).toBe(true);
    expect(within(dialog).getByRole('textbox', { name: /Role name/ })).toHaveAttribute('readonly');
  });

  it('shows a seeded role by its translated name and keeps it unless it is changed', async () => {
    const { user } = await renderRoute('/apps/roles', { as: 'admin' });
    await act(() => i18next.changeLanguage('fr'));
    const editorName = fr['roles.editor'];
    await user.click(
      await screen.findByRole('button', {
        name: fr['roles.actions.editNamed'].replace('{{name}}', editorName),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: new RegExp(fr['roles.fields.name']) });
    expect(name).toHaveValue(editorName);
    await user.click(within(dialog).getByRole('button', { name: fr['roles.actions.save'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Still the seeded role, not one renamed to the French word: English names it in English.
    await act(() => i18next.changeLanguage('en'));
    expect(await screen.findByRole('article', { name: 'Editor' })).toBeVisible();
  });

  it('requires a name, in the current language, and shows a taken one by the field', async () => {
    const { user, dialog } = await openDialog('Add role');
    const submit = within(dialog).getByRole('button', { name: 'Add role' });
    await user.click(submit);
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();

    await act(() => i18next.changeLanguage('fr'));
    expect(await within(dialog).findByText(fr['validation.required'])).toBeVisible();
    await act(() => i18next.changeLanguage('en'));

    const name = within(dialog).getByRole('textbox', { name: /Role name/ });
    await user.type(name, 'editor');
    await user.click(submit);
    expect(await within(dialog).findByText('A role with this name already exists.')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.type(name, 'Support');
    await user.click(within(dialog).getByLabelText('Read: Chat'));
    await user.click(submit);
    expect(await screen.findByRole('article', { name: 'Support' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
