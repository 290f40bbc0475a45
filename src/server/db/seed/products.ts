import { REPORT_PRODUCT_SLUG } from '../../../shared/domain/pricing';
import type { productCategories, products } from '../schema';

export const demoCategories: (typeof productCategories.$inferInsert)[] = [{ slug: 'rapporter', name: 'Rapporter', position: 0 }];

export const demoProducts: (typeof products.$inferInsert)[] = [
  {
    slug: REPORT_PRODUCT_SLUG,
    name: 'Personlig ryggrapport',
    shortDescription: 'En genomgång av din ryggsmärta med träningsprogram och en plan i tre steg, som PDF.',
    description: [
      'Du svarar på cirka 35 frågor, och några av dem är enkla rörelsetester som du gör hemma. Det tar 5–10 minuter och du behöver ingen utrustning.',
      '',
      'Rapporten (8–10 sidor) visar vilka mönster dina svar liknar, en riskbedömning inom fem hälsoområden, en plan i tre steg med övningar som passar dig, råd om livsstil och när du bör söka vård.',
      '',
      'Du får rapporten som PDF inom 1–2 minuter efter betalningen, via e-post och på Mina sidor.',
    ].join('\n'),
    priceOre: 25000,
    vatRateBp: 2500,
    imageUrl: null,
    imageAlt: null,
    tags: ['Ländrygg', 'Träningsprogram', 'PDF-rapport'],
    isFeatured: true,
  },
];
