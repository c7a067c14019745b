import { performance } from 'node:perf_hooks';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export interface TimeComparison {
  /** Median times, ms. */
  a: number;
  b: number;
  /** Of the pairs, how many `a` answered first and how many `b`. */
  aFaster: number;
  bFaster: number;
}

/**
 * Times two requests in `pairs` back-to-back pairs, in turns (a b, b a, …) so that neither gains
 * from going first, and counts in how many pairs each was the faster. If both do the same work,
 * which one wins a pair is a coin toss, however busy the machine; work done by one only, even a
 * few milliseconds of it, makes it lose nearly every pair. A slow moment of a shared machine weighs
 * on one pair, whatever it costs in milliseconds. `settle` runs between samples, outside the
 * measure (e.g. waiting for the work a route left for after its answer).
 */
export async function comparePairs(
  pairs: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  settle: () => Promise<unknown> = async () => undefined,
): Promise<TimeComparison> {
  const times: [number[], number[]] = [[], []];
  const measure = async (which: 0 | 1) => {
    await settle();
    const start = performance.now();
    await (which ? b : a)();
    times[which].push(performance.now() - start);
  };
  // A few of each first, unmeasured: the first calls warm caches and compile code paths.
  for (let i = 0; i < 3; i += 1) await Promise.all([a(), b()]).then(settle);
  for (let i = 0; i < pairs; i += 1) {
    const order: [0 | 1, 0 | 1] = i % 2 ? [1, 0] : [0, 1];
    await measure(order[0]);
    await measure(order[1]);
  }
  await settle();
  const aFaster = times[0].filter((time, i) => time < times[1][i]!).length;
  return { a: median(times[0]), b: median(times[1]), aFaster, bFaster: pairs - aFaster };
}
