import { Badge, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '@/components/navigation/links';
import type { ProductView } from '../api/ecommerce-schemas';
import type { ShopView } from '../api/ecommerce-values';
import { htmlToText } from '@/lib/html/html-text';
import { formatMoney, isolate, numberFormat } from '@/lib/i18n/formats';
import { AddToCartButton, useCanShop, WishlistToggle } from './product-actions';
import { ProductRating } from './product-rating';
import classes from './shop.module.css';

export function FreeShippingBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color="teal"
      leftSection={<IconTruckDelivery size={14} aria-hidden />}
      className={classes.badge}
    >
      {t('ecommerce.freeShipping')}
    </Badge>
  );
}

/**
 * The price, and on sale the price before (struck through, read "Was …") and the reduction.
 */
export function ProductPrice({
  product,
  large = false,
}: {
  product: Pick<ProductView, 'price' | 'compareAtPrice'>;
  large?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { price, compareAtPrice } = product;
  const onSale = compareAtPrice !== null && compareAtPrice > price;
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text fw={700} fz={large ? 28 : 'lg'}>
        {formatMoney(price, language)}
      </Text>
      {onSale ? (
        <>
          <Text span c="dimmed" fz={large ? 'lg' : 'sm'}>
            <VisuallyHidden>
              {t('ecommerce.price.was', { price: formatMoney(compareAtPrice, language) })}
            </VisuallyHidden>
            <s aria-hidden className={classes.wasPrice}>
              {formatMoney(compareAtPrice, language)}
            </s>
          </Text>
          <Badge color="red" variant="light" className={classes.badge}>
            {/* "−20 %" keeps its sign before the number in a right-to-left page. */}
            <bdi>
              {t('ecommerce.price.off', {
                percent: isolate(
                  numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
                    (compareAtPrice - price) / compareAtPrice,
                  ),
                ),
              })}
            </bdi>
          </Badge>
        </>
      ) : null}
    </Group>
  );
}

/** One product of the shop, as a grid card or a list row. */
export function ProductCard({ product, view }: { product: ProductView; view: ShopView }) {
  const { t } = useTranslation();
  const canShop = useCanShop();
  const link = (
    <AnchorLink
      to="/apps/ecommerce/products/$productId"
      params={{ productId: product.id }}
      fw={600}
      c="inherit"
      className={classes.name}
    >
      {product.name}
    </AnchorLink>
  );
  return (
    <Card withBorder padding="md" className={classes.card} data-view={view} component="article">
      <div className={classes.picture}>
        <img src={product.image} alt="" width={240} height={240} loading="lazy" />
      </div>
      <Stack gap={6} className={classes.body}>
        <Group justify="space-between" gap={6} align="flex-start">
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {product.brand}
          </Text>
          {product.hasFreeShipping ? <FreeShippingBadge /> : null}
        </Group>
        <Text component="h2" fz="md" lh={1.3} m={0}>
          {link}
        </Text>
        <ProductRating rating={product.rating} reviews={product.reviews} />
        {view === 'list' ? (
          <Text fz="sm" c="dimmed" lineClamp={2} dir="auto">
            {htmlToText(product.description)}
          </Text>
        ) : null}
        <ProductPrice product={product} />
        {product.stock === 0 ? (
          <Badge color="red" variant="light" className={classes.badge}>
            {t('ecommerce.availability.outOfStock')}
          </Badge>
        ) : null}
      </Stack>
      {canShop ? (
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <WishlistToggle product={product} size="input-sm" />
          <AddToCartButton product={product} fullWidth size="sm" />
        </Group>
      ) : null}
    </Card>
  );
}
