/** The shop's Swedish messages (spec: 'Produkt hittades inte'). */
export const PRODUCT_MESSAGES = {
  notFound: 'Produkt hittades inte',
  slugTaken: 'Det finns redan en produkt med det adressnamnet.',
  noCategory: 'Kategorin finns inte.',
} as const;
