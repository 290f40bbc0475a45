import type { AreaId, CategoryId } from './types';

export const CATEGORY_LABELS: Record<CategoryId, string> = {
  disksmarta: 'Disksmärta',
  facetsmarta: 'Facettledssmärta',
  si_led: 'SI-ledssmärta',
  nervinklammning: 'Nervpåverkan (ischias)',
  core_instabilitet: 'Bålinstabilitet',
  muskelsmarta: 'Muskulär smärta',
  emotionell: 'Psykosocial påverkan',
  ospecifik: 'Ospecifik ländryggssmärta',
};

export const AREA_LABELS: Record<AreaId, string> = {
  smarta_funktion: 'Smärta och funktion',
  rorlighet_styrka: 'Rörlighet och styrka',
  psykosocialt: 'Oro, stress och mående',
  somn_aterhamtning: 'Sömn och återhämtning',
  arbete_vardag: 'Arbete och vardag',
};
