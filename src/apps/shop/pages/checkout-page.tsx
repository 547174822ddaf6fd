import { useState, type ReactNode } from 'react';
import {
  Button,
  Center,
  EmptyState,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useSingleFlight } from '@/components/forms/use-single-flight';
import { Spinner } from '@/components/feedback/spinner';
import { IconCircleCheck, IconShoppingCartOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/navigation/links';
import { apiFieldErrors } from '@/lib/http/api-error';
import type { Cart } from '@/lib/ecommerce/ecommerce-schemas';
import { shippingCountries, type PaymentMethod } from '@/lib/ecommerce/ecommerce-values';
import { useCart } from '../api/get-cart';
import {
  addressSchema,
  cardSchema,
  type Address,
  type Card,
  type Order,
} from '@/lib/ecommerce/order-schemas';
import { useAddresses } from '../api/list-addresses';
import { usePlaceOrder } from '../api/place-order';
import { TotalsRows } from '@/components/ecommerce/totals-rows';
import { CartSummary, DiscountForm } from '../components/cart-summary';
import { formatMoney } from '@/lib/i18n/formats';
import { OrderLines } from '@/components/ecommerce/order-lines';
import { AddressText } from '@/components/ecommerce/order-address';
import classes from '@/components/ecommerce/cart.module.css';
import { ShopCard } from '@/components/ecommerce/shop-card';

type AddressValues = Omit<Address, 'country'> & { country: string };

const emptyAddress: AddressValues = {
  fullName: '',
  line1: '',
  city: '',
  postalCode: '',
  country: '',
  phone: '',
};
const emptyCard: Card = { name: '', number: '', expiry: '', cvc: '' };

/** A text input of the checkout's forms: its label (and hint) keys and how browsers fill it. */
type TextField = {
  name: string;
  label: string;
  description?: string;
  autoComplete: string;
  type?: 'tel';
  inputMode?: 'numeric';
  /** Digits, codes and phone numbers read left to right in every language. */
  dir?: 'ltr';
};

const addressFields: readonly TextField[] = [
  { name: 'fullName', label: 'ecommerce.address.fullName', autoComplete: 'name' },
  {
    name: 'phone',
    label: 'ecommerce.address.phone',
    autoComplete: 'tel',
    type: 'tel',
    dir: 'ltr',
  },
  { name: 'line1', label: 'ecommerce.address.line1', autoComplete: 'street-address' },
  { name: 'city', label: 'ecommerce.address.city', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'ecommerce.address.postalCode', autoComplete: 'postal-code' },
];

const cardFields: readonly TextField[] = [
  { name: 'name', label: 'ecommerce.payment.cardName', autoComplete: 'cc-name' },
  {
    name: 'number',
    label: 'ecommerce.payment.cardNumber',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    dir: 'ltr',
  },
  {
    name: 'expiry',
    label: 'ecommerce.payment.expiry',
    description: 'ecommerce.payment.expiryHint',
    autoComplete: 'cc-exp',
    dir: 'ltr',
  },
  {
    name: 'cvc',
    label: 'ecommerce.payment.cvc',
    description: 'ecommerce.payment.cvcHint',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    dir: 'ltr',
  },
];

type InputProps = ReturnType<ReturnType<typeof useAppForm>['getInputProps']>;

function TextFields({
  fields,
  inputProps,
}: {
  fields: readonly TextField[];
  inputProps: (name: string) => InputProps;
}) {
  const { t } = useTranslation();
  return fields.map(({ name, label, description, ...input }) => (
    <TextInput
      key={name}
      label={t(label)}
      description={description ? t(description) : undefined}
      {...input}
      {...inputProps(name)}
    />
  ));
}

/** A step of the checkout: a titled section holding its form. */
function StepForm({
  id,
  title,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="h4" id={id}>
            {title}
          </Title>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}

function CountrySelect(props: InputProps) {
  const { t, i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'region' });
  return (
    <NativeSelect
      {...props}
      label={t('ecommerce.address.country')}
      data={[
        { value: '', label: t('ecommerce.address.chooseCountry'), disabled: true },
        ...shippingCountries
          .map((code) => ({ value: code, label: names.of(code) ?? code }))
          .toSorted((a, b) => a.label.localeCompare(b.label, i18n.resolvedLanguage)),
      ]}
    />
  );
}

function ReviewStep({ cart, onNext }: { cart: Cart; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.layout}>
      <Paper withBorder p="md" component="section" aria-labelledby="checkout-review-title">
        <Title order={2} fz="h4" id="checkout-review-title" mb="sm">
          {t('ecommerce.cart.items', { count: cart.count })}
        </Title>
        <OrderLines lines={cart.products.map((line) => ({ ...line, productId: line.id }))} />
        <Group justify="space-between" mt="md">
          <ButtonLink to="/apps/ecommerce/cart" variant="default">
            {t('ecommerce.checkout.editCart')}
          </ButtonLink>
          <Button onClick={onNext}>{t('ecommerce.checkout.toAddress')}</Button>
        </Group>
      </Paper>
      <ShopCard title={t('ecommerce.cart.summary')}>
        <DiscountForm cart={cart} />
        <TotalsRows totals={cart} />
      </ShopCard>
    </div>
  );
}

