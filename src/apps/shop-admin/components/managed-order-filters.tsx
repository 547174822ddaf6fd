import { memo, useCallback } from 'react';
import { SimpleGrid, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, type DateRange } from '@/components/data-table/date-range-filter';
import { useUrlText } from '@/components/forms/use-url-text';
import { Select } from '@/components/overlays/select';
import { isOneOf } from '@/lib/list/list-search';
import { orderStatuses, paymentMethods } from '@/lib/ecommerce/ecommerce-values';
import { returnFilters, type ManagedOrdersSearch } from '../managed-orders-search';

type Filters = Pick<
  ManagedOrdersSearch,
  'status' | 'payment' | 'from' | 'to' | 'customer' | 'minTotal' | 'maxTotal' | 'returns'
>;

type ManagedOrderFiltersProps = Filters & {
  onChange: (changes: Partial<Filters> & { page: number }) => void;
};

const TYPING_PAUSE_MS = 400;

// Module-level, so `useUrlText` gets the same functions on every render.
const textToValue = (text: string) => text.trim() || undefined;
const valueToText = (value: string | undefined) => value ?? '';
const amountToValue = (text: string) => {
  const amount = Number(text);
  return text.trim() === '' || !Number.isFinite(amount) || amount < 0 ? undefined : amount;
};
const amountToText = (value: number | undefined) => (value === undefined ? '' : String(value));
const sameValue = (value: unknown, sent: unknown) => Object.is(value, sent);

/** A filter typed in a text field, sent to the URL after a pause in typing. */
function TypedFilter<Value extends string | number | undefined>({
  label,
  value,
  onChange,
  toValue,
  toText,
  type = 'text',
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  toValue: (text: string) => Value;
  toText: (value: Value) => string;
  type?: 'text' | 'number';
}) {
  const field = useUrlText(value, onChange, {
    delayMs: TYPING_PAUSE_MS,
    toValue,
    toText,
    isSent: sameValue,
  });
  return (
    <TextInput
      label={label}
      type={type}
      min={type === 'number' ? 0 : undefined}
      inputMode={type === 'number' ? 'decimal' : undefined}
      value={field.text}
      onChange={(event) => field.type(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') field.flush();
      }}
    />
  );
}

/** The managers' Orders filters; memoised, so a new page of rows leaves them alone. */
export const ManagedOrderFilters = memo(function ManagedOrderFilters({
  status,
  payment,
  from,
  to,
  customer,
  minTotal,
  maxTotal,
  returns,
  onChange,
}: ManagedOrderFiltersProps) {
  const { t } = useTranslation();
  const onRange = useCallback(
    ([nextFrom, nextTo]: DateRange) => onChange({ from: nextFrom, to: nextTo, page: 1 }),
    [onChange],
  );
  return (
    <>
      <Title order={2} fz="h5" mb="sm">
        {t('ecommerce.orders.filters.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Select
          label={t('ecommerce.orders.fields.status')}
          placeholder={t('ecommerce.orders.filters.allStatuses')}
          clearable
          value={status ?? null}
          data={orderStatuses.map((value) => ({
            value,
            label: t(`ecommerce.orders.status.${value}`),
          }))}
          onChange={(value) =>
            onChange({ status: isOneOf(orderStatuses, value) ? value : undefined, page: 1 })
          }
        />
        <Select
          label={t('ecommerce.orders.fields.payment')}
          placeholder={t('ecommerce.orders.filters.anyPayment')}
          clearable
          value={payment ?? null}
          data={paymentMethods.map((value) => ({
            value,
            label: t(`ecommerce.orders.paymentMethod.${value}`),
          }))}
          onChange={(value) =>
            onChange({ payment: isOneOf(paymentMethods, value) ? value : undefined, page: 1 })
          }
        />
        <TypedFilter
          label={t('ecommerce.orders.fields.customer')}
          value={customer}
          onChange={(next) => onChange({ customer: next, page: 1 })}
          toValue={textToValue}
          toText={valueToText}
        />
        <DateRangeFilter
          label={t('ecommerce.orders.fields.date')}
          value={[from, to]}
          onChange={onRange}
        />
        <TypedFilter
          label={t('ecommerce.orders.filters.minTotal')}
          type="number"
          value={minTotal}
          onChange={(next) => onChange({ minTotal: next, page: 1 })}
          toValue={amountToValue}
          toText={amountToText}
        />
        <TypedFilter
          label={t('ecommerce.orders.filters.maxTotal')}
          type="number"
          value={maxTotal}
          onChange={(next) => onChange({ maxTotal: next, page: 1 })}
          toValue={amountToValue}
          toText={amountToText}
        />
        <Select
          label={t('ecommerce.returns.title')}
          placeholder={t('ecommerce.returns.filters.any')}
          clearable
          value={returns ?? null}
          data={returnFilters.map((value) => ({
            value,
            label: t(`ecommerce.returns.filters.${value}`),
          }))}
          onChange={(value) =>
            onChange({ returns: isOneOf(returnFilters, value) ? value : undefined, page: 1 })
          }
        />
      </SimpleGrid>
    </>
  );
});
