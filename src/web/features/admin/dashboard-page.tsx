import { useQuery } from '@tanstack/react-query';
import { Check, ClipboardCheck, FileUp, LayoutTemplate, ListChecks, LogOut, Play, Users, Wrench, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { AuditEntry } from '../../../shared/contracts/audit';
import type { DashboardPeriod, DashboardResponse } from '../../../shared/contracts/dashboard';
import { formatKronor } from '../../../shared/domain/money';
import { useAuth } from '../../app/auth-provider';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { auditLogQuery, dashboardQuery } from './api';

const percent = new Intl.NumberFormat('sv-SE', { style: 'percent', maximumFractionDigits: 0 });
const wholeNumber = new Intl.NumberFormat('sv-SE');
// ICU versions differ in the group separator; always a no-break space, as the money formatter does.
const count = { format: (n: number) => wholeNumber.format(n).replace(/\s/g, '\u00a0') };
const dateTime = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' });

/** "12 %" (sv-SE, a no-break space before the sign), or "–" when there is nothing to divide by. */
export function formatShare(share: number | null): string {
  return share === null ? '–' : percent.format(share).replace(/\s/g, '\u00a0');
}

/** "27 nov. 2026 09:41"-style Swedish date and time, in Swedish time. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function DashboardPage() {
  const { brandName } = useSiteInfo();
  const { user, signOut } = useAuth();
  const title = `${brandName} Dashboard`;
  usePageTitle(title, brandName);
  const dashboard = useQuery(dashboardQuery());

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="text-muted-foreground">Välkommen, {user?.name}</p>
        </div>
        <Button variant="outline" onClick={() => signOut()}>
          <LogOut aria-hidden="true" /> Logga ut
        </Button>
      </header>
      {dashboard.isPending ? (
        <Spinner label="Laddar översikten..." className="min-h-40" />
      ) : dashboard.isError ? (
        <LoadError what="översikten" onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <ProcessStrip templateActive={dashboard.data.template.active} />
          <ActionCards templateActive={dashboard.data.template.active} />
          <Figures periods={dashboard.data.periods} />
        </>
      )}
      <RecentChanges />
    </div>
  );
}

function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger bg-danger-soft p-4">
      <p>Det gick inte att hämta {what}. Kontrollera anslutningen och försök igen.</p>
      <Button variant="outline" onClick={onRetry}>
        Försök igen
      </Button>
    </div>
  );
}

/** One part of the dashboard under its heading (a hidden one is for screen readers only). */
function Section({ id, title, hidden, children }: { id: string; title: ReactNode; hidden?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={hidden ? 'sr-only' : 'mb-3 flex items-center gap-2 text-xl font-semibold'}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const STEPS = ['Registrering', 'Bedömningstest', 'AI-analys', 'Mall', 'PDF-nedladdning'];
const TEMPLATE_STEP = 3;

/** The five steps of the process; the template step is green with a template, orange without. */
function ProcessStrip({ templateActive }: { templateActive: boolean }) {
  return (
    <Section id="process-heading" title="Processen">
      <ol className="grid gap-2 md:grid-cols-5">
        {STEPS.map((step, i) => {
          const missing = i === TEMPLATE_STEP && !templateActive;
          return (
            <li
              key={step}
              data-state={missing ? 'missing' : 'ready'}
              className={cn(
                'flex min-w-0 items-center gap-2 rounded-lg border p-3 text-sm font-medium break-words md:flex-col md:items-start',
                missing ? 'border-amber-400 bg-warning-soft text-amber-950' : 'border-primary bg-primary-soft text-primary',
              )}
            >
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-white tabular-nums">{i + 1}</span>
              {step}
              {i === TEMPLATE_STEP && <span className="ml-auto md:ml-0">{missing ? '(saknas)' : <Check className="size-4" aria-label="klar" />}</span>}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

interface ActionCard {
  href: string;
  title: string;
  text: string;
  icon: LucideIcon;
  action: string;
  needsTemplate?: boolean;
}

function cardsFor(templateActive: boolean): ActionCard[] {
  return [
    { href: '/customer-search', title: 'Avancerad kundhantering', text: 'Sök kunder och se deras bedömningar.', icon: Users, action: 'Öppna kundhanteringen' },
    {
      href: '/admin/developer-panel',
      title: 'Utvecklarverktyg',
      text: 'Testa hela flödet från början till slut.',
      icon: Wrench,
      action: 'Öppna utvecklarverktygen',
    },
    {
      href: '/template-upload',
      title: 'Mall',
      text: templateActive ? 'En mall används för rapporterna.' : 'Ingen mall används ännu.',
      icon: FileUp,
      action: templateActive ? 'Hantera mall' : 'Ladda upp mall',
    },
    {
      href: '/assessment',
      title: 'Starta bedömning',
      text: 'Gör bedömningen som en kund gör den.',
      icon: Play,
      action: 'Starta bedömningen',
      needsTemplate: true,
    },
    { href: '/question-editor', title: 'Frågeredigerare', text: 'Ändra frågornas texter och bilder.', icon: ListChecks, action: 'Öppna frågeredigeraren' },
    { href: '/admin/templates', title: 'Mallar', text: 'Administrera alla rapportmallar.', icon: LayoutTemplate, action: 'Administrera mallar' },
  ];
}

function ActionCards({ templateActive }: { templateActive: boolean }) {
  return (
    <Section id="cards-heading" hidden title="Genvägar">
      <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
        {cardsFor(templateActive).map(({ href, title, text, icon: Icon, action, needsTemplate }) => {
          const disabled = needsTemplate && !templateActive;
          return (
            <li key={href}>
              <Card className="flex h-full flex-col gap-3">
                <h3 className="flex items-center gap-2 text-lg font-semibold">
                  <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
                </h3>
                <p className="flex-1 text-muted-foreground">{text}</p>
                {disabled ? (
                  <Button disabled variant="outline">
                    Mall krävs först
                  </Button>
                ) : (
                  <Button asChild variant="outline">
                    <Link to={href}>{action}</Link>
                  </Button>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

const PERIODS = [
  ['today', 'Idag'],
  ['last7Days', '7 dagar'],
  ['last30Days', '30 dagar'],
] as const;

const ROWS: [string, (p: DashboardPeriod) => string][] = [
  ['Påbörjade bedömningar', (p) => count.format(p.assessmentsStarted)],
  ['Slutförda bedömningar', (p) => count.format(p.assessmentsCompleted)],
  ['Registreringar', (p) => count.format(p.registrations)],
  ['Betalda ordrar', (p) => count.format(p.paidOrders)],
  ['Intäkter', (p) => formatKronor(p.revenueOre)],
  ['Konvertering (slutförd bedömning till köp)', (p) => formatShare(p.conversion)],
  ['Andel som stoppades vid akut läge', (p) => formatShare(p.emergencyShare)],
];

/** The owner's figures: one row per figure, one column per period. */
function Figures({ periods }: { periods: DashboardResponse['periods'] }) {
  return (
    <Section id="figures-heading" title="Nyckeltal">
      <div className="overflow-x-auto rounded-xl border border-border bg-surface">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Nyckeltal för idag, de senaste 7 och de senaste 30 dagarna</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-3">
                Nyckeltal
              </th>
              {PERIODS.map(([key, label]) => (
                <th key={key} scope="col" className="p-3 text-right">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([label, value]) => (
              <tr key={label} className="border-t border-border">
                <th scope="row" className="p-3 font-medium">
                  {label}
                </th>
                {PERIODS.map(([key]) => (
                  <td key={key} className="p-3 text-right tabular-nums">
                    {value(periods[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** The last 20 admin changes: who, what and when. */
function RecentChanges() {
  const log = useQuery(auditLogQuery());
  return (
    <Section
      id="changes-heading"
      title={
        <>
          <ClipboardCheck className="size-5 text-primary" aria-hidden="true" /> Senaste ändringarna
        </>
      }
    >
      {log.isPending ? (
        <Spinner label="Laddar ändringarna..." className="min-h-24" />
      ) : log.isError ? (
        <LoadError what="ändringarna" onRetry={() => void log.refetch()} />
      ) : log.data.length === 0 ? (
        <p className="rounded-xl border border-border bg-surface p-4 text-muted-foreground">
          Inga ändringar ännu. När en mall, fråga eller bild ändras syns det här.
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
          {log.data.map((entry) => (
            <ChangeRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function ChangeRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className="flex flex-col gap-1 p-3 sm:flex-row sm:items-baseline sm:gap-4">
      <time dateTime={entry.createdAt} className="shrink-0 text-sm text-muted-foreground tabular-nums">
        {formatDateTime(entry.createdAt)}
      </time>
      <span className="shrink-0 font-medium">{entry.actorName ?? 'Admin-nyckel'}</span>
      <span className="min-w-0">{entry.summary}</span>
    </li>
  );
}
