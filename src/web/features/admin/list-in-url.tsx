import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';

/**
 * A server-paged admin list whose filters and page live in the URL (customers, orders): the
 * filters as text, where empty and 'all' are the defaults and are left out of the URL and of the
 * call (spec §5: "each filter is sent only when it is not 'all' or empty").
 */
export type ListFilters<K extends string> = Record<K, string>;

const wholeNumber = new Intl.NumberFormat('sv-SE');

/** "12 345" with a no-break space, so a count never breaks over two lines. */
export const formatCount = (n: number) => wholeNumber.format(n).replace(/\s/g, '\u00a0');

/** The filters the URL holds, each key's default where it holds none. */
export function filtersFromUrl<K extends string>(params: URLSearchParams, defaults: ListFilters<K>): ListFilters<K> {
  const filters = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) filters[key] = params.get(key) ?? defaults[key];
  return filters;
}

/** The page the URL names; 1 for none or anything that is not a whole number from 1. */
export function pageFromUrl(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The filters that are used (not empty, not 'all'), trimmed: for the URL and for the call. */
export function usedFilters<K extends string>(filters: ListFilters<K>): Partial<ListFilters<K>> {
  const used: Partial<ListFilters<K>> = {};
  for (const key of Object.keys(filters) as K[]) {
    const value = filters[key].trim();
    if (value !== '' && value !== 'all') used[key] = value;
  }
  return used;
}

/** 'Visar X-Y av N {noun}' and 'Sida p av n' with Föregående/Nästa (spec §2), for a page of `shown` rows. */
export function Pager({
  page,
  pageSize,
  shown,
  total,
  noun,
  onPage,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  /** What the rows are, in the plural: 'kunder', 'ordrar'. */
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + shown;
  return (
    <nav aria-label="Sidor" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground tabular-nums" role="status">
        Visar {first}-{last} av {formatCount(total)} {noun}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" /> Föregående
        </Button>
        <span className="text-sm tabular-nums">
          Sida {page} av {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Nästa <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
