import type { AdminProductRequest, Product } from '../../../shared/contracts/products';
import type { ReportProduct } from '../../../shared/contracts/site';
import { REPORT_PRODUCT_SLUG } from '../../../shared/domain/pricing';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../http-error';
import { AUDIT_SUMMARIES } from '../audit/messages';
import { recordAdminChange, type AuditActor } from '../audit/service';
import type { ServiceDeps } from '../../deps';
import { PRODUCT_MESSAGES } from './messages';
import { productRepository, type ProductRow } from './repository';

type Deps = Pick<ServiceDeps, 'db'>;

function shopView(row: ProductRow): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    shortDescription: row.shortDescription,
    description: row.description,
    price: row.priceOre,
    compareAtPrice: row.compareAtPriceOre,
    vatRateBp: row.vatRateBp,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    tags: row.tags,
    isFeatured: row.isFeatured,
    categoryId: row.categoryId,
  };
}

const adminView = (row: ProductRow) => ({
  ...shopView(row),
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /api/products: what is for sale. */
export async function listProducts(deps: Deps): Promise<Product[]> {
  return (await productRepository(deps.db).listActive()).map(shopView);
}

/** GET /api/products/:slug: one product for sale; a hidden or unknown one is not found. */
export async function getProduct(deps: Deps, slug: string): Promise<Product> {
  const row = await productRepository(deps.db).findActive(slug);
  if (!row) throw HttpError.notFound(PRODUCT_MESSAGES.notFound);
  return shopView(row);
}

export async function listCategories(deps: Deps) {
  return (await productRepository(deps.db).categories()).map(({ id, slug, name }) => ({ id, slug, name }));
}

/**
 * The full report's product row: the one price source for the report (the results page, the
 * checkout, the receipt). Null when it is missing or hidden: then the report is not for sale.
 */
export async function reportProductRow(deps: Deps): Promise<ProductRow | null> {
  return (await productRepository(deps.db).findActive(REPORT_PRODUCT_SLUG)) ?? null;
}

/** The report's price as the site details carry it. */
export async function reportProduct(deps: Deps): Promise<ReportProduct | null> {
  const row = await reportProductRow(deps);
  return row && { slug: row.slug, name: row.name, priceOre: row.priceOre, compareAtPriceOre: row.compareAtPriceOre, vatRateBp: row.vatRateBp };
}

export async function adminListProducts(deps: Deps) {
  return (await productRepository(deps.db).listAll()).map(adminView);
}

function rowValues(input: AdminProductRequest) {
  return {
    slug: input.slug,
    name: input.name,
    shortDescription: input.shortDescription,
    description: input.description,
    priceOre: input.price,
    compareAtPriceOre: input.compareAtPrice,
    vatRateBp: input.vatRateBp,
    imageUrl: input.imageUrl,
    imageAlt: input.imageAlt || null,
    tags: input.tags,
    isFeatured: input.isFeatured,
    isActive: input.isActive,
    categoryId: input.categoryId,
  };
}

async function checkCategory(deps: Deps, categoryId: string | null) {
  if (categoryId && !(await productRepository(deps.db).categoryExists(categoryId))) throw HttpError.badRequest(PRODUCT_MESSAGES.noCategory, 'categoryId');
}

/** POST /api/admin/products. */
export async function createProduct(deps: Deps, actor: AuditActor, input: AdminProductRequest) {
  await checkCategory(deps, input.categoryId);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await productRepository(tx).insert(rowValues(input));
      const summary = AUDIT_SUMMARIES.productCreated(row.name);
      await recordAdminChange(deps, tx, { actor, action: 'product.create', subjectType: 'product', subjectId: row.id, summary });
      return adminView(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw HttpError.conflict(PRODUCT_MESSAGES.slugTaken, 'slug');
    throw err;
  }
}

/** PUT /api/admin/products/:id: a change, or hiding it (isActive false); orders keep their own copy of name and price. */
export async function updateProduct(deps: Deps, actor: AuditActor, id: string, input: AdminProductRequest) {
  await checkCategory(deps, input.categoryId);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await productRepository(tx).update(id, rowValues(input));
      if (!row) throw HttpError.notFound(PRODUCT_MESSAGES.notFound);
      const summary = AUDIT_SUMMARIES.productUpdated(row.name);
      await recordAdminChange(deps, tx, { actor, action: 'product.update', subjectType: 'product', subjectId: id, summary });
      return adminView(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw HttpError.conflict(PRODUCT_MESSAGES.slugTaken, 'slug');
    throw err;
  }
}
