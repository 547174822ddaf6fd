import { Badge, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '@/components/navigation/links';
import type { ProductView } from '../api/ecommerce-schemas';
import type { ShopView } from '../api/ecommerce-values';
import { htmlToText } from '@/lib/html/html-text';
import { formatMoney, isolate, numberFormat } from '@/lib/i18n/formats';
import { AddToCartButton, useCanShop, WishlistToggle } from './product-actions';
import { ProductRating } from './product-rating';
import classes from '@/apps/shop/components/shop.module.css';

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
    <div className={classes.price}>
      <span className={large ? classes.amountLarge : classes.amount}>
        {formatMoney(price, language)}
      </span>
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
    </div>
  );
}

/**
 * One product of the shop, as a grid card or a list row: a Paper (in the chunk every page loads)
 * laid out by the shop's classes, not Mantine's Card, so the shop asks for no Card module and
 * stylesheet before its first cards (two files fewer on a phone's first load).
 */
export function ProductCard({ product, view }: { product: ProductView; view: ShopView }) {
  const { t } = useTranslation();
  const canShop = useCanShop();
  return (
    <Paper withBorder className={classes.card} data-view={view} component="article">
      <div className={classes.picture}>
        <img src={product.image} alt="" width={240} height={240} loading="lazy" />
      </div>
      <div className={classes.body}>
        <div className={classes.brandRow}>
          <span className={classes.brand}>{product.brand}</span>
          {product.hasFreeShipping ? <FreeShippingBadge /> : null}
        </div>
        <h2 className={classes.title}>
          <AnchorLink
            to="/apps/ecommerce/products/$productId"
            params={{ productId: product.id }}
            fw={600}
            c="inherit"
            className={classes.name}
          >
            {product.name}
          </AnchorLink>
        </h2>
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
      </div>
      {canShop ? (
        <div className={classes.actions}>
          <WishlistToggle product={product} size="input-sm" />
          <AddToCartButton product={product} fullWidth size="sm" />
        </div>
      ) : null}
    </Paper>
  );
}
