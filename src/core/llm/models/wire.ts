// The shapes of a model-list exchange and the helpers each provider's descriptor uses to read one.
import type { ProviderId } from '../types';

export interface ModelListRequest {
  provider: ProviderId;
  /** For messages ("OpenAI", "Google Gemini"). */
  label: string;
  apiKey: string;
  /** The base URL in use (the user's, else the provider's default). */
  baseUrl: string;
}

export interface HttpGet {
  url: string;
  headers: Record<string, string>;
}

export interface ListedModel {
  id: string;
  /** Display name, when the provider gives one. */
  label?: string;
  /** Input tokens the model accepts, when the list says. */
  contextWindow?: number;
  deprecated?: boolean;
}

export interface ModelPage {
  models: ListedModel[];
  /** Cursor of the next page, when there is one. */
  next?: string;
}

/** Pages asked for at once: more than any provider offers today. */
export const PAGE_SIZE = 1000;

export const trimSlash = (url: string) => url.replace(/\/+$/, '');

export type Json = Record<string, unknown>;
export const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObj) : []);
export const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
export const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);

export function compact(model: ListedModel): ListedModel {
  return Object.fromEntries(Object.entries(model).filter(([, v]) => v !== undefined)) as unknown as ListedModel;
}
