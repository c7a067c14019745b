import { performance } from 'node:perf_hooks';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The median time of each of two requests over `samples` runs, taken in turns (a, b, b, a, …)
 * so a slow moment of a shared machine weighs on both alike. `settle` runs between samples,
 * outside the measure (e.g. waiting for the work a route left for after its answer).
 */
export async function compareMedians(
  samples: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  settle: () => Promise<unknown> = async () => undefined,
): Promise<{ a: number; b: number; ratio: number }> {
  const times: [number[], number[]] = [[], []];
  const measure = async (which: 0 | 1) => {
    await settle();
    const start = performance.now();
    await (which ? b : a)();
    times[which].push(performance.now() - start);
  };
  // A few of each first, unmeasured: the first calls warm caches and compile code paths.
  for (let i = 0; i < 3; i += 1) await Promise.all([a(), b()]).then(settle);
  for (let i = 0; i < samples; i += 1) {
    const order: [0 | 1, 0 | 1] = i % 2 ? [1, 0] : [0, 1];
    await measure(order[0]);
    await measure(order[1]);
  }
  await settle();
  const [ma, mb] = [median(times[0]), median(times[1])];
  return { a: ma, b: mb, ratio: Math.max(ma, mb) / Math.min(ma, mb) };
}
