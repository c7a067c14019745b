/**
 * Vitals bench: Lighthouse's mobile preset (simulated throttling) against the production build
 * served as `npm start` serves it, signed in, medians of several runs per page, beside the
 * budgets of ARCHITECTURE section 7.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { API_URL, SHOP_URL } from 'e2e/support/stack';
import { apiLogin, SHOPPER } from 'e2e/support/session';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median, startStack } from './stack';

const RUNS = Number(process.env.BENCH_VITALS_RUNS ?? 5);
const BUDGET = { score: 95, lcpMs: 2500, tbtMs: 150, cls: 0.05 };

interface Vitals {
  url: string;
  version: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

function verdict(v: Pick<Vitals, 'score' | 'lcpMs' | 'tbtMs' | 'cls'>): string {
  const over = [
    v.score < BUDGET.score && 'score',
    v.lcpMs > BUDGET.lcpMs && 'LCP',
    v.tbtMs > BUDGET.tbtMs && 'TBT',
    v.cls > BUDGET.cls && 'CLS',
  ].filter(Boolean);
  return over.length ? `OVER (${over.join(', ')})` : 'OK';
}

/** Every run of every page, from the plain-JavaScript Lighthouse runner. */
function lighthouseRuns(urls: string[], token: string): Vitals[] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lighthouse-run.mjs')], {
    env: {
      ...process.env,
      CHROMIUM_PATH,
      CHROMIUM_ARGS: JSON.stringify(CHROMIUM_ARGS),
      TOKEN: token,
      URLS: JSON.stringify(urls),
      RUNS: String(RUNS),
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Vitals);
}

async function main() {
  const processes = await startStack();
  try {
    const token = await apiLogin(SHOPPER);
    const product = (
      (await (await fetch(`${API_URL}/products?pageSize=1`)).json()) as {
        products: Array<{ id: number }>;
      }
    ).products[0];
    const pages = ['/', '/products', `/product/${product?.id ?? 1}`];
    const runs = lighthouseRuns(
      pages.map((p) => SHOP_URL + p),
      token,
    );
    console.log(
      `\nLighthouse ${runs[0]?.version}, mobile preset, simulated throttling, median of ${RUNS} runs, signed in`,
    );
    console.log('page                 score   LCP ms   TBT ms   CLS     budget');
    for (const p of pages) {
      const mine = runs.filter((r) => r.url === SHOP_URL + p);
      const m = {
        score: median(mine.map((r) => r.score)),
        lcpMs: median(mine.map((r) => r.lcpMs)),
        tbtMs: median(mine.map((r) => r.tbtMs)),
        cls: median(mine.map((r) => r.cls)),
      };
      console.log(
        `${p.padEnd(20)} ${String(m.score).padStart(5)}   ${m.lcpMs.toFixed(0).padStart(6)}   ${m.tbtMs.toFixed(0).padStart(6)}   ${m.cls.toFixed(3)}   ${verdict(m)}`,
      );
    }
    console.log(
      `budget: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs} ms, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}`,
    );
  } finally {
    processes.forEach((p) => p.kill('SIGTERM'));
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
