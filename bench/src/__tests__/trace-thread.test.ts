import { pageMainThread, type TraceEvent } from '../trace-thread';

const renderer = (pid: number): TraceEvent => ({
  name: 'thread_name',
  cat: '__metadata',
  ph: 'M',
  ts: 0,
  pid,
  tid: pid,
  args: { name: 'CrRendererMain' },
});
const task = (pid: number, dur: number): TraceEvent => ({
  name: 'RunTask',
  cat: 'toplevel',
  ph: 'X',
  ts: 0,
  pid,
  tid: pid,
  dur,
});
const FRAME = 'F1';
const started = (processId: number): TraceEvent => ({
  name: 'TracingStartedInBrowser',
  cat: 'devtools.timeline',
  ph: 'I',
  ts: 0,
  pid: 1,
  tid: 1,
  args: { data: { frames: [{ frame: FRAME, processId, isOutermostMainFrame: true }] } },
});
const committed = (frame: string, processId: number): TraceEvent => ({
  name: 'FrameCommittedInBrowser',
  cat: 'devtools.timeline',
  ph: 'I',
  ts: 0,
  pid: 1,
  tid: 1,
  args: { data: { frame, processId } },
});

describe("the trace's page thread", () => {
  it('is the renderer the main frame was committed in, even when another did more', () => {
    const events = [
      started(10),
      renderer(10),
      renderer(20),
      renderer(30),
      committed(FRAME, 20),
      committed('an-iframe', 30),
      task(10, 5_000),
      task(20, 1_000),
      task(30, 9_000),
    ];
    expect(pageMainThread(events)).toEqual({ pid: 20, tid: 20 });
  });

  it('is the renderer the trace started in when the page stayed there', () => {
    expect(pageMainThread([started(10), renderer(10), renderer(20), task(20, 9_000)])).toEqual({
      pid: 10,
      tid: 10,
    });
  });

  it('is the busiest renderer in a trace that names no main frame', () => {
    expect(pageMainThread([renderer(10), renderer(20), task(10, 1), task(20, 2)])).toEqual({
      pid: 20,
      tid: 20,
    });
    expect(pageMainThread([])).toBeNull();
  });
});
