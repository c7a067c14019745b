/**
 * The emulated phone: one device on any host. Lighthouse's mobile preset slows the CPU 4×, which
 * is the mid-range phone only on a host whose benchmarkIndex is about 1,100 (ARCHITECTURE section
 * 7): on a host twice as fast, 4× emulates a phone twice as fast, and a budget met there says
 * nothing of the phone. So every browser bench slows the CPU 4 × index / 1,100, from the index of
 * the host it runs on, and prints both.
 */
import type { LaunchOptions } from 'playwright-core';

/** The host speed the 4× slowdown was made for. */
export const REFERENCE_INDEX = 1100;
/** Lighthouse's mobile preset slowdown at the reference index. */
export const REFERENCE_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes a host of this benchmarkIndex behave as the calibrated phone: 4× at
 * 1,100, proportionally more on a faster host and less on a slower one, never below 1 (a host
 * slower than the phone cannot be sped up; the calibration line then says so).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`benchmarkIndex must be a positive number, got ${benchmarkIndex}`);
  const exact = (REFERENCE_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX;
  return Math.max(1, Math.round(exact * 100) / 100);
}

/** The line every bench prints with its results. */
export function calibrationLine(index: number, pinned = false): string {
  const slowdown = cpuSlowdownFor(index);
  const shown = Math.round(index);
  return (
    `calibrated phone: host benchmarkIndex ${shown}${pinned ? ' (pinned by BENCH_BENCHMARK_INDEX)' : ''}, ` +
    `CPU slowdown ${slowdown}× (${REFERENCE_SLOWDOWN} × ${shown} / ${REFERENCE_INDEX})` +
    (slowdown === 1 && index < REFERENCE_INDEX / REFERENCE_SLOWDOWN
      ? '; this host is slower than the phone, so its figures are pessimistic'
      : '')
  );
}

const middle = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Probes taken for one calibration, one after the other (about a second each). */
export const PROBES = 6;
/** How many of the fastest probes the index is the median of. */
export const FASTEST = 3;

/**
 * The host's own speed from its probes: the median of the FASTEST fastest. A host that is busy
 * (the shop just started, another machine's load on the same hardware) only ever probes slower,
 * and this kind of host moves between two speeds, about 1,700 and 2,850, for seconds at a time:
 * calibrated on the slow one, the phone is emulated up to 1.7 times faster than it is whenever
 * a run falls on the fast one, and the budgets are met too easily.
 */
export function restingIndex(probes: number[]): number {
  if (!probes.length) throw new Error('no probe of the host was taken');
  return middle([...probes].sort((a, b) => b - a).slice(0, FASTEST));
}

export interface Calibration {
  /** The host's benchmarkIndex (higher is faster). */
  index: number;
  /** The CPU slowdown that makes this host the calibrated phone. */
  slowdown: number;
  /** The line printed with the results (calibrationLine). */
  line: string;
}

/**
 * The host's benchmarkIndex as Lighthouse measures it (its own page function, run in a blank page
 * of the same Chromium) at its own speed (restingIndex); or BENCH_BENCHMARK_INDEX, which
 * pins it so two runs compare at the very same slowdown.
 */
export async function calibrate(launch: LaunchOptions): Promise<Calibration> {
  const pinned = Number(process.env.BENCH_BENCHMARK_INDEX);
  let index = pinned;
  if (!(pinned > 0)) {
    const { chromium } = await import('playwright-core');
    const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
    const browser = await chromium.launch(launch);
    try {
      const page = await browser.newPage();
      const probes: number[] = [];
      for (let i = 0; i < PROBES; i += 1)
        probes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      index = restingIndex(probes);
    } finally {
      await browser.close();
    }
  }
  return { index, slowdown: cpuSlowdownFor(index), line: calibrationLine(index, pinned > 0) };
}
