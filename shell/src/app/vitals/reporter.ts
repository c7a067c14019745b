import type { RemoteName } from '@shop/contracts';

type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** What the API stores of one measurement: nothing that names the shopper. */
export interface VitalEntry {
  name: VitalName;
  value: number;
  rating?: 'good' | 'needs-improvement' | 'poor';
  /** The route pattern (`/product/:id`), never the address. */
  route: string;
  /** The app that rendered the page. */
  remote: RemoteName | 'shell';
  /** Whether the view was signed in (a login token was held): the one fact about the visitor. */
  signedIn: boolean;
}

/** What an entry says about where it was measured. */
export type MeasuredPage = Pick<VitalEntry, 'route' | 'remote' | 'signedIn'>;

/** The parts of a web-vitals Metric the reporter reads. */
export interface MeasuredMetric {
  id: string;
  name: string;
  value: number;
  rating?: string;
}

/** The API's limits (POST /api/vitals): a batch is cut before it would be refused. */
const MAX_BATCH_ENTRIES = 50;
export const MAX_BATCH_BYTES = 16 * 1024;
const MAX_MILLISECONDS = 600_000;
const MAX_CLS = 100;
const NAMES = new Set<string>(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
const RATINGS = new Set<string>(['good', 'needs-improvement', 'poor']);

export interface VitalsReporter {
  /** Keeps the latest value of a measurement until the next flush. */
  record(metric: MeasuredMetric, page: MeasuredPage): void;
  /** Sends what is pending with sendBeacon, in batches the API accepts. */
  flush(): void;
  /** Stops listening to the page's lifecycle. */
  stop(): void;
}

export interface ReporterOptions {
  /** POST /api/vitals, resolved when a batch leaves (the API base may arrive after start). */
  url: () => string;
  nav?: Pick<Navigator, 'sendBeacon'>;
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const size = (text: string) => new TextEncoder().encode(text).length;

/** Batches of at most 50 entries and 16 KB of JSON. */
function batches(entries: VitalEntry[]): string[] {
  const out: string[] = [];
  let current: VitalEntry[] = [];
  for (const entry of entries) {
    const next = [...current, entry];
    if (
      current.length &&
      (next.length > MAX_BATCH_ENTRIES || size(JSON.stringify(next)) > MAX_BATCH_BYTES)
    ) {
      out.push(JSON.stringify(current));
      current = [entry];
    } else current = next;
  }
  if (current.length) out.push(JSON.stringify(current));
  return out;
}

function inBounds(metric: MeasuredMetric): boolean {
  const max = metric.name === 'CLS' ? MAX_CLS : MAX_MILLISECONDS;
  return (
    NAMES.has(metric.name) &&
    Number.isFinite(metric.value) &&
    metric.value >= 0 &&
    metric.value <= max
  );
}

/**
 * Collects Core Web Vitals and sends them when the page is hidden or left (the moments a
 * browser still delivers a beacon), as text/plain so no CORS preflight is needed.
 */
export function createVitalsReporter({
  url,
  nav = navigator,
  doc = document,
  win = window,
}: ReporterOptions): VitalsReporter {
  const pending = new Map<string, VitalEntry>();
  /** The value of each measurement already sent: a repeat of it is not sent again. */
  const sent = new Map<string, number>();

  const record: VitalsReporter['record'] = (metric, page) => {
    if (!inBounds(metric) || sent.get(metric.id) === metric.value) return;
    const rating = metric.rating && RATINGS.has(metric.rating) ? metric.rating : undefined;
    pending.set(metric.id, {
      name: metric.name as VitalName,
      value: metric.value,
      ...(rating ? { rating: rating as VitalEntry['rating'] } : {}),
      route: page.route,
      remote: page.remote,
      signedIn: page.signedIn,
    });
  };

  const flush = () => {
    if (pending.size === 0 || typeof nav.sendBeacon !== 'function') return;
    const ids = [...pending.keys()];
    const queued = batches([...pending.values()]).every((body) => nav.sendBeacon(url(), body));
    // A refused beacon (the browser's queue is full) keeps its entries for the next flush.
    if (!queued) return;
    for (const id of ids) {
      sent.set(id, pending.get(id)!.value);
      pending.delete(id);
    }
  };

  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') flush();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', flush);

  return {
    record,
    flush,
    stop() {
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', flush);
    },
  };
}
