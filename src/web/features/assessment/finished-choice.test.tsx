import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_BANK } from '../../../shared/content/question-bank';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { json, renderPage, stubApi } from '../../app/auth-provider.test-support';
import { embedSiteInfo, TEST_PRODUCT } from '../../app/site-info.test-support';
import { AssessmentPage } from './assessment-page';
import { readGuestClaim, rememberCompletedAssessment, writeGuestProgress } from './assessment-storage';
import { START_OVER_TEXT } from './finished-choice';

const CLAIMED = '0b6f8c1e-1111-4a4a-8888-123456789abc';
const questions = QUESTION_BANK.map((q, i) => ({ ...q, id: q.key, position: i + 1 }));
const user = userEvent.setup();

let removeSiteInfo = () => {};
beforeEach(() => {
  removeSiteInfo = embedSiteInfo(TEST_PRODUCT);
  stubApi({ '/api/assessment/questions': json(200, { questions }) });
});
afterEach(() => {
  removeSiteInfo();
  localStorage.clear();
  document.cookie = 'rk_progress=; Max-Age=0; path=/';
  vi.unstubAllGlobals();
});

describe('opening the questionnaire after finishing it as a guest', () => {
  it('offers the result first and starting over only after a confirmation that keeps the finished one', async () => {
    rememberCompletedAssessment(CLAIMED, 'secret-token-0123456789');
    renderPage('/assessment', <AssessmentPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Du har redan gjort bedömningen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se ditt resultat' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Börja om från början' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(START_OVER_TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Du har redan gjort bedömningen' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Börja om från början' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Ja, börja om' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Innan du börjar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Starta bedömningen' })).toBeInTheDocument();
    // The finished assessment still waits for an account until the new one is done.
    expect(readGuestClaim()?.id).toBe(CLAIMED);
  });

  it('a guest with new answers under way continues them; a first visit gets the consent', async () => {
    rememberCompletedAssessment(CLAIMED, 'secret-token-0123456789');
    writeGuestProgress({ currentStep: 1, responses: {}, lastUpdated: new Date().toISOString(), consent: { givenAt: new Date().toISOString(), version: 'x' } });
    const { unmount } = renderPage('/assessment', <AssessmentPage />);
    expect(await screen.findByText(`Fråga 2 av ${questions.length}`)).toBeInTheDocument();
    unmount();
    localStorage.clear();
    document.cookie = 'rk_progress=; Max-Age=0; path=/';
    renderPage('/assessment', <AssessmentPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Innan du börjar' })).toBeInTheDocument();
  });
});
