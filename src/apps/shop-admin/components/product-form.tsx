import { FormButtons } from '@/components/forms/form-buttons';
import {
  Button,
  Checkbox,
  CloseButton,
  Fieldset,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/i18n/formats';
import { FormError } from '@/components/forms/form-error';
import { RichTextField } from '@/components/forms/rich-text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import {
  MAX_PRODUCT_DESCRIPTION_CHARS,
  productInputSchema,
  type ProductInput,
} from '../api/catalog-schemas';
import { useCreateProduct } from '../api/create-product';
import {
  productColors,
  productSchema,
  type Product,
  type ProductColor,
} from '@/lib/ecommerce/ecommerce-schemas';
import { ConflictNotice } from '@/components/forms/conflict-notice';
import { Presence } from '@/components/presence/presence';
import { useLastWriter } from '@/lib/events/last-writer';
import { productBrands, productStatuses } from '@/lib/ecommerce/ecommerce-values';
import { useCategories } from '@/lib/ecommerce/list-categories';
import { useUpdateProduct } from '../api/update-product';
import { ProductImagesField } from './product-images-field';
import classes from '@/apps/shop-admin/components/product-form.module.css';

/** A colour of the form: picked from the list, its stock blank while typed. */
type ColorValues = { name: ProductColor | null; stock: number | string };

/** The form's values: selects start empty, number fields may be blank while typed. */
type ProductFormValues = Omit<
  ProductInput,
  'category' | 'brand' | 'price' | 'compareAtPrice' | 'stock' | 'colors'
> & {
  category: ProductInput['category'] | null;
  brand: ProductInput['brand'] | null;
  price: number | string;
  compareAtPrice: number | string | null;
  stock: number | string;
  colors: ColorValues[];
};

const emptyProduct: ProductFormValues = {
  name: '',
  description: '',
  category: null,
  brand: null,
  sku: '',
  price: '',
  compareAtPrice: '',
  stock: '',
  hasFreeShipping: false,
  colors: [],
  status: 'draft',
  images: [],
};

function valuesOf(product: Product): ProductFormValues {
  const { name, description, category, brand, sku, price, compareAtPrice } = product;
  const { stock, hasFreeShipping, colors, status, images } = product;
  return {
    name,
    description,
    category,
    brand,
    sku,
    price,
    compareAtPrice: compareAtPrice ?? '',
    stock,
    hasFreeShipping,
    colors: colors.map((option) => ({ ...option })),
    status,
    images,
  };
}

const blank = (value: unknown) => value === '' || value === null;

/** A field's label in the conflict notice: the form's own (`hasFreeShipping`: Free shipping). */
function fieldLabel(t: TFunction, field: string): string {
  return t(`ecommerce.catalog.fields.${field === 'hasFreeShipping' ? 'freeShipping' : field}`);
}

/** The text of a description's HTML, shortened: the notice compares it, it does not render it. */
function descriptionText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent.trim();
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** A value as the form shows it: a category's name, a status's label, an amount as money. */
function describeValue(
  t: TFunction,
  language: string,
  field: string,
  value: unknown,
  categoryName: (slug: string) => string,
): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (field) {
    case 'category':
      return categoryName(String(value));
    case 'status':
      return t(`ecommerce.catalog.status.${String(value)}`);
    case 'price':
    case 'compareAtPrice':
      return typeof value === 'number' ? formatMoney(value, language) : String(value);
    case 'hasFreeShipping':
      return t(value === true ? 'ecommerce.catalog.conflict.yes' : 'ecommerce.catalog.conflict.no');
    case 'description':
      return descriptionText(String(value)) || '—';
    case 'images':
      return t('ecommerce.catalog.conflict.pictures', {
        count: Array.isArray(value) ? value.length : 0,
      });
    case 'colors':
      return Array.isArray(value) && value.length > 0
        ? (value as ColorValues[])
            .map((option) =>
              t('ecommerce.catalog.conflict.colorStock', {
                color: option.name ? t(`ecommerce.colors.${option.name}`) : '—',
                stock: option.stock,
              }),
            )
            .join(', ')
        : '—';
    default:
      return String(value);
  }
}

