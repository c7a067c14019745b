import type { Language, RuntimeConfig, Theme } from '@shop/contracts';

export const CONFIG_ELEMENT_ID: string;
export const PAGE_DATA_ELEMENT_ID: string;
export const AFTER_PAINT_ELEMENT_ID: string;
export const SERVER_MANIFEST: string;
export function inlineJson(value: unknown): string;
export function cookies(header?: string): Record<string, string>;
/** What a first paint is made for: nothing else of the request reaches the render. */
export interface FirstPaint {
  theme: Theme;
  language: Language;
  signedIn: boolean;
}
export function firstPaintFor(request: {
  cookieHeader?: string;
  acceptLanguage?: string;
  pathname: string;
}): FirstPaint;
export interface PageRequest {
  pathname: string;
  search?: string;
  cookieHeader?: string;
  acceptLanguage?: string;
  /** Given, it is what the page is made for (and the cookies are not read). */
  firstPaint?: FirstPaint;
  /** Without the server render: the page the browser draws itself. */
  bare?: boolean;
}
export function createPageRenderer(options: {
  dist: string;
  /** The folder of the layout's server build (render.cjs), outside every served folder. */
  serverBuild?: string;
  runtime: RuntimeConfig;
  apiUpstream?: string;
  manifestTtlMs: number;
  manifestTimeoutMs: number;
  fetchImpl?: typeof fetch;
}): ((request: PageRequest) => Promise<string | null>) & {
  /** The page and whether it was made whole (nothing failed or ran out of time). */
  document: (request: PageRequest) => Promise<{ html: string; complete: boolean } | null>;
  /** The builds the path's page is made of (the shell's and its remotes'), as one value. */
  buildsFor: (pathname: string, signedIn: boolean) => Promise<string>;
  /** Loads the remotes' server builds ahead of the first visitor. */
  warm: () => Promise<void>;
};
export function priorityImage(markup: string): string | null;
