// "Items" API (a second spec on the same stand-in): bearer auth like a real account API, with a write route
// (DELETE) and one operation on a "regional mirror" server. Used to prove that one run can never act with
// another spec's credentials, and that credentials go only to the servers the user confirmed. POST /items is the
// write the approval tests count. /items/offline.yaml is the same API on a server that must never be reached (the
// forbidden server): mock mode answers it from the spec.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FORBIDDEN_URL } from '../ports';
import { AWS_OFFLINE_SPEC_PATH, awsOfflineSpecText } from './awsOfflineSpec';

export const ITEMS_SPEC_PATH = '/items/openapi.yaml';
export const ITEMS_PREFIX = '/items-api';
export const ITEMS_MIRROR_PREFIX = '/items-mirror';
export const ITEMS_OFFLINE_SPEC_PATH = '/items/offline.yaml';

export function itemsSpecText(origin: string, server = `${origin}${ITEMS_PREFIX}`, title = 'Items API (e2e)'): string {
  return `openapi: 3.0.3
info:
  title: ${title}
  version: 1.0.0
servers:
  - url: ${server}
components:
  schemas:
    Item:
      type: object
      required: [id, name]
      properties:
        id: { type: string }
        name: { type: string, minLength: 1 }
        price: { type: number, minimum: 0 }
        tags: { type: array, items: { type: string } }
    NewItem:
      type: object
      required: [name]
      properties:
        name: { type: string, minLength: 1 }
        price: { type: number, minimum: 0 }
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
      parameters:
        - { name: limit, in: query, schema: { type: integer, minimum: 1 } }
      responses:
        '200':
          description: The items
          content:
            application/json:
              schema: { type: array, items: { $ref: '#/components/schemas/Item' } }
    post:
      operationId: createItem
      summary: Create an item
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/NewItem' }
      responses:
        '201':
          description: Created
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Item' }
              example: { id: '3', name: 'third', price: 2.5 }
  /items/{id}:
    get:
      operationId: getItem
      summary: Get one item
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      responses:
        '200':
          description: The item
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Item' }
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
  if (path === AWS_OFFLINE_SPEC_PATH) {
    res.writeHead(200, { 'content-type': 'application/yaml; charset=utf-8' });
    res.end(awsOfflineSpecText());
    return true;
  }
  if (path === ITEMS_SPEC_PATH || path === ITEMS_OFFLINE_SPEC_PATH) {
    res.writeHead(200, { 'content-type': 'application/yaml; charset=utf-8' });
    res.end(path === ITEMS_SPEC_PATH ? itemsSpecText(origin) : itemsSpecText(origin, `${FORBIDDEN_URL}${ITEMS_PREFIX}`, 'Items API offline (e2e)'));
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
  } else if (req.method === 'POST' && rest === '/items') {
    send(201, { id: '3', name: 'third' });
  } else {
    send(404, { message: 'Not Found' });
  }
  return true;
}
