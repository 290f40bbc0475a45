import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/**
 * Query keys of the admin area. Admin data is never public: it leaves the cache at sign-out.
 * `all` is what an admin change (a template, a question, an image) makes stale.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  auditLog: () => ['admin', 'audit-log'] as const,
  templates: () => ['admin', 'templates'] as const,
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
