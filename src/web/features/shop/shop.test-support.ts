import type { Product } from '../../../shared/contracts/products';

/** The report as the shop's calls list it, for component tests. */
export const REPORT_PRODUCT: Product = {
  id: '7d1c1f3e-0000-4000-8000-000000000001',
  slug: 'ryggrapport',
  name: 'Personlig ryggrapport',
  shortDescription: 'En genomgång av din ryggsmärta med en plan i tre steg.',
  description: 'Första stycket.\n\nAndra stycket.',
  price: 25_000,
  compareAtPrice: null,
  vatRateBp: 2500,
  imageUrl: null,
  imageAlt: null,
  tags: ['Ländrygg', 'Träningsprogram', 'PDF-rapport'],
  isFeatured: true,
  categoryId: null,
};
