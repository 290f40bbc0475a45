import type { z } from 'zod';
import {
  assessmentAnalysisResponse,
  assessmentIdParams,
  claimAssessmentRequest,
  claimAssessmentResponse,
  createAssessmentRequest,
  createAssessmentResponse,
  myAssessmentsResponse,
  progressResponse,
  progressSchema,
  questionsResponse,
} from './assessment';
import {
  authResponse,
  changePasswordRequest,
  confirmEmailChangeRequest,
  deleteAccountRequest,
  loginRequest,
  registerRequest,
  registerResponse,
  resendVerificationRequest,
  resendVerificationResponse,
  updateProfileRequest,
  updateProfileResponse,
  userDataExport,
  userResponse,
  verifyEmailRequest,
} from './auth';
import { adminAssessmentParams, assessmentDetailsResponse, reanalyseResponse } from './assessment-details';
import { adminOrderActionResponse, adminOrderListQuery, adminOrderListResponse, adminRefundRequest } from './admin-orders';
import { auditLogQuery, auditLogResponse } from './audit';
import { finalizeResponse, mockAnswersRequest, mockAnswersResponse } from './developer';
import { errorResponse, okMessageResponse } from './common';
import { contactRequest, contactResponse } from './contact';
import { dashboardResponse } from './dashboard';
import { healthResponse, livenessResponse, metricsText, notReadyResponse, readinessResponse } from './health';
import { customerSearchQuery, customerSearchResponse } from './customers';
import { imageFile, imageFileParams, imageUploadForm, imageUrlResponse, importImageRequest, uploadedImagesResponse } from './images';
import { adminQuestionsResponse, questionEditRequest, questionEditResponse, questionIdParams } from './question-admin';
import {
  adminTemplateRequest,
  currentTemplateResponse,
  generateReportRequest,
  myReportsResponse,
  pdfFile,
  reportIdParams,
  saveTemplateRequest,
  templateCheckRequest,
  templateCheckResponse,
  templateIdParams,
  templateImportResponse,
  templatesResponse,
  templateUploadForm,
  testGenerateReportRequest,
} from './reports';
import { siteInfo } from './site';
import {
  adminProductRequest,
  adminProductSchema,
  adminProductsResponse,
  productCategoriesResponse,
  productIdParams,
  productSchema,
  productSlugParams,
  productsResponse,
} from './products';
import {
  createDiscountRequest,
  discountCheckRequest,
  discountCheckResponse,
  discountListQuery,
  discountSchema,
  discountsResponse,
  updateDiscountRequest,
} from './discounts';
import {
  checkoutRequest,
  checkoutResponse,
  klarnaCallbackRequest,
  klarnaNotificationRequest,
  orderIdParams,
  orderSummary,
  testReviewRequest,
  testReviewResponse,
  paymentAuthorizeRequest,
  paymentAuthorizeResponse,
  paymentSessionRequest,
  paymentSessionResponse,
  providerParams,
} from './payments';
import { publicUser } from './user';

/**
 * Who may call an endpoint: anyone; anyone, with the session read when there is one; a signed-in
 * user; an admin; or `devOrAdmin` (the test pages): anyone, with the session read, in development
 * and test, and only an admin in production. The server enforces it from here, in a guard that
 * runs before the request's params, query and body are validated, so a caller who may not call an
 * endpoint never learns what it takes. A service never checks a role or the environment itself
 * (that check would run after validation). The route-table tests hold every entry to it.
 */
export type Access = 'public' | 'optional' | 'user' | 'admin' | 'devOrAdmin';
/** What an access level comes to in one environment: `devOrAdmin` is `admin` in production, `optional` elsewhere. */
export type EffectiveAccess = Exclude<Access, 'devOrAdmin'>;

