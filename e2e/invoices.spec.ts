import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  allowConsoleErrors,
  expect,
  expectedConsoleErrors,
  presetStorage,
  test,
  type Api,
} from './fixtures';
import { en, listPageOf, openSignedIn, pathIs } from './helpers';
import { money } from './money';
import { pickDay } from './date-picker';
import { LiveStream } from './pages/live-events';
import { invoiceAnswerSchema } from '../src/apps/invoices/api/invoice-schemas';
import {
  createInvoice,
  InvoiceFormPage,
  InvoicePreviewPage,
  InvoicesListPage,
  invoiceTexts,
  type ApiInvoice,
  type ApiInvoicesPage,
  sampleInvoice,
} from './pages/invoices-page';

const isListCall = (url: string) => new URL(url).pathname === '/apps/invoice/invoices';

/** The list API as the signed-in admin sees it, to know what the screen should show. */
function listInvoices(api: Api, query: string): Promise<ApiInvoicesPage> {
  return api.json<ApiInvoicesPage>(`/apps/invoice/invoices?allData=false&${query}`);
}

async function getInvoice(api: Api, id: number): Promise<ApiInvoice> {
  return (await api.json<{ invoice: ApiInvoice }>(`/apps/invoice/invoice?id=${id}`)).invoice;
}

const numbers = (invoices: readonly ApiInvoice[]) => invoices.map((invoice) => `#${invoice.id}`);

async function openList(page: Page, path = '/apps/invoices') {
  await openSignedIn(page, path, 'admin');
  const list = new InvoicesListPage(page);
  await expect(page.getByRole('heading', { name: invoiceTexts.title, level: 1 })).toBeVisible();
  return list;
}

test('searches, filters, sorts and pages through the URL; a reload keeps the view', async ({
  page,
  loginAs,
  api,
}) => {
  test.slow();
  await loginAs('admin');
  const list = await openList(page);
  await expect(list.numbers).toHaveCount(10);
  await expect(list.summary).toHaveText('Showing 1 to 10 of 120');
  const first = await listInvoices(api, '');
  await expect(list.numbers).toHaveText(numbers(first.invoices));
  // The stat cards: the whole table's figures.
  await expect(page.getByRole('region', { name: 'Clients' })).toContainText('120');

  await list.goToPage(3);
  await expect(page).toHaveURL(/\/apps\/invoices\?page=3$/);
  await expect(list.summary).toHaveText('Showing 21 to 30 of 120');

  await list.setPageSize(25);
  await expect(page).toHaveURL(/perPage=25/);
  await expect(list.numbers).toHaveCount(25);

  // Sort by total, both ways: the order the API gives.
  await list.sortBy('Total', 'ascending');
  await expect(page).toHaveURL(/sortColumn=total/);
  const ascending = await listInvoices(api, 'perPage=25&sortColumn=total&sort=asc');
  await expect(list.numbers).toHaveText(numbers(ascending.invoices));
  await list.sortBy('Total', 'descending');
  const descending = await listInvoices(api, 'perPage=25&sortColumn=total&sort=desc');
  await expect(list.numbers).toHaveText(numbers(descending.invoices));
  await list.sortBy('Client', 'ascending');
  const byClient = await listInvoices(api, 'perPage=25&sortColumn=client.name&sort=asc');
  await expect(list.numbers).toHaveText(numbers(byClient.invoices));

  // Status filter and issued-date range, combined.
  await list.filter('Status', 'Paid');
  await expect(page).toHaveURL(/status=Paid/);
  await list.issuedBetween('2026-06-01', '2026-09-30');
  const query =
    'perPage=25&sortColumn=client.name&sort=asc&status=Paid&issuedFrom=2026-06-01&issuedTo=2026-09-30';
  const filtered = await listInvoices(api, query);
  expect(filtered.total).toBeGreaterThan(0);
  await expect(list.numbers).toHaveText(numbers(filtered.invoices));

  // Search by the client's company: one request once typing stops.
  const company = filtered.invoices[0]?.client.company ?? '';
  const answered = page.waitForResponse(
    (response) =>
      isListCall(response.url()) &&
      response.url().includes('q=') &&
      listPageOf(response.url()) === 1,
  );
  await list.search(company);
  await answered;
  const searched = await listInvoices(api, `${query}&q=${encodeURIComponent(company)}`);
  await expect(list.numbers).toHaveText(numbers(searched.invoices));
  await expect(list.summary).toHaveText(
    `Showing 1 to ${searched.invoices.length} of ${searched.total}`,
  );

  // The link is the view.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(list.numbers).toHaveText(numbers(searched.invoices), { timeout: 15_000 });
  await expect(list.searchBox).toHaveValue(company);
  await expect(list.filterControl('Status')).toHaveValue('Paid');
  await expect(list.issuedFrom).toContainText('1 Jun 2026');
  await expect(list.columnHeader('Client')).toHaveAttribute('aria-sort', 'ascending');
});

