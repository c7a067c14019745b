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
import * as SwrMutation from 'swr/mutation';
import * as I18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import * as Notistack from 'notistack';
import * as Contracts from '@shop/contracts';
import * as Ui from '@shop/ui';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ServerPageModule } from '@shop/contracts';

/** The installed versions of the shared libraries (rspack.server.cjs). */
declare const __SHOP_SERVER_SHARED__: Record<string, string>;

const LIBRARIES: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react/jsx-runtime': JsxRuntime,
  'react-router-dom': ReactRouterDom,
  jotai: Jotai,
  swr: Swr,
  'swr/mutation': SwrMutation,
  i18next: I18next,
  'react-i18next': ReactI18next,
  notistack: Notistack,
  '@shop/contracts': Contracts,
  '@shop/ui': Ui,
};

/** How long a remote's server entry may take to download before the load is given up. */
let entryTimeoutMs = 10_000;

/**
 * Loads a remote's Node container (a CommonJS file, library type commonjs-module) over HTTP:
 * fetched within entryTimeoutMs and run in this process, as Node runs a module.
 */
const nodeEntries: ModuleFederationRuntimePlugin = {
  name: 'shop-node-entries',
  async loadEntry({ remoteInfo }) {
    const response = await fetch(remoteInfo.entry, {
      signal: AbortSignal.timeout(entryTimeoutMs),
    });
    if (!response.ok) throw new Error(`${remoteInfo.entry} answered ${response.status}`);
    const code = await response.text();
    const { pathname } = new URL(remoteInfo.entry);
    const module: { exports: unknown } = { exports: {} };
    const run = new vm.Script(
      `(function (exports, module, require, __dirname, __filename) {${code}\n})`,
      { filename: remoteInfo.entry },
    ).runInThisContext() as (...args: unknown[]) => void;
    run(
      module.exports,
      module,
      createRequire(path.join(process.cwd(), 'remote-entry.js')),
      path.posix.dirname(pathname),
      pathname,
    );
    // The container, or an object holding it under the remote's name.
    const exported = module.exports as Record<string, unknown>;
    return (exported[remoteInfo.name] ?? exported) as never;
  },
};

const federation = createInstance({
  name: 'shell_server',
  remotes: [],
  plugins: [nodeEntries],
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
const builds = new Map<
  string,
  { version: string; modules: Map<string, Promise<ServerPageModule>> }
>();

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
  timeoutMs,
}: {
  remote: string;
  exposed: string;
  entry: string;
  version: string;
  /** The longest a download of the entry may take (the page itself waits less, and goes on). */
  timeoutMs?: number;
}): Promise<ServerPageModule> {
  if (timeoutMs) entryTimeoutMs = timeoutMs;
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
