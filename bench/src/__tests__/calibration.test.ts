import { calibrationLine, cpuSlowdownFor, restingIndex } from '../calibration';

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

  it('reads the host at its own speed, not while it is busy', () => {
    // Probes taken one after the other right after the shop started, on this kind of host.
    expect(restingIndex([1913, 2574, 3037, 2975, 2976, 3027])).toBe(3027);
    // A host on its slow step for half of the probes.
    expect(restingIndex([1624, 1650, 1700, 2800, 2850, 2820])).toBe(2820);
    expect(restingIndex([2800])).toBe(2800);
    expect(() => restingIndex([])).toThrow(/no probe/);
  });
});
