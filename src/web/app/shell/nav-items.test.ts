import { describe, expect, it } from 'vitest';
import { SIDE_NAV_ITEMS, START_LINK, isNavEntryActive, isNavItemActive, showsStartLink } from './nav-items';

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
  it('marks an item on its aliases too: /about is Om oss, /contact is Kontakt', () => {
    const active = (pathname: string) => SIDE_NAV_ITEMS.filter((item) => isNavEntryActive(item, pathname)).map((item) => item.label);
    expect(active('/about')).toEqual(['Om oss']);
    expect(active('/om-oss')).toEqual(['Om oss']);
    expect(active('/contact')).toEqual(['Kontakt']);
    expect(active('/kontakt')).toEqual(['Kontakt']);
    expect(active('/faq')).toEqual([]);
    expect(active('/')).toEqual(['Hem']);
  });
});

describe('the way into the assessment', () => {
  it('is offered everywhere but on the assessment itself', () => {
    expect(START_LINK).toEqual({ to: '/assessment', label: 'Starta bedömningen' });
    for (const path of ['/', '/butik', '/kundvagn', '/results', '/mina-sidor']) expect(showsStartLink(path), path).toBe(true);
    expect(showsStartLink('/assessment')).toBe(false);
  });
});
