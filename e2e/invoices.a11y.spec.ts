import { allowConsoleErrors, expect, expectedConsoleErrors, inEachLook, test } from './fixtures';
import { en, openSignedIn } from './helpers';
import { pickDay } from './date-picker';
import { InvoiceFormPage, InvoicePreviewPage, type ApiInvoicesPage } from './pages/invoices-page';

// The list as it opens is in pages.a11y.spec.ts, with the preview, its send drawer and the edit
// form. A payment over the balance is answered 400 (chromium logs it).
test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.badRequest) });

test('invoices: the payment drawer with a field error, the add form with field errors', async ({
  page,
  loginAs,
  api,
}) => {
  test.setTimeout(180_000);
  await loginAs('admin');
  const { invoices } = await api.json<ApiInvoicesPage>(
    '/apps/invoice/invoices?allData=false&status=Sent',
  );
  const [sent] = invoices;
  if (!sent) throw new Error('no sent invoice');
  await inEachLook(page, async (check) => {
    await openSignedIn(page, `/apps/invoices/preview/${sent.id}`, 'admin');
    const preview = new InvoicePreviewPage(page);
    await preview.openPayment();
    await preview.submitPayment(String(sent.balance + 1));
    await expect(preview.drawer.getByText('The amount is more than the balance.')).toBeVisible();
    await check('add payment with a field error');

    await openSignedIn(page, '/apps/invoices/add', 'admin');
    const form = new InvoiceFormPage(page);
    await pickDay(form.dateField('Due date'), '2026-11-10');
    await pickDay(form.dateField('Issued date'), '2026-11-20');
    await form.save();
    await expect(form.item(1).getByText(en.required)).toHaveCount(2);
    await expect(page.getByText('The due date cannot be before the issued date.')).toBeVisible();
    await check('add invoice with field errors');
  });
});
