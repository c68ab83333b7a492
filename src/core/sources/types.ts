// What the page has loaded, as a list of sources: one API is a list of one.
import type { AllowEntry } from '../openapi/types';

/** A registered kind's id (kinds.ts: `openapi`, `mcp`, or a test's own). */
export type SourceKind = string;

export interface SourceBase {
  /** Stable for the life of the loaded source (the catalog worker's id); never shown. */
  id: string;
  kind: SourceKind;
  /** Identifier the model, links, Python (`BASE_URLS`) and labels use; unique in the list. See shortName.ts. */
  shortName: string;
  title: string;
}

/** An OpenAPI spec the page loaded. */
export interface OpenApiSource extends SourceBase {
  kind: 'openapi';
  /** Where it was loaded from, when a URL (links carry it). */
  url?: string;
  /** The servers this source's requests may reach (the user's server choice, as the broker enforces it). */
  allowlist: AllowEntry[];
  /** The base URL Python sees as BASE_URLS[shortName] (and BASE_URL when first). */
  baseUrl: string;
}

export type Source = OpenApiSource;

/** The loaded sources in order: the first one is BASE_URL's, and ties in attribution go to the earlier one. */
export type SourceList = readonly Source[];

/** One line per source for prompts and labels. */
export interface SourceLine {
  shortName: string;
  title: string;
  baseUrl: string;
  /** One line on what it is (the spec's description, first sentence). */
  about?: string;
}
