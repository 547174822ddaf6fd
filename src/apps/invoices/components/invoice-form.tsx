import { useMemo } from 'react';
import {
  ActionIcon,
  Button,
  Divider,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { randomId } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowUp,
  IconDeviceFloppy,
  IconPlus,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ConflictNotice } from '@/components/forms/conflict-notice';
import { DayField } from '@/components/forms/day-field';
import { FormError } from '@/components/forms/form-error';
import { Select } from '@/components/overlays/select';
import { useLastWriter } from '@/lib/events/last-writer';
import { useAppForm } from '@/components/forms/use-app-form';
import { addDays } from '@/lib/clock/calendar-days';
import { InvoiceColumns } from './invoice-columns';
import { invoiceClientsQueryOptions } from '../api/list-invoice-clients';
import {
  instantToDay,
  invoiceFormSchema,
  invoiceSchema,
  type Invoice,
  type InvoiceClient,
  type InvoiceForm as InvoiceFormInput,
} from '../api/invoice-schemas';
import { invoiceTotals } from '../api/invoice-totals';
import { formatDay, formatMoney } from '@/lib/i18n/formats';
import { InvoiceTotalsList } from './invoice-document';

/** An item as the form holds it: numbers may be '' while typed, and a key for React. */
type ItemValues = {
  key: string;
  name: string;
  description: string;
  cost: number | string;
  qty: number | string;
};
export type InvoiceFormValues = Omit<InvoiceFormInput, 'items' | 'discount' | 'taxRate'> & {
  items: ItemValues[];
  discount: number | string;
  taxRate: number | string;
};

const clientFields = ['name', 'company', 'email', 'address', 'country', 'contact'] as const;
const emptyClient: InvoiceClient = {
  name: '',
  company: '',
  email: '',
  address: '',
  country: '',
  contact: '',
};
const newItem = (): ItemValues => ({
  key: randomId(),
  name: '',
  description: '',
  cost: '',
  qty: 1,
});

/** Days a new invoice gives its client to pay. */
const PAYMENT_TERM_DAYS = 30;

/**
 * The form's first values: the invoice's own, or for a new one issued on the server's `today`
 * (never the machine's: the list and the dashboard date everything by the server's clock) and due
 * 30 days later.
 */
export function initialInvoiceValues(from: InvoiceFormProps['from']): InvoiceFormValues {
  if ('today' in from) {
    const { today } = from;
    return {
      client: emptyClient,
      issuedDate: today,
      dueDate: addDays(today, PAYMENT_TERM_DAYS),
      items: [newItem()],
      discount: 0,
      taxRate: 0,
      note: '',
    };
  }
  return valuesOf(from.invoice);
}

/**
 * An invoice's values as the form holds them: also how a conflict shows the invoice as it
 * stands. Its items' keys come from their places, so that the same items compare the same.
 */
function valuesOf(invoice: Invoice): InvoiceFormValues {
  return {
    client: { ...invoice.client },
    issuedDate: instantToDay(invoice.issuedDate),
    dueDate: instantToDay(invoice.dueDate),
    items: invoice.items.map((item, index) => ({ ...item, key: `item-${index}` })),
    discount: invoice.discount,
    taxRate: invoice.taxRate,
    note: invoice.note,
  };
}

/** The label of a field a conflict names (`client` whole, or one of its fields: `client.email`). */
function fieldLabel(t: TFunction, field: string): string {
  const [name, member] = field.split('.');
  if (name === 'client') {
    const client = t('invoices.form.client');
    return member ? `${client}: ${t(`invoices.clientFields.${member}`)}` : client;
  }
  if (name === 'items') return t('invoices.form.items');
  if (name === 'taxRate') return t('invoices.form.taxRate');
  return t(`invoices.fields.${field}`);
}

/**
 * A value as the form shows it, for a conflict's choices: a day in the user's language, an amount
 * in the invoice's currency, the client by name and company, the items compactly (each with its
 * quantity, then their subtotal).
 */
