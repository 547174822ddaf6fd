import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@/lib/ecommerce/order-schemas';
import { formatMoney, formatNumber } from '@/lib/i18n/formats';
import { ProductLineHead } from '@/components/ecommerce/product-line-head';
import classes from '@/components/ecommerce/cart.module.css';

type Line = Pick<
  OrderLine,
  'productId' | 'name' | 'image' | 'price' | 'qty' | 'color' | 'lineTotal'
> & { refundedQty?: number };

/**
 * An order's (or the checkout's) lines, read only: picture, name, quantity × price, total. A list
 * of them, so that a screen reader says how many and a line can be found by its product.
 */
export function OrderLines({ lines }: { lines: readonly Line[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Stack gap={0} className={classes.lines} component="ul" m={0} p={0}>
      {lines.map((line) => (
        <li key={line.productId} className={classes.summaryLine}>
          <ProductLineHead productId={line.productId} name={line.name} image={line.image} size={56}>
            <Text fz="sm" c="dimmed">
              {t('ecommerce.navbar.line', {
                qty: formatNumber(line.qty, language),
                price: formatMoney(line.price, language),
              })}
              {line.color ? ` · ${t(`ecommerce.colors.${line.color}`)}` : ''}
            </Text>
            {line.refundedQty ? (
              <Text fz="sm" c="red.8" fw={600}>
                {t('ecommerce.orders.lineRefunded', {
                  count: line.refundedQty,
                  qty: formatNumber(line.refundedQty, language),
                })}
              </Text>
            ) : null}
          </ProductLineHead>
          <Text fw={700}>{formatMoney(line.lineTotal, language)}</Text>
        </li>
      ))}
    </Stack>
  );
}
