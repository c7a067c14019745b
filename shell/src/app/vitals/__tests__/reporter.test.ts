import { createVitalsReporter, MAX_BATCH_BYTES, type MeasuredMetric } from '../reporter';

const URL = 'http://api.test/api/vitals';
const page = { route: '/product/:id', remote: 'mfe_catalog' as const, signedIn: false };
const metric = (over: Partial<MeasuredMetric> = {}): MeasuredMetric => ({
  id: 'v5-1',
  name: 'LCP',
  value: 1800,
  rating: 'good',
  ...over,
});

function setup(accept = true) {
  const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => accept);
  const reporter = createVitalsReporter({ url: () => URL, nav: { sendBeacon } });
  const bodies = () => sendBeacon.mock.calls.map(([, body]) => JSON.parse(String(body)));
  return { sendBeacon, reporter, bodies };
}

const hide = (state: 'hidden' | 'visible' = 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('the vitals reporter', () => {
  let stops: (() => void)[] = [];
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
    hide('visible');
  });
  const make = (accept = true) => {
    const made = setup(accept);
    stops.push(made.reporter.stop);
    return made;
  };

  it('sends nothing until the page is hidden, then one text beacon with the batch', () => {
    const { sendBeacon, reporter, bodies } = make();
    reporter.record(metric(), page);
    reporter.record(metric({ id: 'v5-2', name: 'CLS', value: 0.03 }), page);
    expect(sendBeacon).not.toHaveBeenCalled();
    hide('visible');
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]![0]).toBe(URL);
    // A string body: sendBeacon sends it as text/plain, which needs no CORS preflight.
    expect(typeof sendBeacon.mock.calls[0]![1]).toBe('string');
    expect(bodies()).toEqual([
      [
        { name: 'LCP', value: 1800, rating: 'good', ...page },
        { name: 'CLS', value: 0.03, rating: 'good', ...page },
      ],
    ]);
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('says of each entry whether its view was signed in, and nothing more of the visitor', () => {
    const { reporter, bodies } = make();
    reporter.record(metric(), page);
    reporter.record(metric({ id: 'v5-2', name: 'INP', value: 120 }), { ...page, signedIn: true });
    hide();
    const [batch] = bodies() as Record<string, unknown>[][];
    expect(batch!.map((entry) => entry.signedIn)).toEqual([false, true]);
    for (const entry of batch!)
      expect(Object.keys(entry).sort()).toEqual([
        'name',
        'rating',
        'remote',
        'route',
        'signedIn',
        'value',
      ]);
  });

  it('flushes on pagehide too', () => {
    const { sendBeacon, reporter } = make();
    reporter.record(metric(), page);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('keeps the latest value of a measurement, and sends it again only when it changed', () => {
    const { reporter, bodies } = make();
    reporter.record(metric({ name: 'INP', value: 40 }), page);
    reporter.record(metric({ name: 'INP', value: 90 }), page);
    hide();
    reporter.record(metric({ name: 'INP', value: 90 }), page);
    hide();
    reporter.record(metric({ name: 'INP', value: 260, rating: 'needs-improvement' }), page);
    hide();
    expect(bodies().map((batch) => batch.map((e: { value: number }) => e.value))).toEqual([
      [90],
      [260],
    ]);
  });

  it('cuts batches at 50 entries and 16 KB, as the API accepts them', () => {
    const { reporter, sendBeacon } = make();
    for (let i = 0; i < 120; i += 1) reporter.record(metric({ id: `a${i}` }), page);
    const long = { route: `/${'x'.repeat(190)}`, remote: 'shell' as const, signedIn: true };
    for (let i = 0; i < 100; i += 1) reporter.record(metric({ id: `b${i}` }), long);
    reporter.flush();
    const sizes = sendBeacon.mock.calls.map(([, body]) => JSON.parse(String(body)).length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(220);
    for (const [, body] of sendBeacon.mock.calls) {
      expect(new TextEncoder().encode(String(body)).length).toBeLessThanOrEqual(MAX_BATCH_BYTES);
      expect(JSON.parse(String(body)).length).toBeLessThanOrEqual(50);
    }
    expect(sizes.slice(0, 2)).toEqual([50, 50]);
  });

  it('drops what the API would refuse: unknown metrics, values out of bounds', () => {
    const { reporter, bodies } = make();
    reporter.record(metric({ id: '1', name: 'FID' }), page);
    reporter.record(metric({ id: '2', value: -1 }), page);
    reporter.record(metric({ id: '3', value: Number.POSITIVE_INFINITY }), page);
    reporter.record(metric({ id: '4', value: 600_001 }), page);
    reporter.record(metric({ id: '5', name: 'CLS', value: 101 }), page);
    reporter.record(metric({ id: '6', name: 'TTFB', value: 120, rating: 'odd' }), page);
    reporter.flush();
    expect(bodies()).toEqual([[{ name: 'TTFB', value: 120, ...page }]]);
  });

  it('keeps the entries a refused beacon carried for the next flush', () => {
    const { reporter, sendBeacon } = make(false);
    reporter.record(metric(), page);
    reporter.flush();
    sendBeacon.mockReturnValue(true);
    reporter.flush();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(sendBeacon.mock.calls[1]![1]).toBe(sendBeacon.mock.calls[0]![1]);
  });

  it('stops listening when stopped', () => {
    const { reporter, sendBeacon } = make();
    reporter.record(metric(), page);
    reporter.stop();
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
