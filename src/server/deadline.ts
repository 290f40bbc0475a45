/**
 * A time limit as an AbortSignal that is certain to fire. Node 20's `AbortSignal.timeout` is held
 * only weakly: combined with `AbortSignal.any`, or passed where nothing else keeps it, a garbage
 * collection can drop it and the limit never comes (seen as a stalled export that hung a test for
 * 20 s under load). A plain timer holds the controller until it fires or `clear()` is called.
 */
export function deadline(ms: number): { signal: AbortSignal; clear: () => void; abort: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The time limit was reached', 'TimeoutError')), ms);
  const clear = () => clearTimeout(timer);
  // `abort` hangs up at once (what is still streaming is not wanted) and stops the timer.
  return { signal: controller.signal, clear, abort: () => (clear(), controller.abort()) };
}
