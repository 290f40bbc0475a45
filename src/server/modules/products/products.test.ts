import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_PRODUCT_SLUG } from '../../../shared/domain/pricing';
import { expectAdminOnly } from '../../../../tests/support/access';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/test-app';
import { PRODUCT_IMAGE_ALT_REQUIRED } from '../../../shared/contracts/products';
import { PRODUCT_MESSAGES } from './messages';

const ADMIN_EMAIL = 'butik@ryggkollen.test';

let admin: { token: string };
let customer: { token: string };
let categoryId: string;

const t = useTestApp({ seed: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
beforeAll(async () => {
  admin = await signUp(t, ADMIN_EMAIL);
  customer = await signUp(t, 'kund@example.se', 'hemligt123', 'Karin Lindqvist');
  const categories = await t.app.inject({ method: 'GET', url: '/api/product-categories' });
  categoryId = (categories.json() as { id: string }[])[0]!.id;
}, 60_000);

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const create = (payload: object, token = admin.token) => t.app.inject({ method: 'POST', url: '/api/admin/products', headers: bearer(token), payload });
const update = (id: string, payload: object, token = admin.token) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/products/${id}`, headers: bearer(token), payload });

/** A complete, valid admin product request; tests change one field at a time. */
function productInput(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'traningsband',
    name: 'Träningsband',
    shortDescription: 'Ett gummiband för övningarna i rapporten.',
    description: 'Tre motstånd.\n\nPassar alla övningar i planen.',
    price: 14_900,
    compareAtPrice: 19_900,
    vatRateBp: 2500,
    imageUrl: '/bilder/band.png',
    imageAlt: 'Tre gummiband i olika färger',
    tags: ['Träning', 'Tillbehör'],
    isFeatured: false,
    isActive: true,
    categoryId,
    ...overrides,
  };
}

/** The report product as an admin sees it, with every field the update needs. */
async function adminReportProduct() {
  const res = await get('/api/admin/products', admin.token);
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json() as Record<string, unknown>[]).find((p) => p.slug === REPORT_PRODUCT_SLUG);
  if (!found) throw new Error('the report product is missing');
  return found as ReturnType<typeof productInput> & { id: string; isActive: boolean };
}

/** The admin request that writes `product` back with `changes`: the product without what the server keeps. */
function requestFrom(product: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...request } = product;
  return { ...request, ...changes };
}

describe('GET /api/products: what is for sale', () => {
  it('lists the seeded report product with the spec’s fields, prices in öre, cacheable but asked again each time (a change shows at once)', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        slug: REPORT_PRODUCT_SLUG,
        name: 'Personlig ryggrapport',
        shortDescription: expect.stringContaining('ryggsmärta'),
        description: expect.stringContaining('8–10 sidor'),
        price: 25_000,
        compareAtPrice: null,
        vatRateBp: 2500,
        imageUrl: null,
        imageAlt: null,
        tags: ['Ländrygg', 'Träningsprogram', 'PDF-rapport'],
        isFeatured: true,
        categoryId,
      },
    ]);
  });

  it('lists only active products, featured ones first', async () => {
    expect((await create(productInput({ slug: 'a-forst-i-alfabetet', name: 'Ahaprodukt', isFeatured: false }))).statusCode).toBe(201);
    expect((await create(productInput({ slug: 'dold-produkt', name: 'Aaa dold', isActive: false, isFeatured: true }))).statusCode).toBe(201);
    const res = await get('/api/products');
    const slugs = (res.json() as { slug: string }[]).map((p) => p.slug);
    expect(slugs).toEqual([REPORT_PRODUCT_SLUG, 'a-forst-i-alfabetet']);
    expect(res.json()[0]).not.toHaveProperty('isActive');
  });
});

describe('GET /api/products/:slug', () => {
  it('answers the report product by its slug, cacheable but asked again each time (a change shows at once)', async () => {
    const res = await get(`/api/products/${REPORT_PRODUCT_SLUG}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.json()).toMatchObject({
      slug: REPORT_PRODUCT_SLUG,
      name: 'Personlig ryggrapport',
      price: 25_000,
      compareAtPrice: null,
      isFeatured: true,
      imageUrl: null,
    });
  });

  it('answers 404 “Produkt hittades inte” for an unknown slug and for a hidden product', async () => {
    for (const slug of ['finns-inte', 'dold-produkt']) {
      const res = await get(`/api/products/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({ error: 'Produkt hittades inte' });
    }
  });

  it('answers 400, never 500, for a malformed slug (upper case, a path, spaces, 81 characters)', async () => {
    for (const slug of ['RYGGRAPPORT', '..%2Fx', '..%2F..%2Fetc%2Fpasswd', 'rygg%20rapport', 'a'.repeat(81)]) {
      const res = await get(`/api/products/${slug}`);
      expect(res.statusCode, slug).toBe(400);
      expect(res.json(), slug).toEqual({ error: 'Produkt hittades inte', fields: { slug: 'Produkt hittades inte' } });
    }
  });

  it('answers a slug of 200 characters with 414 and a Swedish message (the router refuses parts over 100 characters), never 500', async () => {
    const res = await get(`/api/products/${'a'.repeat(200)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: expect.stringMatching(/[åäö]|adress/i) });
  });
});

