// Per-provider tool sanitizers: names, descriptions and schemas each provider accepts, with the mapping back.
export { sanitizeTools } from './toolSet';
export type { SanitizedTools } from './toolSet';
export { fitName } from './names';
export { sanitizeJsonSchema } from './jsonSchema';
export { sanitizeGeminiSchema } from './geminiSchema';
