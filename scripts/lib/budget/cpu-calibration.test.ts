// @vitest-environment node
import {
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