test('exports the filtered rows as CSV and downloads one invoice as a document', async ({
  page,
  loginAs,
  api,
}) => {
  await loginAs('admin');
  const query = 'status=Past%20Due&sortColumn=total&sort=desc';
  const list = await openList(page, `/apps/invoices?${query}`);
  const expected = await listInvoices(api, query);
  await expect(list.summary).toHaveText(`Showing 1 to 10 of ${expected.total}`);
  const all = (
    await api.json<ApiInvoicesPage & { allData: ApiInvoice[] }>(
      `/apps/invoice/invoices?${query}&allData=true`,
    )
  ).allData;

  const download = page.waitForEvent('download');
  await list.exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('invoices.csv');
  const lines = (await readFile((await file.path()) ?? '', 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe(
    'Number,Status,Client,Company,Email,Country,Issued date,Due date,Currency,Total,Balance',
  );
  expect(lines).toHaveLength(all.length + 1);
  lines.slice(1).forEach((line, index) => {
    const invoice = all[index];
    expect(line.startsWith(`${invoice?.id},Past due,`), line).toBe(true);
    expect(line.endsWith(`,USD,${invoice?.total},${invoice?.balance}`), line).toBe(true);
  });

  // Download: the invoice as a standalone HTML file, its texts as text.
  const [first] = all;
  if (!first) throw new Error('no past-due invoice');
  const saved = page.waitForEvent('download');
  await list.rowAction(`Download invoice #${first.id}`).click();
  const document = await saved;
  expect(document.suggestedFilename()).toBe(`invoice-${first.id}.html`);
  const html = await readFile((await document.path()) ?? '', 'utf8');
  expect(html).toContain(`Invoice #${first.id}`);
  expect(html).toContain(first.client.company);
  expect(html).not.toContain('<script');
});

test('deletes one invoice after a confirmation, and several from the selection', async ({
  page,
  loginAs,
  api,
}) => {
  await loginAs('admin');
  const list = await openList(page);
  const { invoices } = await listInvoices(api, '');
  const [one, two, three] = invoices;
  if (!one || !two || !three) throw new Error('seed too small');

  // Cancel keeps it; Delete removes it.
  await list.rowAction(`Delete invoice #${one.id}`).click();
  await expect(list.confirmDialog).toContainText(`Invoice #${one.id} for ${one.client.name}`);
  await list.confirmDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.confirmDialog).toBeHidden();
  await expect(list.row(`#${one.id}`)).toHaveCount(1);
  await list.rowAction(`Delete invoice #${one.id}`).click();
  await list.confirmDelete();
  await expect(page.getByText(`Invoice #${one.id} deleted.`)).toBeVisible();
  await expect(list.row(`#${one.id}`)).toHaveCount(0);
  await expect(list.summary).toHaveText('Showing 1 to 10 of 119');

  // Bulk: two rows selected, one confirmation, both gone.
  await list.selectRows(InvoicesListPage.rowLabel(two), InvoicesListPage.rowLabel(three));
  await expect(list.bulkBar).toContainText('Selected: 2');
  await list.bulkAction(invoiceTexts.deleteSelected);
  await expect(list.confirmDialog).toContainText('2 invoices will be deleted for good.');
  await list.confirmDelete();
  await expect(list.summary).toHaveText('Showing 1 to 10 of 117');
  await expect(list.row(`#${two.id}`)).toHaveCount(0);
  await expect(list.row(`#${three.id}`)).toHaveCount(0);
  await expect(list.bulkBar).toBeHidden();
  expect((await api.get(`/apps/invoice/invoice?id=${three.id}`)).status()).toBe(404);
});

test('the preview is a document; printing shows it alone; Download, then Send marks it Sent', async ({
  page,
  loginAs,
  api,
}) => {
  await loginAs('admin');
  const draft = await createInvoice(api);
  await openSignedIn(page, `/apps/invoices/preview/${draft.id}`, 'admin');
  const preview = new InvoicePreviewPage(page);
  await expect(
    preview.document.getByRole('heading', { name: `Invoice #${draft.id}` }),
  ).toBeVisible();
  await expect(preview.document).toContainText(draft.client.name);
  await expect(preview.document).toContainText(draft.client.company);
  for (const item of draft.items) await expect(preview.document).toContainText(item.name);
  await expect(preview.document).toContainText(`Subtotal${money(501.43)}`);
  await expect(preview.document).toContainText(`Tax (20 %)${money(90.29)}`);
  await expect(preview.document).toContainText(`Total${money(541.72)}`);
  await expect(preview.document).toContainText(sampleInvoice.note);
  await expect(preview.status('Draft')).toBeVisible();

  // Print: the menu, the navbar and the actions go; the document stays.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: en.mainMenu })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(preview.actions).toBeHidden();
  await expect(preview.document).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(preview.actions).toBeVisible();

  // Download: the file, and the draft is now Downloaded.
  const saved = page.waitForEvent('download');
  await preview.actions.getByRole('button', { name: 'Download' }).click();
  expect((await saved).suggestedFilename()).toBe(`invoice-${draft.id}.html`);
  await expect(preview.status('Downloaded')).toBeVisible();

  // Send: the drawer is filled in from the invoice.
  await preview.actions.getByRole('button', { name: invoiceTexts.send }).click();
  await expect(preview.drawer.getByLabel('To')).toHaveValue(draft.client.email);
  await expect(preview.drawer.getByLabel('Subject')).toHaveValue(`Invoice #${draft.id}`);
  await preview.drawer.getByRole('button', { name: invoiceTexts.send }).click();
  await expect(preview.drawer).toBeHidden();
  await expect(page.getByText('Invoice sent.')).toBeVisible();
  await expect(preview.status('Sent')).toBeVisible();
  expect((await getInvoice(api, draft.id)).status).toBe('Sent');
});

test.describe('payments', () => {
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.badRequest) });

  test('a payment over the balance is refused by the field; then Partial Payment, then Paid', async ({
    page,
    loginAs,
    api,
  }) => {
    await loginAs('admin');
    const [sent] = (await listInvoices(api, 'status=Sent')).invoices;
    if (!sent) throw new Error('no sent invoice');
    await openSignedIn(page, `/apps/invoices/preview/${sent.id}`, 'admin');
    const preview = new InvoicePreviewPage(page);

    await preview.openPayment();
    await preview.submitPayment(String(sent.balance + 1));
    await expect(preview.drawer.getByText('The amount is more than the balance.')).toBeVisible();
    await expect(preview.drawer.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');

    await preview.drawer.getByLabel('Amount').fill('100');
    await preview.drawer.getByRole('button', { name: invoiceTexts.addPayment }).click();
    await expect(preview.drawer).toBeHidden();
    await expect(preview.status('Partial payment')).toBeVisible();
    const partial = await getInvoice(api, sent.id);
    expect(partial).toMatchObject({ status: 'Partial Payment' });
    expect(partial.balance).toBeCloseTo(sent.balance - 100, 2);

    // The amount starts at what is left: paying it all makes the invoice Paid.
    await preview.openPayment();
    await expect(preview.drawer.getByLabel('Amount')).not.toHaveValue('');
    await preview.drawer.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Cash', exact: true }).click();
    await preview.drawer.getByRole('button', { name: invoiceTexts.addPayment }).click();
    await expect(preview.drawer).toBeHidden();
    await expect(preview.status('Paid')).toBeVisible();
    expect(await getInvoice(api, sent.id)).toMatchObject({ status: 'Paid', balance: 0 });
    await expect(
      preview.actions.getByRole('button', { name: invoiceTexts.addPayment }),
    ).toBeDisabled();
  });
});

