/**
 * Resolves in a new task, so the browser can paint and handle input before the work that follows.
 * `scheduler.yield()` where the browser has it (the continuation keeps its place in the queue),
 * otherwise a zero-delay timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
