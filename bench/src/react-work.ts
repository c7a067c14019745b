/**
 * How much of a CPU profile is React rendering, and how much of that synchronously: a render
 * React cannot interrupt (a store's update, an update inside an event) is one task however
 * long; a transition's render yields every few milliseconds. The profile's frames are minified,
 * so each is named by the function it starts in, read from the original source through the
 * source map its app's build wrote beside dist/ (sourcemaps/).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor, sourceContentFor } from '@jridgewell/trace-mapping';
import { PORTS, ROOT } from 'e2e/support/stack';

interface Frame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}

export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: Frame; children?: number[] }>;
  samples?: number[];
  timeDeltas?: number[];
}

/** The app folder of each port the stack serves. */
const APP_OF_PORT = new Map(
  Object.entries(PORTS).map(([name, port]) => [String(port), name.replace(/_/g, '-')]),
);

const maps = new Map<string, TraceMap | null>();

function mapOf(url: string): TraceMap | null {
  const match = /^https?:\/\/[^/:]+:(\d+)\/([^?#]+)/.exec(url);
  const app = match && APP_OF_PORT.get(match[1]!);
  if (!match || !app) return null;
  const file = path.join(ROOT, app, 'sourcemaps', `${match[2]}.map`);
  if (!maps.has(file))
    maps.set(file, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  return maps.get(file) ?? null;
}

/** The name the function at this frame's start has in its original source, if a map tells. */
function originalName(frame: Frame): string | null {
  const map = frame.url && frame.lineNumber >= 0 ? mapOf(frame.url) : null;
  if (!map) return null;
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!at.source || !at.line) return at.name;
  const line = sourceContentFor(map, at.source)?.split('\n')[at.line - 1] ?? '';
  return /function\s+([\w$]+)/.exec(line)?.[1] ?? at.name;
}

/** Milliseconds of the profile inside React's work on a root, and inside its synchronous part. */
export function reactWork(profile: CpuProfile): { totalMs: number; syncMs: number } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const kind = new Map<number, 'sync' | 'render' | null>();
  const kindOf = (id: number) => {
    if (!kind.has(id)) {
      const name = originalName(byId.get(id)!.callFrame);
      kind.set(
        id,
        name === 'performSyncWorkOnRoot' ? 'sync' : name === 'performWorkOnRoot' ? 'render' : null,
      );
    }
    return kind.get(id);
  };
  let totalMs = 0;
  let syncMs = 0;
  (profile.samples ?? []).forEach((sample, i) => {
    const ms = (profile.timeDeltas?.[i + 1] ?? 0) / 1000;
    let inRender = false;
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const found = kindOf(id);
      if (found === 'sync') {
        syncMs += ms;
        inRender = true;
        break;
      }
      if (found === 'render') inRender = true;
    }
    if (inRender) totalMs += ms;
  });
  return { totalMs, syncMs };
}
