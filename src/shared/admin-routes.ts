/** The admin screens' routes (admin-and-commerce §2), as React Router patterns; the admin guard protects them. */
export const ADMIN_ROUTES = [
  '/dashboard',
  '/template-upload',
  '/template-manager',
  '/admin/templates',
  '/question-editor',
  '/customer-search',
  '/assessment-details/:assessmentId',
  '/admin/discounts',
  '/admin/products',
  '/admin/orders',
  '/admin/developer-panel',
] as const;
