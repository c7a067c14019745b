/**
 * The federation runtime on the shell's server: loads a remote's server build (its Node
 * container, dist/server/remoteEntry.js) from the remote's own URL at run time, and shares this
 * bundle's libraries with it — one React renders the page, one router context, one i18next — as
 * the browser's share scope does.
 */
import React from 'react';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import JsxRuntime from 'react/jsx-runtime';
import * as ReactRouterDom from 'react-router-dom';
import * as Jotai from 'jotai';
import * as Swr from 'swr';
import * as I18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import * as Notistack from 'notistack';
import * as Contracts from '@shop/contracts';
import { createInstance } from '@module-federation/enhanced/runtime';
import type { ServerPageModule } from '@shop/contracts';

/** The installed versions of the shared libraries (rspack.ssr.cjs). */
declare const __SHOP_SERVER_SHARED__: Record<string, string>;

const LIBRARIES: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react/jsx-runtime': JsxRuntime,
  'react-router-dom': ReactRouterDom,
  jotai: Jotai,
  swr: Swr,
  i18next: I18next,
  'react-i18next': ReactI18next,
  notistack: Notistack,
  '@shop/contracts': Contracts,
};

const federation = createInstance({
  name: 'shell_server',
  remotes: [],
  shareStrategy: 'loaded-first',
  shared: Object.fromEntries(
    Object.entries(LIBRARIES).map(([name, lib]) => [
      name,
      {
        version: __SHOP_SERVER_SHARED__[name] ?? '0.0.0',
        lib: () => lib,
        shareConfig: { singleton: true, requiredVersion: false as const },
      },
    ]),
  ),
});

/** Each remote's registered build and the modules loaded from it. */
const builds = new Map<string, { version: string; modules: Map<string, Promise<ServerPageModule>> }>();

function isServerPage(value: unknown): value is ServerPageModule {
  const module = value as Partial<ServerPageModule> | null;
  return typeof module?.default === 'function' && typeof module.load === 'function';
}

/**
 * An exposed page of a remote's server build. `version` names the build (its manifest's
 * buildHash): a new one registers the remote anew, so a redeployed remote is picked up.
 * A failed load is forgotten, so the next page tries again.
 */
export function loadServerPage({
  remote,
  exposed,
  entry,
  version,
}: {
  remote: string;
  exposed: string;
  entry: string;
  version: string;
}): Promise<ServerPageModule> {
  let build = builds.get(remote);
  if (!build || build.version !== version) {
    const url = new URL(entry);
    url.searchParams.set('v', version);
    federation.registerRemotes([{ name: remote, entry: url.href }], { force: Boolean(build) });
    build = { version, modules: new Map() };
    builds.set(remote, build);
  }
  const modules = build.modules;
  let module = modules.get(exposed);
  if (!module) {
    module = federation.loadRemote<unknown>(`${remote}/${exposed}`).then((value) => {
      if (!isServerPage(value)) throw new Error(`${remote}/${exposed} is not a server page`);
      return value;
    });
    module.catch(() => modules.delete(exposed));
    modules.set(exposed, module);
  }
  return module;
}