/**
 * The checkout: Cart → Address → Payment → Confirmation. Each step checks its fields with the
 * schemas the mock uses; the server checks them again when the order is placed, and its field
 * errors take the user back to the step they belong to. Nothing is charged.
 */
export function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const cart = useCart();
  const addresses = useAddresses();
  const place = usePlaceOrder();
  // Placed once: a double click or a second Enter while the order is on its way sends nothing.
  const placing = useSingleFlight();
  const [step, setStep] = useState(0);
  const [placed, setPlaced] = useState<Order | null>(null);
  /** The saved address chosen (its index), or 'new'. */
  const [addressChoice, setAddressChoice] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const addressForm = useAppForm<AddressValues>(addressSchema, { initialValues: emptyAddress });
  const cardForm = useAppForm<Card>(cardSchema, { initialValues: emptyCard });

  const saved = addresses.data?.addresses ?? [];
  const choice = addressChoice ?? (saved.length > 0 ? '0' : 'new');
  const chosenAddress = (): Address | null => {
    if (choice !== 'new') return saved[Number(choice)] ?? null;
    const parsed = addressSchema.safeParse(addressForm.getValues());
    return parsed.success ? parsed.data : null;
  };

  const submitAddress = () => {
    if (choice === 'new' && addressForm.validate().hasErrors) return;
    setStep(2);
  };

  const submitOrder = () => {
    if (placing.isRunning()) return;
    const address = chosenAddress();
    if (!address) {
      setStep(1);
      return;
    }
    if (method === 'card' && cardForm.validate().hasErrors) return;
    addressForm.clearFailure();
    const payment =
      method === 'card'
        ? { method: 'card' as const, card: cardForm.getValues() }
        : { method: 'cod' as const };
    placing.run(() => place.mutateAsync({ address, payment }), {
      onSuccess: (order) => {
        setPlaced(order);
        setStep(3);
      },
      // The server's field errors go by their fields, on the step they belong to: the address's
      // (`address.city`) back on the address step, shown as a new address; the card's
      // (`payment.card.number`) here; anything else above the buttons.
      onError: (error) => {
        const prefix = 'address.';
        const onAddress = Object.keys(apiFieldErrors(error)).some(
          (path) =>
            path.startsWith(prefix) && Object.hasOwn(emptyAddress, path.slice(prefix.length)),
        );
        if (onAddress) {
          setAddressChoice('new');
          // Before the errors: a change of values clears them.
          addressForm.setValues(address);
          addressForm.setApiErrors(error, 'address');
          setStep(1);
        } else if (!cardForm.setApiErrors(error, 'payment.card')) {
          addressForm.fail(error);
        }
      },
    });
  };

  let content;
  if (placed) {
    content = (
      <Paper withBorder p="xl" component="section" aria-labelledby="checkout-done-title">
        <EmptyState icon={<IconCircleCheck aria-hidden />} variant="light" color="green">
          <EmptyState.Title order={2} id="checkout-done-title">
            {t('ecommerce.checkout.thanks')}
          </EmptyState.Title>
          <EmptyState.Description>
            <span>
              {t('ecommerce.checkout.placed', {
                number: placed.number,
                total: formatMoney(placed.total, language),
              })}
            </span>
          </EmptyState.Description>
          <EmptyState.Actions>
            <ButtonLink
              to="/apps/ecommerce/orders/$orderId"
              params={{ orderId: placed.id }}
              variant="default"
            >
              {t('ecommerce.orders.view')}
            </ButtonLink>
            <ButtonLink to="/apps/ecommerce/shop">
              {t('ecommerce.actions.continueShopping')}
            </ButtonLink>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  } else if (cart.data && cart.data.products.length === 0) {
    content = (
      <EmptyState icon={<IconShoppingCartOff aria-hidden />} variant="light">
        <EmptyState.Title order={2}>{t('ecommerce.cart.emptyTitle')}</EmptyState.Title>
        <EmptyState.Description>{t('ecommerce.checkout.emptyText')}</EmptyState.Description>
        <EmptyState.Actions>
          <ButtonLink to="/apps/ecommerce/shop">{t('ecommerce.actions.backToShop')}</ButtonLink>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else if (cart.data) {
    const data = cart.data;
    content =
      step === 0 ? (
        <ReviewStep cart={data} onNext={() => setStep(1)} />
      ) : (
        <div className={classes.layout}>
          {step === 1 ? (
            <StepForm
              id="checkout-address-title"
              title={t('ecommerce.checkout.address')}
              onSubmit={submitAddress}
            >
              {addresses.error ? (
                <LoadError
                  title={t('ecommerce.errors.addressesFailed')}
                  error={addresses.error}
                  onRetry={() => void addresses.refetch()}
                />
              ) : null}
              <Radio.Group
                value={choice}
                onChange={setAddressChoice}
                label={t('ecommerce.address.deliverTo')}
              >
                <Stack gap="xs" mt="xs">
                  {saved.map((address, index) => (
                    <Radio.Card
                      key={`${address.line1}-${address.postalCode}-${String(index)}`}
                      value={String(index)}
                      p="sm"
                      radius="md"
                      aria-label={`${address.fullName}, ${address.line1}, ${address.city}`}
                    >
                      <Group wrap="nowrap" align="flex-start">
                        <Radio.Indicator />
                        <AddressText address={address} />
                      </Group>
                    </Radio.Card>
                  ))}
                  <Radio.Card value="new" p="sm" radius="md">
                    <Group wrap="nowrap">
                      <Radio.Indicator />
                      <Text>{t('ecommerce.address.new')}</Text>
                    </Group>
                  </Radio.Card>
                </Stack>
              </Radio.Group>
              {choice === 'new' ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextFields fields={addressFields} inputProps={addressForm.getInputProps} />
                  <CountrySelect {...addressForm.getInputProps('country')} />
                </SimpleGrid>
              ) : null}
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(0)}>
                  {t('ecommerce.checkout.back')}
                </Button>
                <Button type="submit">{t('ecommerce.checkout.toPayment')}</Button>
              </Group>
            </StepForm>
          ) : (
            <StepForm
              id="checkout-payment-title"
              title={t('ecommerce.checkout.payment')}
              onSubmit={submitOrder}
            >
              <Radio.Group
                value={method}
                onChange={(value) => setMethod(value === 'cod' ? 'cod' : 'card')}
                label={t('ecommerce.payment.method')}
              >
                <Group mt="xs">
                  <Radio value="card" label={t('ecommerce.payment.card')} />
                  <Radio value="cod" label={t('ecommerce.payment.cod')} />
                </Group>
              </Radio.Group>
              {method === 'card' ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextFields fields={cardFields} inputProps={cardForm.getInputProps} />
                </SimpleGrid>
              ) : (
                <Text c="dimmed">{t('ecommerce.payment.codText')}</Text>
              )}
              <Text fz="sm" c="dimmed">
                {t('ecommerce.payment.notCharged')}
              </Text>
              <FormError error={addressForm.failure} />
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(1)}>
                  {t('ecommerce.checkout.back')}
                </Button>
                <Button type="submit" loading={placing.busy}>
                  {/* A sentence with an amount: laid out in its own language's direction. */}
                  <span dir="auto">
                    {t('ecommerce.checkout.placeOrder', {
                      total: formatMoney(data.total, language),
                    })}
                  </span>
                </Button>
              </Group>
            </StepForm>
          )}
          <CartSummary cart={data} withCode={false} />
        </div>
      );
  } else if (cart.error) {
    content = (
      <LoadError
        title={t('ecommerce.errors.cartFailed')}
        error={cart.error}
        onRetry={() => void cart.refetch()}
      />
    );
  } else {
    content = (
      <Center py={64}>
        <Spinner label={t('ecommerce.loading')} />
      </Center>
    );
  }

  const steps = [
    t('ecommerce.checkout.stepCart'),
    t('ecommerce.checkout.stepAddress'),
    t('ecommerce.checkout.stepPayment'),
    t('ecommerce.checkout.stepDone'),
  ];
  return (
    <Stack gap="lg">
      <PageHeader title={t('nav.checkout')} subtitle={t('ecommerce.checkout.subtitle')} />
      <Paper withBorder p="md">
        <Stepper
          // Once the order is placed, Confirmation is done too: every step shows its tick.
          active={placed ? steps.length : step}
          onStepClick={(next) => {
            if (!placed && next < step) setStep(next);
          }}
          size="sm"
          aria-label={t('ecommerce.checkout.steps')}
        >
          {steps.map((label, index) => (
            <Stepper.Step
              key={label}
              label={label}
              aria-current={index === step ? 'step' : undefined}
              allowStepSelect={!placed && index < step}
            />
          ))}
        </Stepper>
      </Paper>
      {content}
    </Stack>
  );
}
