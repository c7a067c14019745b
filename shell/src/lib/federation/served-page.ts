import { createContext } from 'react';
import type { ExposedModule, InitialData } from '@shop/contracts';
import { remoteComponent } from './load-remote';

/** The id of the JSON data block the shell's server inlines a server-rendered page's data in. */
export const PAGE_DATA_ELEMENT_ID = 'shop-page-data';

/** The remote page the shell's server rendered into the HTML, and the data it rendered it with. */
export interface ServedPage {
  module: ExposedModule;
  data: InitialData;
  /** The page's title as its module named it on the server (the banner shows it). */
  title?: string;
}

/**
 * How the shell renders its remotes' places, given to the app rather than looked up: the page
 * the server rendered (in the browser, read from its data block; on the server, the page of this
 * request) and where a remote module's component comes from (in the browser, the federation
 * runtime; on the server, the page's module already loaded, a loading state everywhere else).
 */
export interface PageRender {
  page: ServedPage | null;
  remoteComponent: typeof remoteComponent;
}

export const PageRenderContext = createContext<PageRender>({ page: null, remoteComponent });

/** The page the server rendered, from the page's data block; null when there is none. */
export function readServedPage(): ServedPage | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ServedPage>;
    if (typeof value.module !== 'string' || !value.data || typeof value.data !== 'object')
      return null;
    return {
      module: value.module,
      data: value.data,
      ...(typeof value.title === 'string' ? { title: value.title } : {}),
    };
  } catch {
    return null;
  }
}