test('adds an invoice with items: dated by the server, field errors first, totals as typed, saved once, then its preview', async ({
  page,
  loginAs,
  api,
}) => {
  await loginAs('admin');
  await openSignedIn(page, '/apps/invoices/add', 'admin');
  const form = new InvoiceFormPage(page);
  await expect(page.getByRole('heading', { name: 'Invoice #5107' })).toBeVisible();
  // Issued on the mock's today (a fresh session's clock), due 30 days later: not the machine's.
  await expect(form.dateField('Issued date')).toContainText('1 Nov 2026');
  await expect(form.dateField('Due date')).toContainText('1 Dec 2026');

  // A client already invoiced, from the list.
  const [known] = (await listInvoices(api, 'sortColumn=client.name')).invoices;
  if (!known) throw new Error('no invoice');
  await form.pickClient(known.client.name);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(known.client.email);

  // Nothing in the item and the due day before the issued day: both said by their fields. The
  // due day's calendar offers no day before the issued day: the issued day moves past it.
  await pickDay(form.dateField('Due date'), '2026-11-10');
  await pickDay(form.dateField('Issued date'), '2026-11-20');
  await form.save();
  // The item's name and cost are required.
  await expect(form.item(1).getByText(en.required)).toHaveCount(2);
  await expect(page.getByText('The due date cannot be before the issued date.')).toBeVisible();
  await expect(page).toHaveURL(pathIs('/apps/invoices/add'));

  await pickDay(form.dateField('Due date'), '2026-12-20');
  await form.fillItem(1, { name: 'Consulting', cost: '120.50', qty: '3' });
  await page.getByRole('button', { name: 'Add item' }).click();
  await form.fillItem(2, { name: 'Licence', cost: '19.99', qty: '7' });
  await page.getByRole('spinbutton', { name: 'Discount' }).fill('50');
  await page.getByRole('spinbutton', { name: 'Tax rate' }).fill('20');
  await expect(form.total('Subtotal')).toHaveText(money(501.43));
  await expect(form.total('Total')).toHaveText(money(541.72));
  // Reorder: the licence first.
  await page.getByRole('button', { name: 'Move item 2 up' }).click();
  await expect(form.item(1).getByRole('textbox', { name: 'Item' })).toHaveValue('Licence');

  // A double click on Save creates one invoice, with one toast (issue 29).
  const countBefore = (await listInvoices(api, '')).total;
  await form.save({ double: true });
  // Created: its preview, where it is sent, downloaded or paid.
  await expect(page).toHaveURL(pathIs('/apps/invoices/preview/5107'));
  await expect(page.getByText('Invoice created.')).toHaveCount(1);
  expect((await listInvoices(api, '')).total).toBe(countBefore + 1);
  const preview = new InvoicePreviewPage(page);
  await expect(preview.document.getByRole('heading', { name: 'Invoice #5107' })).toBeVisible();
  await expect(preview.document).toContainText(`Total${money(541.72)}`);
  const saved = await getInvoice(api, 5107);
  expect(saved).toMatchObject({ status: 'Draft', total: 541.72, balance: 541.72 });
  expect(saved.items.map((item) => item.name)).toEqual(['Licence', 'Consulting']);
  expect(saved.client.email).toBe(known.client.email);
});

