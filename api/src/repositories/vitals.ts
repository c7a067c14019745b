import { gte, lt, sql } from 'drizzle-orm';
import { webVitals } from '../db/schema';
import type { Db } from '../db/types';
import { VITAL_NAMES, type VitalName } from '../schemas/vitals';

const DAY = 86_400_000;
/** Old rows are deleted at most this often, not on every beacon. */
const PRUNE_EVERY_MS = 60_000;
/** The report lists at most this many pages: anyone may send beacons, with any route. */
const MAX_REPORT_PAGES = 100;

/** Four decimals: enough for CLS, and milliseconds need none of the float noise. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

export { VITAL_NAMES, type VitalName };

export interface VitalEntry {
  name: VitalName;
  value: number;
  rating?: string | undefined;
  route: string;
  remote: string;
  /** Whether the view was signed in; unknown for browsers that do not say. */
  signedIn?: boolean | undefined;
}

export interface VitalFigure {
  p75: number;
  count: number;
}

type Metrics = Partial<Record<VitalName, VitalFigure>>;

/** The measurements of a page taken signed in, or signed out. */
export interface VitalsView {
  signedIn: boolean;
  count: number;
  metrics: Metrics;
}

export interface VitalsPage {
  route: string;
  /** The app that rendered the page in most of its measurements. */
  remote: string;
  count: number;
  metrics: Metrics;
  /** Signed out first, then signed in; only the views measured (older rows say neither). */
  views: VitalsView[];
}

interface FigureRow {
  route: string;
  name: string;
  remote: string;
  /** null in the rows over both views, and in rows that did not say. */
  signedIn: boolean | null;
  /** 1 for the rows over both views (SQL's grouping()). */
  overall: number;
  p75: number;
  count: number;
}

type PageTotals = VitalsPage & { remotes: Map<string, number> };

function addFigure(pages: Map<string, PageTotals>, row: FigureRow): void {
  const name = row.name as VitalName;
  if (!VITAL_NAMES.includes(name)) return;
  const page = pages.get(row.route) ?? {
    route: row.route,
    remote: row.remote,
    count: 0,
    metrics: {},
    views: [],
    remotes: new Map<string, number>(),
  };
  pages.set(row.route, page);
  const figure = { p75: round(Number(row.p75)), count: Number(row.count) };
  if (Number(row.overall) === 1) {
    page.metrics[name] = figure;
    page.count += figure.count;
    page.remotes.set(row.remote, (page.remotes.get(row.remote) ?? 0) + figure.count);
    return;
  }
  if (row.signedIn === null) return;
  let view = page.views.find((v) => v.signedIn === row.signedIn);
  if (!view) page.views.push((view = { signedIn: row.signedIn, count: 0, metrics: {} }));
  view.metrics[name] = figure;
  view.count += figure.count;
}

const busiestRemote = (remotes: Map<string, number>) =>
  [...remotes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];

/** Shoppers' Core Web Vitals: stored as they arrive, reported as the 75th percentile per page. */
export function createVitalsRepository(db: Db) {
  let lastPrune = 0;

  async function prune(retentionDays: number, now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - retentionDays * DAY);
    const deleted = await db
      .delete(webVitals)
      .where(lt(webVitals.createdAt, cutoff))
      .returning({ id: webVitals.id });
    lastPrune = now.getTime();
    return deleted.length;
  }

  return {
    prune,

    /** Stores a batch; rows past the retention window go at most once a minute. */
    async record(entries: VitalEntry[], options: { retentionDays: number }): Promise<void> {
      if (entries.length > 0) {
        await db.insert(webVitals).values(
          entries.map(({ name, value, rating, route, remote, signedIn }) => ({
            name,
            value,
            rating: rating ?? null,
            route,
            remote,
            signedIn: signedIn ?? null,
          })),
        );
      }
      if (Date.now() - lastPrune >= PRUNE_EVERY_MS) await prune(options.retentionDays);
    },

    /**
     * The 75th percentile and count of each metric per page over the last `days` days, over
     * all views and for signed-out and signed-in views apart (one query, two grouping sets).
     */
    async report(days: number, now = new Date()): Promise<VitalsPage[]> {
      const since = new Date(now.getTime() - days * DAY);
      const { route, name, signedIn } = webVitals;
      const rows: FigureRow[] = await db
        .select({
          route,
          name,
          signedIn,
          overall: sql<number>`grouping(${signedIn})::int`,
          remote: sql<string>`mode() within group (order by ${webVitals.remote})`,
          p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`,
          count: sql<number>`count(*)::int`,
        })
        .from(webVitals)
        .where(gte(webVitals.createdAt, since))
        .groupBy(sql`grouping sets ((${route}, ${name}), (${route}, ${name}, ${signedIn}))`);
      const pages = new Map<string, PageTotals>();
      for (const row of rows) addFigure(pages, row);
      return [...pages.values()]
        .map(({ remotes, ...page }) => ({
          ...page,
          remote: busiestRemote(remotes),
          views: page.views.sort((a, b) => Number(a.signedIn) - Number(b.signedIn)),
        }))
        .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route))
        .slice(0, MAX_REPORT_PAGES);
    },
  };
}

export type VitalsRepository = ReturnType<typeof createVitalsRepository>;
