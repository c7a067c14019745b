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
  rule: string | null;
  /** What the rule says; null when the fixture keeps every boundary. */
  expected: string | null;
}

/** [name, filePath, the import or export line] */
type Case = [string, string, string];

const RESTRICTED = 'no-restricted-imports';
const ZONES = 'import-x/no-restricted-paths';
const NOT_IN_BROWSER = '@typescript-eslint/no-restricted-imports';

const fixture =
  (rule: string | null, expected: string | null) =>
  ([name, filePath, line]: Case): Fixture => ({
    name,
    filePath,
    code: `${line}\n`,
    rule,
    expected,
  });
const breaking = (rule: string, expected: string, cases: Case[]) =>
  cases.map(fixture(rule, expected));
const keeping = (cases: Case[]) => cases.map(fixture(null, null));

const fixtures: Fixture[] = [
  ...breaking(ZONES, 'A feature does not import another feature', [
    [
      'a shell feature importing another feature',
      'shell/src/features/footer/fixture.ts',
      "export { useSignOut } from '../session/use-sign-out';",
    ],
    [
      'a remote feature importing another feature',
      'mfe-admin/src/features/orders/components/fixture.ts',
      "export * from '../../customers/api/get-customers';",
    ],
  ]),
  ...breaking(ZONES, 'A feature does not import the app', [
    [
      'a feature importing its app',
      'shell/src/features/footer/fixture.ts',
      "export { fetchRuntimeConfig } from '../../app/config';",
    ],
  ]),
  ...breaking(ZONES, 'A shared package is shared by the apps and imports none of them', [
    [
      'the contracts importing an app',
      'shared-contracts/src/fixture.ts',
      "export { configAtom } from '../../shell/src/lib/config';",
    ],
    [
      'the UI kit importing an app',
      'shared-ui/fixture.ts',
      "export { configAtom } from '../shell/src/lib/config';",
    ],
  ]),
  ...breaking(NOT_IN_BROWSER, 'no browser bundle contains it', [
    [
      'a remote page importing the build package',
      'mfe-catalog/src/app/fixture.ts',
      "export { createAppConfig } from '@shop/build';",
    ],
    [
      'the shell importing the static server',
      'shell/src/lib/fixture.ts',
      "export { createStaticServer } from '@shop/build/static-server';",
    ],
    [
      'the UI kit importing the test kit',
      'shared-ui/fixture.tsx',
      "export { renderWithProviders } from '@shop/testing';",
    ],
    [
      'the contracts importing the build package',
      'shared-contracts/src/fixture.ts',
      "export * from '@shop/build/releases';",
    ],
  ]),
  ...breaking(ZONES, 'The API imports no frontend', [
    [
      'the API importing a frontend',
      'api/src/lib/fixture.ts',
      "export * from '../../../mfe-catalog/src/lib/image-url';",
    ],
  ]),
  ...breaking(ZONES, 'Import another workspace through its package name', [
    [
      "a workspace reaching into another's folder",
      'bench/src/fixture.ts',
      "export { PORTS } from '../../e2e/support/stack';",
    ],
    ...(['api/src/lib', 'e2e/support', 'bench/src'] as const).map((dir): Case => {
      const up = '../'.repeat(dir.split('/').length);
      return [
        `${dir.split('/')[0]} reaching the contracts by a relative path`,
        `${dir}/fixture.ts`,
        `export * from '${up}shared-contracts/src/index';`,
      ];
    }),
  ]),
  ...breaking(RESTRICTED, 'A remote imports only its own code and the shared packages', [
    [
      'a remote importing another remote by its federated name',
      'mfe-cart-checkout/src/app/fixture.tsx',
      "export { default } from 'mfe_catalog/ProductPage';",
    ],
    [
      'a remote importing another remote by a relative path',
      'mfe-account/src/app/fixture.ts',
      "export * from '../../../mfe-catalog/src/lib/image-url';",
    ],
    [
      'a remote importing the shell by a relative path',
      'mfe-catalog/src/app/fixture.ts',
      "export { configAtom } from '../../../shell/src/lib/config';",
    ],
    [
      'a remote importing the API by a relative path',
      'mfe-admin/src/lib/fixture.ts',
      "export * from '../../../api/src/schemas/catalog';",
    ],
    [
      'a remote reaching the contracts by a relative path',
      'mfe-cart-checkout/src/lib/fixture.ts',
      "export * from '../../../shared-contracts/src/index';",
    ],
  ]),
  ...breaking(RESTRICTED, 'loads remotes through federation', [
    [
      'the shell importing a federated module statically',
      'shell/src/app/fixture.tsx',
      "export { default } from 'mfe_catalog/HomePage';",
    ],
    [
      'the shell importing a remote folder by a relative path',
      'shell/src/app/fixture.ts',
      "export * from '../../../mfe-catalog/src/lib/image-url';",
    ],
    [
      'the shell importing the API by a relative path',
      'shell/src/lib/fixture.ts',
      "export * from '../../../api/src/schemas/catalog';",
    ],
  ]),
  ...breaking(
    RESTRICTED,
    'The browser entry of @shop/contracts has no React and no server code',
    (['react', 'react-dom/client', 'node:fs', 'fastify'] as const).map((name): Case => [
      `the contracts' browser entry importing ${name}`,
      'shared-contracts/src/fixture.ts',
      `export * from '${name}';`,
    ]),
  ),
  ...breaking(RESTRICTED, 'No SQL in a route', [
    [
      'drizzle-orm in a route',
      'api/src/routes/catalog/fixture.ts',
      "export { ne } from 'drizzle-orm';",
    ],
    [
      'a drizzle-orm subpath in a route',
      'api/src/routes/catalog/fixture.ts',
      "export { pgTable } from 'drizzle-orm/pg-core';",
    ],
    [
      'the database in a route',
      'api/src/routes/catalog/fixture.ts',
      "export { openDatabase } from '../../db/client';",
    ],
  ]),
  ...breaking(RESTRICTED, 'A route calls repository methods', [
    [
      'a route calling a repository module instead of app.repos',
      'api/src/routes/user/fixture.ts',
      "export { createUsersRepository } from '../../repositories/users';",
    ],
    [
      'a route building the repositories from their index',
      'api/src/routes/user/fixture.ts',
      "export { createRepositories } from '../../repositories';",
    ],
  ]),
  ...(
    [
      ['schemas', "export { toMajor } from '../lib/money';"],
      ['lib', "export type { MessagesRepository } from '../repositories/messages';"],
      ['db', "export { createUsersRepository } from '../repositories/users';"],
      ['repositories', "export { COLORS } from '../seed/seed-data';"],
      ['seed', "export { imagesDir } from '../plugins/external';"],
      ['plugins', "export { adminUploadRoutes } from '../routes/admin/uploads';"],
      ['plugins', "export { routes } from '../routes';"],
    ] as const
  ).flatMap(([layer, line]) =>
    breaking(RESTRICTED, `api/src/${layer} imports only the layers below it`, [
      [`api/src/${layer} importing a layer above it: ${line}`, `api/src/${layer}/fixture.ts`, line],
    ]),
  ),
  ...keeping([
    [
      'a feature using shared lib code',
      'shell/src/features/footer/fixture.ts',
      "export { configAtom } from '../../lib/config';",
    ],
    [
      'bench importing e2e through its package exports',
      'bench/src/fixture.ts',
      "export { PORTS } from 'e2e/support/stack';",
    ],
    ...(['api/src/lib', 'e2e/support', 'bench/src'] as const).map((dir): Case => [
      `${dir.split('/')[0]} importing the contracts by package name`,
      `${dir}/fixture.ts`,
      "export * from '@shop/contracts';",
    ]),
    ['the UI kit importing react', 'shared-ui/fixture.tsx', "export { useState } from 'react';"],
    [
      "a remote's test importing the test kit",
      'mfe-catalog/src/app/__tests__/fixture.test.ts',
      "export { renderWithProviders } from '@shop/testing';",
    ],
    [
      'a route naming a repository type',
      'api/src/routes/admin/fixture.ts',
      "export type { ShopSettingsRow } from '../../repositories/settings';",
    ],
  ]),
];

const BOUNDARY_RULES = new Set([RESTRICTED, ZONES, NOT_IN_BROWSER]);

const results: { filePath: string; messages: { ruleId: string | null; message: string }[] }[] =
  JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, '..', 'lint-text.mjs')], {
      // Not the repository's root: the rules hold whichever folder ESLint is started in.
      cwd: __dirname,
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