test.describe('edit', () => {
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.badRequest) });

  test('saves and stays; the API refusing a total below what was paid is said by the items', async ({
    page,
    loginAs,
    api,
  }) => {
    await loginAs('admin');
    const [partial] = (await listInvoices(api, 'status=Partial%20Payment')).invoices;
    if (!partial) throw new Error('no partial invoice');
    await openSignedIn(page, `/apps/invoices/edit/${partial.id}`, 'admin');
    const form = new InvoiceFormPage(page);
    await expect(page.getByRole('heading', { name: `Edit invoice #${partial.id}` })).toBeVisible();

    // A total far below what the client paid: the API refuses, the typed values stay.
    const count = partial.items.length;
    for (let n = count; n > 1; n -= 1) {
      await page.getByRole('button', { name: `Remove item ${n}` }).click();
    }
    await form.fillItem(1, { name: 'Small fix', cost: '0.01', qty: '1' });
    await form.save();
    await expect(
      page.getByText('The total cannot be less than what the client has already paid.'),
    ).toBeVisible();
    await expect(form.item(1).getByRole('textbox', { name: 'Item' })).toHaveValue('Small fix');
    expect((await getInvoice(api, partial.id)).total).toBe(partial.total);

    // A total above it: saved, the user stays on the invoice.
    await form.fillItem(1, { name: 'Small fix', cost: String(partial.total + 10), qty: '1' });
    await form.save();
    await expect(page.getByText('Invoice saved.')).toBeVisible();
    await expect(page).toHaveURL(pathIs(`/apps/invoices/edit/${partial.id}`));
    const saved = await getInvoice(api, partial.id);
    expect(saved.items).toHaveLength(1);
    expect(saved.total).toBeCloseTo(partial.total + 10, 2);
    expect(saved.balance).toBeCloseTo(partial.balance + 10, 2);
  });
});

