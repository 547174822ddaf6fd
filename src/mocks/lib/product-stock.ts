import type { Product, ProductOption } from '@/lib/ecommerce/ecommerce-schemas';

/**
 * A product's stock by colour: with colours, each holds its own and the product's stock is their
 * sum; without, the product's stock is all there is. Every change goes through here so the two
 * never disagree.
 */

/**
 * The colour a line of `product` is of: the one asked if the product has it, else its first in
 * stock (else its first).
 */
export function colorOf(product: Product, asked: string | null | undefined): string | null {
  const option =
    product.colors.find((candidate) => candidate.name === asked) ??
    product.colors.find((candidate) => candidate.stock > 0) ??
    product.colors[0];
  return option?.name ?? null;
}

/** How many can be sold of `product` in `color` (the whole stock when it has no colours). */
export function stockOf(product: Product, color: string | null): number {
  if (product.colors.length === 0) return product.stock;
  return product.colors.find((option) => option.name === color)?.stock ?? 0;
}

/** Adds `delta` (negative: takes) to the colour's stock and the product's. */
export function changeStock(product: Product, color: string | null, delta: number) {
  const option = product.colors.find((candidate) => candidate.name === color);
  if (option) option.stock = Math.max(0, option.stock + delta);
  const before = product.stock;
  product.stock =
    product.colors.length > 0 ? totalStock(product.colors) : Math.max(0, product.stock + delta);
  // The stock is the product form's own field: a sale is a change someone editing it must see.
  if (product.stock !== before || option) product.version += 1;
}

export function totalStock(options: readonly ProductOption[]): number {
  return options.reduce((sum, option) => sum + option.stock, 0);
}

/** `count` split over the colours as evenly as can be (the first ones get the remainder). */
export function splitStock(
  count: number,
  names: readonly ProductOption['name'][],
): ProductOption[] {
  const share = Math.floor(count / names.length);
  const rest = count - share * names.length;
  return names.map((name, index) => ({ name, stock: share + (index < rest ? 1 : 0) }));
}
