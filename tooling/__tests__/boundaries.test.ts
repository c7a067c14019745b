import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Each boundary rule, proven on a fixture that breaks it (and one that keeps it): the fixtures
 * are linted with the repository's own ESLint config as if they stood at these paths.
 */
interface Fixture {
  name: string;
  filePath: string;
  code: string;
  /** What the rule says; null when the fixture keeps every boundary. */
  expected: string | null;
}

const RESTRICTED = 'no-restricted-imports';
const ZONES = 'import-x/no-restricted-paths';

const fixtures: (Fixture & { rule?: string })[] = [
  {
    name: 'a shell feature importing another feature',
    filePath: 'shell/src/features/search/fixture.ts',
    code: "export { useSignOut } from '../session/use-sign-out';\n",
    rule: ZONES,
    expected: 'A feature does not import another feature',
  },
  {
    name: 'a remote feature importing another feature',
    filePath: 'mfe-admin/src/features/orders/components/fixture.ts',
    code: "export * from '../../customers/api/get-customers';\n",
    rule: ZONES,
    expected: 'A feature does not import another feature',
  },
  {
    name: 'a feature importing its app',
    filePath: 'shell/src/features/search/fixture.ts',
    code: "export { fetchRuntimeConfig } from '../../app/config';\n",
    rule: ZONES,
    expected: 'A feature does not import the app',
  },
  {
    name: 'the contracts importing an app',
    filePath: 'shared-contracts/src/fixture.ts',
    code: "export { configAtom } from '../../shell/src/lib/config';\n",
    rule: ZONES,
    expected: '@shop/contracts is shared by the apps and imports none of them',
  },
  {
    name: 'the API importing a frontend',
    filePath: 'api/src/lib/fixture.ts',
    code: "export * from '../../../mfe-catalog/src/lib/image-url';\n",
    rule: ZONES,
    expected: 'The API imports no frontend',
  },
  {
    name: 'the shell importing a federated module statically',
    filePath: 'shell/src/app/fixture.tsx',
    code: "export { default } from 'mfe_catalog/HomePage';\n",
    rule: RESTRICTED,
    expected: 'loads remotes through federation',
  },
  {
    name: 'a remote importing another remote by its federated name',
    filePath: 'mfe-cart-checkout/src/app/fixture.tsx',
    code: "export { default } from 'mfe_catalog/ProductPage';\n",
    rule: RESTRICTED,
    expected: 'A remote imports only its own code and @shop/contracts',
  },
  {
    name: "a workspace reaching into another's folder",
    filePath: 'bench/src/fixture.ts',
    code: "export { PORTS } from '../../e2e/support/stack';\n",
    rule: ZONES,
    expected: 'Import another workspace through its package name',
  },
  {
    name: 'SQL in a route',
    filePath: 'api/src/routes/catalog/fixture.ts',
    code: "export { ne } from 'drizzle-orm';\n",
    rule: RESTRICTED,
    expected: 'No SQL in a route',
  },
  {
    name: 'a route calling a repository module instead of app.repos',
    filePath: 'api/src/routes/user/fixture.ts',
    code: "export { createUsersRepository } from '../../repositories/users';\n",
    rule: RESTRICTED,
    expected: 'A route calls repository methods',
  },
  {
    name: 'lib reaching up into repositories',
    filePath: 'api/src/lib/fixture.ts',
    code: "export type { MessagesRepository } from '../repositories/messages';\n",
    rule: RESTRICTED,
    expected: 'api/src/lib imports only the layers below it',
  },
  {
    name: 'a plugin importing a route',
    filePath: 'api/src/plugins/fixture.ts',
    code: "export { adminUploadRoutes } from '../routes/admin/uploads';\n",
    rule: RESTRICTED,
    expected: 'api/src/plugins imports only the layers below it',
  },
  {
    name: 'a feature using shared lib code',
    filePath: 'shell/src/features/search/fixture.ts',
    code: "export { configAtom } from '../../lib/config';\n",
    expected: null,
  },
  {
    name: 'bench importing e2e through its package exports',
    filePath: 'bench/src/fixture.ts',
    code: "export { PORTS } from 'e2e/support/stack';\n",
    expected: null,
  },
  {
    name: 'a route naming a repository type',
    filePath: 'api/src/routes/admin/fixture.ts',
    code: "export type { ShopSettingsRow } from '../../repositories/settings';\n",
    expected: null,
  },
];

const BOUNDARY_RULES = new Set([RESTRICTED, ZONES]);

const results: { filePath: string; messages: { ruleId: string | null; message: string }[] }[] =
  JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, '..', 'lint-text.mjs')], {
      input: JSON.stringify(fixtures.map(({ filePath, code }) => ({ filePath, code }))),
      encoding: 'utf8',
      timeout: 120_000,
    }),
  );

describe('lint boundaries', () => {
  it.each(fixtures.map((fixture, index) => [fixture.name, fixture, index] as const))(
    '%s',
    (_name, fixture, index) => {
      const boundaryMessages = (results[index]?.messages ?? []).filter(
        (m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId),
      );
      if (fixture.expected === null) {
        expect(boundaryMessages).toEqual([]);
      } else {
        expect(boundaryMessages).toEqual(
          expect.arrayContaining([
            { ruleId: fixture.rule, message: expect.stringContaining(fixture.expected) },
          ]),
        );
      }
    },
  );
});
