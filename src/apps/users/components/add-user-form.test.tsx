import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDemoSession } from '@/mocks/db/sessions';
import { mockServer } from '@/mocks/hosts/node';
import { i18next } from '@/lib/i18n/i18n';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';
import { addRoleAsAdmin, renderSignedIn } from '@/testing/render-route';
import { AddUserForm } from './add-user-form';

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** The form alone, with every provider, signed in as the admin against the node mock API. */
async function renderForm() {
  const onDone = vi.fn<() => void>();
  const { user } = await renderSignedIn(<AddUserForm onDone={onDone} />, { as: 'admin' });
  /** Pasting fills a field in one input event; typing key by key is slow in jsdom. */
  const fill = async (name: RegExp, value: string) => {
    await user.clear(field(name));
    await user.click(field(name));
    await user.paste(value);
  };
  const pick = async (name: RegExp, option: string) => {
    const combobox = screen.getByRole('combobox', { name });
    await user.click(combobox);
    // jsdom never lays the dropdown out, so Mantine keeps it hidden; the option is still there.
    const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    await user.click(
      within(listbox ?? document.body).getByRole('option', { name: option, hidden: true }),
    );
  };
  const fillValid = async (email = 'grace@example.com') => {
    await fill(/^Full name/, 'Grace Hopper');
    await fill(/^Username/, 'ghopper');
    await fill(/^Email/, email);
    await fill(/^Phone/, '+1 202 555 0147');
    await fill(/^Company/, 'Navy Labs');
    await fill(/^Country/, 'United States');
    await pick(/^Role/, 'Editor');
    await pick(/^Plan/, 'Team');
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Add user' }));
  return { user, onDone, fill, pick, fillValid, submit };
}

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe('add user form', () => {
  it('says what is wrong, in English then in French', async () => {
    const { fill, submit } = await renderForm();
    await fill(/^Email/, 'not-an-email');
    await fill(/^Phone/, 'call me');
    await submit();

    expect(await screen.findAllByText('This field is required.')).toHaveLength(6);
    expect(screen.getByText('Enter a valid email address.')).toBeVisible();
    expect(
      screen.getByText('Enter a phone number: digits, spaces and + ( ) . - only.'),
    ).toBeVisible();

    await act(() => i18next.changeLanguage('fr'));
    await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(6));
    expect(screen.getByText('Saisissez une adresse e-mail valide.')).toBeVisible();
    expect(
      screen.getByText(
        'Saisissez un numéro de téléphone : chiffres, espaces et + ( ) . - uniquement.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('puts a taken email by its field and keeps the input, then adds the user', async () => {
    const { fill, fillValid, submit, onDone } = await renderForm();
    await fillValid('ADMIN@demo.com');
    await submit();

    expect(await screen.findByText('This email is already used by another user.')).toBeVisible();
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Full name/)).toHaveValue('Grace Hopper');
    expect(onDone).not.toHaveBeenCalled();

    await fill(/^Email/, 'grace@example.com');
    await submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(getDemoSession().db.users.at(-1)).toMatchObject({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      role: 'editor',
      currentPlan: 'team',
      status: 'pending',
    });
  });

  it('offers a role added in the roles app, and adds the user with it', async () => {
    await addRoleAsAdmin('Auditor');
    const { fill, pick, submit, onDone } = await renderForm();
    await fill(/^Full name/, 'Ada Lovelace');
    await fill(/^Username/, 'alovelace');
    await fill(/^Email/, 'ada@example.com');
    await fill(/^Phone/, '+44 20 7946 0958');
    await fill(/^Company/, 'Analytical Engines');
    await fill(/^Country/, 'United Kingdom');
    await pick(/^Plan/, 'Team');
    // The roles' list arrives after the form shows.
    await waitFor(async () => pick(/^Role/, 'Auditor'));
    await submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(getDemoSession().db.users.at(-1)).toMatchObject({
      fullName: 'Ada Lovelace',
      role: 'Auditor',
    });
  });

  it('says a failure that belongs to no field above the buttons', async () => {
    mockServer.use(
      http.post('*/apps/users/add-user', () =>
        HttpResponse.json({ message: 'common.errors.unexpected' }, { status: 500 }),
      ),
    );
    const { fillValid, submit } = await renderForm();
    await fillValid();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(field(/^Full name/)).toHaveValue('Grace Hopper');
  });
});

describe('edit user form, when someone else saved the user meanwhile', () => {
  it("shows who, keeps their change and the user's, and saves both with the new version", async () => {
    const record = getDemoSession().db.users[41];
    if (!record) throw new Error('seed too small');
    const { password: _password, ...shown } = record;
    const theirPlan = shown.currentPlan === 'enterprise' ? 'team' : 'enterprise';
    const onDone = vi.fn<() => void>();
    const { user } = await renderSignedIn(<AddUserForm user={shown} onDone={onDone} />, {
      as: 'admin',
    });
    // Another admin's tab moves the user to another plan while the form is open.
    const { accessToken } = await signInAs('admin');
    const other = await callApi('/apps/users/update-user', {
      token: accessToken,
      body: { ...shown, currentPlan: theirPlan },
      headers: { 'If-Match': `"${shown.version}"` },
    });
    expect(other.status).toBe(200);

    await user.clear(field(/^Company/));
    await user.click(field(/^Company/));
    await user.paste('Analytical Engines');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const title = await screen.findByText('John Doe changed this after you opened it');
    const notice = title.closest<HTMLElement>('[role="alert"]') ?? document.body;
    // Each field as whoever changed it left it: their plan, the user's company.
    const plan = within(notice).getByRole('radiogroup', { name: 'Plan' });
    expect(
      within(plan).getByRole('radio', { name: `Theirs: ${i18next.t(`users.plans.${theirPlan}`)}` }),
    ).toBeChecked();
    expect(within(notice).getByRole('radiogroup', { name: 'Company' })).toBeVisible();
    expect(field(/^Company/)).toHaveValue('Analytical Engines');
    expect(onDone).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const saved = getDemoSession().db.users.find((row) => row.id === shown.id);
    expect(saved).toMatchObject({
      currentPlan: theirPlan,
      company: 'Analytical Engines',
      version: shown.version + 2,
    });
  });
});
