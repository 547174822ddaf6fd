import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, MantineProvider, Switch, TextInput } from '@mantine/core';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { theme } from '@/app/theme';
import { sendJson } from '@/lib/http/request';
import { startI18n } from '@/lib/i18n/i18n';
import { mockServer } from '@/mocks/hosts/node';
import { signInAs } from '@/testing/render-route';
import { ConflictNotice } from './conflict-notice';
import { FormError } from './form-error';
import { useAppForm } from './use-app-form';

const thingSchema = z.object({ id: z.number(), name: z.string() });
// Test endpoints the contract does not have: an untyped escape on purpose (`never` fits every
// path type), so the form is tested apart from any real endpoint.
const thingsPath = 'test/things' as never;
const codesPath = 'test/codes' as never;
const formSchema = z.object({ name: z.string().check(z.minLength(1, 'validation.required')) });
const codeSchema = z.object({ code: z.string().check(z.minLength(1, 'validation.required')) });

/** A create form as the apps write one: `submitWith` a mutation that posts a create. */
function ThingForm({ onSaved }: { onSaved: (id: number) => void }) {
  const form = useAppForm<{ name: string }>(formSchema, { initialValues: { name: '' } });
  const add = useMutation({
    mutationFn: (input: { name: string }) =>
      sendJson('post', thingsPath, thingSchema, { json: input, creates: true }),
    meta: { errorToast: false },
  });
  return (
    <form
      noValidate
      onSubmit={form.submitWith(
        add,
        (values) => values,
        (thing) => onSaved(thing.id),
      )}
    >
      <FormError error={form.failure} />
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Button type="submit" loading={form.submitting}>
        Save
      </Button>
    </form>
  );
}

/** Holds each POST to `test/things` until released, and records the key it came with. */
function serveThings() {
  const keys: (string | null)[] = [];
  const waiting: ((response: Response) => void)[] = [];
  mockServer.use(
    mswHttp.post('*/test/things', ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return new Promise<Response>((resolve) => waiting.push(resolve));
    }),
  );
  const answer = async (response: Response) => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    await act(async () => waiting.shift()?.(response));
  };
  return { keys, answer };
}

function renderForm() {
  const onSaved = vi.fn<(id: number) => void>();
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <ThingForm onSaved={onSaved} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onSaved, save: screen.getByRole('button', { name: 'Save' }) };
}

