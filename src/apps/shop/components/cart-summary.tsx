import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { useApplyDiscount } from '../api/apply-cart-discount';
import { useRemoveDiscount } from '../api/remove-cart-discount';
import {
  discountInputSchema,
  type Cart,
  type DiscountInput,
} from '@/lib/ecommerce/ecommerce-schemas';
import { TotalsRows } from '@/components/ecommerce/totals-rows';
import { formatDay, formatMoney } from '@/lib/i18n/formats';
import { ShopCard } from '@/components/ecommerce/shop-card';

export function DiscountForm({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const apply = useApplyDiscount();
  const removeCode = useRemoveDiscount();
  // A code refused (unknown, ended, used up…), or one the subtotal is too low for
  // (`params.amount`), is said by the field; the days it starts or ended in the reader's words.
  const form = useAppForm<DiscountInput>(discountInputSchema, {
    initialValues: { code: '' },
    errorParams: ({ amount, date }) => ({
      amount: formatMoney(Number(amount ?? 0), language),
      ...(typeof date === 'string' && { date: formatDay(date, language) }),
    }),
  });
  if (cart.discountCode) {
    return (
      <Group justify="space-between">
        <Text fz="sm">{t('ecommerce.cart.codeApplied', { code: cart.discountCode })}</Text>
        <ActionIcon
          variant="subtle"
          aria-label={t('ecommerce.cart.removeCode')}
          onClick={() => removeCode.mutate()}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.submitWith(
        apply,
        (values) => values.code,
        () => form.reset(),
      )}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={t('ecommerce.cart.code')}
          {...form.getInputProps('code')}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" mt={25} loading={form.submitting}>
          {t('common.actions.apply')}
        </Button>
      </Group>
      <FormError error={form.failure} />
    </form>
  );
}

/** The cart's summary: the discount code (where it may change) and the server's totals. */
export function CartSummary({
  cart,
  withCode = true,
  children,
}: {
  cart: Cart;
  withCode?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ShopCard title={t('ecommerce.cart.summary')}>
      {withCode ? <DiscountForm cart={cart} /> : null}
      <TotalsRows totals={cart} />
      {children}
    </ShopCard>
  );
}
