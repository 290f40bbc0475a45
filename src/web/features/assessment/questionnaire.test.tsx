import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from '../../../shared/content/question-bank';
import type { Question } from '../../../shared/contracts/assessment';
import { RED_FLAG_TEXTS, URGENCY_HEADINGS, URGENT_SKIPS_TESTS } from '../../../shared/domain/scoring/advice';
import { createQueryClient } from '../../lib/query-client';
import { Questionnaire } from './questionnaire';
import { toggleChoice } from '../../components/question/answer-input';

const bank: Question[] = QUESTION_BANK.map((q, i) => ({ ...q, id: q.key, position: i + 1 }));
const consent = { givenAt: new Date().toISOString(), version: '2026-11-22' };

function renderQuestionnaire(questions: Question[] = bank) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Questionnaire questions={questions} user={null} initial={{ currentStep: 0, responses: {}, lastUpdated: new Date().toISOString(), consent }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const user = userEvent.setup();
const heading = () => screen.getByRole('heading', { level: 1 });
const next = () => user.click(screen.getByRole('button', { name: 'Nästa' }));
async function choose(label: string | RegExp) {
  await user.click(screen.getByRole('radio', { name: label }));
}

describe('the questionnaire', () => {
  it('counts the real number of questions and puts focus on the question', async () => {
    renderQuestionnaire();
    expect(screen.getByText(`Fråga 1 av ${bank.length}`)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Hur gammal är du?');
    expect(heading()).toHaveFocus();
  });

  it('cannot skip the warning signs, and shows a combination’s advice the moment its second answer is given', async () => {
    renderQuestionnaire();
    await choose('80 år eller äldre');
    await next();
    expect(heading()).toHaveTextContent('Stämmer något av det här in på dig just nu?');
    expect(screen.queryByRole('button', { name: 'Hoppa över' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Inget av detta' }));
    await next();
    await user.click(screen.getByRole('checkbox', { name: /Jag tar eller har tagit kortisontabletter/ }));
    await next();
    expect(screen.queryByText(RED_FLAG_TEXTS.fragility_fracture.reason)).toBeNull();
    await choose(/Efter ett lättare fall/);
    // Before "Nästa": the answer alone makes the combination.
    expect(await screen.findByText(RED_FLAG_TEXTS.fragility_fracture.reason)).toBeInTheDocument();
    expect(screen.getByText(RED_FLAG_TEXTS.fragility_fracture.action)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sök vård i dag');
  });

  it('skips the self-tests after an urgent sign and says why', async () => {
    renderQuestionnaire();
    await choose('30–44 år');
    await next();
    await user.click(screen.getByRole('checkbox', { name: /Feber på 38 grader/ }));
    expect(screen.getByText(URGENT_SKIPS_TESTS)).toBeInTheDocument();
    await next();
    const tests = bank.filter((q) => q.category === 'Rörelsetester' || q.category === 'Stabilitetstester').length;
    expect(screen.getByText(`Fråga 3 av ${bank.length - tests}`)).toBeInTheDocument();
  });

  it('stops at once after an emergency sign, and shows only the advice', async () => {
    renderQuestionnaire();
    await choose('50–64 år');
    await next();
    await user.click(screen.getByRole('checkbox', { name: /Nya problem med att kissa/ }));
    await next();
    expect(heading()).toHaveTextContent('Bedömningen stannar här');
    expect(screen.getByRole('alert')).toHaveTextContent('Ring 112');
    expect(screen.queryByRole('button', { name: 'Nästa' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/goda nyheter|goda förutsättningar|brukar bli bättre/);
    // A mistaken tick can be undone.
    await user.click(screen.getByRole('button', { name: 'Jag svarade fel, gå tillbaka' }));
    expect(heading()).toHaveTextContent('Stämmer något av det här in på dig just nu?');
  });

  it('a cancer history with pain below the knee stops at the emergency, in one box with every reason', async () => {
    renderQuestionnaire();
    await choose('50–64 år');
    await next();
    await user.click(screen.getByRole('checkbox', { name: /Du har eller har haft cancer/ }));
    // A cancer history alone: within days, calmly.
    expect(screen.getByRole('status', { name: URGENCY_HEADINGS.soon })).toBeInTheDocument();
    await next();
    while (!/Var känner du smärtan/.test(heading().textContent ?? '')) {
      await user.click(screen.getByRole('button', { name: 'Hoppa över' }));
    }
    await user.click(screen.getByRole('checkbox', { name: /Nedanför knät/ }));
    // The moment the answer is given: one box, the emergency's, with the cancer reasons under it.
    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent(URGENCY_HEADINGS.emergency);
    expect(box).toHaveTextContent(RED_FLAG_TEXTS.cancer_neuro.action);
    expect(box).toHaveTextContent(RED_FLAG_TEXTS.cancer_history.reason);
    expect(box).not.toHaveTextContent(RED_FLAG_TEXTS.cancer_history.calm!);
    expect(screen.queryByRole('status', { name: URGENCY_HEADINGS.soon })).toBeNull();
    expect(document.body.textContent).not.toContain('inom några dagar');
    await next();
    expect(heading()).toHaveTextContent('Bedömningen stannar här');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ring 112' })).toHaveAttribute('href', 'tel:112');
    expect(document.body.textContent).toContain('Är du osäker, ring 1177.');
  });

  it('needs the slider moved: untouched it is not an answer', async () => {
    const painIndex = bank.findIndex((q) => q.key === 'pain_intensity');
    renderQuestionnaire([bank[painIndex]!, bank[painIndex + 1]!]);
    const slider = screen.getByRole('slider', { name: 'Hur ont har du i ryggen? Din smärta från 0 till 10' });
    // Its label shows once, tied to it (issue 17: it showed twice, as a legend and as the label).
    expect(screen.getAllByText('Din smärta från 0 till 10')).toHaveLength(1);
    expect(screen.getByText('Din smärta från 0 till 10')).toHaveAttribute('for', slider.id);
    expect(slider).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Inget valt/));
    expect(screen.getByRole('button', { name: 'Nästa' })).toBeDisabled();
    fireEvent.change(slider, { target: { value: '6' } });
    expect(screen.getByRole('button', { name: 'Nästa' })).toBeEnabled();
    expect(slider).toHaveAttribute('aria-valuetext', '6 av 10');
  });

  it('shows one picture per step and keeps a self-test’s optional fields closed until asked for', async () => {
    const forward = bank.findIndex((q) => q.key === 'forward_bend');
    renderQuestionnaire([bank[forward]!, bank[forward + 1]!]);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByText('Hur ont gjorde det under testet? (0–10)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Lägg till hur det kändes (frivilligt)' }));
    expect(screen.getByText('Hur ont gjorde det under testet? (0–10)')).toBeInTheDocument();
    await choose('Det gick bra, utan smärta');
    await next();
    // The review saw step 30 carry 30 images: one per step.
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('src'))).toEqual(['/illustrations/backward-bend.svg']);
  });
});

describe('toggleChoice', () => {
  it('lets "none" exclude the other choices and the other way round', () => {
    expect(toggleChoice(['fever'], 'none')).toEqual(['none']);
    expect(toggleChoice(['none'], 'fever')).toEqual(['fever']);
    expect(toggleChoice(['fever', 'night_pain'], 'fever')).toEqual(['night_pain']);
  });
});
