/**
 * SSR bench: the shell's server answering pages under load, everything on this machine (the
 * shell, the API on the embedded database, the remotes and the load generator). For `/`,
 * `/products` and a product page, with the signed-in hint cookie a returning shopper's browser
 * sends: pages/s, p50 and p99 at 10, 50 and 200 concurrent connections, first with the page cache
 * warm, then on a second shell with it off (PAGE_CACHE_TTL_MS=0). Then a soak: the cached shell
 * under 50 connections over many distinct pages for BENCH_SSR_SOAK_S seconds, its memory sampled
 * every 10 s, which must stay flat (the cache is bounded, PAGE_CACHE_MAX_MB).
 */
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { PORTS, shellEnv } from 'e2e/support/stack';
import { startShell, stop } from 'e2e/support/processes';
import { firstProductId, median, runBench } from './stack';

const DURATION_S = Number(process.env.BENCH_SSR_DURATION ?? 10);
const SOAK_S = Number(process.env.BENCH_SSR_SOAK_S ?? 300);
const CONCURRENCY = [10, 50, 200];
/** The shell without a page cache, beside the stack's own (a port of the e2e block no journey uses). */
const UNCACHED_PORT = PORTS.shell + 16;
const HINTS = { cookie: 'shop_session=1', 'accept-encoding': 'gzip' };

interface Step {
  pages: number;
  p50: number;
  p99: number;
  errors: number;
}

function load(url: string, connections: number, seconds: number, paths?: () => string) {
  return new Promise<Step>((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: HINTS,
        // A page that takes longer than this is counted as an error.
        timeout: 10,
        ...(paths
          ? { requests: [{ setupRequest: (r: object) => ({ ...r, path: paths() }) }] }
          : {}),
      },
      (error: Error | null, result: autocannon.Result) =>
        error
          ? reject(error)
          : resolve({
              pages: result.requests.average,
              p50: result.latency.p50,
              p99: result.latency.p99,
              errors: result.errors + result.timeouts + result.non2xx,
            }),
    );
  });
}

/** The resident memory of a process, in MB. */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function soak(base: string, pid: number, productIds: () => number) {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(rssMb(pid)), 10_000);
  const paths = () => {
    const n = Math.random();
    if (n < 0.4) return `/product/${productIds()}`;
    if (n < 0.8) return `/products?pageNumber=${1 + Math.floor(Math.random() * 50)}`;
    return '/';
  };
  samples.push(rssMb(pid));
  const step = await load(base, 50, SOAK_S, paths);
  clearInterval(timer);
  samples.push(rssMb(pid));
  const minute = Math.max(1, Math.round(60 / 10));
  const first = median(samples.slice(0, minute + 1));
  const last = median(samples.slice(-minute - 1));
  console.log(
    `\nsoak: ${SOAK_S} s at 50 concurrent over many pages (cache warm): ${step.pages.toFixed(0)} pages/s, p50 ${step.p50} ms, p99 ${step.p99} ms, ${step.errors} errors`,
  );
  console.log(
    `shell memory (RSS, MB) every 10 s: ${samples.map((s) => s.toFixed(0)).join(' ')}\n` +
      `first minute median ${first.toFixed(0)} MB, last minute median ${last.toFixed(0)} MB, max ${Math.max(...samples).toFixed(0)} MB`,
  );
}

runBench(async (stack) => {
  const productId = await firstProductId();
  const pages = ['/', '/products', `/product/${productId}`];
  let uncached: ChildProcess | undefined;
  try {
    uncached = await startShell({ ...shellEnv({}, UNCACHED_PORT), PAGE_CACHE_TTL_MS: '0' });
    const shells = [
      { mode: 'warm', base: `http://localhost:${PORTS.shell}` },
      { mode: 'off', base: `http://localhost:${UNCACHED_PORT}` },
    ];
    console.log(
      `\nSSR bench: pages with the signed-in hint cookie, gzip, ${DURATION_S} s per step (autocannon)`,
    );
    console.log('cache  page                  conc   pages/s   p50 ms   p99 ms   errors');
    const overs: string[] = [];
    for (const { mode, base } of shells)
      for (const page of pages) {
        // Warm: the page is rendered once before it is measured.
        await fetch(base + page, { headers: HINTS });
        for (const connections of CONCURRENCY) {
          const s = await load(base + page, connections, DURATION_S);
          console.log(
            `${mode.padEnd(6)} ${page.padEnd(21)} ${String(connections).padStart(4)} ${s.pages.toFixed(0).padStart(9)} ${String(s.p50).padStart(8)} ${String(s.p99).padStart(8)} ${String(s.errors).padStart(8)}`,
          );
          if (mode === 'warm' && connections === 50 && (s.pages < 1000 || s.p99 > 100))
            overs.push(`OVER  warm ${page} at 50: ${s.pages.toFixed(0)} pages/s, p99 ${s.p99} ms`);
          if (connections === 200 && (s.errors > 0 || s.p99 > 1000))
            overs.push(`OVER  ${mode} ${page} at 200: ${s.errors} errors, p99 ${s.p99} ms`);
        }
      }
    console.log(
      'targets: warm ≥ 1,000 pages/s at 50 concurrent with p99 ≤ 100 ms; at 200 concurrent 0 errors and p99 ≤ 1 s',
    );
    console.log(overs.length ? overs.join('\n') : 'every target met');
    if (SOAK_S > 0) {
      // The stack's shell is the last process it started.
      const pid = stack.at(-1)!.pid!;
      await soak(`http://localhost:${PORTS.shell}`, pid, () => 1 + Math.floor(Math.random() * 200));
    }
  } finally {
    await stop(uncached);
  }
});