function describeValue(
  t: TFunction,
  money: (amount: number) => string,
  language: string | undefined,
  field: string,
  value: unknown,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'issuedDate' || field === 'dueDate') return formatDay(String(value), language);
  if (field === 'discount') return money(asNumber(value as number | string));
  if (field === 'taxRate') return `${String(value)} %`;
  if (field === 'client') {
    const { name, company } = value as InvoiceClient;
    return `${name || '—'} (${company || '—'})`;
  }
  if (field === 'items') {
    const items = value as ItemValues[];
    const subtotal = invoiceTotals(
      items.map((item) => ({ cost: asNumber(item.cost), qty: asNumber(item.qty) })),
    ).subtotal;
    const names = items.map((item) => `${item.name || '—'} × ${String(item.qty)}`).join(', ');
    return `${names} · ${t('invoices.fields.subtotal')} ${money(subtotal)}`;
  }
  return String(value);
}

const asNumber = (value: number | string) =>
  typeof value === 'number' ? value : Number(value) || 0;

/**
 * A number field's text as the schema reads it: '' is missing ("required"), anything else its
 * number (native number inputs give '' for what is not one).
 */
const toNumber = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value;

/** The form's values with numbers for the number fields, then the API's own rules. */
const formSchema = z.pipe(
  z.transform((values: InvoiceFormValues): unknown => ({
    ...values,
    items: values.items.map((item) => ({
      ...item,
      cost: toNumber(item.cost),
      qty: toNumber(item.qty),
    })),
    discount: toNumber(values.discount),
    taxRate: toNumber(values.taxRate),
  })),
  invoiceFormSchema,
);

type InvoiceFormProps = {
  title: string;
  /** The invoice edited, or for a new one the server's today (`useServerToday`). */
  from: { invoice: Invoice } | { today: string };
  currency: string;
  /**
   * The save. An edit names the version the form was loaded from (or the one a conflict showed):
   * an invoice someone changed meanwhile is refused (412) and the form shows the conflict.
   */
  mutation: Pick<
    UseMutationResult<Invoice, Error, InvoiceFormInput & { version?: number }>,
    'mutateAsync' | 'isPending'
  >;
  onSaved: (invoice: Invoice) => void;
  /** Where Cancel goes. */
  cancel: React.ReactNode;
};

/**
 * The add and edit form: client (picked from those already invoiced, or typed in), dates, items
 * (added, removed, moved up and down), discount, tax and note; the totals follow as the user
 * types, with the arithmetic the API uses. A failed save keeps every value; the API's field
 * errors (`client.email`, `items.0.cost`) land by their fields.
 */
