import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import {
  apiLayerRules,
  boundaryZones,
  BROWSER_CODE,
  FEDERATED_NAMES,
  NOT_IN_BROWSER,
  SHARED_PACKAGES,
} from './tooling/boundaries.mjs';

const remotes = ['mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-admin'];

/**
 * A remote may import its own code and the shared packages, nothing else of the monorepo:
 * not the shell, not another remote (by path or by federated name), not the API.
 */
const remoteBoundary = (self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '**/shell/**',
              '**/api/src/**',
              '**/api/dist/**',
              ...SHARED_PACKAGES.map((w) => `**/${w}/**`),
              ...remotes.filter((r) => r !== self).map((r) => `**/${r}/**`),
              ...FEDERATED_NAMES,
            ],
            message: 'A remote imports only its own code and the shared packages, by name.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/sourcemaps/**',
      '**/server-build/**',
      '**/releases/**',
      '**/.data/**',
      '**/coverage/**',
      '**/@mf-types/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'reports/**',
      '.cache/**',
      // Written by npm run generate:api from the API's OpenAPI document.
      'shared-contracts/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{tsx,ts}'],
    ignores: ['api/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}', 'api/src/server.ts', 'bench/**', '**/scripts/**', '**/server/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } },
    },
    // Zones are paths from the repository's root, whichever folder ESLint is started in.
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaryZones() },
      ],
    },
  },
  ...remotes.map(remoteBoundary),
  ...apiLayerRules(),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/mfe-*/**',
                '**/api/src/**',
                '**/api/dist/**',
                ...SHARED_PACKAGES.map((w) => `**/${w}/**`),
                ...FEDERATED_NAMES,
              ],
              message:
                'The shell loads remotes through federation (by name, at run time) and imports only the shared packages, by name.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'node:*', 'fastify*'],
              message: 'The browser entry of @shop/contracts has no React and no server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // What runs in a browser imports neither the build kit nor the test kit (a rule of its own
    // name, so it adds to the no-restricted-imports rules above instead of replacing them).
    files: BROWSER_CODE,
    ignores: ['**/__tests__/**', '**/src/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: NOT_IN_BROWSER }] },
  },
);
