/**
 * Loads the browser's number and date formatting data in a worker, off the page's main thread.
 *
 * The first `Intl.NumberFormat` or `Intl.DateTimeFormat` in a page costs 30–50 ms of CPU on a
 * desktop (several times that on a phone), in one task that cannot be split: on the menu, that is
 * the first price or calorie count. That data belongs to the browser's renderer process, not to one
 * thread, so once a worker has loaded it, the page's first price costs under a millisecond. Where
 * workers are missing or refused, nothing happens and the first format pays as before.
 */
export function warmFormattingDataOffMainThread(): void {
  if (typeof Worker !== 'function') return;
  try {
    new Worker(new URL('./formatting-data.worker.ts', import.meta.url), {
      type: 'module',
      name: 'formatting-data',
    });
  } catch {
    // A CSP or a browser that refuses the worker: the first format pays on the main thread.
  }
}
