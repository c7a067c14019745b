/** A Chrome trace's event, as the boot trace reads it. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      scriptName?: string;
      frames?: MainFrame[];
      frame?: string;
      processId?: number;
    };
  };
}

interface MainFrame {
  frame: string;
  processId?: number;
  parent?: string;
  isOutermostMainFrame?: boolean;
}

/**
 * The page's main thread: the renderer the browser committed the page's main frame in (a
 * navigation from about:blank moves it to another process), as the trace names it; a trace
 * without those events falls back to the renderer with the most work.
 */
export function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const renderers = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const started = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames;
  const mainFrame = started?.find((f) => f.isOutermostMainFrame ?? !f.parent);
  let pid = mainFrame?.processId;
  for (const e of events)
    if (
      e.name === 'FrameCommittedInBrowser' &&
      e.args?.data?.frame === mainFrame?.frame &&
      e.args?.data?.processId
    )
      pid = e.args.data.processId;
  const committed = renderers.find((r) => r.pid === pid);
  if (committed) return { pid: committed.pid, tid: committed.tid };
  let busiest: { pid: number; tid: number } | null = null;
  let most = -1;
  for (const r of renderers) {
    const work = events
      .filter((e) => e.pid === r.pid && e.tid === r.tid && e.name === 'RunTask')
      .reduce((n, e) => n + (e.dur ?? 0), 0);
    if (work > most) {
      most = work;
      busiest = { pid: r.pid, tid: r.tid };
    }
  }
  return busiest;
}
