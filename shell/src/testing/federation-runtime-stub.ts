/**
 * Jest stand-in for the federation runtime: every exposed module loads as the remote stub
 * (which names the module it stands for), except those a test marks as down.
 */
import { createElement } from 'react';
import type { PrefetchRequest, ShellProps } from '@shop/contracts';
import RemoteStub from './remote-stub';

const down = new Set<string>();
export const registered: Array<{ name: string; entry: string }> = [];
/** Every module asked for, in order. */
export const requested: string[] = [];
/** Each module and language whose texts were loaded, in order. */
export const textsLoaded: Array<[string, string]> = [];
/** Each module whose page data was fetched ahead, with what the shell asked for, in order. */
export const prefetched: Array<[string, PrefetchRequest]> = [];
/** Modules whose texts fail to load (their server or network is down). */
export const textsDown = new Set<string>();

export function markRemoteDown(id: string, isDown = true) {
  if (isDown) down.add(id);
  else down.delete(id);
}

/** Registers (or, like force, replaces) remotes by name; the list is the current registration. */
export function registerRemotes(remotes: Array<{ name: string; entry: string }>) {
  for (const remote of remotes) {
    const index = registered.findIndex((item) => item.name === remote.name);
    if (index === -1) registered.push(remote);
    else registered.splice(index, 1, remote);
  }
}

export async function loadRemote(id: string) {
  requested.push(id);
  if (down.has(id)) throw new Error(`${id} is down`);
  return {
    default: (props: ShellProps) => createElement(RemoteStub, { ...props, module: id }),
    loadTexts: async (language: string) => {
      await Promise.resolve();
      if (textsDown.has(id)) throw new Error(`${id}'s texts are down`);
      textsLoaded.push([id, language]);
    },
    prefetch: (request: PrefetchRequest) => void prefetched.push([id, request]),
  };
}
