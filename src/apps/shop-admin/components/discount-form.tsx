import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ConflictNotice } from '@/components/forms/conflict-notice';
import { DayField } from '@/components/forms/day-field';
import { FormButtons } from '@/components/forms/form-buttons';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { useLastWriter } from '@/lib/events/last-writer';
import { formatDay, formatMoney } from '@/lib/i18n/formats';
import {
  DISCOUNT_LIMITS,
  discountCodeAnswerSchema,
  discountCodeInputSchema,
  type DiscountCodeRecord,
} from '../api/discount-schemas';
import { useCreateDiscountCode, useUpdateDiscountCode } from '../api/save-discount-code';
import { discountKinds, type DiscountKind } from '../discount-values';

/** The form's values: the kind starts unpicked, numbers and days may be blank while typed. */
type DiscountFormValues = {
  code: string;
  kind: DiscountKind | null;
  value: number | string;
  minSubtotal: number | string;
  startsOn: string;
  endsOn: string;
  usageLimit: number | string;
  perCustomerLimit: number | string;
  active: boolean;
};

const emptyCode: DiscountFormValues = {
  code: '',
  kind: null,
  value: '',
  minSubtotal: 0,
  startsOn: '',
  endsOn: '',
  usageLimit: '',
  perCustomerLimit: '',
  active: true,
};

function valuesOf(code: DiscountCodeRecord): DiscountFormValues {
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === 'freeShipping' ? '' : code.value,
    minSubtotal: code.minSubtotal,
    startsOn: code.startsOn ?? '',
    endsOn: code.endsOn ?? '',
    usageLimit: code.usageLimit ?? '',
    perCustomerLimit: code.perCustomerLimit ?? '',
    active: code.active,
  };
}

const blank = (value: unknown) => value === '' || value === null;

/**
 * The API's schema, read from the form's values: a blank limit or day is none (null), a blank
 * minimum 0, free shipping takes no value (0); a blank value is missing ("required").
 */
export const discountFormSchema = z.pipe(
  z.transform((values: DiscountFormValues): Record<string, unknown> => ({
    ...values,
    kind: values.kind ?? undefined,
    value: values.kind === 'freeShipping' ? 0 : blank(values.value) ? undefined : values.value,
    minSubtotal: blank(values.minSubtotal) ? 0 : values.minSubtotal,
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    usageLimit: blank(values.usageLimit) ? null : values.usageLimit,
    perCustomerLimit: blank(values.perCustomerLimit) ? null : values.perCustomerLimit,
  })),
  discountCodeInputSchema,
);

/** A field's name in the conflict notice: the form's own label. */
const fieldLabel = (t: TFunction, field: string) => t(`ecommerce.discounts.fields.${field}`);

/** A value as the form shows it: a kind's words, an amount as money, a day in the language. */
function describeValue(t: TFunction, language: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (field) {
    case 'kind':
      return t(`ecommerce.discounts.kinds.${String(value)}`);
    case 'minSubtotal':
      return typeof value === 'number' ? formatMoney(value, language) : String(value);
    case 'startsOn':
    case 'endsOn':
      return formatDay(String(value), language);
    case 'active':
      return t(
        value === true
          ? 'ecommerce.discounts.status.active'
          : 'ecommerce.discounts.status.inactive',
      );
    default:
      return String(value);
  }
}

/** A 412's `current` is the code's read (`{ code }`): the form compares the code itself. */
const currentCode = { parse: (answer: unknown) => discountCodeAnswerSchema.parse(answer).code };

/**
 * The add-code form, and with a `code` the edit form. The API's field errors (a taken code) land
 * by their fields and the input stays; any other failure is said above the buttons.
 */
export function DiscountForm({ code, onDone }: { code?: DiscountCodeRecord; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const create = useCreateDiscountCode();
  const update = useUpdateDiscountCode();
  const writer = useLastWriter('ecommerce');
  const form = useAppForm<DiscountFormValues, DiscountCodeRecord>(discountFormSchema, {
    initialValues: code ? valuesOf(code) : emptyCode,
    versioned: code && {
      version: code.version,
      record: currentCode,
      toValues: valuesOf,
      current: code,
      writer,
    },
  });
  const pending = create.isPending || update.isPending;
  // Validated already: parsing turns the blank fields into what the API reads.
  const toInput = (values: DiscountFormValues) => discountFormSchema.parse(values);
  const { kind, startsOn } = form.getValues();

  return (
    <form
      noValidate
      onSubmit={
        code
          ? form.submitWith(
              update,
              (values) => ({ ...toInput(values), id: code.id, version: form.version }),
              onDone,
            )
          : form.submitWith(create, toInput, () => {
              form.reset();
              onDone();
            })
      }
    >
      <Stack gap="sm">
        <ConflictNotice
          form={form}
          label={(field) => fieldLabel(t, field)}
          describe={(field, value) => describeValue(t, language, field, value)}
        />
        <TextInput
          label={t('ecommerce.discounts.fields.code')}
          description={t('ecommerce.discounts.form.codeHint')}
          required
          data-autofocus
          dir="ltr"
          autoComplete="off"
          maxLength={DISCOUNT_LIMITS.codeMax}
          {...form.getInputProps('code')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} className="field-row">
          <Select
            label={t('ecommerce.discounts.fields.kind')}
            placeholder={t('ecommerce.discounts.form.chooseKind')}
            required
            allowDeselect={false}
            data={discountKinds.map((value) => ({
              value,
              label: t(`ecommerce.discounts.kinds.${value}`),
            }))}
            {...form.getInputProps('kind')}
          />
          {kind === 'percent' ? (
            <NumberInput
              label={t('ecommerce.discounts.fields.percent')}
              required
              min={0}
              max={100}
              decimalScale={2}
              rightSection="%"
              {...form.getInputProps('value')}
            />
          ) : kind === 'amount' ? (
            <NumberInput
              label={t('ecommerce.discounts.fields.amount')}
              required
              min={0}
              decimalScale={2}
              leftSection="$"
              {...form.getInputProps('value')}
            />
          ) : null}
          <NumberInput
            label={t('ecommerce.discounts.fields.minSubtotal')}
            description={t('ecommerce.discounts.form.minSubtotalHint')}
            min={0}
            decimalScale={2}
            leftSection="$"
            {...form.getInputProps('minSubtotal')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DayField
            label={t('ecommerce.discounts.fields.startsOn')}
            clearable
            inputProps={form.getInputProps('startsOn')}
          />
          <DayField
            label={t('ecommerce.discounts.fields.endsOn')}
            clearable
            minDate={startsOn || undefined}
            inputProps={form.getInputProps('endsOn')}
          />
        </SimpleGrid>
        <Text fz="sm" c="dimmed" mt={-4}>
          {t('ecommerce.discounts.form.datesHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('ecommerce.discounts.fields.usageLimit')}
            description={t('ecommerce.discounts.form.noLimit')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('usageLimit')}
          />
          <NumberInput
            label={t('ecommerce.discounts.fields.perCustomerLimit')}
            description={t('ecommerce.discounts.form.noLimit')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('perCustomerLimit')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('ecommerce.discounts.fields.active')}
          description={t('ecommerce.discounts.form.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormError error={form.failure} />
        <FormButtons
          submitLabel={t(
            code ? 'ecommerce.discounts.actions.save' : 'ecommerce.discounts.actions.add',
          )}
          loading={pending}
          onCancel={onDone}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
