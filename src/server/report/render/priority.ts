import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** How much lower than the server's own threads a render thread runs (Linux nice value). */
export const RENDER_THREAD_NICE = 10;

/**
 * Renders must not slow the API: on Linux this thread lowers its own scheduling priority (the
 * kernel schedules threads one by one, and /proc/thread-self names this one), so with every core
 * busy rendering the event loop still runs the moment a request comes in. Elsewhere, or if it is
 * not allowed, the thread renders at normal priority.
 */
export function lowerOwnPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, RENDER_THREAD_NICE);
  } catch {
    // Not Linux, or not permitted: normal priority.
  }
}
