import type { TFunction } from 'i18next';
import type { Invoice } from '../api/invoice-schemas';
import { invoiceTotals } from '../api/invoice-totals';
import { invoiceSeller } from '../invoice-seller';
import { statusKey } from './invoice-format';
import { formatDay, formatMoney } from '@/lib/i18n/formats';

const STYLE = `body{font:14px/1.5 system-ui,sans-serif;color:#333;max-width:800px;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem;margin:0 0 .5rem}table{width:100%;border-collapse:collapse;margin:1.5rem 0}
th,td{text-align:start;padding:.5rem;border-bottom:1px solid #ddd}td.n,th.n{text-align:end}
.cols{display:flex;justify-content:space-between;gap:2rem}.totals{margin-inline-start:auto;width:280px}
.totals div{display:flex;justify-content:space-between}.total{font-weight:700;border-top:1px solid #333}`;

/**
 * The invoice as a standalone HTML file (opens in any browser, prints to PDF). Built with DOM
 * calls and `textContent`: the client's name and the items are text, never markup.
 */
export function invoiceDocument(invoice: Invoice, t: TFunction, language: string | undefined) {
  const doc = document.implementation.createHTMLDocument(
    t('invoices.preview.documentTitle', { id: invoice.id }),
  );
  doc.documentElement.lang = language ?? 'en';
  doc.documentElement.dir = document.documentElement.dir || 'ltr';
  const style = doc.createElement('style');
  style.textContent = STYLE;
  doc.head.append(style);
  const add = (parent: Element, tag: string, text?: string, className?: string) => {
    const element = doc.createElement(tag);
    if (text !== undefined) element.textContent = text;
    if (className) element.className = className;
    parent.append(element);
    return element;
  };
  const money = (amount: number) => formatMoney(amount, language, { currency: invoice.currency });
  const separator = t('common.labelSeparator');
  const body = doc.body;

  const header = add(body, 'div', undefined, 'cols');
  const from = add(header, 'div');
  add(from, 'h1', invoiceSeller.name);
  for (const line of [...invoiceSeller.address, invoiceSeller.contact, invoiceSeller.email]) {
    add(from, 'div', line);
  }
  const meta = add(header, 'div');
  add(meta, 'h1', t('invoices.preview.number', { id: invoice.id }));
  add(
    meta,
    'div',
    `${t('invoices.fields.issuedDate')}${separator}${formatDay(invoice.issuedDate, language)}`,
  );
  add(
    meta,
    'div',
    `${t('invoices.fields.dueDate')}${separator}${formatDay(invoice.dueDate, language)}`,
  );
  add(meta, 'div', `${t('invoices.fields.status')}${separator}${t(statusKey(invoice.status))}`);

  const to = add(body, 'div');
  add(to, 'h2', t('invoices.preview.billTo'));
  const { client } = invoice;
  for (const line of [
    client.name,
    client.company,
    client.address,
    client.country,
    client.contact,
    client.email,
  ]) {
    add(to, 'div', line);
  }

  const table = add(body, 'table');
  const headRow = add(add(table, 'thead'), 'tr');
  add(headRow, 'th', t('invoices.fields.item'));
  add(headRow, 'th', t('invoices.fields.description'));
  add(headRow, 'th', t('invoices.fields.cost'), 'n');
  add(headRow, 'th', t('invoices.fields.qty'), 'n');
  add(headRow, 'th', t('invoices.fields.price'), 'n');
  const rows = add(table, 'tbody');
  for (const item of invoice.items) {
    const row = add(rows, 'tr');
    add(row, 'td', item.name);
    add(row, 'td', item.description);
    add(row, 'td', money(item.cost), 'n');
    add(row, 'td', String(item.qty), 'n');
    add(row, 'td', money(item.cost * item.qty), 'n');
  }

  const totals = invoiceTotals(invoice.items, invoice.discount, invoice.taxRate);
  const summary = add(body, 'div', undefined, 'totals');
  const line = (label: string, value: string, className?: string) => {
    const div = add(summary, 'div', undefined, className);
    add(div, 'span', label);
    add(div, 'span', value);
  };
  line(t('invoices.fields.subtotal'), money(totals.subtotal));
  line(t('invoices.fields.discount'), money(totals.discount));
  line(t('invoices.fields.tax', { rate: invoice.taxRate }), money(totals.tax));
  line(t('invoices.fields.total'), money(invoice.total), 'total');
  line(t('invoices.fields.balance'), money(invoice.balance));
  if (invoice.note) {
    add(body, 'h2', t('invoices.fields.note'));
    add(body, 'p', invoice.note);
  }
  return `<!doctype html>\n${doc.documentElement.outerHTML}`;
}

/** Saves the invoice as `invoice-4987.html`. */
export function downloadInvoice(invoice: Invoice, t: TFunction, language: string | undefined) {
  const blob = new Blob([invoiceDocument(invoice, t, language)], { type: 'text/html' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${invoice.id}.html`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL by the next task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
