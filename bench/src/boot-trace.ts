/**
 * Boot trace: opens a page of the production build in headless Chromium on the calibrated phone
 * (calibration.ts; BENCH_TRACE_SLOWDOWN sets another slowdown), records the main thread (a Chrome trace and a CPU profile) until the network is
 * idle, and prints every task longer than 50 ms with what it did: which script it evaluated
 * or called into, style, layout, parsing. Then the time style and layout spent finding platform
 * fonts, React's rendering (and how much of it could not be interrupted), and the scripts by
 * CPU time spent in them.
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';
import { SHOP_URL } from 'e2e/support/stack';
import { ADMIN, apiLogin, SHOPPER } from 'e2e/support/session';
import { CHROMIUM_ARGS, CHROMIUM_PATH, runBrowserBench } from './stack';
import { calibrate } from './calibration';
import { pageMainThread, type TraceEvent } from './trace-thread';
import { reactWork, type CpuProfile } from './react-work';

const PAGE = process.env.BENCH_TRACE_PAGE ?? '/';
const SIGNED_IN = process.env.BENCH_TRACE_SIGNED_OUT !== '1';
/** Signs in as staff instead of a shopper (for the admin's pages). */
const AS_STAFF = process.env.BENCH_TRACE_STAFF === '1';
const FIXED_SLOWDOWN = Number(process.env.BENCH_TRACE_SLOWDOWN);
/** BENCH_TRACE_RETURNING=1: the page was visited once before the visit recorded. */
const RETURNING = process.env.BENCH_TRACE_RETURNING === '1';
/**
 * BENCH_TRACE_PROFILE_ONLY=1: the CPU profile alone, without the Chrome trace, whose recording
 * slows the page down by itself; prints React's rendering only.
 */
const PROFILE_ONLY = process.env.BENCH_TRACE_PROFILE_ONLY === '1';
const LONG_TASK_MS = 50;

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
  children?: number[];
}

const short = (url: string | undefined) =>
  url ? url.replace(/^https?:\/\/localhost:\d+\//, (m) => `:${new URL(m).port}/`) : '';

async function record(client: CDPSession, run: () => Promise<void>) {
  const events: TraceEvent[] = [];
  client.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) =>
    client.once('Tracing.tracingComplete', () => resolve()),
  );
  if (!PROFILE_ONLY)
    await client.send('Tracing.start', {
      transferMode: 'ReportEvents',
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'loading',
        'toplevel',
        'fonts',
      ].join(','),
    });
  await client.send('Profiler.enable');
  await client.send('Profiler.setSamplingInterval', { interval: 200 });
  await client.send('Profiler.start');
  await run();
  const { profile } = await client.send('Profiler.stop');
  if (!PROFILE_ONLY) {
    await client.send('Tracing.end');
    await done;
  }
  return { events, profile };
}

/** What a long task did: its child events by kind (and script), milliseconds. */
function breakdown(task: TraceEvent, children: TraceEvent[]) {
  const end = task.ts + (task.dur ?? 0);
  const inside = children.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
  const parts = new Map<string, number>();
  // Only the outermost of nested events of the kinds counted.
  const counted: TraceEvent[] = [];
  for (const e of inside.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    if (counted.some((c) => e.ts >= c.ts && e.ts + (e.dur ?? 0) <= c.ts + (c.dur ?? 0))) continue;
    counted.push(e);
    const url = e.args?.data?.url || e.args?.data?.scriptName;
    const key = url ? `${e.name} ${short(url)}` : e.name;
    parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...parts.entries()].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 2);
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** The CPU profile's samples as [time (trace clock, µs), script URL or what the VM did]. */
function sampleTimes(profile: Profile): Array<[number, string]> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out: Array<[number, string]> = [];
  let t = profile.startTime;
  (profile.samples ?? []).forEach((id, i) => {
    t += profile.timeDeltas?.[i] ?? 0;
    const frame = byId.get(id)?.callFrame;
    out.push([t, short(frame?.url) || `(${frame?.functionName || 'program'})`]);
  });
  return out;
}

/** Where a task's script time went, by script, from the samples inside it (ms). */
function scriptsIn(task: TraceEvent, samples: Array<[number, string]>) {
  const end = task.ts + (task.dur ?? 0);
  const inside = samples.filter(([t]) => t >= task.ts && t <= end);
  const per = new Map<string, number>();
  inside.forEach(([, url], i) => {
    const next = inside[i + 1]?.[0] ?? end;
    per.set(url, (per.get(url) ?? 0) + (next - inside[i]![0]) / 1000);
  });
  return [...per.entries()].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 5);
}

