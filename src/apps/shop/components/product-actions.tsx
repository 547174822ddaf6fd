import { ActionIcon, Button, type ButtonProps } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '@/components/forms/use-single-flight';
import { ButtonLink } from '@/components/navigation/links';
import { useAbility } from '@/lib/ability/can';
import { useAddToCart } from '../api/add-to-cart';
import type { ProductView } from '@/lib/ecommerce/ecommerce-schemas';
import { useToggleWishlist } from '../api/add-to-wishlist';

/** Whether the user may fill a cart and a wishlist (their own: the server checks the owner). */
export function useCanShop(): boolean {
  return useAbility().can('create', 'Ecommerce');
}

/** The heart: adds the product to the wishlist or takes it out, at once. */
export function WishlistToggle({ product, size = 'lg' }: { product: ProductView; size?: string }) {
  const { t } = useTranslation();
  const toggle = useToggleWishlist();
  const on = product.isInWishlist;
  return (
    <ActionIcon
      variant={on ? 'light' : 'default'}
      color={on ? 'red' : undefined}
      size={size}
      aria-pressed={on}
      aria-label={t('ecommerce.actions.wishlist', { name: product.name })}
      onClick={() => toggle.mutate({ product, value: !on })}
    >
      {on ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
    </ActionIcon>
  );
}

type AddToCartProps = {
  product: ProductView;
  qty?: number;
  color?: string | null;
  /** Names the product in the button's accessible name (cards, where many buttons show). */
  named?: boolean;
} & Pick<ButtonProps, 'size' | 'fullWidth'>;

/**
 * Add to cart; once the product is in the cart, a link to the cart instead. The change shows at
 * once and is put back if the server refuses.
 */
export function AddToCartButton({
  product,
  qty,
  color,
  named = true,
  ...buttonProps
}: AddToCartProps) {
  const { t } = useTranslation();
  const add = useAddToCart();
  const { busy, run } = useSingleFlight();
  if (product.isInCart) {
    return (
      <ButtonLink
        to="/apps/ecommerce/cart"
        variant="light"
        aria-label={
          named ? t('ecommerce.actions.viewInCartNamed', { name: product.name }) : undefined
        }
        {...buttonProps}
      >
        {t('ecommerce.actions.viewInCart')}
      </ButtonLink>
    );
  }
  if (product.stock === 0) {
    return (
      <Button disabled {...buttonProps}>
        {t('ecommerce.availability.outOfStock')}
      </Button>
    );
  }
  return (
    <Button
      leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
      aria-label={named ? t('ecommerce.actions.addToCartNamed', { name: product.name }) : undefined}
      loading={busy}
      onClick={() => run(() => add.mutateAsync({ product, qty, color }))}
      {...buttonProps}
    >
      {t('ecommerce.actions.addToCart')}
    </Button>
  );
}