describe('useAppForm: a form is sent once', () => {
  beforeAll(async () => {
    await startI18n();
  });
  beforeEach(() => signInAs('admin'));

  it('sends one request for a double click, busy until the answer', async () => {
    const things = serveThings();
    const { onSaved, save } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');

    await user.dblClick(save);
    await user.click(save);

    await waitFor(() => expect(things.keys).toHaveLength(1));
    expect(save).toHaveAttribute('data-loading');
    expect(save).toBeDisabled();
    await things.answer(HttpResponse.json({ id: 7, name: 'Ada' }));
    await waitFor(() => expect(save).not.toHaveAttribute('data-loading'));
    expect(things.keys).toHaveLength(1);
    expect(onSaved).toHaveBeenCalledExactlyOnceWith(7);
  });

  it('ignores Enter pressed again while the first submit is on its way', async () => {
    const things = serveThings();
    const { onSaved } = renderForm();
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Ada{Enter}{Enter}');
    await user.type(name, '{Enter}');
    await things.answer(HttpResponse.json({ id: 8, name: 'Ada' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(things.keys).toHaveLength(1);
  });

  it('keeps the input after a failure; the unchanged form sent again has the same key', async () => {
    const things = serveThings();
    const { onSaved, save } = renderForm();
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Ada');
    await user.click(save);
    await things.answer(HttpResponse.json({ message: 'errors.server' }, { status: 503 }));
    await waitFor(() => expect(save).not.toHaveAttribute('data-loading'));
    expect(name).toHaveValue('Ada');

    await user.click(save);
    await things.answer(HttpResponse.json({ id: 9, name: 'Ada' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledExactlyOnceWith(9));
    // A new thing saved afterwards is a new intent, with a new key.
    await user.click(save);
    await things.answer(HttpResponse.json({ id: 10, name: 'Ada' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));

    expect(things.keys).toHaveLength(3);
    expect(things.keys[1]).toBe(things.keys[0]);
    expect(things.keys[2]).not.toBe(things.keys[0]);
  });

  it('sends nothing for an invalid form, and the next valid submit goes', async () => {
    const things = serveThings();
    const { onSaved, save } = renderForm();
    const user = userEvent.setup();
    await user.click(save);
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(save);
    await things.answer(HttpResponse.json({ id: 11, name: 'Ada' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(things.keys).toHaveLength(1);
  });
});

/** A form that is one part of a request (`order.code`), whose API message names a value. */
function CodeForm() {
  const form = useAppForm<{ code: string }>(codeSchema, {
    initialValues: { code: '' },
    errorParams: ({ amount }) => ({ amount: `€${String(amount)}` }),
  });
  const apply = useMutation({
    mutationFn: (code: string) =>
      sendJson('post', codesPath, thingSchema, { json: { order: { code } } }),
    meta: { errorToast: false },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        await apply.mutateAsync(values.code).catch((error: unknown) => {
          form.setApiErrors(error, 'order');
        });
      })}
    >
      <TextInput label="Code" {...form.getInputProps('code')} />
      <Button type="submit">Apply</Button>
    </form>
  );
}

describe('useAppForm: the API’s field errors', () => {
  beforeAll(async () => {
    await startI18n();
  });
  beforeEach(() => signInAs('admin'));

  it('go by the field of the part of the request the form is, worded with their values', async () => {
    mockServer.use(
      mswHttp.post('*/test/codes', () =>
        HttpResponse.json(
          {
            message: 'validation.failed',
            errors: { 'order.code': ['ecommerce.errors.codeMinimum'] },
            params: { amount: 100 },
          },
          { status: 400 },
        ),
      ),
    );
    render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={new QueryClient()}>
          <CodeForm />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'welcome20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code needs a subtotal of at least €100.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('welcome20');
  });
});

const noteSchema = z.object({
  id: z.number(),
  version: z.number(),
  title: z.string(),
  starred: z.boolean(),
  due: z.nullable(z.string()),
});
type Note = z.infer<typeof noteSchema>;
type NoteValues = { title: string; starred: boolean; due: string | null };
const notesPath = 'test/notes' as never;
const noteValues = ({ title, starred, due }: Note): NoteValues => ({ title, starred, due });

/** An edit form of a versioned note, following the note as the screen has it (`current`). */
function NoteForm({ opened, current }: { opened: Note; current: Note }) {
  const form = useAppForm<NoteValues, Note>(formSchema, {
    initialValues: noteValues(opened),
    versioned: {
      version: opened.version,
      record: noteSchema,
      toValues: noteValues,
      current,
      writer: () => ({ id: 2, fullName: 'Jane Doe' }),
    },
  });
  return (
    <form noValidate>
      <ConflictNotice form={form} label={(field) => field} />
      <TextInput label="Title" {...form.getInputProps('title')} />
      <Switch label="Starred" {...form.getInputProps('starred', { type: 'checkbox' })} />
      <output aria-label="Version">{form.version}</output>
      <output aria-label="Conflict">{form.conflict ? 'shown' : 'none'}</output>
    </form>
  );
}

/** A star this tab toggles elsewhere on the screen: a versioned write answered by the note. */
function starHere(note: Note): Promise<Note> {
  mockServer.use(
    mswHttp.post(
      '*/test/notes',
      () => HttpResponse.json({ ...note, starred: !note.starred, version: note.version + 1 }),
      { once: true },
    ),
  );
  return sendJson('post', notesPath, noteSchema, { json: {}, version: note.version });
}

/** The form opened on `opened`; `move(current)` is the screen's record moving on. */
function renderNote(opened: Note) {
  const view = render(
    <MantineProvider theme={theme}>
      <NoteForm opened={opened} current={opened} />
    </MantineProvider>,
  );
  const move = (current: Note) =>
    view.rerender(
      <MantineProvider theme={theme}>
        <NoteForm opened={opened} current={current} />
      </MantineProvider>,
    );
  return { move };
}

describe('useAppForm: the record moving on while the form is open', () => {
  beforeAll(async () => {
    await startI18n();
  });
  beforeEach(() => signInAs('admin'));

  it("shows someone else's change at once, naming them", async () => {
    const opened = { id: 101, version: 1, title: 'Draft', starred: false, due: null };
    const { move } = renderNote(opened);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' two');

    move({ ...opened, version: 2, title: 'Their draft' });

    expect(await screen.findByText('Jane Doe changed this after you opened it')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Theirs: Their draft' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Draft two');
    expect(screen.getByRole('status', { name: 'Version' })).toHaveTextContent('2');
  });

  it('words a switch, a day and none by themselves, in the user’s language', async () => {
    const opened = { id: 104, version: 1, title: 'Draft', starred: false, due: null };
    const { move } = renderNote(opened);

    move({ ...opened, version: 2, starred: true, due: '2026-11-03' });

    expect(await screen.findByRole('radio', { name: 'Theirs: ✓' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Theirs: Nov 3, 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: 'Yours: —' })).toHaveLength(2);
  });

  it("takes this tab's own change silently, with the version it made", async () => {
    const opened = { id: 102, version: 4, title: 'Draft', starred: false, due: null };
    const { move } = renderNote(opened);
    const starred = await starHere(opened);

    move(starred);

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Version' })).toHaveTextContent('5'),
    );
    // The star it made is in the form, and nothing is shown as someone else's.
    expect(screen.getByRole('switch', { name: 'Starred' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Conflict' })).toHaveTextContent('none');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the change when someone else's write came between the form's version and the tab's", async () => {
    const opened = { id: 103, version: 1, title: 'Draft', starred: false, due: null };
    const { move } = renderNote(opened);
    // Someone else made version 2 (a new title); this tab then starred version 2, making 3.
    const theirs = { ...opened, version: 2, title: 'Their draft' };
    const starred = await starHere(theirs);

    move(starred);

    expect(await screen.findByText('Jane Doe changed this after you opened it')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Their draft');
  });
});
