interface PollOptions {
  intervalMs: number;
  timeoutMs: number;
}

/**
 * Checks `condition` now and then every `intervalMs`; answers true as soon as it holds, false once
 * `timeoutMs` have passed without it.
 */
export function pollUntil(
  condition: () => boolean,
  { intervalMs, timeoutMs }: PollOptions,
): Promise<boolean> {
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const check = () => {
      if (condition()) return resolve(true);
      if (Date.now() - startedAt >= timeoutMs) return resolve(false);
      setTimeout(check, intervalMs);
    };
    check();
  });
}
