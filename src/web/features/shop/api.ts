import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Product } from '../../../shared/contracts/products';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';

/**
 * Query keys of the shop. What is for sale is the same for everyone, so no user id is part of a
 * key, and every query is public: it stays in the cache at sign-out. `all` is what a change to a
 * product (admin) makes stale.
 */
export const shopKeys = {
  all: ['shop'] as const,
  products: () => ['shop', 'products'] as const,
  product: (slug: string) => ['shop', 'product', slug] as const,
  categories: () => ['shop', 'categories'] as const,
};

/** The products for sale, featured first (the server's order). */
export function productsQuery() {
  return queryOptions({
    queryKey: shopKeys.products(),
    queryFn: () => callApi('products'),
    meta: { public: true },
  });
}

/**
 * One product by its slug. Coming from the shop, the list already holds it: shown at once while
 * the product itself loads, so the page does not flash a spinner.
 */
export function productQuery(slug: string, queryClient?: QueryClient) {
  return queryOptions({
    queryKey: shopKeys.product(slug),
    queryFn: () => callApi('product', { params: { slug } }),
    placeholderData: () => queryClient?.getQueryData(productsQuery().queryKey)?.find((p) => p.slug === slug),
    meta: { public: true },
  });
}

/** The shop's categories (spec: fetched only for the shop's loading state). */
export function productCategoriesQuery() {
  return queryOptions({
    queryKey: shopKeys.categories(),
    queryFn: () => callApi('productCategories'),
    meta: { public: true },
  });
}

/** A 404 (or a slug the contract refuses, 400) means there is no such product: asking again will not help. */
export function isProductMissing(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 404 || err.status === 400);
}

/** What the compare-at price saves, in öre; null when there is no higher ordinary price. */
export function savingOre(product: Pick<Product, 'price' | 'compareAtPrice'>): number | null {
  return product.compareAtPrice !== null && product.compareAtPrice > product.price ? product.compareAtPrice - product.price : null;
}
