import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createAssessmentRequest } from '../../../shared/contracts/assessment';
import type { adminOrderListQuery } from '../../../shared/contracts/admin-orders';
import type { customerSearchQuery } from '../../../shared/contracts/customers';
import type { MockAnswersRequest } from '../../../shared/contracts/developer';
import type { checkoutRequest } from '../../../shared/contracts/payments';
import type { AdminProduct, AdminProductRequest } from '../../../shared/contracts/products';
import type { CreateDiscountRequest, Discount } from '../../../shared/contracts/discounts';
import type { AdminQuestion, QuestionEditRequest } from '../../../shared/contracts/question-admin';
import { ApiError } from '../../lib/api';
import { callApi, callApiForFile, saveFileAnswer } from '../../lib/api-client';
import type { SiteInfo } from '../../../shared/contracts/site';
import { REPORT_PRODUCT_SLUG } from '../../../shared/domain/pricing';
import { siteKeys } from '../../app/site-info';
import { assessmentKeys } from '../assessment/api';
import { shopKeys } from '../shop/api';

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
  assessment: (id: string) => ['admin', 'assessment', id] as const,
  products: () => ['admin', 'products'] as const,
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
/** How long the uploaded images' list is used before it is asked for again (spec §7: 5 minutes). */
export const UPLOADED_IMAGES_CACHE_MS = 5 * 60 * 1000;

/** The recent uploads grid's list; an upload here refreshes it at once, another admin's shows within 5 minutes. */
export function uploadedImagesQuery() {
  return queryOptions({
    queryKey: adminKeys.uploadedImages(),
    queryFn: async () => (await callApi('uploadedImages')).images,
    staleTime: UPLOADED_IMAGES_CACHE_MS,
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

/** One assessment as the admin reads it: answers with their contributions, every stored analysis, its reports. An unknown id is not retried. */
export function assessmentDetailsQuery(assessmentId: string) {
  return queryOptions({
    queryKey: adminKeys.assessment(assessmentId),
    queryFn: () => callApi('adminAssessmentDetails', { params: { assessmentId } }),
    retry: (failures, err) => !(err instanceof ApiError && err.status === 404) && failures < 2,
  });
}

/**
 * 'Ladda ner rapport': the assessment's newest stored full report (bought or an admin's), saved
 * where the browser saves downloads; with none, the admin makes one (POST generate-report), and
 * the details and the customer lists are refreshed (a report now exists).
 */
export function useAssessmentReportDownload(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const details = await queryClient.fetchQuery(assessmentDetailsQuery(assessmentId));
      const newest = details.reports.find((r) => r.kind === 'full');
      const res = newest
        ? await callApiForFile('downloadReport', { params: { id: newest.id } })
        : await callApiForFile('adminGenerateReport', { params: { assessmentId } });
      return { fileName: await saveFileAnswer(res, 'rapport.pdf'), made: !newest };
    },
    onSuccess: async ({ made }) => {
      if (made) await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/** 'Analysera igen med nuvarande motor': a new stored analysis beside the old; the details and lists refresh. */
export function useReanalyse(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('adminReanalyse', { params: { assessmentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** A stored report's PDF (by its id), saved under the server's file name. */
export async function downloadStoredReport(id: string, fallbackName: string): Promise<string> {
  return saveFileAnswer(await callApiForFile('downloadReport', { params: { id } }), fallbackName);
}
/** Every product, hidden ones too (the admin's list; the shop lists only the visible ones). */
export function adminProductsQuery() {
  return queryOptions({
    queryKey: adminKeys.products(),
    queryFn: () => callApi('adminProducts'),
  });
}

/** A new product (no id) or a change to one. */
export function saveProduct(id: string | null, body: AdminProductRequest): Promise<AdminProduct> {
  return id ? callApi('adminUpdateProduct', { params: { id }, body }) : callApi('adminCreateProduct', { body });
}

/**
 * After a product is saved: the admin list holds it at once, and the shop's queries (every
 * product, every product page) and the admin's are stale, so /butik and /produkt/:slug show the
 * change on the next visit in this browser; the server lets no cache keep the old answer.
 */
export async function productSaved(queryClient: QueryClient, saved: AdminProduct): Promise<void> {
  queryClient.setQueryData<AdminProduct[]>(adminKeys.products(), (list) =>
    list ? (list.some((p) => p.id === saved.id) ? list.map((p) => (p.id === saved.id ? saved : p)) : [...list, saved]) : list,
  );
  // The report's price on the results page and in the texts comes with the site details: the saved row at once.
  if (saved.slug === REPORT_PRODUCT_SLUG) {
    const { slug, name, price, compareAtPrice, vatRateBp, isActive } = saved;
    queryClient.setQueryData<SiteInfo>(siteKeys.all, (site) =>
      site ? { ...site, reportProduct: isActive ? { slug, name, priceOre: price, compareAtPriceOre: compareAtPrice, vatRateBp } : null } : site,
    );
  }
  await Promise.all([queryClient.invalidateQueries({ queryKey: shopKeys.all }), queryClient.invalidateQueries({ queryKey: adminKeys.all })]);
}

/** The developer panel's four calls (spec §7), each as the map has it. */
export const developerCalls = {
  createAssessment: (body: z.input<typeof createAssessmentRequest>) => callApi('createAssessment', { body }),
  submitAnswers: (id: string, body: MockAnswersRequest) => callApi('submitMockAnswers', { params: { id }, body }),
  finalize: (id: string) => callApi('finalizeAssessment', { params: { id } }),
  checkout: (body: z.input<typeof checkoutRequest>) => callApi('reportPurchaseLink', { body }),
};
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
