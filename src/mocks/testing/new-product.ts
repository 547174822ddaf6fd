import type { ProductInput } from '@/apps/shop-admin/api/catalog-schemas';

/**
 * A product the catalogue may add (`POST /apps/ecommerce/catalog/products`): no product of the seed
 * has its SKU. A test that adds it twice in one session gives each its own `sku`.
 */
export const newProduct: ProductInput = {
  name: 'Catalogue Test Speaker',
  description: 'A speaker only these tests sell.',
  category: 'audio',
  brand: 'Sony',
  sku: 'test-spk-1',
  price: 199,
  compareAtPrice: 249,
  stock: 7,
  hasFreeShipping: true,
  colors: [],
  status: 'published',
  images: ['/ecommerce/products/audio-1.svg'],
};
