import { z } from 'zod';
import { text, uuidField } from './common';

const ore = z.number().int().nonnegative();

/** A product as the shop shows it (spec: price and compare-at price in öre, shown as whole kronor). */
export const productSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  price: ore,
  compareAtPrice: ore.nullable(),
  /** VAT rate in basis points (2500 = 25 %). */
  vatRateBp: z.number().int().nonnegative(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  categoryId: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;
export const productsResponse = z.array(productSchema);

export const productCategorySchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export const productCategoriesResponse = z.array(productCategorySchema);
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const productSlugParams = z.object({
  slug: z.string({ error: 'Produkten saknas.' }).regex(/^[a-z0-9-]{1,80}$/, 'Produkt hittades inte'),
});
export const productIdParams = z.object({ id: uuidField('Produktens id') });

/** An admin's product: the shop's fields, and whether it is shown. */
export const adminProductSchema = productSchema.extend({ isActive: z.boolean(), createdAt: z.string(), updatedAt: z.string() });
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductsResponse = z.array(adminProductSchema);

/** The message when a product has an image but no text describing it. */
export const PRODUCT_IMAGE_ALT_REQUIRED = 'Skriv en bildtext som beskriver bilden för den som inte ser den.';

const kronorMessage = 'Ange priset i öre som ett heltal (25000 för 250 kr).';

/** Creating or changing a product (admin). Prices in öre; an image is a site path or an https address. */
export const adminProductRequest = z
  .object({
    slug: z
      .string({ error: 'Adressnamnet är obligatoriskt' })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Adressnamnet får bara innehålla a–z, 0–9 och bindestreck.')
      .max(80, 'Adressnamnet får vara högst 80 tecken'),
    name: text('Namn', { max: 120, required: true }),
    shortDescription: text('Kort beskrivning', { max: 300, required: true }),
    description: text('Beskrivning', { max: 5000, multiline: true }),
    price: z.number({ error: kronorMessage }).int(kronorMessage).min(0, kronorMessage).max(10_000_000, 'Priset är för högt.'),
    compareAtPrice: z.number({ error: kronorMessage }).int(kronorMessage).min(0, kronorMessage).max(10_000_000, 'Priset är för högt.').nullable(),
    vatRateBp: z.union([z.literal(0), z.literal(600), z.literal(1200), z.literal(2500)], { error: 'Momsen är 0, 6, 12 eller 25 %.' }),
    // An image on this site (the pages' security policy loads images from here only), never
    // //another-host; as typed text first, so control characters and lone surrogates are refused.
    imageUrl: text('Bildadressen', { max: 500 })
      .pipe(z.string().regex(/^\/(?!\/)\S*$/, 'Bildadressen ska vara en bild på sajten och börja med /, till exempel /bilder/rapport.png.'))
      .nullable(),
    imageAlt: text('Bildtext', { max: 200 }).nullable(),
    tags: z.array(text('Etikett', { max: 40, required: true })).max(10, 'Högst 10 etiketter.'),
    isFeatured: z.boolean(),
    isActive: z.boolean(),
    categoryId: uuidField('Kategorin').nullable(),
  })
  .refine((p) => p.compareAtPrice === null || p.compareAtPrice > p.price, {
    path: ['compareAtPrice'],
    message: 'Jämförpriset ska vara högre än priset.',
  })
  // An image says what it shows to those who cannot see it (WCAG 1.1.1): no image without its text.
  .refine((p) => p.imageUrl === null || !!p.imageAlt, { path: ['imageAlt'], message: PRODUCT_IMAGE_ALT_REQUIRED });
export type AdminProductRequest = z.infer<typeof adminProductRequest>;
