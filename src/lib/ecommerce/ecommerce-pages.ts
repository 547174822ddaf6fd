/**
 * Where an e-commerce page lives, the storefront's and the back office's alike: one menu entry
 * (E-commerce) holds both apps' pages, under `/apps/ecommerce/<page>`.
 */
export function ecommercePage(page: string, titleKey: string) {
  return { id: `ecommerce-${page}`, path: `/apps/ecommerce/${page}`, titleKey };
}
