import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconHeartOff, IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/navigation/links';
import { useAddToCart } from '../api/add-to-cart';
import type { ProductView } from '@/lib/ecommerce/ecommerce-schemas';
import { useWishlist } from '../api/get-wishlist';
import { useToggleWishlist } from '../api/add-to-wishlist';
import { useUndoableRemoveFromWishlist } from '../api/remove-from-wishlist';
import { formatMoney } from '@/lib/i18n/formats';
import { useCanShop } from '../components/product-actions';
import { ProductRating } from '@/components/ecommerce/product-rating';
import { ProductLineHead } from '@/components/ecommerce/product-line-head';
import classes from '@/components/ecommerce/cart.module.css';
import { ShopEmpty, ShopPending } from '../components/shop-states';

function WishlistItem({ product }: { product: ProductView }) {
  const { t, i18n } = useTranslation();
  const canShop = useCanShop();
  const toggle = useToggleWishlist();
  const removeLater = useUndoableRemoveFromWishlist();
  const add = useAddToCart();
  return (
    <div className={classes.line}>
      <ProductLineHead productId={product.id} name={product.name} image={product.image} size={72}>
        <Text fz="sm" c="dimmed">
          {product.brand}
        </Text>
        <ProductRating rating={product.rating} />
      </ProductLineHead>
      <Text fw={700}>{formatMoney(product.price, i18n.resolvedLanguage ?? 'en')}</Text>
      {canShop ? (
        <Group gap="xs" wrap="nowrap">
          {product.isInCart ? (
            <ButtonLink to="/apps/ecommerce/cart" variant="light" size="xs">
              {t('ecommerce.actions.viewInCart')}
            </ButtonLink>
          ) : (
            <Button
              size="xs"
              leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
              disabled={product.stock === 0}
              aria-label={t('ecommerce.wishlist.moveToCartNamed', { name: product.name })}
              onClick={() => {
                add.mutate({ product });
                toggle.mutate({ product, value: false });
              }}
            >
              {product.stock === 0
                ? t('ecommerce.availability.outOfStock')
                : t('ecommerce.wishlist.moveToCart')}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={t('ecommerce.wishlist.removeNamed', { name: product.name })}
            onClick={() =>
              removeLater(product.id, t('ecommerce.notifications.removedFromWishlist'))
            }
          >
            {t('ecommerce.wishlist.remove')}
          </Button>
        </Group>
      ) : null}
    </div>
  );
}

/** The products the user keeps for later: remove, or move to the cart. */
export function WishlistPage() {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  let content;
  if (wishlist.data && wishlist.data.products.length > 0) {
    content = (
      <Paper withBorder p="md">
        <Stack gap={0}>
          {wishlist.data.products.map((product) => (
            <WishlistItem key={product.id} product={product} />
          ))}
        </Stack>
      </Paper>
    );
  } else if (wishlist.data) {
    content = (
      <ShopEmpty
        icon={<IconHeartOff aria-hidden />}
        title={t('ecommerce.wishlist.emptyTitle')}
        text={t('ecommerce.wishlist.emptyText')}
      />
    );
  } else {
    content = <ShopPending query={wishlist} errorTitle={t('ecommerce.errors.wishlistFailed')} />;
  }
  return (
    <Stack gap="lg">
      <PageHeader title={t('nav.wishlist')} subtitle={t('ecommerce.wishlist.subtitle')} />
      {content}
    </Stack>
  );
}
