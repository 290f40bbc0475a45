import { describe, expect, it } from 'vitest';
import { isNavItemActive } from './nav-items';

describe('isNavItemActive', () => {
  it('matches by path prefix at segment boundaries', () => {
    expect(isNavItemActive('/butik', '/butik')).toBe(true);
    expect(isNavItemActive('/butik', '/butik/x')).toBe(true);
    expect(isNavItemActive('/butik', '/butiken')).toBe(false);
    expect(isNavItemActive('/kontakt', '/om-oss')).toBe(false);
  });
  it('marks Hem only on the start page', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/faq')).toBe(false);
  });
});
