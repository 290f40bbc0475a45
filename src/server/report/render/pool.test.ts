import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderPool, type RenderPool } from './pool';
import type { PdfDocument } from './render-pdf';
import { RENDER_THREAD_NICE } from './priority';

const doc = (text: string, pages = 1): PdfDocument => ({
  definition: {
    info: { title: 'Prov', author: 'Ryggkollen' },
    language: 'sv-SE',
    pageSize: 'A4',
    defaultStyle: { font: 'Inter', fontSize: 11 },
    styles: { footer: { fontSize: 8 } },
    content: Array.from({ length: pages }, (_, i) => ({ text: `${text} ${i + 1}`, ...(i < pages - 1 ? { pageBreak: 'after' as const } : {}) })),
  },
  footer: { left: 'Ryggkollen', pageLabel: 'Sida {page} av {pages}' },
});

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rk-pdf-'));
  const file = path.join(dir, 'a.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

let pool: RenderPool;
beforeAll(() => {
  pool = createRenderPool({ size: 2, timeoutMs: 30_000 });
});
afterAll(() => pool.close());

describe('the render pool', () => {
  it('renders on worker threads: Swedish text in Inter, the page count and the running footer', { timeout: 60_000 }, async () => {
    const { pdf, pages } = await pool.render(doc('Åsa Öberg – ryggsmärta, ”ändtarm” och é', 3));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages).toBe(3);
    const text = pdfText(pdf);
    expect(text).toContain('Åsa Öberg – ryggsmärta, ”ändtarm” och é 1');
    expect(text).toContain('Sida 2 av 3');
    expect(text).not.toContain('Sida 1 av 3');
  });

  it('renders many at once, each its own, and fails only the render that fails', { timeout: 60_000 }, async () => {
    const results = await Promise.allSettled([
      ...Array.from({ length: 6 }, (_, i) => pool.render(doc(`Rapport ${i}`))),
      pool.render({ ...doc('trasig'), definition: { ...doc('trasig').definition, defaultStyle: { font: 'NoSuchFont' } } }),
    ]);
    for (let i = 0; i < 6; i++) {
      const r = results[i]!;
      expect(r.status).toBe('fulfilled');
      if (r.status === 'fulfilled') expect(pdfText(r.value.pdf)).toContain(`Rapport ${i} 1`);
    }
    expect(results[6]).toMatchObject({ status: 'rejected' });
    // The pool still works after a failed render.
    expect((await pool.render(doc('Igen'))).pages).toBe(1);
  });

  it.runIf(process.platform === 'linux')('renders at a lower priority than the server’s own threads, so requests go first', { timeout: 60_000 }, async () => {
    await Promise.all([pool.render(doc('Prioritet')), pool.render(doc('Prioritet'))]);
    // Field 19 of a thread's stat is its nice value (after the command name, which may hold spaces).
    const niceOf = (tid: string) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const own = niceOf(readlinkSync('/proc/thread-self').split('/').pop()!);
    const nice = readdirSync('/proc/self/task').map(niceOf);
    // The two render threads run at nice 10; this one, the event loop's, is untouched.
    expect(own).toBeLessThan(RENDER_THREAD_NICE);
    // Both of the pool's threads: the second may still be loading when the first has done the work.
    await expect
      .poll(
        () =>
          readdirSync('/proc/self/task')
            .map(niceOf)
            .filter((n) => n === RENDER_THREAD_NICE).length,
        { timeout: 20_000 },
      )
      .toBe(2);
    expect(nice.filter((n) => n !== RENDER_THREAD_NICE).length).toBeGreaterThan(0);
  });

  it('keeps a script alive while its render runs, and lets it end when the pool is idle', { timeout: 60_000 }, () => {
    // A script with nothing else to wait for (the benchmark, a CLI): the worker loading for its
    // render holds the process open; once idle, nothing does.
    const dir = mkdtempSync(path.join(tmpdir(), 'rk-pool-'));
    const file = path.join(dir, 'script.mts');
    writeFileSync(
      file,
      `import { createRenderPool } from ${JSON.stringify(path.resolve('src/server/report/render/pool.ts'))};
      const pool = createRenderPool({ size: 1 });
      const { pages } = await pool.render({ definition: { defaultStyle: { font: 'Inter' }, content: ['Hej'] }, footer: { left: 'x', pageLabel: '{page}' } });
      console.log('pages', pages);`,
    );
    const out = execFileSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8', timeout: 50_000 });
    expect(out.trim()).toBe('pages 1');
  });

  it('fails a render that takes too long, replaces its worker and goes on', { timeout: 60_000 }, async () => {
    // Far longer than the limit, so a busy machine cannot let the render finish first.
    const quick = createRenderPool({ size: 1, timeoutMs: 2000 });
    try {
      await expect(quick.render(doc('Lång', 30_000))).rejects.toThrow(/longer than 2000 ms/);
      // A fresh worker (its fonts load anew) takes the next one.
      expect((await quick.render(doc('Kort'))).pages).toBe(1);
    } finally {
      await quick.close();
    }
    await expect(quick.render(doc('Stängd'))).rejects.toThrow(/closed/);
  });
});
