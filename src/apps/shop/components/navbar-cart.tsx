import { ActionIcon, Divider, Group, Indicator, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Popover } from '@/components/overlays/popover';
import { AnchorLink, ButtonLink } from '@/components/navigation/links';
import { useAbility } from '@/lib/ability/can';
import { useCart } from '../api/get-cart';
import { formatMoney, formatNumber } from '@/lib/i18n/formats';

/** How many lines the dropdown lists; the cart page has them all. */
const SHOWN_LINES = 5;

function CartButton() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const cart = useCart();
  const [opened, { close, toggle }] = useDisclosure(false);
  const count = cart.data?.count ?? 0;
  return (
    <Indicator
      label={formatNumber(count, language)}
      size={16}
      disabled={count === 0}
      offset={4}
      color="red"
    >
      <Popover
        opened={opened}
        onChange={toggle}
        onDismiss={close}
        position="bottom-end"
        width={320}
        shadow="md"
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={toggle}
            aria-label={t('ecommerce.navbar.cart', { count })}
          >
            <IconShoppingCart size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" component="section" aria-label={t('nav.cart')}>
            <Text fw={600}>{t('ecommerce.cart.items', { count })}</Text>
            {cart.data && cart.data.products.length > 0 ? (
              <>
                {cart.data.products.slice(0, SHOWN_LINES).map((line) => (
                  <Group key={line.id} gap="sm" wrap="nowrap" justify="space-between">
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                      <img
                        src={line.image}
                        alt=""
                        width={36}
                        height={36}
                        style={{ borderRadius: 4 }}
                      />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <AnchorLink
                          to="/apps/ecommerce/products/$productId"
                          params={{ productId: line.id }}
                          fz="sm"
                          c="inherit"
                          truncate
                        >
                          {line.name}
                        </AnchorLink>
                        <Text fz="xs" c="dimmed">
                          {t('ecommerce.navbar.line', {
                            qty: formatNumber(line.qty, language),
                            price: formatMoney(line.price, language),
                          })}
                        </Text>
                      </Stack>
                    </Group>
                  </Group>
                ))}
                <Divider />
                <Group justify="space-between">
                  <Text fz="sm">{t('ecommerce.cart.subtotal')}</Text>
                  <Text fz="sm" fw={700}>
                    {formatMoney(cart.data.subtotal, language)}
                  </Text>
                </Group>
                <ButtonLink to="/apps/ecommerce/cart" fullWidth>
                  {t('ecommerce.navbar.openCart')}
                </ButtonLink>
              </>
            ) : (
              <Text fz="sm" c="dimmed">
                {t('ecommerce.cart.emptyTitle')}
              </Text>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

/** The navbar's cart: a badge with the count, and the lines in a dropdown. */
export default function NavbarCart() {
  const canShop = useAbility().can('read', 'Ecommerce');
  // Keyed by the page: following a link of the dropdown closes it.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return canShop ? <CartButton key={pathname} /> : null;
}
