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
}

export interface VitalFigure {
  p75: number;
  count: number;
}

export interface VitalsPage {
  route: string;
  /** The app that rendered the page in most of its measurements. */
  remote: string;
  count: number;
  metrics: Partial<Record<VitalName, VitalFigure>>;
}

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
          entries.map(({ name, value, rating, route, remote }) => ({
            name,
            value,
            rating: rating ?? null,
            route,
            remote,
          })),
        );
      }
      if (Date.now() - lastPrune >= PRUNE_EVERY_MS) await prune(options.retentionDays);
    },

    /** The 75th percentile and count of each metric per page over the last `days` days. */
    async report(days: number, now = new Date()): Promise<VitalsPage[]> {
      const since = new Date(now.getTime() - days * DAY);
      const rows = await db
        .select({
          route: webVitals.route,
          name: webVitals.name,
          remote: sql<string>`mode() within group (order by ${webVitals.remote})`,
          p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`,
          count: sql<number>`count(*)::int`,
        })
        .from(webVitals)
        .where(gte(webVitals.createdAt, since))
        .groupBy(webVitals.route, webVitals.name);
      const pages = new Map<string, VitalsPage & { remotes: Map<string, number> }>();
      for (const row of rows) {
        const name = row.name as VitalName;
        if (!VITAL_NAMES.includes(name)) continue;
        const page = pages.get(row.route) ?? {
          route: row.route,
          remote: row.remote,
          count: 0,
          metrics: {},
          remotes: new Map<string, number>(),
        };
        const count = Number(row.count);
        page.metrics[name] = { p75: round(Number(row.p75)), count };
        page.count += count;
        page.remotes.set(row.remote, (page.remotes.get(row.remote) ?? 0) + count);
        pages.set(row.route, page);
      }
      return [...pages.values()]
        .map(({ remotes, ...page }) => ({
          ...page,
          remote: [...remotes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0],
        }))
        .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route))
        .slice(0, MAX_REPORT_PAGES);
    },
  };
}

export type VitalsRepository = ReturnType<typeof createVitalsRepository>;
