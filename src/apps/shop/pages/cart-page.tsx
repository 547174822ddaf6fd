import { ActionIcon, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHeart, IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/navigation/links';
import { Tooltip } from '@/components/overlays/tooltip';
import { useRemoveFromCart, useUndoableRemoveFromCart } from '../api/remove-cart-line';
import { useSetCartQty } from '../api/update-cart-line';
import type { CartLine } from '@/lib/ecommerce/ecommerce-schemas';
import { MAX_LINE_QTY } from '@/lib/ecommerce/ecommerce-values';
import { useCart } from '../api/get-cart';
import { useToggleWishlist } from '../api/add-to-wishlist';
import { CartSummary } from '../components/cart-summary';
import { formatMoney } from '@/lib/i18n/formats';
import { useCanShop } from '../components/product-actions';
import { ProductLineHead } from '@/components/ecommerce/product-line-head';
import classes from '@/components/ecommerce/cart.module.css';
import { ShopEmpty, ShopPending } from '../components/shop-states';

function Line({ line }: { line: CartLine }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const setQty = useSetCartQty();
  const remove = useRemoveFromCart();
  const removeLater = useUndoableRemoveFromCart();
  const wishlist = useToggleWishlist();
  const canShop = useCanShop();
  // A line of a colour holds at most that colour's stock (the API says the same).
  const stock = line.colors.find((option) => option.name === line.color)?.stock ?? line.stock;
  const limit = Math.max(1, Math.min(stock, MAX_LINE_QTY));
  return (
    <div className={classes.line}>
      <ProductLineHead productId={line.id} name={line.name} image={line.image} size={72}>
        <Text fz="sm" c="dimmed">
          {line.brand}
          {line.color ? ` · ${t(`ecommerce.colors.${line.color}`)}` : ''}
        </Text>
        <Text fz="sm">{formatMoney(line.price, language)}</Text>
      </ProductLineHead>
      <NumberInput
        className={classes.qty}
        aria-label={t('ecommerce.cart.quantityOf', { name: line.name })}
        value={line.qty}
        min={1}
        max={limit}
        clampBehavior="strict"
        allowDecimal={false}
        disabled={!canShop}
        description={
          stock <= MAX_LINE_QTY ? t('ecommerce.availability.fewLeft', { count: stock }) : undefined
        }
        onChange={(value) => {
          if (typeof value === 'number' && value >= 1 && value <= limit && value !== line.qty) {
            setQty.mutate({ productId: line.id, qty: value });
          }
        }}
        w={100}
      />
      <Text fw={700} className={classes.total}>
        {formatMoney(line.lineTotal, language)}
      </Text>
      {canShop ? (
        <Group gap={4} wrap="nowrap">
          {line.isInWishlist ? null : (
            <Tooltip label={t('ecommerce.cart.moveToWishlist')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('ecommerce.cart.moveToWishlistNamed', { name: line.name })}
                onClick={() => {
                  wishlist.mutate({ product: line, value: true });
                  remove.mutate({ product: line });
                }}
              >
                <IconHeart size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('ecommerce.cart.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('ecommerce.cart.removeNamed', { name: line.name })}
              onClick={() => removeLater(line.id, t('ecommerce.notifications.removedFromCart'))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : null}
    </div>
  );
}

/** The cart: lines with steppers limited by stock, and the totals the server computed. */
export function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  let content;
  if (cart.data && cart.data.products.length > 0) {
    content = (
      <div className={classes.layout}>
        <Paper withBorder p="md" component="section" aria-labelledby="cart-lines-title">
          <Title order={2} fz="h4" id="cart-lines-title" mb="sm">
            {t('ecommerce.cart.items', { count: cart.data.count })}
          </Title>
          <Stack gap={0} className={classes.lines}>
            {cart.data.products.map((line) => (
              <Line key={line.id} line={line} />
            ))}
          </Stack>
        </Paper>
        <CartSummary cart={cart.data}>
          <ButtonLink to="/apps/ecommerce/checkout" fullWidth size="md">
            {t('ecommerce.checkout.proceed')}
          </ButtonLink>
        </CartSummary>
      </div>
    );
  } else if (cart.data) {
    content = (
      <ShopEmpty
        icon={<IconShoppingCartOff aria-hidden />}
        title={t('ecommerce.cart.emptyTitle')}
        text={t('ecommerce.cart.emptyText')}
      />
    );
  } else {
    content = <ShopPending query={cart} errorTitle={t('ecommerce.errors.cartFailed')} />;
  }
  return (
    <Stack gap="lg">
      <PageHeader title={t('nav.cart')} subtitle={t('ecommerce.cart.subtitle')} />
      {content}
    </Stack>
  );
}
