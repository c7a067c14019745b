/** Reads an app's translations, so journeys can expect the texts of any language. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack';

type Tree = { [key: string]: string | Tree };

const FILES: Record<string, string> = {
  common: 'shell/locales/{lng}/common.json',
  content: 'shell/locales/{lng}/content.json',
  catalog: 'mfe-catalog/locales/{lng}/catalog.json',
  checkout: 'mfe-cart-checkout/locales/{lng}/checkout.json',
  account: 'mfe-account/locales/{lng}/account.json',
  admin: 'mfe-admin/locales/{lng}/admin.json',
};

/** `text('es', 'catalog', 'products.total', { total: 3 })` */
export function text(
  lng: string,
  namespace: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const file = FILES[namespace];
  if (!file) throw new Error(`unknown namespace ${namespace}`);
  let node: string | Tree = JSON.parse(
    readFileSync(path.join(ROOT, file.replace('{lng}', lng)), 'utf8'),
  ) as Tree;
  for (const part of key.split('.')) {
    if (typeof node === 'string' || !(part in node))
      throw new Error(`no ${namespace}:${key} in ${lng}`);
    node = node[part] as string | Tree;
  }
  if (typeof node !== 'string') throw new Error(`${namespace}:${key} is not a text`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** Every text of every app in a language, by `namespace:key`. */
export function allTexts(lng: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (prefix: string, node: string | Tree) => {
    if (typeof node === 'string') out.set(prefix, node);
    else for (const [key, child] of Object.entries(node)) walk(`${prefix}.${key}`, child);
  };
  for (const [namespace, file] of Object.entries(FILES)) {
    const tree = JSON.parse(readFileSync(path.join(ROOT, file.replace('{lng}', lng)), 'utf8'));
    walk(namespace, tree as Tree);
  }
  return out;
}