/** What the colours hold together: with any, the product's stock. */
const colorsStock = (colors: readonly ColorValues[]) =>
  colors.reduce((sum, option) => sum + (typeof option.stock === 'number' ? option.stock : 0), 0);

/**
 * The API's schema, read from the form's values: a blank number is missing, no compare-at price
 * null; with colours the stock is theirs together.
 */
export const productFormSchema = z.pipe(
  // What the API's schema then reads and checks field by field.
  z.transform((values: ProductFormValues): Record<string, unknown> => ({
    ...values,
    price: blank(values.price) ? undefined : values.price,
    compareAtPrice: blank(values.compareAtPrice) ? null : values.compareAtPrice,
    stock:
      values.colors.length > 0
        ? colorsStock(values.colors)
        : blank(values.stock)
          ? undefined
          : values.stock,
    colors: values.colors.map((option) => ({
      name: option.name ?? undefined,
      stock: blank(option.stock) ? undefined : option.stock,
    })),
  })),
  productInputSchema,
);

/** The colours a product comes in, each with its own stock: added, removed, counted. */
function ColorsField({ form }: { form: ReturnType<typeof useAppForm<ProductFormValues>> }) {
  const { t } = useTranslation();
  const colors = form.getValues().colors;
  const taken = new Set(colors.map((option) => option.name));
  const free = productColors.filter((name) => !taken.has(name));
  const listError = form.errors.colors;
  return (
    <Fieldset legend={t('ecommerce.catalog.fields.colors')} variant="unstyled">
      <Stack gap="xs">
        <Text fz="sm" c="dimmed">
          {t('ecommerce.catalog.form.colorsHint')}
        </Text>
        {colors.map((option, index) => {
          const label = option.name
            ? t(`ecommerce.colors.${option.name}`)
            : t('ecommerce.catalog.form.colorNumber', { number: index + 1 });
          return (
            // The colours are few and each is once: its place is its key.
            // oxlint-disable-next-line react/no-array-index-key
            <div key={index} className={classes.colorRow}>
              <Select
                flex={1}
                label={t('ecommerce.catalog.fields.color')}
                placeholder={t('ecommerce.catalog.form.chooseColor')}
                required
                allowDeselect={false}
                data={productColors
                  .filter((name) => name === option.name || !taken.has(name))
                  .map((name) => ({ value: name, label: t(`ecommerce.colors.${name}`) }))}
                {...form.getInputProps(`colors.${index}.name`)}
              />
              <NumberInput
                w={130}
                label={t('ecommerce.catalog.fields.colorStock')}
                required
                min={0}
                allowDecimal={false}
                {...form.getInputProps(`colors.${index}.stock`)}
              />
              <CloseButton
                mt={28}
                aria-label={t('ecommerce.catalog.form.removeColor', { name: label })}
                onClick={() => form.removeListItem('colors', index)}
              />
            </div>
          );
        })}
        {typeof listError === 'string' ? (
          <Text c="red" fz="sm" role="alert">
            {t(listError)}
          </Text>
        ) : null}
        {free.length > 0 ? (
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => form.insertListItem('colors', { name: free[0] ?? null, stock: 0 })}
          >
            {t('ecommerce.catalog.form.addColor')}
          </Button>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

/**
 * The add-product form, and with a `product` the edit form. The API's field errors (a taken SKU)
 * land by their fields and the input stays; any other failure is said above the buttons.
 */
export function ProductForm({ product, onDone }: { product?: Product; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const categories = useCategories().data ?? [];
  const categoryName = (slug: string) =>
    categories.find((category) => category.slug === slug)?.name ?? slug;
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const writer = useLastWriter('ecommerce');
  const form = useAppForm<ProductFormValues, Product>(productFormSchema, {
    initialValues: product ? valuesOf(product) : emptyProduct,
    versioned: product && {
      version: product.version,
      record: productSchema,
      toValues: valuesOf,
      current: product,
      writer,
    },
  });
  const pending = create.isPending || update.isPending;
  // Validated already: parsing turns the blank fields into what the API reads.
  const toInput = (values: ProductFormValues) => productFormSchema.parse(values);
  const images = form.getInputProps('images');
  const description = form.getInputProps('description');
  const colors = form.getValues().colors;

  return (
    <form
      noValidate
      onSubmit={
        product
          ? form.submitWith(
              update,
              (values) => ({ ...toInput(values), id: product.id, version: form.version }),
              onDone,
            )
          : form.submitWith(create, toInput, () => {
              form.reset();
              onDone();
            })
      }
    >
      <Stack gap="sm">
        {product ? (
          <>
            <Presence resource="product" id={product.id} />
            <Presence resource="product" id={product.id} editing />
          </>
        ) : null}
        <ConflictNotice
          form={form}
          label={(field) => fieldLabel(t, field)}
          describe={(field, value) => describeValue(t, i18n.language, field, value, categoryName)}
        />
        <TextInput
          label={t('ecommerce.catalog.fields.name')}
          required
          data-autofocus
          dir="auto"
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <RichTextField
          label={t('ecommerce.catalog.fields.description')}
          description={t('ecommerce.catalog.form.descriptionHint', {
            max: MAX_PRODUCT_DESCRIPTION_CHARS,
          })}
          contentClassName={classes.editor}
          value={form.getValues().description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={typeof description.error === 'string' ? description.error : null}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('ecommerce.catalog.fields.category')}
            placeholder={t('ecommerce.catalog.form.chooseCategory')}
            required
            data={categories.map((category) => ({
              value: category.slug,
              label: category.name,
            }))}
            {...form.getInputProps('category')}
          />
          <Select
            label={t('ecommerce.catalog.fields.brand')}
            placeholder={t('ecommerce.catalog.form.chooseBrand')}
            required
            searchable
            data={[...productBrands]}
            {...form.getInputProps('brand')}
          />
          <TextInput
            label={t('ecommerce.catalog.fields.sku')}
            required
            autoComplete="off"
            {...form.getInputProps('sku')}
          />
          <Select
            label={t('ecommerce.catalog.fields.status')}
            required
            allowDeselect={false}
            data={productStatuses.map((value) => ({
              value,
              label: t(`ecommerce.catalog.status.${value}`),
            }))}
            {...form.getInputProps('status')}
          />
          <NumberInput
            label={t('ecommerce.catalog.fields.price')}
            required
            min={0}
            decimalScale={2}
            leftSection="$"
            {...form.getInputProps('price')}
          />
          <NumberInput
            label={t('ecommerce.catalog.fields.compareAtPrice')}
            min={0}
            decimalScale={2}
            leftSection="$"
            {...form.getInputProps('compareAtPrice')}
          />
          {colors.length > 0 ? (
            // With colours the stock is theirs: shown, not typed.
            <NumberInput
              label={t('ecommerce.catalog.fields.stock')}
              description={t('ecommerce.catalog.form.stockOfColors')}
              readOnly
              value={colorsStock(colors)}
            />
          ) : (
            <NumberInput
              label={t('ecommerce.catalog.fields.stock')}
              required
              min={0}
              allowDecimal={false}
              {...form.getInputProps('stock')}
            />
          )}
        </SimpleGrid>
        <ColorsField form={form} />
        <Checkbox
          label={t('ecommerce.catalog.fields.freeShipping')}
          {...form.getInputProps('hasFreeShipping', { type: 'checkbox' })}
        />
        <ProductImagesField
          value={form.getValues().images}
          onChange={(value) => form.setFieldValue('images', value)}
          error={typeof images.error === 'string' ? images.error : null}
        />
        <FormError error={form.failure} />
        <FormButtons
          submitLabel={t(
            product ? 'ecommerce.catalog.actions.save' : 'ecommerce.catalog.actions.add',
          )}
          loading={pending}
          onCancel={onDone}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
