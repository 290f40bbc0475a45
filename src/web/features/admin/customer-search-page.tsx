import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Search, ShieldCheck, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CustomerSummary } from '../../../shared/contracts/customers';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/button';
import { TableRegion } from '../../components/ui/table-region';
import { Card } from '../../components/ui/card';
import { DetailList } from '../../components/ui/detail-list';
import { fieldClass, Input, SearchInput } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { assessmentDetailsQuery, customersQuery, type CustomerSearchParams } from './api';
import { AnswerSummaryTable, ReportDownloadButton } from './assessment-answers';
import { filtersFromUrl, formatCount, Pager, pageFromUrl, usedFilters } from './list-in-url';

const TITLE = 'Kundhantering & Bedömningar';
const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short' });

/** "2026-11-27": the Swedish date of a moment, in Swedish time. */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}

/** The filters as the URL holds them; 'all' and empty are the defaults, left out of the URL and of the call. */
interface Filters {
  q: string;
  searchType: string;
  dateFrom: string;
  dateTo: string;
  status: string;
  hasAssessments: string;
}
const DEFAULTS: Filters = { q: '', searchType: 'all', dateFrom: '', dateTo: '', status: 'all', hasAssessments: 'all' };
const FILTER_KEYS = Object.keys(DEFAULTS) as (keyof Filters)[];
/** In the URL: a search has been run (with no filter at all it lists every customer). */
const SEARCHED = 'sok';
/** In the URL: the customer whose profile is open. */
const CUSTOMER = 'kund';
/** In the URL: the assessment whose answers are open (inside the profile). */
const ANSWERS = 'svar';

/** The call's query: each filter only when it is not 'all' or empty (spec §5), and the page. */
export function searchQueryOf(filters: Filters, page: number): CustomerSearchParams {
  return { ...usedFilters(filters), page: String(page) } as CustomerSearchParams;
}

/** The spec's customer management screen: search, results with paging, and a customer's profile, all held in the URL. */
export function CustomerSearchPage() {
  const { brandName } = useSiteInfo();
  usePageTitle(TITLE, brandName);
  const [params, setParams] = useSearchParams();
  const searched = params.has(SEARCHED);
  const applied = filtersFromUrl(params, DEFAULTS);
  const page = pageFromUrl(params);
  const query = searchQueryOf(applied, page);
  const search = useQuery({ ...customersQuery(query), enabled: searched });
  const customerId = params.get(CUSTOMER);
  // The customer whose profile was open: back on the list, focus returns to their View button.
  const [lastViewed, setLastViewed] = useState<string | null>(null);
  // The tab outlives a new search and Clear; it opens on the advanced filters when the URL uses them.
  const [tab, setTab] = useState<Tab>(() => (FILTER_KEYS.some((k) => k !== 'q' && applied[k] !== DEFAULTS[k]) ? 'advanced' : 'basic'));

  /** Runs a search: the filters in the URL (a new entry, so back returns to the previous one), from page 1. */
  const runSearch = (filters: Filters) => {
    const next = new URLSearchParams(usedFilters(filters));
    next.set(SEARCHED, '1');
    setParams(next);
  };
  const withParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    return next;
  };

  const answersId = params.get(ANSWERS);
  if (customerId && searched && answersId) {
    return <AssessmentAnswersView assessmentId={answersId} onBack={() => setParams(withParam(ANSWERS, null))} />;
  }
  if (customerId && searched) {
    const customer = search.data?.customers.find((c) => c.id === customerId);
    return (
      <CustomerProfile
        customer={customer}
        loading={search.isPending}
        onBack={() => setParams(withParam(CUSTOMER, null))}
        onAnswers={(id) => setParams(withParam(ANSWERS, id))}
      />
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Users className="size-7 text-primary" aria-hidden="true" /> {TITLE}
        </h1>
        <p className="text-muted-foreground">Sök kunder och se deras bedömningar.</p>
        {/* The spec (§6): the page states that it requires admin. */}
        <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
          <ShieldCheck className="size-4 text-primary" aria-hidden="true" /> Kräver administratörsbehörighet
        </p>
      </header>
      {search.data && <StatCards stats={search.data.stats} />}
      {/* Keyed by the URL's filters: back and forward show the search that was run. */}
      <SearchPanel
        key={FILTER_KEYS.map((k) => applied[k]).join('\u0000')}
        applied={applied}
        tab={tab}
        onTab={setTab}
        error={search.error}
        onSearch={runSearch}
        onClear={() => setParams(new URLSearchParams())}
      />
      {!searched ? (
        <p className="rounded-xl border border-border bg-surface p-4 text-muted-foreground">
          Använd sökfältet eller filtren för att hitta kunder, eller tryck på Tillämpa filter för att visa alla kunder.
        </p>
      ) : search.isPending ? (
        <Spinner label="Söker kunder..." className="min-h-24" />
      ) : search.isError ? (
        search.error instanceof ApiError && search.error.status === 400 ? null : (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger bg-danger-soft p-4">
            <p>Det gick inte att söka bland kunderna. Kontrollera anslutningen och försök igen.</p>
            <Button variant="outline" onClick={() => void search.refetch()}>
              Försök igen
            </Button>
          </div>
        )
      ) : (
        <Results
          result={search.data}
          focusId={lastViewed}
          onPage={(p) => setParams(withParam('page', String(p)))}
          onView={(id) => {
            setLastViewed(id);
            setParams(withParam(CUSTOMER, id));
          }}
        />
      )}
    </div>
  );
}

