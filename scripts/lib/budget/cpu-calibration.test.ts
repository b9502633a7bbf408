// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  calibrateGatheredRun,
  calibratedCpuSlowdown,
  DEFAULT_CPU_SLOWDOWN,
  TARGET_PHONE_BENCHMARK_INDEX,
} from './cpu-calibration.ts';

describe('calibratedCpuSlowdown', () => {
  it("brings a slow host down to the target phone's benchmark", () => {
    expect(calibratedCpuSlowdown(750)).toBeCloseTo(750 / TARGET_PHONE_BENCHMARK_INDEX, 2);
    expect(calibratedCpuSlowdown(528)).toBe(2);
  });

  it("never goes past Lighthouse's default on a fast host, nor below 1 on a very slow one", () => {
    expect(calibratedCpuSlowdown(2400)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(100)).toBe(1);
  });

  it('keeps the default without a benchmark figure', () => {
    expect(calibratedCpuSlowdown(undefined)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(DEFAULT_CPU_SLOWDOWN);
  });
});

describe('calibrateGatheredRun', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'calibration-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const gathered = (benchmarkIndex: number | undefined) =>
    writeFileSync(
      join(dir, 'artifacts.json'),
      JSON.stringify({
        BenchmarkIndex: benchmarkIndex,
        URL: { finalDisplayedUrl: 'http://127.0.0.1:4173/' },
        settings: { throttling: { rttMs: 150, cpuSlowdownMultiplier: 4 }, formFactor: 'mobile' },
      }),
    );
  const saved = () =>
    JSON.parse(readFileSync(join(dir, 'artifacts.json'), 'utf8')) as Record<string, unknown>;

  it("sets the run's slowdown from the benchmark index measured in that run, and keeps the rest", () => {
    gathered(528);

    expect(calibrateGatheredRun(dir)).toBe(2);
    expect(saved()).toEqual({
      BenchmarkIndex: 528,
      URL: { finalDisplayedUrl: 'http://127.0.0.1:4173/' },
      settings: { throttling: { rttMs: 150, cpuSlowdownMultiplier: 2 }, formFactor: 'mobile' },
    });
  });

  it('keeps the default slowdown when the run measured no index', () => {
    gathered(undefined);

    expect(calibrateGatheredRun(dir)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(saved()).toMatchObject({
      settings: { throttling: { cpuSlowdownMultiplier: DEFAULT_CPU_SLOWDOWN } },
    });
  });
});
