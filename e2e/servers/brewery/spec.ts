// The bundled Open Brewery DB spec, re-pointed at the local stand-in (servers and the description's base URL).
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
