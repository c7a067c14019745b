import type { Language, RuntimeConfig, Theme } from '@shop/contracts';

export const CONFIG_ELEMENT_ID: string;
export const PAGE_DATA_ELEMENT_ID: string;
export const AFTER_PAINT_ELEMENT_ID: string;
export const SERVER_MANIFEST: string;
export function inlineJson(value: unknown): string;
export function cookies(header?: string): Record<string, string>;
export function firstPaintFor(request: {
  cookieHeader?: string;
  acceptLanguage?: string;
  pathname: string;
}): { theme: Theme; language: Language; signedIn: boolean };
export function createPageRenderer(options: {
  dist: string;
  /** The folder of the layout's server build (render.cjs), outside every served folder. */
  serverBuild?: string;
  runtime: RuntimeConfig;
  apiUpstream?: string;
  manifestTtlMs: number;
  manifestTimeoutMs: number;
  fetchImpl?: typeof fetch;
}): ((request: {
  pathname: string;
  search?: string;
  cookieHeader?: string;
  acceptLanguage?: string;
}) => Promise<string | null>) & {
  /** Loads the remotes' server builds ahead of the first visitor. */
  warm: () => Promise<void>;
};
export function priorityImage(markup: string): string | null;
