/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { SHARED_PACKAGES } from '../boundaries.mjs';

/**
 * No import cycle in the shared packages, type-only imports included (a cycle of types still
 * ties the modules together: neither can move or be read alone). Imports are followed through
 * relative paths and the packages' names (@shop/…, by each export's source).
 */
const REPO = path.join(__dirname, '..', '..');
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

function sourcesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['__tests__', 'node_modules', 'dist'].includes(entry.name) ? [] : sourcesBelow(file);
    }
    return SOURCE.test(entry.name) && !entry.name.startsWith('jest.') ? [file] : [];
  });
}

/** `@shop/name/sub` → the file its export's source (or default) names, in the repository. */
function packageFile(specifier: string): string | null {
  const [scope, name, ...rest] = specifier.split('/');
  if (scope !== '@shop' || !name) return null;
  const dir = path.join(REPO, `shared-${name}`);
  if (!existsSync(path.join(dir, 'package.json'))) return null;
  const { exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const target = exports[['.', ...rest].join('/')];
  const file = typeof target === 'string' ? target : (target?.source ?? target?.default);
  return file ? path.join(dir, file) : null;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return packageFile(specifier);
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = ['', '.ts', '.tsx', '.mjs', '.cjs', '.js', '/index.ts', '/index.tsx'];
  const found = candidates
    .map((ext) => base + ext)
    .find((file) => existsSync(file) && SOURCE.test(file));
  return found ?? null;
}

/** Every cycle's modules (strongly connected components of more than one module, or a self-import). */
function importCycles(files: string[]): string[][] {
  const edges = new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => resolve(file, fileName))
        .filter((target): target is string => target !== null && files.includes(target));
      return [file, targets] as const;
    }),
  );
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || edges.get(file)!.includes(file)) cycles.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it('the shared packages have none', () => {
    const files = SHARED_PACKAGES.flatMap((dir) => sourcesBelow(path.join(REPO, dir)));
    expect(files.length).toBeGreaterThan(40);
    expect(importCycles(files).map((cycle) => cycle.map((f) => path.relative(REPO, f)))).toEqual(
      [],
    );
  });

  it('are found, through type-only imports too', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    writeFileSync(path.join(dir, 'client.ts'), "import { emit } from './events';\nemit();\n");
    writeFileSync(
      path.join(dir, 'events.ts'),
      "import type { T } from './remotes';\nexport const emit = (t?: T) => t;\n",
    );
    writeFileSync(
      path.join(dir, 'remotes.ts'),
      "import type { C } from './client';\nexport type T = C;\n",
    );
    writeFileSync(path.join(dir, 'alone.ts'), "import { emit } from './events';\nemit();\n");
    const files = ['client.ts', 'events.ts', 'remotes.ts', 'alone.ts'].map((f) =>
      path.join(dir, f),
    );
    expect(importCycles(files)).toEqual([files.slice(0, 3).sort()]);
  });
});
