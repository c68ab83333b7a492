// Recognizes OpenAPI 3.x / Swagger 2.0 documents, explains what else a document might be, and upgrades Swagger 2.0.
import { SpecLoadError } from './types';

export interface OpenApiDocument {
  document: Record<string, unknown>;
  originalVersion: string;
}

export async function toOpenApi3(value: unknown, source: string, specUrl?: string): Promise<OpenApiDocument> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const what = Array.isArray(value) ? 'a list' : value === null ? 'empty' : `a single ${typeof value} value`;
    throw new SpecLoadError('not-openapi', `${source} parsed as ${what}, not an OpenAPI document (expected an object with an "openapi" or "swagger" field).`);
  }
  const doc = value as Record<string, unknown>;
  if (doc.openapi !== undefined) {
    const version = versionString(doc.openapi);
    if (!/^3\.\d+(\.\d+)?/.test(version)) {
      throw new SpecLoadError('not-openapi', `${source} declares openapi: "${version}"; only OpenAPI 3.x and Swagger 2.0 are supported.`);
    }
    doc.openapi = version;
    requireObjects(doc, source);
    return { document: doc, originalVersion: version };
  }
  if (doc.swagger !== undefined) {
    const version = versionString(doc.swagger);
    if (!version.startsWith('2')) {
      throw new SpecLoadError('not-openapi', `${source} is Swagger ${version}; only Swagger 2.0 and OpenAPI 3.x are supported. Convert it to OpenAPI 3 first.`);
    }
    doc.swagger = '2.0';
    requireObjects(doc, source);
    // Swagger 2 without `schemes` means "the scheme the spec was served with".
    if (typeof doc.host === 'string' && doc.schemes === undefined && specUrl?.startsWith('https:')) doc.schemes = ['https'];
    // Loaded on demand: only Swagger 2.0 documents need the upgrader.
    const { upgrade } = await import('@scalar/openapi-upgrader');
    const upgraded = upgrade(doc, '3.0') as unknown as Record<string, unknown>;
    return { document: upgraded, originalVersion: '2.0' };
  }
  throw new SpecLoadError('not-openapi', `${source} is valid JSON/YAML but not an OpenAPI document: ${guessKind(doc)}`);
}

function versionString(v: unknown): string {
  if (typeof v === 'number') return Number.isInteger(v) ? `${v}.0` : String(v);
  return String(v).trim();
}

function requireObjects(doc: Record<string, unknown>, source: string): void {
  const info = doc.info;
  if (info !== undefined && (info === null || typeof info !== 'object')) {
    throw new SpecLoadError('not-openapi', `${source}: "info" must be an object.`);
  }
  const paths = doc.paths;
  if (paths !== undefined && paths !== null && (typeof paths !== 'object' || Array.isArray(paths))) {
    throw new SpecLoadError('not-openapi', `${source}: "paths" must be an object mapping paths to operations.`);
  }
}

function guessKind(doc: Record<string, unknown>): string {
  if (typeof doc.asyncapi === 'string') return 'it is an AsyncAPI document (event APIs), which has no HTTP operations to call.';
  const info = doc.info as Record<string, unknown> | undefined;
  if (info && typeof info === 'object' && ('_postman_id' in info || 'schema' in info) && Array.isArray(doc.item)) {
    return 'it looks like a Postman collection. Export the API as OpenAPI instead.';
  }
  if (typeof doc.$schema === 'string' || (doc.type !== undefined && doc.properties !== undefined)) {
    return 'it looks like a JSON Schema, not an API description.';
  }
  if (typeof doc.swaggerVersion === 'string' || typeof doc.apiVersion === 'string') return 'it looks like Swagger 1.x, which is not supported.';
  if (typeof doc.raml === 'string' || typeof doc.title === 'string' && typeof doc.baseUri === 'string') return 'it looks like RAML.';
  const keys = Object.keys(doc).slice(0, 6).map((k) => `"${k}"`).join(', ');
  return `there is no "openapi" or "swagger" field (top-level keys: ${keys || 'none'}).`;
}
