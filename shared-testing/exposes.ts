import path from 'node:path';
import { REMOTES, type AnyPageRegistry, type ExposeName } from '@shop/contracts';

type Named<T> = T extends ReadonlyArray<{ expose: infer E }> ? E : never;
/** The exposes of the contract a registry leaves out. */
type Missing<G extends AnyPageRegistry> = Exclude<
  ExposeName<G['remote']>,
  | Named<G['pages']>
  | (G extends { header: infer H } ? Named<H> : never)
  | (G extends { dialogs: infer D } ? Named<D> : never)
  | (G extends { retired: infer O } ? Named<O> : never)
>;

/**
 * The test every remote runs on its registry (pages.mjs): it names exactly the modules the
 * contract gives the remote (one left out fails the type check too), each file's default export
 * is a component, and each page the shell's server renders has its loader.
 */
export function describeRegistry<G extends AnyPageRegistry>(
  registry: G & ([Missing<G>] extends [never] ? unknown : { missing: Missing<G> }),
  appDir: string,
) {
  const modules = [
    ...registry.pages,
    ...(registry.header ?? []),
    ...(registry.dialogs ?? []),
    ...(registry.retired ?? []),
  ];
  describe(`the registry of ${registry.remote}`, () => {
    it('names exactly the modules the contract names, each once', () => {
      const contract = [...REMOTES[registry.remote]].sort();
      expect(modules.map((module) => module.expose).sort()).toEqual(contract);
    });

    it('leads each name to its component, and each server-rendered page to its loader', () => {
      for (const { file, ...module } of modules) {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const exported = require(path.join(appDir, file)) as { default: unknown; load?: unknown };
        expect(typeof exported.default).toBe('function');
        if ('server' in module && module.server) expect(typeof exported.load).toBe('function');
      }
    });
  });
}
