import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ROUTES } from '../../../shared/admin-routes';
import type { AuditEntry } from '../../../shared/contracts/audit';
import type { DashboardPeriod, DashboardResponse } from '../../../shared/contracts/dashboard';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { json, renderPage, stubApi } from '../../app/auth-provider.test-support';
import { AdminLayout } from './admin-layout';
import { DashboardPage, formatShare } from './dashboard-page';

const admin = { id: 'a1', email: 'agare@ryggkollen.se', name: 'Ägaren Åsa', role: 'admin' as const };

const empty: DashboardPeriod = {
  from: '2026-11-27T00:00:00+01:00',
  assessmentsStarted: 0,
  assessmentsCompleted: 0,
  registrations: 0,
  paidOrders: 0,
  revenueOre: 0,
  purchasedAssessments: 0,
  conversion: null,
  emergencies: 0,
  emergencyShare: null,
};
const FIGURES: DashboardResponse = {
  timeZone: 'Europe/Stockholm',
  periods: {
    today: empty,
    last7Days: {
      ...empty,
      assessmentsStarted: 9,
      assessmentsCompleted: 8,
      registrations: 3,
      paidOrders: 1,
      revenueOre: 25_000,
      purchasedAssessments: 1,
      conversion: 0.125,
      emergencies: 1,
      emergencyShare: 0.125,
    },
    last30Days: {
      ...empty,
      assessmentsStarted: 1200,
      assessmentsCompleted: 40,
      registrations: 12,
      paidOrders: 5,
      revenueOre: 125_000,
      purchasedAssessments: 5,
      conversion: 0.125,
      emergencies: 2,
      emergencyShare: 0.05,
    },
  },
  template: { active: true, builtIn: true, name: null },
};
const CHANGE: AuditEntry = {
  id: 'e1',
  actorName: 'Ägaren Åsa',
  action: 'question.update',
  subjectType: 'question',
  subjectId: 'q1',
  summary: 'Ändrade frågan ”Var sitter smärtan?”',
  createdAt: '2026-11-26T08:05:00.000Z',
};

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function show(answers: { dashboard?: () => Response; audit?: () => Response }) {
  localStorage.setItem('auth_user', JSON.stringify(admin));
  localStorage.setItem('auth_token', JSON.stringify('t'));
  stubApi({
    '/api/me': json(200, admin),
    '/api/admin/dashboard': answers.dashboard ?? json(200, FIGURES),
    '/api/admin/audit-log': answers.audit ?? json(200, [CHANGE]),
  });
  renderPage(
    '/dashboard',
    <AdminLayout>
      <DashboardPage />
    </AdminLayout>,
  );
}

const cell = (row: string, column: number) => within(screen.getByRole('row', { name: new RegExp(`^${row}`) })).getAllByRole('cell')[column];

describe('DashboardPage', () => {
  it('shows the brand title, the name and logout, the process strip, the cards and the figures', async () => {
    show({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Ryggkollen Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Välkommen, Ägaren Åsa')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Logga ut' }).length).toBeGreaterThan(0);

    const steps = within(screen.getByRole('region', { name: 'Processen' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['1Registrering', '2Bedömningstest', '3AI-analys', '4Mall', '5PDF-nedladdning']);
    expect(steps[3]).toHaveAttribute('data-state', 'ready');

    // The built-in template is active: the start card is a link and the template card manages it.
    expect(screen.getByRole('link', { name: 'Starta bedömningen' })).toHaveAttribute('href', '/assessment');
    expect(screen.getByRole('link', { name: 'Hantera mall' })).toHaveAttribute('href', '/template-upload');
    expect(screen.queryByText('Mall krävs först')).not.toBeInTheDocument();
    for (const [name, href] of [
      ['Öppna kundhanteringen', '/customer-search'],
      ['Öppna utvecklarverktygen', '/admin/developer-panel'],
      ['Öppna frågeredigeraren', '/question-editor'],
      ['Administrera mallar', '/admin/templates'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }

    expect(cell('Påbörjade bedömningar', 2)).toHaveTextContent('1 200');
    expect(cell('Intäkter', 0)).toHaveTextContent('0 kr');
    expect(cell('Intäkter', 1)).toHaveTextContent('250 kr');
    expect(cell('Intäkter', 2)).toHaveTextContent('1 250 kr');
    expect(cell('Konvertering', 0)).toHaveTextContent('–');
    expect(cell('Konvertering', 1)).toHaveTextContent('13 %');
    expect(cell('Andel som stoppades', 2)).toHaveTextContent('5 %');
  });

  it('lists the last changes with who, what and a Swedish date and time', async () => {
    show({});
    const changes = await screen.findByRole('region', { name: 'Senaste ändringarna' });
    const item = await within(changes).findByRole('listitem');
    expect(item).toHaveTextContent('Ägaren Åsa');
    expect(item).toHaveTextContent('Ändrade frågan ”Var sitter smärtan?”');
    expect(item).toHaveTextContent('2026-11-26 09:05');
  });

  it('without a template: the template step is orange, the start card says "Mall krävs först"', async () => {
    show({ dashboard: json(200, { ...FIGURES, template: { active: false, builtIn: false, name: null } }) });
    const disabled = await screen.findByRole('button', { name: 'Mall krävs först' });
    expect(disabled).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Starta bedömningen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ladda upp mall' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Processen' })).getAllByRole('listitem')[3]).toHaveAttribute('data-state', 'missing');
  });

  it('says in Swedish when the figures or the changes cannot be loaded, and offers to try again', async () => {
    show({ dashboard: json(500, { error: 'Serverfel' }), audit: json(500, { error: 'Serverfel' }) });
    expect(await screen.findByText(/Det gick inte att hämta översikten/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(/Det gick inte att hämta ändringarna/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Försök igen' })).toHaveLength(2);
  });

  it('says so when no change has been made yet', async () => {
    show({ audit: json(200, []) });
    expect(await screen.findByText(/Inga ändringar ännu/)).toBeInTheDocument();
  });

  it('shows the loading state while the figures come', () => {
    show({ dashboard: () => new Promise<Response>(() => undefined) as unknown as Response });
    expect(screen.getByText('Laddar översikten...')).toBeInTheDocument();
  });
});

describe('AdminLayout', () => {
  it('has a side navigation to every admin screen, the name and a menu button that opens it on a phone', async () => {
    show({});
    await screen.findByText('Välkommen, Ägaren Åsa');
    const nav = screen.getByRole('navigation', { name: 'Adminmeny' });
    const links = within(nav).getAllByRole('link');
    // Every admin route but the assessment details, which need an assessment.
    expect(links.map((l) => l.getAttribute('href'))).toEqual(ADMIN_ROUTES.filter((r) => !r.includes(':')));
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('admin-user-name')).toHaveTextContent('Ägaren Åsa');
    const menu = screen.getByRole('button', { name: 'Adminmeny' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('formatShare', () => {
  it('is a whole sv-SE percent, or a dash without a base', () => {
    expect(formatShare(0.12)).toBe('12\u00a0%');
    expect(formatShare(null)).toBe('–');
  });
});
