// Where each provider lists the models a key can use, and how the key is sent: always in a header, never in the URL
// (Gemini accepts ?key= too; x-goog-api-key keeps the key out of URLs and logs).
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

/** Pages asked for at once: more than any provider offers today. */
const PAGE_SIZE = 1000;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The GET for the first page (`cursor` undefined) or the page after `cursor`. */
export function modelListGet(req: ModelListRequest, cursor?: string): HttpGet {
  const base = trimSlash(req.baseUrl.trim());
  const key = req.apiKey.trim();
  switch (req.provider) {
    case 'anthropic':
      return {
        url: `${base}/v1/models?limit=${PAGE_SIZE}${cursor ? `&after_id=${encodeURIComponent(cursor)}` : ''}`,
        // The direct-browser-access header is Anthropic's opt-in to CORS for keys used from a page.
        headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01', 'anthropic-dangerous-direct-browser-access': 'true' },
      };
    case 'gemini':
      return {
        url: `${base}/v1beta/models?pageSize=${PAGE_SIZE}${cursor ? `&pageToken=${encodeURIComponent(cursor)}` : ''}`,
        headers: { 'x-goog-api-key': key },
      };
    case 'openai':
    case 'openai-compatible':
      // Local servers (Ollama, LM Studio) need no key: no Authorization header then.
      return { url: `${base}/models`, headers: key ? { Authorization: `Bearer ${key}` } : {} };
  }
}
