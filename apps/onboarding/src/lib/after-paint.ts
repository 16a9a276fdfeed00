/**
 * Resolves once the browser has painted the current frame and has a moment to spare: work that
 * can wait (saving progress) then never delays the next question appearing (Next to
 * paint under 100 ms). An idle callback waits at most half a second; without one, the next task
 * after the next frame.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: 500 });
      return;
    }
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}
