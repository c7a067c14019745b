import { calibrationLine, cpuSlowdownFor, settledIndex } from '../calibration';

describe('the calibrated phone', () => {
  it('slows the reference host 4×, as Lighthouse’s mobile preset does', () => {
    expect(cpuSlowdownFor(1100)).toBe(4);
  });

  it('slows a fast host more, so the emulated phone stays the same', () => {
    expect(cpuSlowdownFor(2750)).toBe(10);
    expect(cpuSlowdownFor(3000)).toBeCloseTo(10.91, 2);
  });

  it('slows a slow host less, and never below 1×', () => {
    expect(cpuSlowdownFor(550)).toBe(2);
    expect(cpuSlowdownFor(200)).toBe(1);
  });

  it('refuses an index that is not a measurement', () => {
    expect(() => cpuSlowdownFor(0)).toThrow(/positive/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/positive/);
  });

  it('prints the index and the multiplier with every result', () => {
    expect(calibrationLine(2200)).toBe(
      'calibrated phone: host benchmarkIndex 2200, CPU slowdown 8× (4 × 2200 / 1100)',
    );
    expect(calibrationLine(1100, true)).toContain('pinned by BENCH_BENCHMARK_INDEX');
    expect(calibrationLine(200)).toContain('slower than the phone');
  });

  it('reads the host once it is at rest, not while the shop is still starting', () => {
    // Probes taken one after the other right after the shop started, on this kind of host.
    expect(settledIndex([1913, 2574, 3037, 2975, 2976])).toBe(2976);
    expect(settledIndex([1913, 2574, 3037])).toBeUndefined();
    expect(settledIndex([1700, 2500, 1900, 2600])).toBeUndefined();
    expect(settledIndex([2800, 2810, 2790])).toBe(2800);
    expect(settledIndex([])).toBeUndefined();
  });
});
