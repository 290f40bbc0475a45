import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE, selectTemplate, slotOf, type StoredTemplate } from './templates';

const section = [{ slot: 'letter' as const, heading: 'Brev', body: '{{personaliserBrev}}' }];
let n = 0;
const template = (over: Partial<StoredTemplate>): StoredTemplate => ({
  id: `t${++n}`,
  name: `Mall ${n}`,
  sections: section,
  diagnosisTypes: ['all'],
  isActive: true,
  isPrimary: false,
  createdAt: new Date(2026, 0, n),
  ...over,
});

describe('selectTemplate (spec: active, by pattern, primary, prioritised names)', () => {
  it('uses the built-in default when no template applies', () => {
    expect(selectTemplate([], 'disksmarta')).toBe(DEFAULT_TEMPLATE);
    expect(selectTemplate([template({ isActive: false }), template({ diagnosisTypes: ['si_led'] })], 'disksmarta')).toBe(DEFAULT_TEMPLATE);
  });

  it("prefers a template made for the first pattern over one for 'all'", () => {
    const general = template({ isPrimary: true });
    const disc = template({ diagnosisTypes: ['disksmarta', 'facetsmarta'] });
    expect(selectTemplate([general, disc], 'disksmarta').id).toBe(disc.id);
    expect(selectTemplate([general, disc], 'si_led').id).toBe(general.id);
  });

  it("then the primary one, then 'huvud', 'primary' or 'main' in the name, then the newest", () => {
    const old = template({});
    const main = template({ name: 'Main report' });
    const newest = template({});
    expect(selectTemplate([old, main, newest], 'ospecifik').id).toBe(main.id);
    const primary = template({ isPrimary: true });
    expect(selectTemplate([old, main, newest, primary], 'ospecifik').id).toBe(primary.id);
    expect(selectTemplate([old, newest], 'ospecifik').id).toBe(newest.id);
    expect(selectTemplate([template({ name: 'HUVUDMALL' }), template({})], 'ospecifik').name).toBe('HUVUDMALL');
  });

  it('never picks a template without sections', () => {
    expect(selectTemplate([template({ sections: [], isPrimary: true })], 'ospecifik')).toBe(DEFAULT_TEMPLATE);
  });
});

describe('slotOf', () => {
  it('places an imported section by the writer placeholder it carries', () => {
    expect(slotOf('Hej {{namn}}! {{personaliserBrev}}')).toBe('letter');
    expect(slotOf('{{diagnos}}')).toBe('summary');
    expect(slotOf('{{ rekommendationer }}')).toBe('recommendations');
    expect(slotOf('{{prognos}}')).toBe('prognosis');
    expect(slotOf('Tack för att du läste!')).toBe('closing');
  });
});
