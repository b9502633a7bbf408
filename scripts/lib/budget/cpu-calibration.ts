import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * Sets the CPU slowdown of a gathered run (saved by Lighthouse's gather mode in `artifactsDir`) from
 * the benchmark index Lighthouse measured at the start of that same run, and returns it. Simulated
 * throttling loads the page unthrottled and applies the slowdown afterwards, to the tasks the trace
 * recorded, so the slowdown can follow the gathering: it then matches the host's speed while those
 * tasks ran. On a busy machine the index swings by half from one minute to the next; calibrated
 * from an earlier run, a fast moment's slowdown met a slow moment's trace, and scores swung by 20.
 */
export function calibrateGatheredRun(artifactsDir: string): number {
  const file = join(artifactsDir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8')) as {
    BenchmarkIndex?: number;
    settings: { throttling: { cpuSlowdownMultiplier: number } };
  };
  const slowdown = calibratedCpuSlowdown(artifacts.BenchmarkIndex);
  artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
  writeFileSync(file, JSON.stringify(artifacts));
  return slowdown;
}
