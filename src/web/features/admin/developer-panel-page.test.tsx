import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { QUESTION_BANK } from '../../../shared/content/question-bank';
import { json, renderPage, sentTo, stubApi, type FetchMock } from '../../app/auth-provider.test-support';
import { ToastSpy, clearToasts, toastsShown } from '../../components/ui/toast-spy.test-support';
import { DeveloperPanelPage, mockAnswersFor, UNPAID_REPORT_NOTICE } from './developer-panel-page';

const admin = { id: 'a1', email: 'agare@ryggkollen.se', name: 'Ägaren Åsa', role: 'admin' as const };
const ID = '00000000-0000-4000-8000-0000000000a1';
const REPORT = '00000000-0000-4000-8000-0000000000b1';
const QUESTIONS = QUESTION_BANK.map((q, i) => ({ ...q, id: q.key, position: i + 1 }));

afterEach(() => {
  clearToasts();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function show(answers: Record<string, () => Response> = {}): FetchMock {
  localStorage.setItem('auth_user', JSON.stringify(admin));
  localStorage.setItem('auth_token', JSON.stringify('t'));
  const fetchMock = stubApi({
    '/api/me': json(200, admin),
    '/api/assessment/questions': json(200, { questions: QUESTIONS }),
    '/api/assessments': json(201, { id: ID, claimToken: null, sellable: false }),
    [`/api/assessments/${ID}/answers`]: json(200, { assessmentId: ID, answers: [], sellable: true }),
    [`/api/assessments/${ID}/finalize`]: json(200, { reportId: REPORT, downloadUrl: `/api/reports/${REPORT}/download`, paid: false }),
    '/api/checkout/klarna': json(200, { checkoutUrl: `http://localhost/results?assessment=${ID}#kop` }),
    ...answers,
  });
  renderPage(
    '/admin/developer-panel',
    <>
      <DeveloperPanelPage />
      <ToastSpy />
    </>,
  );
  return fetchMock;
}

const step = (n: number) => screen.getByRole('group', { name: new RegExp(`Steg ${n}:`) });
const runButton = (n: number) => within(step(n)).getByRole('button', { name: /Kör/ });

describe('DeveloperPanelPage', () => {
  it('runs the four steps in order, each showing its request and its answer as JSON, and says the unpaid report was made for an admin', async () => {
    const fetchMock = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Utvecklarverktyg' })).toBeInTheDocument();
    // Later steps wait for the one before.
    await waitFor(() => expect(runButton(1)).toBeEnabled());
    for (const n of [2, 3, 4]) expect(runButton(n)).toBeDisabled();
    expect(within(step(1)).getByText('Förfrågan: POST /api/assessments')).toBeInTheDocument();

    fireEvent.click(runButton(1));
    expect(await within(step(1)).findByText('Svar: HTTP 201')).toBeInTheDocument();
    expect(within(step(1)).getByText(new RegExp(`"id": "${ID}"`))).toBeInTheDocument();
    const [created] = sentTo(fetchMock, '/api/assessments') as { email: string; responses: { tests: unknown[] } }[];
    expect(created).toMatchObject({ email: admin.email, status: 'completed', responses: { tests: [{ testId: QUESTIONS[0]!.key, completion: 'skipped' }] } });

    expect(within(step(2)).getByText(`Förfrågan: POST /api/assessments/${ID}/answers`)).toBeInTheDocument();
    fireEvent.click(runButton(2));
    expect(await within(step(2)).findByText('Svar: HTTP 200')).toBeInTheDocument();
    expect(sentTo(fetchMock, `/api/assessments/${ID}/answers`)).toEqual([{ responses: mockAnswersFor(QUESTIONS) }]);

    fireEvent.click(runButton(3));
    expect(await within(step(3)).findByText(/Rapporten skapades utan betalning eftersom du är administratör/)).toBeInTheDocument();
    expect(within(step(3)).getByRole('note')).toHaveTextContent(UNPAID_REPORT_NOTICE);
    expect(within(step(3)).getByRole('button', { name: 'Ladda ner rapporten' })).toBeInTheDocument();

    fireEvent.click(runButton(4));
    expect(await within(step(4)).findByRole('link', { name: 'Öppna kassan' })).toHaveAttribute('href', `http://localhost/results?assessment=${ID}#kop`);
    expect(sentTo(fetchMock, '/api/checkout/klarna')).toEqual([{ assessmentId: ID, email: admin.email, userName: admin.name }]);
  });

  it('shows the spec’s error text with the status, and the server’s answer, when a step fails', async () => {
    show({ [`/api/assessments/${ID}/finalize`]: json(409, { error: 'Svaren har ett akut varningstecken.' }) });
    await waitFor(() => expect(runButton(1)).toBeEnabled());
    fireEvent.click(runButton(1));
    await waitFor(() => expect(runButton(2)).toBeEnabled());
    fireEvent.click(runButton(2));
    await waitFor(() => expect(runButton(3)).toBeEnabled());
    fireEvent.click(runButton(3));
    expect(await within(step(3)).findByRole('alert')).toHaveTextContent('Assessment finalization failed: 409');
    expect(within(step(3)).getByText('Svar: HTTP 409')).toBeInTheDocument();
    expect(within(step(3)).getByText(/akut varningstecken/)).toBeInTheDocument();
    expect(runButton(4)).toBeDisabled();
    await waitFor(() => expect(toastsShown()[0]).toMatchObject({ title: 'Assessment finalization failed: 409', variant: 'destructive' }));
  });

  it('names the failure of each step as the spec does', async () => {
    show({ '/api/assessments': json(400, { error: 'Bedömningen saknar svar' }) });
    await waitFor(() => expect(runButton(1)).toBeEnabled());
    fireEvent.click(runButton(1));
    expect(await within(step(1)).findByRole('alert')).toHaveTextContent('Assessment creation failed: 400');
  });

  it('mock answers carry, per question number, selectedOption and riskWeight 0–10 from the bank', () => {
    const mocks = mockAnswersFor(QUESTIONS);
    expect(mocks['2']).toEqual({ selectedOption: 'none', riskWeight: expect.any(Number) });
    for (const m of Object.values(mocks)) {
      expect(m.riskWeight).toBeGreaterThanOrEqual(0);
      expect(m.riskWeight).toBeLessThanOrEqual(10);
    }
    expect(Object.keys(mocks).length).toBeGreaterThan(25);
  });
});
