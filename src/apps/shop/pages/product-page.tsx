import { useState } from 'react';
import {
  Badge,
  Chip,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/feedback/query-content';
import { AnchorLink } from '@/components/navigation/links';
import type { ProductView } from '@/lib/ecommerce/ecommerce-schemas';
import { MAX_LINE_QTY } from '@/lib/ecommerce/ecommerce-values';
import { useProduct } from '../api/get-product';
import { useCategoryName } from '@/lib/ecommerce/list-categories';
import { AddToCartButton, useCanShop, WishlistToggle } from '../components/product-actions';
import { FreeShippingBadge, ProductCard, ProductPrice } from '../components/product-card';
import { ProductDescription } from '../components/product-description';
import { ProductRating } from '@/components/ecommerce/product-rating';
import { ProductReviews } from '../components/product-reviews';
import classes from '@/apps/shop/components/shop.module.css';

const routeApi = getRouteApi('/_authenticated/apps/ecommerce/products/$productId');

function Gallery({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const image = product.images[shown] ?? product.image;
  return (
    <div className={classes.gallery}>
      <div className={classes.picture}>
        <img
          src={image}
          alt={t('ecommerce.gallery.picture', { name: product.name, index: shown + 1 })}
          width={480}
          height={480}
        />
      </div>
      <fieldset className={classes.thumbs}>
        <VisuallyHidden component="legend">{t('ecommerce.gallery.label')}</VisuallyHidden>
        {product.images.map((src, index) => (
          <button
            key={src}
            type="button"
            className={classes.thumb}
            aria-pressed={index === shown}
            aria-label={t('ecommerce.gallery.show', { index: index + 1 })}
            onClick={() => setShown(index)}
          >
            <img src={src} alt="" width={72} height={72} />
          </button>
        ))}
      </fieldset>
    </div>
  );
}

function Availability({ stock }: { stock: number }) {
  const { t } = useTranslation();
  if (stock === 0) {
    return (
      <Badge color="red" variant="light">
        {t('ecommerce.availability.outOfStock')}
      </Badge>
    );
  }
  return (
    <Badge color="green" variant="light">
      {stock < 10
        ? t('ecommerce.availability.fewLeft', { count: stock })
        : t('ecommerce.availability.inStock')}
    </Badge>
  );
}

function ProductDetail({ product, related }: { product: ProductView; related: ProductView[] }) {
  const { t } = useTranslation();
  const canShop = useCanShop();
  const categoryName = useCategoryName();
  const [qty, setQty] = useState(1);
  // The first colour there is some of (a sold-out one cannot be picked).
  const [color, setColor] = useState<string | null>(
    (product.colors.find((option) => option.stock > 0) ?? product.colors[0])?.name ?? null,
  );
  // With colours, a line holds at most the chosen colour's stock.
  const stock =
    product.colors.length > 0
      ? (product.colors.find((option) => option.name === color)?.stock ?? 0)
      : product.stock;
  const limit = Math.max(1, Math.min(stock, MAX_LINE_QTY));
  return (
    <Stack gap="xl">
      <Paper withBorder p="lg">
        <div className={classes.detail}>
          <Gallery product={product} />
          <Stack gap="md">
            <Text fz="sm" c="dimmed" tt="uppercase" fw={600}>
              {product.brand} · {categoryName(product.category)}
            </Text>
            <Title order={1} fz="h2">
              {product.name}
            </Title>
            <ProductRating rating={product.rating} reviews={product.reviews} />
            <Group gap="sm">
              <ProductPrice product={product} large />
              {product.hasFreeShipping ? <FreeShippingBadge /> : null}
            </Group>
            <Group gap="xs">
              <Text fw={600}>
                {t('ecommerce.availability.label')}
                {t('common.labelSeparator')}
              </Text>
              <Availability stock={product.stock} />
            </Group>
            <ProductDescription text={product.description} />
            {product.colors.length > 0 ? (
              <Stack gap={6}>
                <Text fw={600} id="product-color-label">
                  {t('ecommerce.product.color')}
                </Text>
                <Chip.Group
                  value={color ?? undefined}
                  onChange={(value) => {
                    setColor(value);
                    setQty(1);
                  }}
                >
                  <Group gap="xs" role="radiogroup" aria-labelledby="product-color-label">
                    {product.colors.map(({ name, stock: left }) => (
                      // A sold-out colour stays in sight, said so, and cannot be picked.
                      <Chip key={name} value={name} type="radio" disabled={left === 0}>
                        {left === 0
                          ? t('ecommerce.product.colorSoldOut', {
                              color: t(`ecommerce.colors.${name}`),
                            })
                          : t(`ecommerce.colors.${name}`)}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Stack>
            ) : null}
            {canShop ? (
              <Group gap="sm" align="flex-end">
                {stock > 0 && !product.isInCart ? (
                  <NumberInput
                    // Another colour starts the count again, within its own stock.
                    key={color ?? 'none'}
                    label={t('ecommerce.product.quantity')}
                    value={qty}
                    onChange={(value) => setQty(typeof value === 'number' ? value : 1)}
                    min={1}
                    max={limit}
                    clampBehavior="strict"
                    allowDecimal={false}
                    w={110}
                  />
                ) : null}
                <AddToCartButton product={product} qty={qty} color={color} named={false} />
                <WishlistToggle product={product} size="input-sm" />
              </Group>
            ) : null}
          </Stack>
        </div>
      </Paper>
      <ProductReviews productId={product.id} />
      {related.length > 0 ? (
        <Stack gap="md" component="section" aria-labelledby="related-title">
          <Title order={2} fz="h3" id="related-title">
            {t('ecommerce.product.related')}
          </Title>
          <div className={classes.grid} data-view="grid">
            {related.map((other) => (
              <ProductCard key={other.id} product={other} view="grid" />
            ))}
          </div>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A product's own page; an unknown id is the route's not-found page. */
export function ProductPage() {
  const { t } = useTranslation();
  const { productId } = routeApi.useParams();
  const query = useProduct(productId);
  const content = (
    <QueryContent
      query={query}
      errorTitle={t('ecommerce.errors.productFailed')}
      loadingLabel={t('ecommerce.loading')}
    >
      {/* Keyed: another product starts with its own quantity, colour and picture. */}
      {(data) => <ProductDetail key={productId} product={data.product} related={data.related} />}
    </QueryContent>
  );
  return (
    <Stack gap="md">
      <AnchorLink to="/apps/ecommerce/shop" fz="sm">
        {t('ecommerce.actions.backToShop')}
      </AnchorLink>
      {content}
    </Stack>
  );
}
