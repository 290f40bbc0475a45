import { z } from 'zod';
import { text, uuidField } from './common';
import { discountCodeField } from './discounts';

export const PAYMENT_PROVIDERS = ['test', 'klarna'] as const;
export const providerParams = z.object({ provider: z.enum(PAYMENT_PROVIDERS, { error: 'Betalsättet finns inte.' }) });

/** The version of the withdrawal-right text the buyer ticked (stored with the order). */
export const WITHDRAWAL_CONSENT_VERSION = '2026-11-26';

/** Starting a payment (spec: assessmentId; we add the optional code and the ticked withdrawal consent). */
export const paymentSessionRequest = z.object({
  assessmentId: uuidField('Bedömningens id'),
  discountCode: discountCodeField.nullish(),
  withdrawalConsent: z.literal(true, { error: 'Kryssa i att leveransen börjar direkt och att ångerrätten då upphör.' }),
});

export const paymentMethodCategorySchema = z.object({
  identifier: z.string(),
  name: z.string(),
  asset_urls: z.object({ descriptive: z.string(), standard: z.string() }),
});

export const paymentSessionResponse = z.object({
  sessionId: z.string(),
  clientToken: z.string(),
  paymentMethodCategories: z.array(paymentMethodCategorySchema),
  orderAmount: z.number().int(),
  orderTaxAmount: z.number().int(),
  discountAmount: z.number().int(),
  orderId: z.string(),
  orderNumber: z.number().int(),
});

/** A provider's token or id: printable ASCII (Klarna's are UUID-like), never control characters. */
const providerToken = (missing: string, invalid = 'Ogiltigt godkännande.') =>
  z
    .string({ error: missing })
    .min(1, missing)
    .max(300, invalid)
    .regex(/^[\x21-\x7E]+$/, invalid);

/** An authorization token: the provider's, or the test provider's test-approved/-declined/-pending (…:anything). */
export const paymentAuthorizeRequest = z.object({
  authorizationToken: providerToken('Betalningen saknar godkännande.'),
  assessmentId: uuidField('Bedömningens id'),
});

/** An order's statuses; `refunded`: given back in full by an admin, with a credit note (decision 0038). */
export const ORDER_STATUSES = ['created', 'authorized', 'paid', 'fulfilled', 'failed', 'cancelled', 'refunded'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);

/** The spec's `order_id`, and what the payment result page shows. */
export const paymentAuthorizeResponse = z.object({
  order_id: z.string(),
  orderNumber: z.number().int(),
  status: orderStatus,
  mode: z.enum(['test', 'playground', 'live']),
});
export type PaymentAuthorizeResponse = z.infer<typeof paymentAuthorizeResponse>;

/** Klarna's authorization callback. */
export const klarnaCallbackRequest = z.object({ authorization_token: providerToken('Godkännande saknas.'), session_id: providerToken('Sessionen saknas.') });

/** Klarna's notification that a pending order's review has ended (`event_type` e.g. FRAUD_RISK_ACCEPTED). */
export const klarnaNotificationRequest = z.object({
  order_id: providerToken('Ordern saknas.', 'Ogiltigt ordernummer.'),
  event_type: providerToken('Händelsen saknas.', 'Ogiltig händelse.').optional(),
});

export const orderIdParams = z.object({ id: uuidField('Orderns id') });

/**
 * The test provider's stand-in for Klarna's review notification: the buyer (in test mode) says the
 * review of a held order has ended; the provider is asked how, as with Klarna's notification.
 */
export const testReviewRequest = z.object({ orderId: uuidField('Orderns id') });
export const testReviewResponse = z.object({ status: orderStatus });

/** An order as its buyer sees it (the payment result page, the receipt). */
export const orderSummary = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  receiptNumber: z.number().int().nullable(),
  assessmentId: z.string().nullable(),
  status: orderStatus,
  productName: z.string(),
  listPrice: z.number().int(),
  discountCode: z.string().nullable(),
  discountAmount: z.number().int(),
  total: z.number().int(),
  vat: z.number().int(),
  vatRateBp: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The full report exists and can be downloaded. */
  reportReady: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** The developer panel's checkout (spec): where the buyer pays for the assessment. */
export const checkoutRequest = z.object({
  assessmentId: uuidField('Bedömningens id'),
  email: text('E-post', { max: 254 }).optional(),
  userName: text('Namn', { max: 200 }).optional(),
});
export const checkoutResponse = z.object({ checkoutUrl: z.string() });
