import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Dockerfile installs the monorepo once (its `deps` stage) and builds each app on it. A
 * shared package an app's build reads but the recipe leaves out breaks `docker compose build`
 * only, which CI does not run (the UI kit's split left it out once): this keeps them together.
 */
const ROOT = path.join(__dirname, '..', '..');
const APPS = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-admin'];

const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/** Each workspace's folder by its package name. */
const WORKSPACES: Map<string, string> = new Map(
  (readJson('package.json').workspaces as string[]).map((dir) => [
    readJson(`${dir}/package.json`).name as string,
    dir,
  ]),
);

/** The lines of a stage of the recipe, from its FROM to the next. */
function stage(recipe: string, name: string): string[] {
  const lines = recipe.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^FROM \\S+ AS ${name}$`).test(line));
  if (start < 0) throw new Error(`no stage ${name}`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('FROM '));
  return lines.slice(start, end < 0 ? undefined : end);
}

const recipe = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
/** The folders the deps stage copies whole (`COPY dir dir`). */
const copied = new Set(
  stage(recipe, 'deps').flatMap((line) => {
    const copy = /^COPY (\S+) (\S+)$/.exec(line);
    return copy && copy[1] === copy[2] ? [copy[1]] : [];
  }),
);
/** The shared packages web-build builds before the app. */
const built = stage(recipe, 'web-build')
  .join('\n')
  .match(/npm run build --if-present((?: -w \S+)+)/)?.[1]
  ?.split(' -w ')
  .filter(Boolean)
  .map((dir) => dir.trim());

describe('the image recipe', () => {
  it.each(APPS)('has every workspace package %s is built with', (app) => {
    const dependencies = Object.keys(readJson(`${app}/package.json`).dependencies ?? {});
    const workspaces = dependencies.flatMap((name) => WORKSPACES.get(name) ?? []);
    expect(workspaces.length).toBeGreaterThan(0);
    for (const dir of workspaces) {
      expect({ dir, copied: copied.has(dir) }).toEqual({ dir, copied: true });
      if (readJson(`${dir}/package.json`).scripts?.build)
        expect({ dir, built: built?.includes(dir) }).toEqual({ dir, built: true });
    }
  });
});
