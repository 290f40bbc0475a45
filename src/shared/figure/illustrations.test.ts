// @vitest-environment jsdom
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS, renderIllustration, standing } from './poses';
import { renderFigure } from './render';

const dir = path.resolve('src/web/public/illustrations');

describe('the committed illustrations', () => {
  it.each(ILLUSTRATIONS.map((i) => [i.file, i] as const))('%s equals what the generator draws now (npm run illustrations)', (file, ill) => {
    expect(readFileSync(path.join(dir, file), 'utf8')).toBe(`${renderIllustration(ill)}\n`);
  });

  it.each(ILLUSTRATIONS.map((i) => i.file))('%s is small, self-contained, well-formed SVG with a title', (file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    expect(statSync(path.join(dir, file)).size).toBeLessThan(8 * 1024);
    expect(text).not.toMatch(/<script/i);
    expect(text).not.toMatch(/href="http/i);
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const svg = doc.documentElement;
    expect(svg.nodeName).toBe('svg');
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getElementsByTagName('title')[0]?.textContent?.trim()).toBeTruthy();
    expect(svg.getAttribute('aria-label')).toBe(svg.getElementsByTagName('title')[0]?.textContent);
  });
});

describe('renderFigure', () => {
  it('escapes the title', () => {
    const svg = renderFigure([standing], { title: 'Stå & "andas" <lugnt>' });
    expect(svg).toContain('<title>Stå &amp; &quot;andas&quot; &lt;lugnt&gt;</title>');
  });

  it('keeps every point it draws inside the view box', () => {
    for (const ill of ILLUSTRATIONS) {
      const svg = renderIllustration(ill);
      const points = [...svg.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)|cx="(-?[\d.]+)" cy="(-?[\d.]+)"|x="(-?[\d.]+)" y="(-?[\d.]+)"/g)].map((m) => {
        const [x, y] = m
          .slice(1)
          .filter((v) => v !== undefined)
          .map(Number);
        return { x: x!, y: y! };
      });
      expect(points.length, ill.file).toBeGreaterThan(20);
      for (const p of points) {
        expect(p.x, ill.file).toBeGreaterThanOrEqual(0);
        expect(p.x, ill.file).toBeLessThanOrEqual(320);
        expect(p.y, ill.file).toBeGreaterThanOrEqual(0);
        expect(p.y, ill.file).toBeLessThanOrEqual(200);
      }
    }
  });

  it('refuses to draw nothing', () => {
    expect(() => renderFigure([], { title: 'Tom' })).toThrow();
  });
});
