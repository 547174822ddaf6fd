import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorBody, apiFieldErrors, errorMessage } from '@/lib/http/api-error';
import { useApplyDiscount } from '../api/apply-cart-discount';
import { useRemoveDiscount } from '../api/remove-cart-discount';
import type { Cart } from '@/lib/ecommerce/ecommerce-schemas';
import { TotalsRows } from '@/components/ecommerce/totals-rows';
import { formatMoney } from '@/lib/i18n/formats';

export function DiscountForm({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const apply = useApplyDiscount();
  const removeCode = useRemoveDiscount();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (cart.discountCode) {
    return (
      <Group justify="space-between">
        <Text fz="sm">{t('ecommerce.cart.codeApplied', { code: cart.discountCode })}</Text>
        <ActionIcon
          variant="subtle"
          aria-label={t('ecommerce.cart.removeCode')}
          onClick={() => removeCode.mutate()}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) {
          setError(t('validation.required'));
          return;
        }
        apply.mutate(code, {
          onSuccess: () => {
            setError(null);
            setCode('');
          },
          onError: (failure) => {
            const key = apiFieldErrors(failure).code;
            const amount = Number(apiErrorBody(failure)?.params?.amount ?? 0);
            setError(
              key ? t(key, { amount: formatMoney(amount, language) }) : errorMessage(failure, t),
            );
          },
        });
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={t('ecommerce.cart.code')}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" mt={25} loading={apply.isPending}>
          {t('common.actions.apply')}
        </Button>
      </Group>
    </form>
  );
}

/** The cart's summary: the discount code (where it may change) and the server's totals. */
export function CartSummary({
  cart,
  withCode = true,
  children,
}: {
  cart: Cart;
  withCode?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cart-summary-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="cart-summary-title">
          {t('ecommerce.cart.summary')}
        </Title>
        {withCode ? <DiscountForm cart={cart} /> : null}
        <TotalsRows totals={cart} />
        {children}
      </Stack>
    </Paper>
  );
}
