// Where each provider lists the models a key can use, and how the key is sent: always in a header, never in the URL.
// Each provider's descriptor holds its request.
import { PROVIDERS } from '../registry';
import type { HttpGet, ModelListRequest } from './wire';

/** The GET for the first page (`cursor` undefined) or the page after `cursor`. */
export function modelListGet(req: ModelListRequest, cursor?: string): HttpGet {
  return PROVIDERS[req.provider].modelList.request(req, cursor);
}
