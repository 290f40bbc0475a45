import type { CustomerSearchQuery, CustomerSearchResponse } from '../../../shared/contracts/customers';
import type { ServiceDeps } from '../../deps';
import { customersRepository, type CustomerFilter } from './repository';

/** How many of a customer's assessments a search result lists (the profile asks for the rest). */
export const ASSESSMENTS_PER_CUSTOMER = 20;

/**
 * GET /api/admin/search-customers: the matched accounts' totals (the spec's four stat cards, over
 * every match), one page of them, newest registered first, each with their newest assessments.
 */
export async function searchCustomers(deps: Pick<ServiceDeps, 'db'>, query: CustomerSearchQuery): Promise<CustomerSearchResponse> {
  const text = (query.q ?? query.search ?? '').trim();
  const filter: CustomerFilter = {
    text: text || undefined,
    searchType: query.searchType,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    status: query.status,
    hasAssessments: query.hasAssessments,
  };
  const r = customersRepository(deps.db);
  const { totals: stats, page } = await r.search(filter, (query.page - 1) * query.pageSize, query.pageSize);
  const assessments = await r.assessmentsOf(
    page.map((c) => c.id),
    ASSESSMENTS_PER_CUSTOMER,
  );
  return {
    customers: page.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      role: c.role,
      createdAt: c.createdAt.toISOString(),
      assessmentCount: c.assessmentCount,
      processedCount: c.processedCount,
      reportCount: c.reportCount,
      assessments: assessments
        .filter((a) => a.userId === c.id)
        .map((a) => ({
          id: a.id,
          createdAt: a.createdAt.toISOString(),
          completedAt: a.completedAt?.toISOString() ?? null,
          status: a.analysed ? ('processed' as const) : ('pending' as const),
          reportGenerated: a.reportGenerated,
        })),
    })),
    total: stats.customers,
    searchQuery: text || null,
    page: query.page,
    pageSize: query.pageSize,
    stats,
  };
}
