import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '@/components/navigation/links';
import type { ProductView } from '../api/ecommerce-schemas';
import type { ShopView } from '../api/ecommerce-values';
import { formatMoney } from '@/lib/i18n/formats';
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

/** One product of the shop, as a grid card or a list row. */
export function ProductCard({ product, view }: { product: ProductView; view: ShopView }) {
  const { t, i18n } = useTranslation();
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
          <Text fz="sm" c="dimmed" lineClamp={2}>
            {product.description}
          </Text>
        ) : null}
        <Text fw={700} fz="lg">
          {formatMoney(product.price, i18n.resolvedLanguage ?? 'en')}
        </Text>
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
