// Lists the models the user's key can use, straight from the chosen provider (fetch, no SDK: the page bundle uses it).
import { modelListGet } from './endpoints';
import { parseModelPage } from './parse';
import type { ListedModel, ModelListRequest } from './wire';

export type ModelListResult = { ok: true; models: ListedModel[] } | { ok: false; message: string; status?: number };

const MAX_PAGES = 5;

function failure(req: ModelListRequest, status: number | undefined, detail: string): ModelListResult {
  const { label } = req;
  if (status === 401 || status === 403) return { ok: false, status, message: `${label} refused the key (HTTP ${status}); the model list needs a valid key.` };
  if (status === 404) return { ok: false, status, message: `This ${label} endpoint has no model list (HTTP 404); type the model id.` };
  if (status !== undefined) return { ok: false, status, message: `${label} could not list models (HTTP ${status}).` };
  return { ok: false, message: `Could not reach ${label} for the model list (${detail}). Check the base URL; a local server must allow CORS from this page.` };
}

export async function fetchModelList(req: ModelListRequest, options: { fetch?: typeof fetch; signal?: AbortSignal } = {}): Promise<ModelListResult> {
  const get = options.fetch ?? fetch;
  const models: ListedModel[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { url, headers } = modelListGet(req, cursor);
    let response: Response;
    try {
      response = await get(url, { headers, signal: options.signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // The error text never includes the key: it travels in a header, not in the URL.
      return failure(req, undefined, error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) return failure(req, response.status, '');
    const parsed = parseModelPage(req.provider, await response.json().catch(() => null));
    models.push(...parsed.models);
    cursor = parsed.next;
    if (!cursor) break;
  }
  const unique = [...new Map(models.map((m) => [m.id, m])).values()];
  return { ok: true, models: unique.sort((a, b) => a.id.localeCompare(b.id)) };
}
