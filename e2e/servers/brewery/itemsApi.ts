// "Items" API (a second spec on the same stand-in): bearer auth like a real account API, with a write route
// (DELETE) and one operation on a "regional mirror" server. Used to prove that one run can never act with
// another spec's credentials, and that credentials go only to the servers the user confirmed.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ITEMS_SPEC_PATH = '/items/openapi.yaml';
export const ITEMS_PREFIX = '/items-api';
export const ITEMS_MIRROR_PREFIX = '/items-mirror';

export function itemsSpecText(origin: string): string {
  return `openapi: 3.0.3
info:
  title: Items API (e2e)
  version: 1.0.0
servers:
  - url: ${origin}${ITEMS_PREFIX}
components:
  securitySchemes:
    bearer:
      type: http
      scheme: bearer
security:
  - bearer: []
paths:
  /items:
    get:
      operationId: listItems
      summary: List items
      responses:
        '200': { description: The items }
  /items/{id}:
    delete:
      operationId: deleteItem
      summary: Delete an item
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      responses:
        '204': { description: Deleted }
  /mirror-items:
    get:
      operationId: listMirrorItems
      summary: List items from the regional mirror
      servers:
        - url: ${origin}${ITEMS_MIRROR_PREFIX}
          description: regional mirror
      responses:
        '200': { description: The items }
`;
}

const ITEMS = [{ id: '1', name: 'first' }, { id: '2', name: 'second' }];

/** Answers the items routes; false when `path` is not one of them. */
export function answerItems(req: IncomingMessage, res: ServerResponse, path: string, origin: string): boolean {
  const send = (status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  if (path === ITEMS_SPEC_PATH) {
    res.writeHead(200, { 'content-type': 'application/yaml; charset=utf-8' });
    res.end(itemsSpecText(origin));
    return true;
  }
  const prefix = [ITEMS_PREFIX, ITEMS_MIRROR_PREFIX].find((p) => path.startsWith(`${p}/`));
  if (!prefix) return false;
  const rest = path.slice(prefix.length);
  if (!/^Bearer \S+$/.test(req.headers.authorization ?? '')) {
    send(401, { message: 'Requires authentication' });
  } else if (req.method === 'GET' && (rest === '/items' || rest === '/mirror-items')) {
    send(200, ITEMS);
  } else if (req.method === 'DELETE' && /^\/items\/[^/]+$/.test(rest)) {
    send(204);
  } else {
    send(404, { message: 'Not Found' });
  }
  return true;
}
