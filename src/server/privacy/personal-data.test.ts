import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';
import { assessmentPersonalData } from '../modules/assessment/personal-data';
import { exportSections } from './personal-data';

const t = useTestApp();
let owner: { id: string; email: string };
beforeAll(async () => {
  owner = (await signUp(t, 'export@example.se')).user;
});

describe('exportSections', () => {
  it('merges every module’s sections into the contract’s shape', async () => {
    const sections = await exportSections(t.services.deps.personalData, t.database.db, owner);
    expect(Object.keys(sections).sort()).toEqual([
      'assessments',
      'consents',
      'creditNotes',
      'messages',
      'orders',
      'reportTexts',
      'reports',
      'unfinishedAssessment',
    ]);
  });

  it('refuses an export that lacks a section of the contract instead of leaving it out', async () => {
    await expect(exportSections([assessmentPersonalData], t.database.db, owner)).rejects.toThrow(/does not match its contract: messages, reports/);
  });
});
