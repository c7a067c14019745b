import { MESSAGES } from '@shop/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeTranslations } from '@shop/testing';
import en from '../../../locales/en/admin.json';
import es from '../../../locales/es/admin.json';
import pt from '../../../locales/pt/admin.json';

type Tree = { [key: string]: string | Tree };

describeTranslations('admin', { en, es, pt });

it('holds the validation texts of the contract', () => {
  expect(MESSAGES).toMatchObject(en.validation);
});

/** Every source file of the app, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function lookup(tree: Tree, path: string): string | Tree | undefined {
  return path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      tree,
    );
}

const hasText = (tree: Tree, key: string) =>
  ['', '_one', '_other'].some((suffix) => typeof lookup(tree, `${key}${suffix}`) === 'string');

describe('the keys the admin asks for', () => {
  const code = sources(join(__dirname, '../..')).map((file) => readFileSync(file, 'utf8'));
  const fixed = code.flatMap((text) => [...text.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1]));
  // A key built at run time (`orders.badge.${status}`) needs at least the group it reads from.
  const groups = code.flatMap((text) =>
    [...text.matchAll(/\bt\(\s*`([\w.]+)\.\$\{/g)].map((m) => m[1]),
  );

  it.each([
    ['en', en],
    ['es', es],
    ['pt', pt],
  ])('all exist in %s', (_lng, tree) => {
    expect(fixed.length).toBeGreaterThan(50);
    expect(groups.length).toBeGreaterThan(10);
    expect(fixed.filter((key) => !hasText(tree as Tree, key ?? ''))).toEqual([]);
    expect(groups.filter((group) => typeof lookup(tree as Tree, group ?? '') !== 'object')).toEqual(
      [],
    );
  });
});