describe('GET /api/product-categories', () => {
  it('lists the seeded category, cacheable but asked again each time (a change shows at once)', async () => {
    const res = await get('/api/product-categories');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.json()).toEqual([{ id: categoryId, slug: 'rapporter', name: 'Rapporter' }]);
  });
});

describe('admin: products', () => {
  it('lists every product, hidden ones too, with isActive', async () => {
    const res = await get('/api/admin/products', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const bySlug = Object.fromEntries((res.json() as { slug: string; isActive: boolean }[]).map((p) => [p.slug, p]));
    expect(bySlug['dold-produkt']).toMatchObject({ isActive: false, createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect(bySlug[REPORT_PRODUCT_SLUG]).toMatchObject({ isActive: true, price: 25_000 });
  });

  it('creates a product with every field (201) and it is for sale at once', async () => {
    const input = productInput();
    const res = await create(input);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ ...input, id: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String) });
    const shop = await get('/api/products/traningsband');
    expect(shop.statusCode).toBe(200);
    expect(shop.json()).toMatchObject({ price: 14_900, compareAtPrice: 19_900, tags: ['Träning', 'Tillbehör'], imageUrl: '/bilder/band.png', categoryId });
  });

  it('refuses wrong fields with a Swedish message beside each field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ compareAtPrice: 14_900 }, 'compareAtPrice', 'Jämförpriset ska vara högre än priset.'],
      [{ compareAtPrice: 9_900 }, 'compareAtPrice', 'Jämförpriset ska vara högre än priset.'],
      [{ price: 149.5 }, 'price', 'Ange priset i öre som ett heltal (25000 för 250 kr).'],
      [{ imageUrl: 'javascript:x' }, 'imageUrl', 'Bildadressen ska vara en bild på sajten och börja med /, till exempel /bilder/rapport.png.'],
      [{ imageUrl: '//annan-sajt.example/bild.png' }, 'imageUrl', 'Bildadressen ska vara en bild på sajten och börja med /, till exempel /bilder/rapport.png.'],
      // The pages load images from this site only (Content-Security-Policy).
      [
        { imageUrl: 'https://bilder.example/band.png' },
        'imageUrl',
        'Bildadressen ska vara en bild på sajten och börja med /, till exempel /bilder/rapport.png.',
      ],
      [{ slug: 'med mellanslag' }, 'slug', 'Adressnamnet får bara innehålla a–z, 0–9 och bindestreck.'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `Etikett ${i + 1}`) }, 'tags', 'Högst 10 etiketter.'],
      [{ vatRateBp: 2000 }, 'vatRateBp', 'Momsen är 0, 6, 12 eller 25 %.'],
      // An image needs the text that says what it shows.
      [{ imageAlt: '' }, 'imageAlt', PRODUCT_IMAGE_ALT_REQUIRED],
      [{ imageAlt: null }, 'imageAlt', PRODUCT_IMAGE_ALT_REQUIRED],
      [{ imageAlt: '   ' }, 'imageAlt', PRODUCT_IMAGE_ALT_REQUIRED],
    ];
    for (const [change, field, message] of cases) {
      const res = await create(productInput({ slug: 'felaktig-produkt', ...change }));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toEqual({ error: message, fields: { [field]: message } });
    }
    expect((await get('/api/products/felaktig-produkt')).statusCode).toBe(404);
  });

  it('answers 409 with fields.slug for a slug that is taken, on create and on update', async () => {
    const res = await create(productInput({ slug: REPORT_PRODUCT_SLUG, name: 'Kopia' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: PRODUCT_MESSAGES.slugTaken, fields: { slug: PRODUCT_MESSAGES.slugTaken } });
    const band = (await get('/api/admin/products', admin.token)).json().find((p: { slug: string }) => p.slug === 'traningsband');
    const renamed = await update(band.id, requestFrom(band, { slug: REPORT_PRODUCT_SLUG }));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toEqual({ error: PRODUCT_MESSAGES.slugTaken, fields: { slug: PRODUCT_MESSAGES.slugTaken } });
  });

  it('answers 400 for an id in the path that is not an id', async () => {
    const res = await update('inte-ett-id', productInput({ slug: 'ingen-alls' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Produktens id är ogiltigt.', fields: { id: 'Produktens id är ogiltigt.' } });
  });

  it('answers 400 for a category that does not exist, on create and on update', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const created = await create(productInput({ slug: 'utan-kategori', categoryId: unknown }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ error: PRODUCT_MESSAGES.noCategory, fields: { categoryId: PRODUCT_MESSAGES.noCategory } });
    const report = await adminReportProduct();
    const updated = await update(report.id, requestFrom(report, { categoryId: unknown }));
    expect(updated.statusCode).toBe(400);
    expect(updated.json().fields).toEqual({ categoryId: PRODUCT_MESSAGES.noCategory });
  });

  it('answers 404 when updating a product that does not exist', async () => {
    const res = await update('00000000-0000-4000-8000-000000000000', productInput({ slug: 'ingen-alls' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: PRODUCT_MESSAGES.notFound });
  });

  it('changes the report’s price, and GET /api/site and the shop show the new price', async () => {
    const report = await adminReportProduct();
    const res = await update(report.id, requestFrom(report, { price: 19_900, compareAtPrice: 25_000 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: report.id, price: 19_900, compareAtPrice: 25_000, isActive: true });
    const site = await get('/api/site');
    expect(site.json().reportProduct).toMatchObject({ slug: REPORT_PRODUCT_SLUG, priceOre: 19_900, compareAtPriceOre: 25_000 });
    expect((await get(`/api/products/${REPORT_PRODUCT_SLUG}`)).json()).toMatchObject({ price: 19_900, compareAtPrice: 25_000 });
  });

  it('hides the report product: GET /api/site has no report product and its page is 404, until it is shown again', async () => {
    const report = await adminReportProduct();
    const hidden = await update(report.id, requestFrom(report, { isActive: false }));
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().isActive).toBe(false);
    expect((await get('/api/site')).json().reportProduct).toBeNull();
    const page = await get(`/api/products/${REPORT_PRODUCT_SLUG}`);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ error: 'Produkt hittades inte' });
    expect((await get('/api/products')).json().map((p: { slug: string }) => p.slug)).not.toContain(REPORT_PRODUCT_SLUG);

    const shown = await update(report.id, requestFrom(report, { isActive: true, price: 25_000, compareAtPrice: null }));
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await get('/api/site')).json().reportProduct).toMatchObject({ priceOre: 25_000, compareAtPriceOre: null });
  });

  it('answers 401 to a guest and 403 to a customer on every admin call', async () => {
    const report = await adminReportProduct();
    const calls = [
      (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/admin/products', headers }),
      (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/admin/products', headers, payload: productInput({ slug: 'obehorig' }) }),
      (headers: Record<string, string>) =>
        t.app.inject({ method: 'PUT', url: `/api/admin/products/${report.id}`, headers, payload: requestFrom(report, { price: 1 }) }),
    ];
    await expectAdminOnly(calls, customer.token);
    expect((await get('/api/products/obehorig')).statusCode).toBe(404);
    expect((await adminReportProduct()).price).toBe(25_000);
  });
});

