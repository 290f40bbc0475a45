import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Messages from the contact form. Kept 24 months (see the privacy policy). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Set when the notification reached the mail transport; null means it still has to be sent. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/** Products sold in the shop. Prices are integers in öre. */
export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  shortDescription: text('short_description').notNull(),
  description: text('description').notNull(),
  priceOre: integer('price_ore').notNull(),
  compareAtPriceOre: integer('compare_at_price_ore'),
  /** VAT rate in basis points (2500 = 25 %), as Klarna expects it. */
  vatRateBp: integer('vat_rate_bp').notNull().default(2500),
  imageUrl: text('image_url'),
  imageAlt: text('image_alt'),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  isFeatured: boolean('is_featured').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
