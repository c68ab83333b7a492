// Model lists fetched with the user's key (SDK-free; core/llm/providers wraps it for the page).
export { fetchModelList } from './fetchModels';
export type { ModelListResult } from './fetchModels';
export { modelListGet } from './endpoints';
export { parseModelPage } from './parse';
export type { HttpGet, ListedModel, ModelListRequest, ModelPage } from './wire';
