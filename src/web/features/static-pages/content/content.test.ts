import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS } from '../../../../shared/domain/scoring/labels';
import { RISK_GROUP_HEADING, STRENGTH_LABELS } from '../../../../shared/domain/scoring/presentation';
import { about } from './about';
import { faqItems } from './faq';
import { howItWorks } from './how-it-works';
import { medicalInfo } from './medical-info';
import type { StaticPageContent } from './types';

function textOf(page: StaticPageContent): string {
  const blocks = page.sections.flatMap((s) => [
    s.heading,
    ...s.blocks.flatMap((b) => (b.type === 'list' ? b.items : b.type === 'steps' ? b.items.flatMap((i) => [i.title, i.text]) : [b.text])),
  ]);
  return [page.title, page.lead, ...blocks].join('\n');
}

const pages = { howItWorks, medicalInfo, about };
const faq = faqItems.map((i) => `${i.question}\n${i.answer}`).join('\n');

describe('static pages speak as the results page does (CLINICAL.md §2–3)', () => {
  it('how-it-works explains each of the eight categories under its one label', () => {
    const text = textOf(howItWorks);
    for (const label of Object.values(CATEGORY_LABELS)) expect(text).toContain(`${label}: `);
  });

  it('strength in the same words, and the risk group as the risk of long-lasting trouble', () => {
    for (const words of Object.values(STRENGTH_LABELS)) {
      expect(textOf(howItWorks)).toContain(words);
      expect(textOf(medicalInfo)).toContain(words);
    }
    expect(textOf(medicalInfo)).toContain(RISK_GROUP_HEADING);
  });

  it.each(Object.entries(pages))('%s never words a result as certainty, a diagnosis or a fragile back', (_name, page) => {
    const text = textOf(page);
    expect(text).not.toMatch(/stark likhet|av 100|låg risk|hög risk|instabil rygg|skör rygg|ömtålig|smärta är (lika med )?skada/i);
  });

  it('the FAQ says nothing of the kind either', () => {
    expect(faq).not.toMatch(/stark likhet|av 100|instabil rygg|skör rygg|ömtålig/i);
  });
});

describe('medical information says what the triage says (CLINICAL.md §1 tables A and B)', () => {
  const sectionText = (heading: RegExp) => {
    const section = medicalInfo.sections.find((s) => heading.test(s.heading));
    if (!section) throw new Error(`no section ${heading}`);
    return textOf({ title: '', lead: '', sections: [section] });
  };

  it('names the combinations that are emergencies: cancer or a fall with nerve signs, fever with an infection risk', () => {
    const emergency = sectionText(/akut vård/);
    expect(emergency).toMatch(/haft cancer och samtidigt får stickningar/);
    expect(emergency).toMatch(/feber eller frossa och samtidigt en ökad risk för infektioner/);
    expect(emergency).toMatch(/kraftigt fall eller en olycka.*svaghet i benen/);
  });

  it('gives cancer with another sign 24 hours, not "some days"', () => {
    const sameDay = sectionText(/samma dag/);
    expect(sameDay).toMatch(/haft cancer.*inom 24 timmar/s);
    expect(sectionText(/inom några dagar/)).toContain('har eller har haft cancer');
  });

  it('needs a bone risk for lifting: age alone makes only a minor fall urgent', () => {
    const sameDay = sectionText(/samma dag/);
    const lifting = sameDay.split('\n').find((line) => line.includes('lyft'))!;
    expect(lifting).not.toMatch(/65 år/);
    expect(sameDay.split('\n').find((line) => line.includes('mindre fall'))).toMatch(/65 år eller äldre/);
  });
});
