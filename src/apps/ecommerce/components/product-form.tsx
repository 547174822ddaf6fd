import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { productInputSchema, type ProductInput } from '../api/catalog-schemas';
import { useCreateProduct } from '../api/create-product';
import type { Product } from '../api/ecommerce-schemas';
import { productBrands, productStatuses } from '../api/ecommerce-values';
import { useCategories } from '../api/list-categories';
import { useUpdateProduct } from '../api/update-product';
import { ProductImagesField } from './product-images-field';

/** The form's values: selects start empty, number fields may be blank while typed. */
type ProductFormValues = Omit<
  ProductInput,
  'category' | 'brand' | 'price' | 'compareAtPrice' | 'stock'
> & {
  category: ProductInput['category'] | null;
  brand: ProductInput['brand'] | null;
  price: number | string;
  compareAtPrice: number | string | null;
  stock: number | string;
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
  status: 'draft',
  images: [],
};

function valuesOf(product: Product): ProductFormValues {
  const { name, description, category, brand, sku, price, compareAtPrice } = product;
  const { stock, hasFreeShipping, status, images } = product;
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
    status,
    images,
  };
}

const blank = (value: unknown) => value === '' || value === null;

/** The API's schema, read from the form's values: a blank number is missing, no compare-at price null. */
export const productFormSchema = z.pipe(
  z.transform((values: ProductFormValues) => ({
    ...values,
    price: blank(values.price) ? undefined : values.price,
    compareAtPrice: blank(values.compareAtPrice) ? null : values.compareAtPrice,
    stock: blank(values.stock) ? undefined : values.stock,
  })),
  productInputSchema,
);

/**
 * The add-product form, and with a `product` the edit form. The API's field errors (a taken SKU)
 * land by their fields and the input stays; any other failure is said above the buttons.
 */
export function ProductForm({ product, onDone }: { product?: Product; onDone: () => void }) {
  const { t } = useTranslation();
  const categories = useCategories().data ?? [];
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const form = useAppForm<ProductFormValues>(productFormSchema, {
    initialValues: product ? valuesOf(product) : emptyProduct,
  });
  const pending = create.isPending || update.isPending;
  // Validated already: parsing turns the blank fields into what the API reads.
  const toInput = (values: ProductFormValues) => productFormSchema.parse(values);
  const images = form.getInputProps('images');

  return (
    <form
      noValidate
      onSubmit={
        product
          ? form.submitWith(update, (values) => ({ ...toInput(values), id: product.id }), onDone)
          : form.submitWith(create, toInput, () => {
              form.reset();
              onDone();
            })
      }
    >
      <Stack gap="sm">
        <TextInput
          label={t('ecommerce.catalog.fields.name')}
          required
          data-autofocus
          dir="auto"
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('ecommerce.catalog.fields.description')}
          // Written by the user, in any language: it reads in its own direction.
          dir="auto"
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('description')}
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
          <NumberInput
            label={t('ecommerce.catalog.fields.stock')}
            required
            min={0}
            allowDecimal={false}
            {...form.getInputProps('stock')}
          />
        </SimpleGrid>
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
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t(product ? 'ecommerce.catalog.actions.save' : 'ecommerce.catalog.actions.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