function StatCards({ stats }: { stats: { customers: number; assessments: number; processed: number; withReports: number } }) {
  const cards: [string, number][] = [
    ['Totalt antal kunder', stats.customers],
    ['Totalt antal bedömningar', stats.assessments],
    ['Behandlade', stats.processed],
    ['Med rapporter', stats.withReports],
  ];
  return (
    <section aria-labelledby="customer-stats-heading">
      <h2 id="customer-stats-heading" className="sr-only">
        Statistik för sökningen
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(([label, value]) => (
          <li key={label}>
            <Card className="flex h-full flex-col gap-1 p-4">
              <span className="text-sm text-muted-foreground">{label}</span>
              <span className="text-2xl font-bold tabular-nums">{formatCount(value)}</span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

const TABS = [
  ['basic', 'Grundsökning'],
  ['advanced', 'Avancerade filter'],
] as const;
type Tab = (typeof TABS)[number][0];

/** The two tabs: the basic search box, and the advanced filters with Apply and Clear. */
function SearchPanel({
  applied,
  tab,
  onTab: setTab,
  error,
  onSearch,
  onClear,
}: {
  applied: Filters;
  tab: Tab;
  onTab: (tab: Tab) => void;
  error: Error | null;
  onSearch: (f: Filters) => void;
  onClear: () => void;
}) {
  const [draft, setDraft] = useState<Filters>(applied);
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const fields = error instanceof ApiError && error.status === 400 ? { ...error.fields } : {};
  // A 400 about no field shown here (the page in the URL) still shows, beside the search box.
  if (error instanceof ApiError && error.status === 400 && !Object.keys(fields).some((k) => k === 'search' || FILTER_KEYS.includes(k as keyof Filters)))
    fields.q = error.serverMessage ?? 'Sökningen gick inte att göra.';
  const set = (key: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft);
  };
  const onTabKey = (e: KeyboardEvent, index: number) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = (index + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setTab(TABS[next]![0]);
    tabRefs.current[next]?.focus();
  };

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div role="tablist" aria-label="Sökläge" className="flex gap-1 rounded-lg bg-muted p-1">
        {TABS.map(([key, label], i) => (
          <button
            key={key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={(e) => onTabKey(e, i)}
            className={cn(
              'min-h-11 flex-1 rounded-md px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-primary',
              tab === key ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {/* One panel: the search box belongs to both tabs, the advanced tab adds the filters. */}
      <form onSubmit={submit} noValidate role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className="flex flex-col gap-4">
        <Field id={`${id}-q`} label="Sök på namn eller e-post" error={fields.q ?? fields.search}>
          {(props) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <SearchInput {...props} value={draft.q} onChange={(e) => set('q')(e.target.value)} placeholder="Namn eller e-post..." className="flex-1" />
              {tab === 'basic' && (
                <Button type="submit">
                  <Search aria-hidden="true" /> Sök
                </Button>
              )}
            </div>
          )}
        </Field>
        {tab === 'advanced' && (
          <div className="flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Choice
                id={`${id}-type`}
                label="Söktyp"
                value={draft.searchType}
                onChange={set('searchType')}
                error={fields.searchType}
                options={[
                  ['all', 'Namn och e-post'],
                  ['name', 'Namn'],
                  ['email', 'E-post'],
                ]}
              />
              <Field id={`${id}-from`} label="Registrerad från" error={fields.dateFrom}>
                {(props) => <Input {...props} type="date" value={draft.dateFrom} onChange={(e) => set('dateFrom')(e.target.value)} />}
              </Field>
              <Field id={`${id}-to`} label="Registrerad till" error={fields.dateTo}>
                {(props) => <Input {...props} type="date" value={draft.dateTo} onChange={(e) => set('dateTo')(e.target.value)} />}
              </Field>
              <Choice
                id={`${id}-status`}
                label="Status"
                value={draft.status}
                onChange={set('status')}
                error={fields.status}
                options={[
                  ['all', 'Alla'],
                  ['processed', 'Behandlade'],
                  ['pending', 'Väntande'],
                ]}
              />
              <Choice
                id={`${id}-has`}
                label="Har bedömningar"
                value={draft.hasAssessments}
                onChange={set('hasAssessments')}
                error={fields.hasAssessments}
                options={[
                  ['all', 'Alla'],
                  ['yes', 'Ja'],
                  ['no', 'Nej'],
                ]}
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit">Tillämpa filter</Button>
              <Button
                variant="outline"
                onClick={() => {
                  setDraft(DEFAULTS);
                  onClear();
                }}
              >
                Rensa
              </Button>
            </div>
          </div>
        )}
      </form>
    </Card>
  );
}

type FieldProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A label, the control, and the server's message beside it. */
function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: (props: FieldProps) => ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function Choice({
  id,
  label,
  value,
  onChange,
  options,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: [string, string][];
  error: string | undefined;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(props) => (
        <select {...props} value={value} onChange={(e) => onChange(e.target.value)} className={cn(fieldClass, 'min-h-11')}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';
const ROLE: Record<CustomerSummary['role'], [string, string]> = {
  admin: ['Admin', 'bg-primary-soft text-primary'],
  customer: ['Kund', 'bg-muted text-foreground'],
};
function RoleBadge({ role }: { role: CustomerSummary['role'] }) {
  const [text, style] = ROLE[role];
  return <span className={cn(badge, style)}>{text}</span>;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
const COLUMNS = ['Kund', 'E-post', 'Roll', 'Registrerad', 'Bedömningar', 'Status'];

function Results({
  result,
  focusId,
  onPage,
  onView,
}: {
  result: { customers: CustomerSummary[]; total: number; searchQuery: string | null; page: number; pageSize: number };
  focusId: string | null;
  onPage: (page: number) => void;
  onView: (id: string) => void;
}) {
  const { customers, total, searchQuery, page, pageSize } = result;
  const table = useRef<HTMLDivElement>(null);
  // Once, when the list comes back from a profile.
  useEffect(() => {
    if (focusId) table.current?.querySelector<HTMLButtonElement>(`[data-customer="${CSS.escape(focusId)}"]`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section aria-labelledby="customer-results-heading" className="flex flex-col gap-3">
      <h2 id="customer-results-heading" className="flex flex-wrap items-center gap-2 text-xl font-semibold [overflow-wrap:anywhere]">
        {searchQuery ? `Sökresultat för ”${searchQuery}”` : 'Alla kunder'}
        <span className={cn(badge, 'bg-primary-soft text-sm text-primary')} data-testid="customer-total">
          {formatCount(total)}
          <span className="sr-only">{total === 1 ? ' träff' : ' träffar'}</span>
        </span>
      </h2>
      {customers.length === 0 ? (
        <p role="status" className="rounded-xl border border-border bg-surface p-4 text-muted-foreground">
          Inga kunder hittades
        </p>
      ) : (
        <>
          <TableRegion ref={table} label="Tabell över kunderna">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <thead className="bg-muted">
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col" className="p-3 whitespace-nowrap">
                      {c}
                    </th>
                  ))}
                  <th scope="col" className="p-3">
                    <span className="sr-only">Åtgärd</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {customers.map((c) => (
                  <tr key={c.id} className="border-t border-border">
                    <th scope="row" className="p-3 font-semibold">
                      {c.name}
                    </th>
                    <td className="p-3 break-all">{c.email}</td>
                    <td className="p-3">
                      <RoleBadge role={c.role} />
                    </td>
                    <td className="p-3 whitespace-nowrap tabular-nums">{formatDay(c.createdAt)}</td>
                    <td className="p-3 whitespace-nowrap">
                      {plural(c.assessmentCount, 'bedömning', 'bedömningar')}
                      <br />
                      <span className="text-muted-foreground">{plural(c.reportCount, 'rapport', 'rapporter')}</span>
                    </td>
                    <td className="p-3 whitespace-nowrap">
                      {c.assessmentCount === 0 ? (
                        <span className="text-muted-foreground">Inga bedömningar</span>
                      ) : (
                        <span className={cn(badge, 'bg-primary-soft text-primary')}>{formatCount(c.processedCount)} behandlade</span>
                      )}
                    </td>
                    <td className="p-1.5">
                      <Button variant="outline" size="sm" aria-label={`Visa ${c.name}`} data-customer={c.id} onClick={() => onView(c.id)}>
                        Visa
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <Pager page={page} pageSize={pageSize} shown={customers.length} total={total} noun="kunder" onPage={onPage} />
        </>
      )}
    </section>
  );
}

/** The profile inside the same page: the customer's details, figures and assessment history; back returns to the same search and page. */
function CustomerProfile({
  customer,
  loading,
  onBack,
  onAnswers,
}: {
  customer: CustomerSummary | undefined;
  loading: boolean;
  onBack: () => void;
  onAnswers: (assessmentId: string) => void;
}) {
  const back = (
    <Button variant="outline" onClick={onBack} className="self-start">
      <ArrowLeft aria-hidden="true" /> Tillbaka till sökningen
    </Button>
  );
  if (loading) return <Spinner label="Söker kunder..." className="min-h-40" />;
  if (!customer) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p role="status" className="rounded-xl border border-border bg-surface p-4 text-muted-foreground">
          Kunden finns inte bland sökresultaten längre. Gå tillbaka och sök igen.
        </p>
      </div>
    );
  }
  const details: [string, ReactNode][] = [
    ['E-post', <span className="break-all">{customer.email}</span>],
    ['Roll', <RoleBadge role={customer.role} />],
    ['Registrerad', formatDay(customer.createdAt)],
  ];
  const figures: [string, number][] = [
    ['Totalt antal bedömningar', customer.assessmentCount],
    ['Behandlade', customer.processedCount],
    ['Med rapporter', customer.reportCount],
  ];
  return (
    <div className="flex flex-col gap-6">
      {back}
      <header>
        <p className="text-sm text-muted-foreground">Kundprofil</p>
        <ProfileHeading name={customer.name} />
      </header>
      <Card className="p-4 sm:p-6">
        <DetailList items={details} className="gap-3 sm:grid-cols-3" />
      </Card>
      <section aria-labelledby="profile-stats-heading">
        <h2 id="profile-stats-heading" className="mb-3 text-xl font-semibold">
          Statistik
        </h2>
        <ul className="grid grid-cols-3 gap-2 sm:gap-3">
          {figures.map(([label, value]) => (
            <li key={label}>
              <Card className="flex h-full flex-col justify-between gap-1 p-3 sm:p-4">
                <span className="text-xs text-muted-foreground sm:text-sm">{label}</span>
                <span className="text-2xl font-bold tabular-nums">{formatCount(value)}</span>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="mb-3 text-xl font-semibold">
          Bedömningshistorik
        </h2>
        {customer.assessments.length === 0 ? (
          <p className="rounded-xl border border-border bg-surface p-4 text-muted-foreground">Inga bedömningar genomförda än</p>
        ) : (
          <>
            {customer.assessmentCount > customer.assessments.length && (
              <p className="mb-2 text-sm text-muted-foreground">
                Visar de {customer.assessments.length} senaste av {formatCount(customer.assessmentCount)} bedömningar.
              </p>
            )}
            <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
              {customer.assessments.map((a) => (
                <li key={a.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-mono text-sm break-all">Bedömning {a.id}</p>
                    <p className="text-sm text-muted-foreground tabular-nums">
                      <time dateTime={a.completedAt ?? a.createdAt}>{formatDay(a.completedAt ?? a.createdAt)}</time>
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className={cn(badge, a.status === 'processed' ? 'bg-primary-soft text-primary' : 'bg-warning-soft text-amber-950')}>
                      {a.status === 'processed' ? 'Behandlad' : 'Väntar'}
                    </span>
                    {a.reportGenerated && <span className={cn(badge, 'border border-border bg-info-soft text-foreground')}>Rapport genererad</span>}
                    <Button variant="outline" size="sm" onClick={() => onAnswers(a.id)} aria-label={`Visa alla svar för bedömning ${a.id}`}>
                      Visa alla svar
                    </Button>
                    {a.status === 'processed' && <ReportDownloadButton assessmentId={a.id} label={`Ladda ner rapport för bedömning ${a.id}`} />}
                    <Button asChild variant="link" size="sm" className="px-0">
                      <Link to={`/assessment-details/${encodeURIComponent(a.id)}`} aria-label={`Visa detaljer för bedömning ${a.id}`}>
                        Visa detaljer
                      </Link>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

/** The profile replaced the list (and the View button): focus moves to its heading. */
function ProfileHeading({ name }: { name: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold break-words outline-none">
      {name}
    </h1>
  );
}

/**
 * The spec's in-page answers view: the assessment's overview (with whether a report exists, and
 * its download) and every question with its answer. Back returns to the profile.
 */
function AssessmentAnswersView({ assessmentId, onBack }: { assessmentId: string; onBack: () => void }) {
  const details = useQuery(assessmentDetailsQuery(assessmentId));
  const back = (
    <Button variant="outline" onClick={onBack} className="self-start">
      <ArrowLeft aria-hidden="true" /> Tillbaka till kundprofilen
    </Button>
  );
  if (details.isPending) return <Spinner label="Laddar svaren..." className="min-h-40" />;
  if (details.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p role="alert" className="rounded-xl border border-border bg-surface p-4">
          {details.error instanceof ApiError && details.error.status === 404 ? 'Bedömningen hittades inte.' : 'Svaren kunde inte laddas. Försök igen.'}
        </p>
      </div>
    );
  }
  const d = details.data;
  const fullReport = d.reports.some((r) => r.kind === 'full');
  const overview: [string, ReactNode][] = [
    ['Bedömning', <span className="font-mono text-sm break-all">{d.assessment.id}</span>],
    ['Kund', d.user.name],
    ['E-post', d.user.email ? <span className="break-all">{d.user.email}</span> : '–'],
    ['Status', d.assessment.status === 'processed' ? 'Behandlad' : 'Väntar'],
    ['Genomförd', formatDay(d.assessment.completedAt ?? d.assessment.createdAt)],
    [
      'Rapport',
      <span className="flex flex-wrap items-center gap-2">
        {fullReport ? 'Genererad' : 'Inte genererad'}
        {d.assessment.status === 'processed' && !d.user.guest && <ReportDownloadButton assessmentId={d.assessment.id} />}
      </span>,
    ],
  ];
  return (
    <div className="flex flex-col gap-6">
      {back}
      <header>
        <p className="text-sm text-muted-foreground">Bedömningens svar</p>
        <ProfileHeading name={`Svar från ${d.user.name}`} />
      </header>
      <Card className="p-4 sm:p-6">
        <DetailList items={overview} className="gap-3 sm:grid-cols-2 lg:grid-cols-3" />
      </Card>
      <section aria-labelledby="answers-heading" className="flex flex-col gap-3">
        <h2 id="answers-heading" className="text-xl font-semibold">
          Frågor och svar
        </h2>
        {d.answerSummary.length === 0 ? (
          <p className="rounded-xl border border-border bg-surface p-4 text-muted-foreground">Inga svar tillgängliga</p>
        ) : (
          <AnswerSummaryTable rows={d.answerSummary} label="Tabell över frågor och svar" />
        )}
      </section>
    </div>
  );
}