/** The status codes an endpoint may answer with; exactly one of them is a success (2xx). */
export type StatusCode = 200 | 201 | 204 | 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 502 | 503;
export type SuccessStatus = Extract<StatusCode, 200 | 201 | 204>;

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/api/${string}`;
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A multipart/form-data body (instead of `body`): its text fields and its files, each file as
   * `{ filename, data }`. The server reads and validates it in one place (routing.ts), with the
   * same Swedish 400 as a JSON body.
   */
  multipart?: z.ZodType;
  /** An admin endpoint that also takes the configured ADMIN_API_KEY in X-Admin-Key instead of a session. */
  adminKey?: true;
  /**
   * An admin endpoint that also answers a caller from a private network address (loopback,
   * 10/8, 172.16/12, 192.168/16, fc00::/7) without a session, when METRICS_FROM_PRIVATE_NETWORK
   * is true (a scraper inside the network). The address is the one rate limits use (TRUST_PROXY).
   */
  privateNetwork?: true;
  /** Every answer the endpoint gives, by status code; errors are `{ error, fields? }`. The one 2xx is what the route answers. */
  responses: Partial<Record<StatusCode, z.ZodType>>;
}

const e = errorResponse;

/**
 * The one map of the API: per endpoint its method, path, params, body and answers. The server
 * registers its routes from it (an /api route missing here cannot be registered), the OpenAPI
 * document is generated from the registered schemas, and the web client's calls are typed by it.
 * Paths and field names follow the spec.
 */
export const ENDPOINTS = {
  health: {
    method: 'GET',
    path: '/api/health',
    tag: 'system',
    summary: 'Liveness and database check',
    access: 'public',
    responses: { 200: healthResponse, 503: e },
  },
  healthLive: {
    method: 'GET',
    path: '/api/health/live',
    tag: 'system',
    summary: 'Liveness: the process answers (no database call)',
    access: 'public',
    responses: { 200: livenessResponse },
  },
  healthReady: {
    method: 'GET',
    path: '/api/health/ready',
    tag: 'system',
    summary: 'Readiness: the database answers, the job workers run (when they are meant to) and the file storage is writable; 503 says which check failed',
    access: 'public',
    responses: { 200: readinessResponse, 503: notReadyResponse },
  },
  metrics: {
    method: 'GET',
    path: '/api/metrics',
    tag: 'system',
    summary: 'Prometheus metrics: requests and latencies per route pattern, job queues, reports rendered, payments by outcome',
    access: 'admin',
    privateNetwork: true,
    responses: { 200: metricsText, 401: e, 403: e },
  },
  adminDashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    tag: 'admin',
    summary: 'The figures of today, the last 7 and the last 30 days (Europe/Stockholm days), and whether a template is active',
    access: 'admin',
    responses: { 200: dashboardResponse, 401: e, 403: e },
  },
  adminSearchCustomers: {
    method: 'GET',
    path: '/api/admin/search-customers',
    tag: 'admin',
    summary: 'Search the customers by name or address, registration days and assessment state, one page at a time, with totals over every match',
    access: 'admin',
    query: customerSearchQuery,
    responses: { 200: customerSearchResponse, 400: e, 401: e, 403: e },
  },
  adminAssessmentDetails: {
    method: 'GET',
    path: '/api/admin/assessment-details/:assessmentId',
    tag: 'admin',
    summary: 'One assessment for an admin: the answers with each one’s contribution to the stored analysis, every stored analysis and its reports',
    access: 'admin',
    params: adminAssessmentParams,
    responses: { 200: assessmentDetailsResponse, 400: e, 401: e, 403: e, 404: e },
  },
  adminGenerateReport: {
    method: 'POST',
    path: '/api/admin/generate-report/:assessmentId',
    tag: 'admin',
    summary: 'The full report of the assessment’s newest stored analysis, made (once per analysis) and stored as made by this admin; no order, no mail',
    access: 'admin',
    params: adminAssessmentParams,
    responses: { 200: pdfFile, 400: e, 401: e, 403: e, 404: e, 409: e },
  },
  adminReanalyse: {
    method: 'POST',
    path: '/api/admin/assessments/:assessmentId/reanalyse',
    tag: 'admin',
    summary: 'Analyse the stored answers again with the current engine; the new analysis is stored beside the old ones',
    access: 'admin',
    params: adminAssessmentParams,
    responses: { 201: reanalyseResponse, 400: e, 401: e, 403: e, 404: e, 409: e },
  },
  site: {
    method: 'GET',
    path: '/api/site',
    tag: 'system',
    summary: 'Public business details for the footer and pages',
    access: 'public',
    responses: { 200: siteInfo },
  },
  contact: {
    method: 'POST',
    path: '/api/contact',
    tag: 'contact',
    summary: 'Send a message to support',
    access: 'public',
    body: contactRequest,
    responses: { 201: contactResponse, 400: e, 429: e },
  },

  register: {
    method: 'POST',
    path: '/api/register',
    tag: 'accounts',
    summary: 'Create an account; a six-digit code is e-mailed',
    access: 'public',
    body: registerRequest,
    responses: { 201: registerResponse, 400: e, 401: e, 429: e },
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/verify-email',
    tag: 'accounts',
    summary: 'Verify the e-mailed code and sign in',
    access: 'public',
    body: verifyEmailRequest,
    responses: { 200: authResponse, 400: e, 401: e, 429: e },
  },
  resendVerification: {
    method: 'POST',
    path: '/api/resend-verification',
    tag: 'accounts',
    summary: 'Send a new verification code',
    access: 'public',
    body: resendVerificationRequest,
    responses: { 200: resendVerificationResponse, 400: e, 401: e, 429: e },
  },
  login: {
    method: 'POST',
    path: '/api/login',
    tag: 'accounts',
    summary: 'Sign in with e-mail and password; every other outcome is one 401 (the owner of a waiting sign-up gets a new code)',
    access: 'public',
    body: loginRequest,
    responses: { 200: authResponse, 400: e, 401: e, 429: e },
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    tag: 'accounts',
    summary: 'End the current session on the server',
    access: 'optional',
    responses: { 200: okMessageResponse },
  },
  me: { method: 'GET', path: '/api/me', tag: 'accounts', summary: 'The signed-in user', access: 'user', responses: { 200: publicUser, 401: e } },
  user: {
    method: 'GET',
    path: '/api/user',
    tag: 'accounts',
    summary: 'The signed-in user (the spec’s name for /api/me)',
    access: 'user',
    responses: { 200: publicUser, 401: e },
  },

  updateProfile: {
    method: 'PUT',
    path: '/api/update-profile',
    tag: 'profile',
    summary: 'Change name; a new e-mail address needs the password and is confirmed by code',
    access: 'user',
    body: updateProfileRequest,
    responses: { 200: updateProfileResponse, 400: e, 401: e, 403: e, 429: e },
  },
  confirmEmailChange: {
    method: 'POST',
    path: '/api/confirm-email-change',
    tag: 'profile',
    summary: 'Confirm a new e-mail address with the code sent to it',
    access: 'user',
    body: confirmEmailChangeRequest,
    responses: { 200: userResponse, 400: e, 401: e, 403: e, 409: e, 429: e },
  },
  changePassword: {
    method: 'PUT',
    path: '/api/change-password',
    tag: 'profile',
    summary: 'Change password; other sessions are signed out',
    access: 'user',
    body: changePasswordRequest,
    responses: { 200: okMessageResponse, 400: e, 401: e, 403: e, 429: e },
  },
  downloadUserData: {
    method: 'GET',
    path: '/api/download-user-data',
    tag: 'profile',
    summary: 'Everything held about the user, as a JSON file',
    access: 'user',
    responses: { 200: userDataExport, 401: e },
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/delete-account',
    tag: 'profile',
    summary: 'Delete the account and its data (asks for the password)',
    access: 'user',
    body: deleteAccountRequest,
    responses: { 200: okMessageResponse, 400: e, 401: e, 403: e, 429: e },
  },

  questions: {
    method: 'GET',
    path: '/api/assessment/questions',
    tag: 'assessment',
    summary: 'The active questions, in order',
    access: 'public',
    responses: { 200: questionsResponse },
  },
  questionsAlias: {
    method: 'GET',
    path: '/api/questions',
    tag: 'assessment',
    summary: 'The active questions (the spec’s second path)',
    access: 'public',
    responses: { 200: questionsResponse },
  },
  adminQuestions: {
    method: 'GET',
    path: '/api/admin/questions',
    tag: 'questions',
    summary: 'Every question, served or not, with its version (updatedAt) for the editor',
    access: 'admin',
    responses: { 200: adminQuestionsResponse, 401: e, 403: e },
  },
  updateQuestion: {
    method: 'PUT',
    path: '/api/questions/:id',
    tag: 'questions',
    summary: 'Save the whole question: its wording, category, instructions and image; key, type and option values stay (409 when changed since loaded)',
    access: 'admin',
    params: questionIdParams,
    body: questionEditRequest,
    responses: { 200: questionEditResponse, 400: e, 401: e, 403: e, 404: e, 409: e },
  },
  uploadImage: {
    method: 'POST',
    path: '/api/upload-image',
    tag: 'images',
    summary: 'Upload an image (multipart/form-data: image); checked by its content and re-encoded without metadata',
    access: 'admin',
    multipart: imageUploadForm,
    responses: { 201: imageUrlResponse, 400: e, 401: e, 403: e, 413: e },
  },
  importImage: {
    method: 'POST',
    path: '/api/import-image',
    tag: 'images',
    summary: 'Fetch an image from a public http(s) address once and store it as an upload',
    access: 'admin',
    body: importImageRequest,
    responses: { 201: imageUrlResponse, 400: e, 401: e, 403: e, 413: e, 502: e },
  },
  uploadedImages: {
    method: 'GET',
    path: '/api/uploaded-images',
    tag: 'images',
    summary: 'The uploaded images, newest first (at most 50)',
    access: 'admin',
    responses: { 200: uploadedImagesResponse, 401: e, 403: e },
  },
  image: {
    method: 'GET',
    path: '/api/images/:file',
    tag: 'images',
    summary: 'An uploaded image, served from this site',
    access: 'public',
    params: imageFileParams,
    responses: { 200: imageFile, 400: e, 404: e },
  },
  createAssessment: {
    method: 'POST',
    path: '/api/assessments',
    tag: 'assessment',
    summary: 'Store a completed assessment (signed in: yours; guest: claimable)',
    access: 'optional',
    body: createAssessmentRequest,
    responses: { 201: createAssessmentResponse, 400: e, 401: e, 403: e, 413: e, 429: e },
  },
  claimAssessment: {
    method: 'POST',
    path: '/api/assessments/claim',
    tag: 'assessment',
    summary: "Claim this device's guest assessment for the signed-in account",
    access: 'user',
    body: claimAssessmentRequest,
    responses: { 200: claimAssessmentResponse, 400: e, 401: e, 403: e, 404: e },
  },
  myAssessments: {
    method: 'GET',
    path: '/api/my-assessments',
    tag: 'assessment',
    summary: "The signed-in user's assessments, newest first",
    access: 'user',
    responses: { 200: myAssessmentsResponse, 401: e },
  },
  assessmentAnalysis: {
    method: 'GET',
    path: '/api/assessments/:id/analysis',
    tag: 'assessment',
    summary: 'The stored analysis (owner or admin)',
    access: 'user',
    params: assessmentIdParams,
    responses: { 200: assessmentAnalysisResponse, 400: e, 401: e, 403: e, 404: e },
  },
  getProgress: {
    method: 'GET',
    path: '/api/assessment/progress',
    tag: 'assessment',
    summary: 'Saved unfinished progress',
    access: 'user',
    responses: { 200: progressResponse, 401: e },
  },
  saveProgress: {
    method: 'PUT',
    path: '/api/assessment/progress',
    tag: 'assessment',
    summary: 'Save unfinished progress',
    access: 'user',
    body: progressSchema,
    responses: { 200: okMessageResponse, 400: e, 401: e, 413: e },
  },
  deleteProgress: {
    method: 'DELETE',
    path: '/api/assessment/progress',
    tag: 'assessment',
    summary: 'Discard unfinished progress (Börja om)',
    access: 'user',
    responses: { 200: okMessageResponse, 401: e },
  },

  generatePreview: {
    method: 'POST',
    path: '/api/generate-preview',
    tag: 'reports',
    summary: 'The free preview PDF (1–3 pages) of the user’s own assessment',
    access: 'user',
    body: generateReportRequest,
    responses: { 200: pdfFile, 400: e, 401: e, 403: e, 404: e, 409: e, 429: e },
  },
  generateReport: {
    method: 'POST',
    path: '/api/generate-report',
    tag: 'reports',
    summary: 'The full report PDF (8–10 pages), when the assessment’s order is paid (402 otherwise)',
    access: 'user',
    body: generateReportRequest,
    responses: { 200: pdfFile, 400: e, 401: e, 402: e, 403: e, 404: e, 409: e, 429: e },
  },
  myReports: {
    method: 'GET',
    path: '/api/my-reports',
    tag: 'reports',
    summary: 'The user’s reports, newest first',
    access: 'user',
    responses: { 200: myReportsResponse, 401: e },
  },
  downloadReport: {
    method: 'GET',
    path: '/api/reports/:id/download',
    tag: 'reports',
    summary: 'A stored report’s PDF (its owner only, or an admin)',
    access: 'user',
    params: reportIdParams,
    responses: { 200: pdfFile, 400: e, 401: e, 403: e, 404: e },
  },
  testGenerateReport: {
    method: 'POST',
    path: '/api/test-generate-report',
    tag: 'reports',
    summary: 'A sample report from answers that are not stored (development and test mode; admins in production)',
    access: 'devOrAdmin',
    body: testGenerateReportRequest,
    responses: { 200: pdfFile, 400: e, 401: e, 403: e, 409: e, 429: e },
  },

  currentTemplate: {
    method: 'GET',
    path: '/api/current-template',
    tag: 'templates',
    summary: 'The template reports use by default (the built-in one when none is stored)',
    access: 'admin',
    responses: { 200: currentTemplateResponse, 401: e, 403: e },
  },
  saveTemplate: {
    method: 'POST',
    path: '/api/save-template',
    tag: 'templates',
    summary: 'Import a public Google Doc as the primary template',
    access: 'admin',
    body: saveTemplateRequest,
    responses: { 201: templateImportResponse, 400: e, 401: e, 403: e, 502: e },
  },
  listTemplates: {
    method: 'GET',
    path: '/api/templates',
    tag: 'templates',
    summary: 'Every stored template',
    access: 'admin',
    responses: { 200: templatesResponse, 401: e, 403: e },
  },
  setPrimaryTemplate: {
    method: 'PUT',
    path: '/api/templates/:id/set-primary',
    tag: 'templates',
    summary: 'Make a template the single primary one',
    access: 'admin',
    params: templateIdParams,
    responses: { 200: templatesResponse, 400: e, 401: e, 403: e, 404: e },
  },
  deleteTemplate: {
    method: 'DELETE',
    path: '/api/templates/:id',
    tag: 'templates',
    summary: 'Delete a template',
    access: 'admin',
    params: templateIdParams,
    responses: { 200: okMessageResponse, 400: e, 401: e, 403: e, 404: e },
  },
  adminTemplates: {
    method: 'GET',
    path: '/api/admin/templates',
    tag: 'templates',
    summary: 'Every stored template (admin list)',
    access: 'admin',
    responses: { 200: templatesResponse, 401: e, 403: e },
  },
  adminCreateTemplate: {
    method: 'POST',
    path: '/api/admin/templates',
    tag: 'templates',
    summary: 'Create a template from a public Google Doc',
    access: 'admin',
    body: adminTemplateRequest,
    responses: { 201: templateImportResponse, 400: e, 401: e, 403: e, 502: e },
  },
  adminUpdateTemplate: {
    method: 'PUT',
    path: '/api/admin/templates/:id',
    tag: 'templates',
    summary: 'Change a template (its document is imported again)',
    access: 'admin',
    params: templateIdParams,
    body: adminTemplateRequest,
    responses: { 200: templateImportResponse, 400: e, 401: e, 403: e, 404: e, 502: e },
  },
  adminDeleteTemplate: {
    method: 'DELETE',
    path: '/api/admin/templates/:id',
    tag: 'templates',
    summary: 'Delete a template',
    access: 'admin',
    params: templateIdParams,
    responses: { 200: okMessageResponse, 400: e, 401: e, 403: e, 404: e },
  },
  checkTemplate: {
    method: 'POST',
    path: '/api/admin/templates/check',
    tag: 'templates',
    summary: 'Import and read a public Google Doc without saving it: its placeholders, the unknown ones and its sections',
    access: 'admin',
    body: templateCheckRequest,
    responses: { 200: templateCheckResponse, 400: e, 401: e, 403: e, 502: e },
  },
  previewTemplate: {
    method: 'GET',
    path: '/api/admin/templates/:id/preview',
    tag: 'templates',
    summary: 'A sample report (PDF) made with this template for a made-up person; never stored',
    access: 'admin',
    params: templateIdParams,
    responses: { 200: pdfFile, 400: e, 401: e, 403: e, 404: e },
  },
  uploadTemplate: {
    method: 'POST',
    path: '/api/admin/templates/upload',
    tag: 'templates',
    summary: 'Create a template from an uploaded .docx (multipart/form-data: file, name, description, diagnosisTypes)',
    access: 'admin',
    multipart: templateUploadForm,
    responses: { 201: templateImportResponse, 400: e, 401: e, 403: e, 413: e },
  },

  products: {
    method: 'GET',
    path: '/api/products',
    tag: 'shop',
    summary: 'The products for sale, featured first',
    access: 'public',
    responses: { 200: productsResponse },
  },
  product: {
    method: 'GET',
    path: '/api/products/:slug',
    tag: 'shop',
    summary: 'One product for sale (404 when there is none by that name)',
    access: 'public',
    params: productSlugParams,
    responses: { 200: productSchema, 400: e, 404: e },
  },
  productCategories: {
    method: 'GET',
    path: '/api/product-categories',
    tag: 'shop',
    summary: 'The shop’s product categories',
    access: 'public',
    responses: { 200: productCategoriesResponse },
  },
  adminProducts: {
    method: 'GET',
    path: '/api/admin/products',
    tag: 'shop',
    summary: 'Every product, hidden ones too (admin)',
    access: 'admin',
    responses: { 200: adminProductsResponse, 401: e, 403: e },
  },
  adminCreateProduct: {
    method: 'POST',
    path: '/api/admin/products',
    tag: 'shop',
    summary: 'Create a product (admin)',
    access: 'admin',
    body: adminProductRequest,
    responses: { 201: adminProductSchema, 400: e, 401: e, 403: e, 409: e },
  },
  adminUpdateProduct: {
    method: 'PUT',
    path: '/api/admin/products/:id',
    tag: 'shop',
    summary: 'Change or hide a product (admin)',
    access: 'admin',
    params: productIdParams,
    body: adminProductRequest,
    responses: { 200: adminProductSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
  },

  listDiscounts: {
    method: 'GET',
    path: '/api/discounts/list',
    tag: 'discounts',
    summary: 'Discount codes, newest first (admin session or X-Admin-Key)',
    access: 'admin',
    adminKey: true,
    query: discountListQuery,
    responses: { 200: discountsResponse, 400: e, 401: e, 403: e },
  },
  createDiscount: {
    method: 'POST',
    path: '/api/discounts/create',
    tag: 'discounts',
    summary: 'Create a discount code: the prefix and a random part (admin session or X-Admin-Key)',
    access: 'admin',
    adminKey: true,
    body: createDiscountRequest,
    responses: { 201: discountSchema, 400: e, 401: e, 403: e },
  },
  updateDiscount: {
    method: 'POST',
    path: '/api/discounts/update',
    tag: 'discounts',
    summary: 'Turn a discount code on or off (admin session or X-Admin-Key)',
    access: 'admin',
    adminKey: true,
    body: updateDiscountRequest,
    responses: { 200: discountSchema, 400: e, 401: e, 403: e, 404: e },
  },
  checkDiscount: {
    method: 'POST',
    path: '/api/discounts/check',
    tag: 'discounts',
    summary: 'What a discount code makes the price of the user’s report, before paying (nothing is redeemed)',
    access: 'user',
    body: discountCheckRequest,
    responses: { 200: discountCheckResponse, 400: e, 401: e, 404: e, 409: e, 429: e },
  },

  paymentSession: {
    method: 'POST',
    path: '/api/payments/:provider/session',
    tag: 'payments',
    summary: 'Start paying for the user’s report: the order is made (or brought up to date) and the provider’s session opened',
    access: 'user',
    params: providerParams,
    body: paymentSessionRequest,
    responses: { 200: paymentSessionResponse, 400: e, 401: e, 404: e, 409: e, 429: e, 502: e },
  },
  paymentAuthorize: {
    method: 'POST',
    path: '/api/payments/:provider/authorize',
    tag: 'payments',
    summary: 'Complete a payment with the provider’s authorization token; repeating it never makes a second order or charge',
    access: 'user',
    params: providerParams,
    body: paymentAuthorizeRequest,
    responses: { 200: paymentAuthorizeResponse, 400: e, 401: e, 402: e, 404: e, 409: e, 429: e, 502: e },
  },
  klarnaCallback: {
    method: 'POST',
    path: '/api/payments/klarna/callback',
    tag: 'payments',
    summary: 'Klarna’s authorization callback: the order is made even if the buyer’s browser went away',
    access: 'public',
    body: klarnaCallbackRequest,
    responses: { 200: okMessageResponse, 400: e, 404: e, 409: e, 502: e },
  },
  klarnaNotification: {
    method: 'POST',
    path: '/api/payments/klarna/notification',
    tag: 'payments',
    summary: 'Klarna’s notification that a held order’s review ended: Klarna is asked how, and the order paid or cancelled',
    access: 'public',
    body: klarnaNotificationRequest,
    responses: { 200: okMessageResponse, 400: e, 404: e, 409: e, 502: e },
  },
  testPaymentReview: {
    method: 'POST',
    path: '/api/payments/test/review',
    tag: 'payments',
    summary:
      'Test provider only: the review of the user’s held order has ended (the stand-in for Klarna’s notification); the provider is asked how and the order paid or cancelled',
    access: 'user',
    body: testReviewRequest,
    responses: { 200: testReviewResponse, 400: e, 401: e, 404: e, 409: e, 502: e },
  },
  order: {
    method: 'GET',
    path: '/api/orders/:id',
    tag: 'payments',
    summary: 'One of the user’s orders, for the payment result page',
    access: 'user',
    params: orderIdParams,
    responses: { 200: orderSummary, 400: e, 401: e, 404: e },
  },
  reportPurchaseLink: {
    method: 'POST',
    path: '/api/checkout/klarna',
    tag: 'payments',
    summary: 'The link to where the assessment’s report is bought; starts no payment (developer panel, admin)',
    access: 'admin',
    body: checkoutRequest,
    responses: { 200: checkoutResponse, 400: e, 401: e, 403: e, 404: e, 409: e },
  },
  submitMockAnswers: {
    method: 'POST',
    path: '/api/assessments/:id/answers',
    tag: 'developer',
    summary: 'Developer panel: mock answers by question number put on the admin’s own test assessment, and analysed anew (admin)',
    access: 'admin',
    params: assessmentIdParams,
    body: mockAnswersRequest,
    responses: { 200: mockAnswersResponse, 400: e, 401: e, 403: e, 404: e, 409: e },
  },
  finalizeAssessment: {
    method: 'POST',
    path: '/api/assessments/:id/finalize',
    tag: 'developer',
    summary: 'Developer panel: the full report of the admin’s own test assessment, made even unpaid (admin); reportId and downloadUrl',
    access: 'admin',
    params: assessmentIdParams,
    responses: { 200: finalizeResponse, 400: e, 401: e, 403: e, 404: e, 409: e, 429: e },
  },
  adminAuditLog: {
    method: 'GET',
    path: '/api/admin/audit-log',
    tag: 'admin',
    summary: 'The newest admin changes (20, or `limit` up to 100), newest first',
    access: 'admin',
    query: auditLogQuery,
    responses: { 200: auditLogResponse, 400: e, 401: e, 403: e },
  },
  adminOrders: {
    method: 'GET',
    path: '/api/admin/orders',
    tag: 'admin',
    summary: 'Orders, newest first, one page at a time: by status, by the days they were made (Swedish time), by order or receipt number or customer e-mail',
    access: 'admin',
    query: adminOrderListQuery,
    responses: { 200: adminOrderListResponse, 400: e, 401: e, 403: e },
  },
  adminRetryOrderReport: {
    method: 'POST',
    path: '/api/admin/orders/:id/retry-report',
    tag: 'admin',
    summary: 'Make the report of a paid order again when it failed or is missing (its job is queued once)',
    access: 'admin',
    params: orderIdParams,
    responses: { 200: adminOrderActionResponse, 400: e, 401: e, 403: e, 404: e, 409: e },
  },
  adminCancelOrder: {
    method: 'POST',
    path: '/api/admin/orders/:id/cancel',
    tag: 'admin',
    summary: 'Cancel an unpaid order (made or held for review); a held payment is released at the provider',
    access: 'admin',
    params: orderIdParams,
    responses: { 200: adminOrderActionResponse, 400: e, 401: e, 403: e, 404: e, 409: e, 502: e },
  },
  adminRefundOrder: {
    method: 'POST',
    path: '/api/admin/orders/:id/refund',
    tag: 'admin',
    summary: 'Refund a paid order in full through its provider, with a credit note mailed to the customer (once)',
    access: 'admin',
    params: orderIdParams,
    body: adminRefundRequest,
    responses: { 200: adminOrderActionResponse, 400: e, 401: e, 403: e, 404: e, 409: e, 502: e },
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

/** Who may call the endpoint in this environment. */
export function accessIn(endpoint: Endpoint, env: 'development' | 'test' | 'production'): EffectiveAccess {
  if (endpoint.access !== 'devOrAdmin') return endpoint.access;
  return env === 'production' ? 'admin' : 'optional';
}

/** The status an endpoint answers when it succeeds: the one 2xx of its `responses`. */
export function successStatus(endpoint: Endpoint): SuccessStatus {
  const codes = Object.keys(endpoint.responses)
    .map(Number)
    .filter((code): code is SuccessStatus => code >= 200 && code < 300);
  if (codes.length !== 1) throw new Error(`${endpoint.method} ${endpoint.path} needs exactly one success status in its responses, not ${codes.length}`);
  return codes[0]!;
}