function selfTimeByScript(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const perUrl = new Map<string, number>();
  const perFunction = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i += 1) {
    const node = byId.get(samples[i]!);
    if (!node) continue;
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const url = short(node.callFrame.url) || `(${node.callFrame.functionName || 'program'})`;
    perUrl.set(url, (perUrl.get(url) ?? 0) + ms);
    if (node.callFrame.url) {
      const fn = `${node.callFrame.functionName || '(anonymous)'} ${url}`;
      perFunction.set(fn, (perFunction.get(fn) ?? 0) + ms);
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { urls: top(perUrl, 20), functions: top(perFunction, 25) };
}

runBrowserBench(async (browser) => {
  const phone =
    FIXED_SLOWDOWN > 0
      ? { slowdown: FIXED_SLOWDOWN, line: `CPU slowdown ${FIXED_SLOWDOWN}× (BENCH_TRACE_SLOWDOWN)` }
      : await calibrate({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (SIGNED_IN) {
    const token = await apiLogin(AS_STAFF ? ADMIN : SHOPPER);
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    // A returning shopper's browser carries the session hint the shell writes.
    await context.addCookies([{ name: 'shop_session', value: '1', url: SHOP_URL }]);
  }
  // The floor under any script work, as bench:vitals measures it: no script file loaded.
  if (process.env.BENCH_TRACE_SCRIPTS === 'off')
    await context.route(/\.js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  // A visit before the one recorded: the browser has the shop's files and every cookie the
  // shell writes, as a shopper's does on the next visit.
  if (RETURNING) {
    await page.goto(SHOP_URL + PAGE, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
  }
  const client = await context.newCDPSession(page);
  await client.send('Emulation.setCPUThrottlingRate', { rate: phone.slowdown });
  const { events, profile } = await record(client, async () => {
    await page.goto(SHOP_URL + PAGE, { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(process.env.BENCH_TRACE_SETTLE_MS ?? 1000));
  });
  if (process.env.BENCH_TRACE_FILE)
    writeFileSync(process.env.BENCH_TRACE_FILE, JSON.stringify({ traceEvents: events }));
  // A .cpuprofile DevTools opens; its positions map to sources through the apps' sourcemaps/.
  if (process.env.BENCH_PROFILE_FILE)
    writeFileSync(process.env.BENCH_PROFILE_FILE, JSON.stringify(profile));
  const react = reactWork(profile as unknown as CpuProfile);
  const reactLine = `React's rendering ${react.totalMs.toFixed(0)} ms, of which synchronous (a task each, not interruptible) ${react.syncMs.toFixed(0)} ms`;
  if (PROFILE_ONLY) {
    console.log(`\n${PAGE}, ${phone.slowdown}× CPU slowdown: ${reactLine}`);
    return context.close();
  }
  const samples = sampleTimes(profile as Profile);
  const main = pageMainThread(events);
  if (!main) throw new Error('the trace has no renderer main thread');
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = mine.filter((e) => e.name === 'RunTask');
  const kinds = new Set([
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'v8.runMicrotasks',
    'EventDispatch',
    'ParseHTML',
    'ParseAuthorStyleSheet',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'Layerize',
    'HitTest',
    'MajorGC',
    'MinorGC',
    'V8.GC_SCAVENGER',
    'BlinkGC.AtomicPhase',
    'v8.parseOnBackground',
    'ResourceReceivedData',
    'XHRReadyStateChange',
  ]);
  const children = mine.filter((e) => kinds.has(e.name));
  const navigation = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  const long = tasks.filter((t) => (t.dur ?? 0) / 1000 > LONG_TASK_MS);
  const total = tasks.reduce((n, t) => n + (t.dur ?? 0) / 1000, 0);
  const blocking = long.reduce((n, t) => n + (t.dur ?? 0) / 1000 - LONG_TASK_MS, 0);
  console.log(
    `\n${PAGE} ${SIGNED_IN ? (AS_STAFF ? 'as staff' : 'signed in') : 'signed out'}, ${phone.slowdown}× CPU slowdown: main thread busy ${total.toFixed(0)} ms, ${long.length} tasks > ${LONG_TASK_MS} ms, blocking ${blocking.toFixed(0)} ms`,
  );
  console.log(phone.line);
  for (const task of long) {
    console.log(
      `\n  task at ${((task.ts - navigation) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms`,
    );
    for (const [what, ms] of breakdown(task, children).slice(0, 8))
      console.log(`    ${ms.toFixed(0).padStart(5)} ms  ${what}`);
    const scripts = scriptsIn(task, samples).slice(0, 6);
    if (scripts.length)
      console.log(
        `    of which (sampled): ${scripts.map(([url, ms]) => `${url} ${ms.toFixed(0)}`).join(', ')}`,
      );
  }
  // Finding a platform font (a family at a size and weight) is a call to the browser process,
  // made inside style and layout; the time the renderer waits for its answer shows as layout.
  const lookups = mine
    .filter((e) => e.name === 'FontCache::GetFontPlatformData')
    .sort((a, b) => a.ts - b.ts);
  let fontMs = 0;
  let until = 0;
  for (const e of lookups) {
    if (e.ts < until) continue;
    fontMs += (e.dur ?? 0) / 1000;
    until = e.ts + (e.dur ?? 0);
  }
  const styleLayoutMs = mine
    .filter((e) => e.name === 'Layout' || e.name === 'UpdateLayoutTree')
    .reduce((n, e) => n + (e.dur ?? 0) / 1000, 0);
  // A character none of the page's fonts has is looked for in every font of the system.
  const fallbacks = mine.filter((e) => e.name === 'FontCache::FallbackFontForCharacter');
  const fallbackMs = fallbacks.reduce((n, e) => n + (e.dur ?? 0) / 1000, 0);
  console.log(
    `\nstyle and layout ${styleLayoutMs.toFixed(0)} ms; platform font lookups ${fontMs.toFixed(0)} ms (${lookups.length}), fallbacks for a character ${fallbackMs.toFixed(0)} ms (${fallbacks.length})`,
  );
  console.log(reactLine);
  const { urls, functions } = selfTimeByScript(profile as Profile);
  console.log('\nCPU time by script (self, sampled)');
  for (const [url, ms] of urls) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${url}`);
  console.log('\nbusiest functions (self)');
  for (const [fn, ms] of functions) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${fn}`);
  await context.close();
});
