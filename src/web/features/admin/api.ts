import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminOrderListQuery } from '../../../shared/contracts/admin-orders';
import type { customerSearchQuery } from '../../../shared/contracts/customers';
import type { CreateDiscountRequest, Discount } from '../../../shared/contracts/discounts';
import type { AdminQuestion, QuestionEditRequest } from '../../../shared/contracts/question-admin';
import { callApi } from '../../lib/api-client';
import { assessmentKeys } from '../assessment/api';

/**
 * Query keys of the admin area. Admin data is never public: it leaves the cache at sign-out.
 * `all` is what an admin change (a template, a question, an image) makes stale.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  auditLog: () => ['admin', 'audit-log'] as const,
  templates: () => ['admin', 'templates'] as const,
  questions: () => ['admin', 'questions'] as const,
  uploadedImages: () => ['admin', 'uploaded-images'] as const,
  discounts: () => ['admin', 'discounts'] as const,
  customers: (query: CustomerSearchParams) => ['admin', 'customers', query] as const,
  ordersAll: () => ['admin', 'orders'] as const,
  orders: (query: OrderListParams) => ['admin', 'orders', query] as const,
};

/** The owner's figures for today, 7 and 30 days, and whether a template is active. */
export function dashboardQuery() {
  return queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: () => callApi('adminDashboard'),
  });
}

/** The newest 20 admin changes, newest first. */
export function auditLogQuery() {
  return queryOptions({
    queryKey: adminKeys.auditLog(),
    queryFn: () => callApi('adminAuditLog'),
  });
}

/** Every question, served or not, with the version (updatedAt) a save must name. */
export function adminQuestionsQuery() {
  return queryOptions({
    queryKey: adminKeys.questions(),
    queryFn: async () => (await callApi('adminQuestions')).questions,
  });
}

/** The uploaded images, newest first (the server keeps the 50 newest in its list). */
export function uploadedImagesQuery() {
  return queryOptions({
    queryKey: adminKeys.uploadedImages(),
    queryFn: async () => (await callApi('uploadedImages')).images,
  });
}

/**
 * Saves the whole question. The questionnaire's list and every admin query (the editor's list,
 * the dashboard's last changes) are stale after it: the visitor sees the edit at once.
 */
export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: QuestionEditRequest }) => callApi('updateQuestion', { params: { id }, body }),
    onSuccess: async ({ question }) => {
      // The saved version at once, so the next save names it (before the refetch lands).
      queryClient.setQueryData(adminKeys.questions(), (list: AdminQuestion[] | undefined) => list?.map((q) => (q.id === question.id ? question : q)));
      await Promise.all([refreshServedQuestions(queryClient), queryClient.invalidateQueries({ queryKey: adminKeys.all })]);
    },
  });
}

/**
 * The served question list is cacheable (30 s in the browser): after an edit both its paths are
 * fetched anew, so this browser's questionnaire shows the edit at once too, not only the query
 * cache. If that fails the query is only marked stale: the save itself succeeded.
 */
async function refreshServedQuestions(queryClient: QueryClient): Promise<void> {
  try {
    const [{ questions }] = await Promise.all([
      callApi('questions', { cache: 'reload' }),
      callApi('questionsAlias', { cache: 'reload' }).catch(() => undefined),
    ]);
    queryClient.setQueryData(assessmentKeys.questions, questions);
  } catch {
    await queryClient.invalidateQueries({ queryKey: assessmentKeys.questions });
  }
}

/** Uploads an image file (field `image`); the answer is its address on this site. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await callApi('uploadImage', { body: form })).imageUrl;
}

/** Fetches an image from an outside address once and stores it here; the answer is its address on this site. */
export async function importImage(url: string): Promise<string> {
  return (await callApi('importImage', { body: { url } })).imageUrl;
}

/** Every discount code, switched-off and expired ones too, newest first. */
export function discountsQuery() {
  return queryOptions({
    queryKey: adminKeys.discounts(),
    queryFn: () => callApi('listDiscounts', { query: { activeOnly: 'false' } }),
  });
}

/** A new code: the prefix and a random part, made by the server. */
export function createDiscount(body: CreateDiscountRequest): Promise<Discount> {
  return callApi('createDiscount', { body });
}

/** Turns a code on or off. */
export function setDiscountActive(id: string, active: boolean): Promise<Discount> {
  return callApi('updateDiscount', { body: { id, active } });
}

/** The customer search as sent: each filter only when it is used (spec §5); the page always. */
export type CustomerSearchParams = z.input<typeof customerSearchQuery>;

/** One page of the customers a search matches, with the totals over every match. */
export function customersQuery(query: CustomerSearchParams) {
  return queryOptions({
    queryKey: adminKeys.customers(query),
    queryFn: () => callApi('adminSearchCustomers', { query }),
  });
}

/** The order list as sent: each filter only when it is used; the page always. */
export type OrderListParams = z.input<typeof adminOrderListQuery>;

/** One page of the orders the filters match, newest first, with how many match. */
export function ordersQuery(query: OrderListParams) {
  return queryOptions({
    queryKey: adminKeys.orders(query),
    queryFn: () => callApi('adminOrders', { query }),
  });
}

export type OrderAction = 'retry-report' | 'cancel' | 'refund';

/**
 * An admin's action on an order: the report made again, an unpaid order cancelled, or a paid one
 * refunded with a credit note. Every order list is stale after it, and the dashboard's figures.
 */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: OrderAction; reason?: string }) => {
      const params = { id };
      if (action === 'retry-report') return callApi('adminRetryOrderReport', { params });
      if (action === 'cancel') return callApi('adminCancelOrder', { params });
      return callApi('adminRefundOrder', { params, body: reason ? { reason } : {} });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