test.describe('two admins on one invoice', () => {
  // The refused save's 412, and the tab's stream kept down while it tries to reconnect.
  test.use({
    allowedConsoleErrors: allowConsoleErrors(
      expectedConsoleErrors.preconditionFailed,
      expectedConsoleErrors.streamCut,
    ),
  });

  test('the stale save is refused, shows both changes, and the merge keeps each person’s input', async ({
    page,
    loginAs,
    api,
    mockApi,
  }) => {
    const read = async (id: number) => {
      const { body } = await mockApi.actAs({
        email: 'admin@demo.com',
        method: 'GET',
        path: `/apps/invoice/invoice?id=${id}`,
      });
      return invoiceAnswerSchema.parse(body).invoice;
    };
    await loginAs('admin');
    const [draft] = (await listInvoices(api, 'status=Draft')).invoices;
    if (!draft) throw new Error('no draft invoice seeded');
    const before = await read(draft.id);
    await openSignedIn(page, `/apps/invoices/edit/${draft.id}`, 'admin');
    const form = new InvoiceFormPage(page);
    await expect(page.getByRole('heading', { name: `Edit invoice #${draft.id}` })).toBeVisible();
    // This tab's stream is down: the other admin's save reaches it only when it saves.
    const resume = await new LiveStream(mockApi).takeDown(page);

    // Admin A types a company and a note.
    await form.fillClient({ company: 'Analytical Engines' });
    await page.getByRole('textbox', { name: 'Note' }).fill('Mine: net 30, by wire.');

    // Meanwhile the other admin changes the note and the discount, and saves.
    const { id, client, items, discount, taxRate, issuedDate, dueDate } = before;
    const theirs = await mockApi.actAs({
      email: 'admin@demo.com',
      method: 'POST',
      path: '/apps/invoice/update',
      body: {
        id,
        client,
        items,
        taxRate,
        discount: discount + 5,
        issuedDate: issuedDate.slice(0, 10),
        dueDate: dueDate.slice(0, 10),
        note: 'Theirs: call before sending.',
      },
      ifMatch: `"${before.version}"`,
    });
    expect(theirs.status).toBe(200);

    // A saves: refused, nothing written; the notice names them and lists what differs.
    await form.save();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'John Doe changed this after you opened it' });
    await expect(notice).toContainText('Nothing was saved.');
    const note = notice.getByRole('radiogroup', { name: 'Note' });
    // Both changed the note: A's is kept until A chooses; their discount is taken.
    await expect(note).toHaveAccessibleDescription('You both changed this field.');
    await expect(note.getByRole('radio', { name: 'Yours: Mine: net 30, by wire.' })).toBeChecked();
    await expect(
      notice.getByRole('radiogroup', { name: 'Discount' }).getByRole('radio', { name: /^Theirs/ }),
    ).toBeChecked();
    await expect(form.client.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue(
      'Analytical Engines',
    );
    // Theirs for the note, then back to mine: the choice moves the field, nothing is lost.
    await note.getByRole('radio', { name: /^Theirs/ }).check();
    await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue(
      'Theirs: call before sending.',
    );
    await note.getByRole('radio', { name: /^Yours/ }).check();
    await form.save();
    await expect(page.getByText('Invoice saved.')).toBeVisible();

    const saved = await read(draft.id);
    expect(saved).toMatchObject({
      note: 'Mine: net 30, by wire.',
      discount: discount + 5,
      client: { company: 'Analytical Engines' },
      version: before.version + 2,
    });
    await resume();
  });
});

