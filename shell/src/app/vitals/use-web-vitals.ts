import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import type { Metric } from 'web-vitals';
import { configAtom } from '../../lib/config';
import { tokenAtom } from '../../lib/session';
import { whenIdle } from '../../lib/when-idle';
import { pageOf } from './page-of';
import { createVitalsReporter } from './reporter';

/** Measured once per document load: they belong to the page the shopper landed on. */
const LOAD_METRICS = new Set(['LCP', 'FCP', 'TTFB']);

let started = false;

/**
 * Sends real shoppers' Core Web Vitals to the API. LCP, FCP and TTFB are counted for the page
 * the document loaded on; INP and CLS (which grow while the shopper stays) for the page shown
 * when they are reported, each with whether that view was signed in (so staff can tell the
 * returning shopper's pages from a first visit's). Started once per document, whatever renders
 * the hook again.
 */
export function useWebVitals() {
  const { apiUrl } = useAtomValue(configAtom);
  const signedIn = Boolean(useAtomValue(tokenAtom));
  const { pathname } = useLocation();
  const page = { ...pageOf(pathname, signedIn), signedIn };
  const current = useRef(page);
  const base = useRef(apiUrl);

  useEffect(() => {
    current.current = page;
    base.current = apiUrl;
  });

  useEffect(() => {
    // Without sendBeacon nothing could leave the page: do not measure at all.
    if (started || typeof navigator.sendBeacon !== 'function') return;
    started = true;
    const landing = current.current;
    const reporter = createVitalsReporter({ url: () => `${base.current}/vitals` });
    const report = (metric: Metric) =>
      reporter.record(metric, LOAD_METRICS.has(metric.name) ? landing : current.current);
    // Its own chunk, loaded once the browser is idle after the first render: measuring must not
    // slow what it measures (the browser buffers the entries it needs until then).
    // A measurement that fails (a chunk that does not load, a browser without an API) is lost;
    // the page never is.
    whenIdle()
      .then(() => import(/* webpackChunkName: "web-vitals" */ 'web-vitals'))
      .then(({ onLCP, onINP, onCLS, onFCP, onTTFB }) => {
        for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) {
          try {
            on(report);
          } catch {
            // This metric is not measured in this browser.
          }
        }
      })
      .catch(() => undefined);
  }, []);
}
