import { describe, expect, it } from 'vitest';
import { WEB_ROUTES } from '../../shared/routes';
import { ROUTE_ELEMENTS } from './router';

describe('route table', () => {
  it('defines a screen for every route of the spec, and no route the server does not know', () => {
    const defined = ROUTE_ELEMENTS.map(([path]) => path).sort();
    expect(defined).toEqual([...WEB_ROUTES].sort());
  });
});