/** Where a field's box starts, from the top of the page. */
const top = async (field: Locator) => (await field.boundingBox())?.y;
/** The height of a field's label: taller when it takes two lines. */
const labelHeight = (field: Locator) =>
  field.evaluate(
    (input) =>
      input.closest('.mantine-InputWrapper-root')?.querySelector('label')?.offsetHeight ?? 0,
  );

test('German at 1024 px beside the menu: the whole table of items; Portuguese on a phone: the two dates in line', async ({
  page,
  context,
  loginAs,
  api,
}) => {
  await presetStorage(context, { i18nextLng: 'de' });
  await loginAs('admin');
  const draft = await createInvoice(api);
  // 1024 px leaves the page 716 px beside the sidebar: with the actions beside it, the document's
  // table of items scrolled, its quantities and amounts out of sight.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`/apps/invoices/preview/${draft.id}`);
  const preview = new InvoicePreviewPage(page);
  const items = preview.document.getByRole('table');
  await expect(items.getByRole('cell', { name: draft.items[0]?.name })).toBeVisible();
  expect(
    await items.evaluate((table) => {
      const box = (table.closest('article') ?? table).getBoundingClientRect();
      return [...table.querySelectorAll('th')]
        .filter((header) => header.getBoundingClientRect().right > box.right + 1)
        .map((header) => header.textContent);
    }),
    "headers of the items past the document's edge",
  ).toEqual([]);

  // "Data de vencimento" takes two lines beside "Data de emissão": the two fields stay in line.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/apps/invoices/add?lng=pt');
  const issued = page.getByRole('button', { name: /^Data de emissão/ });
  const due = page.getByRole('button', { name: /^Data de vencimento/ });
  await expect(due).toBeVisible();
  expect(await labelHeight(due)).toBeGreaterThan(await labelHeight(issued));
  expect(await top(due)).toBe(await top(issued));
});

test('the client account is refused: no menu entry, a typed URL shows not-authorized', async ({
  page,
  loginAs,
  api,
}) => {
  await loginAs('client');
  await openSignedIn(page, '/apps/todo', 'client');
  await expect(page.getByRole('link', { name: 'Invoices', exact: true })).toHaveCount(0);
  for (const path of ['/apps/invoices', '/apps/invoices/preview/4987', '/apps/invoices/add']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: en.notAuthorized })).toBeVisible();
  }
  expect((await api.get('/apps/invoice/invoices')).status()).toBe(403);
});
