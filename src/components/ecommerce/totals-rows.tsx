import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@/lib/ecommerce/ecommerce-schemas';
import { formatMoney } from '@/lib/i18n/formats';

/** The figures every cart and order has, all computed by the server. */
export type Totals = Pick<Cart, 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total'>;

/** Subtotal, discount, shipping, tax and total, in the user's language. */
export function TotalsRows({ totals }: { totals: Totals }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const row = (label: string, amount: number, negative = false) => (
    <Group justify="space-between">
      <Text>{label}</Text>
      <Text>
        {negative && amount > 0 ? '−' : ''}
        {formatMoney(amount, language)}
      </Text>
    </Group>
  );
  return (
    <>
      {row(t('ecommerce.cart.subtotal'), totals.subtotal)}
      {totals.discount > 0 ? row(t('ecommerce.cart.discount'), totals.discount, true) : null}
      <Group justify="space-between">
        <Text>{t('ecommerce.cart.shipping')}</Text>
        <Text>
          {totals.shipping === 0
            ? t('ecommerce.cart.free')
            : formatMoney(totals.shipping, language)}
        </Text>
      </Group>
      {row(t('ecommerce.cart.tax'), totals.tax)}
      <Group justify="space-between">
        <Text fw={700}>{t('ecommerce.cart.total')}</Text>
        <Text fw={700} fz="lg">
          {formatMoney(totals.total, language)}
        </Text>
      </Group>
    </>
  );
}
