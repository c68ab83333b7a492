// The bundled Open Brewery DB spec, re-pointed at the local stand-in (servers and the description's base URL), and a
// test fixture variant with the stand-in's bulk operation exportBreweries (not in the real API or the bundled spec).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';

export const BUNDLED_SPEC = fileURLToPath(new URL('../../../public/examples/openbrewerydb.openapi.yaml', import.meta.url));

export function localSpecText(baseUrl: string, specPath = BUNDLED_SPEC): string {
  const original = readFileSync(specPath, 'utf8');
  const doc = parseDocument(original);
  const servers = doc.toJS() as { servers?: Array<{ url?: string }> };
  const realBase = servers.servers?.[0]?.url;
  doc.setIn(['servers'], doc.createNode([{ url: baseUrl }]));
  let text = doc.toString({ lineWidth: 0 });
  if (realBase) text = text.split(realBase).join(baseUrl);
  return text;
}

const EXPORT_OPERATION = {
  get: {
    operationId: 'exportBreweries',
    summary: 'Export all breweries',
    description: 'Every brewery in one response (11,822 records, about 4.4 MB of JSON). No parameters, no paging.',
    responses: {
      '200': {
        description: 'Array of every brewery object.',
        content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Brewery' } } } },
      },
    },
  },
};

/** The local spec plus GET /breweries/export (operationId exportBreweries), served at /export/openapi.yaml. */
export function exportSpecText(baseUrl: string, specPath = BUNDLED_SPEC): string {
  const doc = parseDocument(localSpecText(baseUrl, specPath));
  doc.setIn(['info', 'title'], 'Open Brewery DB (with bulk export)');
  doc.setIn(['paths', '/breweries/export'], doc.createNode(EXPORT_OPERATION));
  return doc.toString({ lineWidth: 0 });
}
