/**
 * Lighthouse's mobile preset emulates a mid-range phone (a Moto G Power) by slowing the host's CPU
 * down 4×, a factor chosen for a typical developer desktop. On a slower host, 4× emulates a phone
 * much slower than the target, and the scores say more about the host than about the site.
 * Lighthouse's own advice (docs/throttling.md, "CPU throttling") is to calibrate the factor from the
 * host's benchmark index; this uses the figures of Chrome DevTools' CPU calibration
 * (front_end/panels/mobile_throttling/CalibrationController.ts), which aims the throttled host at
 * the benchmark of that phone.
 */

/** Lighthouse's benchmark index of the low-tier phone the mobile preset emulates (Moto G Power 2022). */
export const TARGET_PHONE_BENCHMARK_INDEX = 264;
/** Lighthouse's default CPU slowdown for mobile, never exceeded: a fast host keeps the default. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that brings a host of `benchmarkIndex` down to the target phone: the host's index
 * over the phone's, at least 1 (no speed-up) and at most Lighthouse's default. Without a figure the
 * default stands.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number | undefined): number {
  if (benchmarkIndex === undefined || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    return DEFAULT_CPU_SLOWDOWN;
  }
  const slowdown = benchmarkIndex / TARGET_PHONE_BENCHMARK_INDEX;
  return Math.round(Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, slowdown)) * 100) / 100;
}
