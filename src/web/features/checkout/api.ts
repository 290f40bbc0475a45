import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PAYMENT_PROVIDERS } from '../../../shared/contracts/payments';
import { callApi } from '../../lib/api-client';
import { reportKeys } from '../reports/api';
import { resultsKeys } from '../results/api';

export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Query keys of a user's orders; the user's id is in every key. */
export const checkoutKeys = {
  order: (userId: string, orderId: string) => ['checkout', userId, 'order', orderId] as const,
};

/** One of the user's orders (the payment result page); refetched while its report is being made. */
export function orderQuery(userId: string, orderId: string | null) {
  return queryOptions({
    queryKey: checkoutKeys.order(userId, orderId ?? ''),
    queryFn: () => callApi('order', { params: { id: orderId! } }),
    enabled: !!orderId,
  });
}

/** What a discount code makes the price (nothing is redeemed until the payment goes through). */
export function checkDiscount(assessmentId: string, code: string) {
  return callApi('checkDiscount', { body: { assessmentId, code } });
}

/** Opens the payment: the order with its price and code, and the provider's session. */
export function startPayment(provider: PaymentProviderName, assessmentId: string, discountCode: string | null) {
  return callApi('paymentSession', { params: { provider }, body: { assessmentId, discountCode, withdrawalConsent: true } });
}
export type PaymentSession = Awaited<ReturnType<typeof startPayment>>;

/** Completes the payment with the provider's authorization token. */
export function authorizePayment(provider: PaymentProviderName, assessmentId: string, authorizationToken: string) {
  return callApi('paymentAuthorize', { params: { provider }, body: { assessmentId, authorizationToken } });
}

/** After a payment: the user's assessments (paid, the cart badge) and reports are read again. */
export function usePaymentSettled(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: resultsKeys.forUser(userId) }),
      queryClient.invalidateQueries({ queryKey: reportKeys.forUser(userId) }),
    ]);
}

/**
 * Test provider only: ends the review of a held order, as Klarna's notification would (the provider
 * answers with what the test widget chose). The user's assessments and reports are read again.
 */
export function useEndTestReview(userId: string) {
  const settled = usePaymentSettled(userId);
  return useMutation({
    mutationFn: (orderId: string) => callApi('testPaymentReview', { body: { orderId } }),
    onSettled: () => settled(),
  });
}