export function InvoiceForm({
  title,
  from,
  currency,
  mutation,
  onSaved,
  cancel,
}: InvoiceFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const edited = 'invoice' in from ? from.invoice : null;
  const writer = useLastWriter('invoices');
  const form = useAppForm<InvoiceFormValues, Invoice>(formSchema, {
    initialValues: initialInvoiceValues(from),
    // `from.invoice` follows the cache (refetched when someone changes it): a newer version shows
    // at once. The form's own save takes its answer's version first, so it is never news here.
    versioned: edited
      ? {
          version: edited.version,
          record: invoiceSchema,
          toValues: valuesOf,
          current: edited,
          writer,
        }
      : undefined,
  });
  const clients = useQuery(invoiceClientsQueryOptions());
  const clientOptions = useMemo(
    () =>
      (clients.data ?? []).map((client, index) => ({
        value: String(index),
        label: `${client.name} (${client.company})`,
      })),
    [clients.data],
  );

  const values = form.getValues();
  const totals = invoiceTotals(
    values.items.map((item) => ({ cost: asNumber(item.cost), qty: asNumber(item.qty) })),
    asNumber(values.discount),
    asNumber(values.taxRate),
  );
  const money = (amount: number) => formatMoney(amount, language, { currency });

  // Nested field errors (`client.email`, `items.0.cost`) go by their fields too; busy until the
  // answer, so a double click saves once.
  const onSubmit = form.submitWith(
    mutation,
    (submitted) => {
      const input = z.parse(formSchema, submitted);
      return edited ? { ...input, version: form.version } : input;
    },
    onSaved,
  );

  const itemsError = form.errors.items;
  const errorText = (key: unknown) =>
    typeof key === 'string' ? t(key, { defaultValue: key }) : undefined;

  return (
    <form noValidate onSubmit={onSubmit}>
      <InvoiceColumns
        main={
          <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs">
            <Stack gap="lg">
              <ConflictNotice
                form={form}
                label={(field) => fieldLabel(t, field)}
                describe={(field, value) => describeValue(t, money, language, field, value)}
              />
              <Group justify="space-between" align="flex-end" gap="md">
                <Title order={2} fz="h3">
                  {title}
                </Title>
                <SimpleGrid cols={2} spacing="sm" className="field-row">
                  <DayField
                    label={t('invoices.fields.issuedDate')}
                    required
                    inputProps={form.getInputProps('issuedDate')}
                  />
                  <DayField
                    label={t('invoices.fields.dueDate')}
                    required
                    minDate={values.issuedDate || undefined}
                    inputProps={form.getInputProps('dueDate')}
                  />
                </SimpleGrid>
              </Group>
              <Divider />
              <section aria-labelledby="invoice-client">
                <Group justify="space-between" mb="sm">
                  <Title order={3} fz="h5" id="invoice-client">
                    {t('invoices.form.client')}
                  </Title>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconUserPlus size={14} aria-hidden />}
                    onClick={() => {
                      form.setFieldValue('client', emptyClient);
                      document.getElementById('invoice-client-name')?.focus();
                    }}
                  >
                    {t('invoices.form.newClient')}
                  </Button>
                </Group>
                <Stack gap="sm">
                  <Select
                    label={t('invoices.form.pickClient')}
                    placeholder={t('invoices.form.pickClientPlaceholder')}
                    searchable
                    clearable
                    value={null}
                    data={clientOptions}
                    nothingFoundMessage={t('invoices.form.noClient')}
                    onChange={(value) => {
                      const picked = value === null ? undefined : clients.data?.[Number(value)];
                      if (picked) form.setFieldValue('client', { ...picked });
                    }}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    {clientFields.map((field) => (
                      <TextInput
                        key={field}
                        id={field === 'name' ? 'invoice-client-name' : undefined}
                        label={t(`invoices.clientFields.${field}`)}
                        type={field === 'email' ? 'email' : field === 'contact' ? 'tel' : 'text'}
                        autoComplete="off"
                        required
                        // What the user types reads in its own direction (an address starting
                        // with its number stays so right to left).
                        dir="auto"
                        {...form.getInputProps(`client.${field}`)}
                      />
                    ))}
                  </SimpleGrid>
                </Stack>
              </section>
              <Divider />
              <section aria-labelledby="invoice-items">
                <Title order={3} fz="h5" id="invoice-items" mb="sm">
                  {t('invoices.form.items')}
                </Title>
                <Stack gap="md">
                  {values.items.map((item, index) => {
                    const position = { n: index + 1 };
                    const price = invoiceTotals([
                      { cost: asNumber(item.cost), qty: asNumber(item.qty) },
                    ]).subtotal;
                    return (
                      <Paper
                        key={item.key}
                        withBorder
                        p="sm"
                        component="fieldset"
                        aria-label={t('invoices.form.itemN', position)}
                        style={{ margin: 0, minWidth: 0 }}
                      >
                        <Grid gap="sm" align="flex-start">
                          <Grid.Col span={{ base: 12 }}>
                            <Stack gap="xs">
                              <TextInput
                                label={t('invoices.fields.item')}
                                required
                                dir="auto"
                                {...form.getInputProps(`items.${index}.name`)}
                              />
                              <Textarea
                                label={t('invoices.fields.description')}
                                autosize
                                minRows={1}
                                dir="auto"
                                {...form.getInputProps(`items.${index}.description`)}
                              />
                            </Stack>
                          </Grid.Col>
                          <Grid.Col span={{ base: 6, sm: 4 }}>
                            <TextInput
                              type="number"
                              label={t('invoices.fields.cost')}
                              required
                              min={0}
                              step={0.01}
                              {...form.getInputProps(`items.${index}.cost`)}
                            />
                          </Grid.Col>
                          <Grid.Col span={{ base: 6, sm: 3 }}>
                            <TextInput
                              type="number"
                              label={t('invoices.fields.qty')}
                              required
                              min={1}
                              step={1}
                              {...form.getInputProps(`items.${index}.qty`)}
                            />
                          </Grid.Col>
                          <Grid.Col span={{ base: 12, sm: 5 }}>
                            <Text fz="sm" fw={500} mb={4}>
                              {t('invoices.fields.price')}
                            </Text>
                            {/* A price over the limit, until a save refuses it, wraps in its column. */}
                            <Text
                              fz="sm"
                              data-testid={`item-price-${index}`}
                              style={{ overflowWrap: 'anywhere' }}
                            >
                              {money(price)}
                            </Text>
                          </Grid.Col>
                        </Grid>
                        <Group gap={4} justify="flex-end" mt="xs">
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('invoices.form.moveUp', position)}
                            disabled={index === 0}
                            onClick={() =>
                              form.reorderListItem('items', { from: index, to: index - 1 })
                            }
                          >
                            <IconArrowUp size={16} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('invoices.form.moveDown', position)}
                            disabled={index === values.items.length - 1}
                            onClick={() =>
                              form.reorderListItem('items', { from: index, to: index + 1 })
                            }
                          >
                            <IconArrowDown size={16} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('invoices.form.removeItem', position)}
                            disabled={values.items.length === 1}
                            onClick={() => form.removeListItem('items', index)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Paper>
                    );
                  })}
                  {itemsError ? (
                    <Text c="red" fz="sm" role="alert">
                      {errorText(itemsError)}
                    </Text>
                  ) : null}
                  <Group>
                    <Button
                      variant="light"
                      leftSection={<IconPlus size={16} aria-hidden />}
                      onClick={() => form.insertListItem('items', newItem())}
                    >
                      {t('invoices.form.addItem')}
                    </Button>
                  </Group>
                </Stack>
              </section>
              <Divider />
              <Group justify="space-between" align="flex-start" gap="lg">
                <Stack gap="sm" style={{ flex: '1 1 260px' }}>
                  <SimpleGrid cols={2} spacing="sm" className="field-row">
                    <TextInput
                      type="number"
                      label={t('invoices.fields.discount')}
                      min={0}
                      step={0.01}
                      {...form.getInputProps('discount')}
                    />
                    <TextInput
                      type="number"
                      label={t('invoices.form.taxRate')}
                      min={0}
                      max={100}
                      step={0.01}
                      rightSection="%"
                      {...form.getInputProps('taxRate')}
                    />
                  </SimpleGrid>
                  <Textarea
                    label={t('invoices.fields.note')}
                    autosize
                    minRows={2}
                    dir="auto"
                    {...form.getInputProps('note')}
                  />
                </Stack>
                <section aria-label={t('invoices.form.totals')} aria-live="polite">
                  <InvoiceTotalsList
                    rows={[
                      [t('invoices.fields.subtotal'), money(totals.subtotal)],
                      [t('invoices.fields.discount'), money(totals.discount)],
                      [
                        t('invoices.fields.tax', { rate: asNumber(values.taxRate) }),
                        money(totals.tax),
                      ],
                      [t('invoices.fields.total'), money(totals.total)],
                    ]}
                  />
                </section>
              </Group>
            </Stack>
          </Paper>
        }
        aside={
          <Paper p="lg" shadow="xs">
            <Stack gap="sm">
              <FormError error={form.failure} />
              <Button
                type="submit"
                fullWidth
                loading={mutation.isPending}
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              >
                {t('invoices.actions.save')}
              </Button>
              {cancel}
            </Stack>
          </Paper>
        }
      />
    </form>
  );
}
