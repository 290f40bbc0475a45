import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { READY, type RenderReply, type RenderRequest } from './protocol';
import type { PdfDocument } from './render-pdf';

export interface RenderPool {
  /** Renders a document on a worker thread; the event loop stays free for requests meanwhile. */
  render(doc: PdfDocument): Promise<{ pdf: Buffer; pages: number }>;
  readonly size: number;
  close(): Promise<void>;
}

interface Task {
  id: number;
  doc: PdfDocument;
  resolve: (value: { pdf: Buffer; pages: number }) => void;
  reject: (err: Error) => void;
}

/**
 * The worker script: the bundled one beside the server in production (dist/server), the
 * TypeScript source run through tsx in development and tests.
 */
function workerScript(): URL {
  const bundled = new URL('./render-worker.js', import.meta.url);
  return existsSync(fileURLToPath(bundled)) ? bundled : new URL('./worker-dev.mjs', import.meta.url);
}

/**
 * A pool of render workers (one per core by default) with a queue. Workers start with the first
 * renders, not with the server (most processes, and every test, render nothing). A render that
 * takes longer than `timeoutMs`, or a worker that dies, fails that render and the worker is replaced.
 */
export function createRenderPool(options: { size?: number; timeoutMs?: number; script?: URL } = {}): RenderPool {
  const size = Math.max(1, options.size ?? availableParallelism());
  const timeoutMs = options.timeoutMs ?? 60_000;
  const script = options.script ?? workerScript();
  const queue: Task[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, { task: Task; timer: NodeJS.Timeout }>();
  let nextId = 1;
  let closed = false;
  /** Workers started and not yet replaced: a worker that errs and then exits is replaced once. */
  const live = new Set<Worker>();

  function spawn(): Worker {
    // V8's default heap limits: a lower old-generation limit saved memory but cost about 7 % in
    // render time, a larger young generation gained little (bench:report, 2026-11-26).
    const worker = new Worker(script);
    live.add(worker);
    worker.on('message', (reply: RenderReply | typeof READY) => {
      // A new worker takes work once its code has loaded, so loading never counts against a render's time.
      if (reply === READY) return release(worker);
      const job = busy.get(worker);
      if (!job || job.task.id !== reply.id) return;
      clearTimeout(job.timer);
      busy.delete(worker);
      if (reply.ok) job.task.resolve({ pdf: Buffer.from(reply.pdf), pages: reply.pages });
      else job.task.reject(new Error(`render failed: ${reply.error}`));
      release(worker);
    });
    worker.on('error', (err) => replace(worker, err));
    worker.on('exit', (code) => {
      if (!closed) replace(worker, new Error(`render worker exited (${code})`));
    });
    // Kept alive while it loads for a render waiting in the queue; unreferenced whenever idle, so
    // an idle pool never holds a process open.
    return worker;
  }

  function replace(worker: Worker, err: Error) {
    if (!live.delete(worker)) return;
    const job = busy.get(worker);
    if (job) {
      clearTimeout(job.timer);
      busy.delete(worker);
      job.task.reject(err);
    }
    const at = idle.indexOf(worker);
    if (at !== -1) idle.splice(at, 1);
    void worker.terminate();
    if (!closed && queue.length > 0) spawn();
  }

  function release(worker: Worker) {
    const task = queue.shift();
    if (!task) {
      worker.unref();
      idle.push(worker);
      return;
    }
    worker.ref();
    const timer = setTimeout(() => replace(worker, new Error(`render took longer than ${timeoutMs} ms`)), timeoutMs);
    busy.set(worker, { task, timer });
    const request: RenderRequest = { id: task.id, doc: task.doc };
    worker.postMessage(request);
  }

  return {
    size,
    render(doc) {
      if (closed) return Promise.reject(new Error('the render pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, doc, resolve, reject });
        const worker = idle.shift();
        if (worker) release(worker);
        else if (live.size < size) spawn();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('the render pool is closed'));
      idle.splice(0);
      const all = [...live];
      live.clear();
      for (const [, job] of busy) {
        clearTimeout(job.timer);
        job.task.reject(new Error('the render pool is closed'));
      }
      busy.clear();
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}
