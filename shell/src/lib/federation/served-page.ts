import type { ExposedModule, InitialData } from '@shop/contracts';

/** The id of the JSON data block the shell's server inlines a server-rendered page's data in. */
export const PAGE_DATA_ELEMENT_ID = 'shop-page-data';

/** The remote page the shell's server rendered into the HTML, and the data it rendered it with. */
export interface ServedPage {
  module: ExposedModule;
  data: InitialData;
}

/** Undefined until read: in the browser from the page's data block, on the server as set. */
let served: ServedPage | null | undefined;

function read(): ServedPage | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ServedPage>;
    if (typeof value.module !== 'string' || !value.data || typeof value.data !== 'object')
      return null;
    return { module: value.module, data: value.data };
  } catch {
    return null;
  }
}

/** The page the server rendered, if any. */
export function servedPage(): ServedPage | null {
  if (served === undefined) served = read();
  return served;
}

/** The server data of a module, when it is the page the server rendered. */
export function servedData(module: ExposedModule): InitialData | undefined {
  const page = servedPage();
  return page?.module === module ? page.data : undefined;
}

/**
 * The server's render sets the page it renders (null after), read synchronously during
 * renderToString, so no other request can see it.
 */
export function setServedPage(page: ServedPage | null): void {
  served = page;
}
