import { describe, expect, it } from 'vitest';
import { fallbackReportFileName, reportFileName } from './report-file-names';

describe('report file names', () => {
  const date = new Date('2026-11-25T10:00:00Z');

  it('say what the file is: the full report is a ryggrapport, the preview a förhandsvisning, never "ai-analys"', () => {
    expect(reportFileName('full', 'Anna.Berg@example.se', date)).toBe('ryggrapport-anna.berg-2026-11-25.pdf');
    expect(reportFileName('preview', 'anna.berg@example.se', date)).toBe('forhandsvisning-anna.berg-2026-11-25.pdf');
    expect(fallbackReportFileName('full')).toBe('ryggrapport.pdf');
    expect(fallbackReportFileName('preview')).toBe('forhandsvisning.pdf');
    for (const name of [reportFileName('full', 'a@b.se', date), reportFileName('preview', 'a@b.se', date)]) expect(name).not.toMatch(/ai|analys/);
  });

  it('keeps only safe characters of the local part, and has a name without one', () => {
    expect(reportFileName('full', 'Åsa Öberg+test@example.se', date)).toBe('ryggrapport-asaobergtest-2026-11-25.pdf');
    expect(reportFileName('full', '@example.se', date)).toBe('ryggrapport-rapport-2026-11-25.pdf');
  });
});