describe('admin: two requests at once', () => {
  it('two creates of one slug at once: one 201, one 409 beside the slug, one product', async () => {
    const [a, b] = await Promise.all([create(productInput({ slug: 'samtidig', name: 'Först' })), create(productInput({ slug: 'samtidig', name: 'Sedan' }))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((a.statusCode === 409 ? a : b).json()).toEqual({ error: PRODUCT_MESSAGES.slugTaken, fields: { slug: PRODUCT_MESSAGES.slugTaken } });
    const all = (await get('/api/admin/products', admin.token)).json() as { slug: string }[];
    expect(all.filter((p) => p.slug === 'samtidig')).toHaveLength(1);
  });

  it('two changes of one product at once: both answer 200 and the product is whole, one of the two', async () => {
    const created = (await create(productInput({ slug: 'tva-andringar', name: 'Två ändringar' }))).json();
    const [a, b] = await Promise.all([
      update(created.id, requestFrom(created, { price: 10_000, name: 'Ändring A' })),
      update(created.id, requestFrom(created, { price: 15_000, name: 'Ändring B' })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const shown = (await get('/api/products/tva-andringar')).json();
    expect([
      { name: 'Ändring A', price: 10_000 },
      { name: 'Ändring B', price: 15_000 },
    ]).toContainEqual({ name: shown.name, price: shown.price });
  });
});

describe('admin: bytes that are not text', () => {
  it('refuses a NUL character or a lone surrogate in the name with a Swedish 400, never 500', async () => {
    for (const name of ['Band\u0000', 'Band \uD800']) {
      const res = await create(productInput({ slug: 'trasig-text', name }));
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json(), JSON.stringify(name)).toEqual({
        error: 'Namn innehåller tecken som inte är tillåtna.',
        fields: { name: 'Namn innehåller tecken som inte är tillåtna.' },
      });
    }
    expect((await get('/api/products/trasig-text')).statusCode).toBe(404);
  });

  it('refuses a NUL character in the image address with a Swedish 400, never 500', async () => {
    for (const imageUrl of ['/bilder/band\u0000.png', 'https://bilder.example/band\u0000.png']) {
      const res = await create(productInput({ slug: 'trasig-bild', imageUrl }));
      expect(res.statusCode, `${JSON.stringify(imageUrl)}: ${res.body}`).toBe(400);
      expect(res.json().fields, JSON.stringify(imageUrl)).toEqual({ imageUrl: expect.any(String) });
    }
    expect((await get('/api/products/trasig-bild')).statusCode).toBe(404);
  });

  it('refuses a lone surrogate in the image address with a Swedish 400 instead of storing it mangled', async () => {
    const res = await create(productInput({ slug: 'mangel-bild', imageUrl: '/bilder/band\uD800.png' }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ imageUrl: expect.any(String) });
    expect((await get('/api/products/mangel-bild')).statusCode).toBe(404);
  });
});
