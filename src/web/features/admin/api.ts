import { queryOptions } from '@tanstack/react-query';
import type { CreateDiscountRequest, Discount } from '../../../shared/contracts/discounts';
import { callApi } from '../../lib/api-client';

/**
 * Query keys of the admin area. Admin data is never public: it leaves the cache at sign-out.
 * `all` is what an admin change (a template, a question, an image) makes stale.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  auditLog: () => ['admin', 'audit-log'] as const,
  discounts: () => ['admin', 'discounts'] as const,
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
