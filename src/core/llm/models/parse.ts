// Each provider's model-list body -> model ids with what the list says about them (context window, deprecation).
// Each provider's descriptor holds its parse.
import { PROVIDERS } from '../registry';
import type { ProviderId } from '../types';
import { isObj, type ModelPage } from './wire';

export function parseModelPage(provider: ProviderId, body: unknown): ModelPage {
  return isObj(body) ? PROVIDERS[provider].modelList.parse(body) : { models: [] };
}
