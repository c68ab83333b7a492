// A small spec exercising the generator: tags, missing operationIds, clashes, every body media type, a recursive schema.
export const SHOP_SPEC = {
  openapi: '3.0.3',
  info: { title: 'Shop API', version: '1' },
  servers: [{ url: 'https://shop.example.test/v1' }],
  components: {
    securitySchemes: { key: { type: 'apiKey', in: 'query', name: 'api_key' } },
    schemas: {
      Category: {
        type: 'object',
        description: 'A category and its sub-categories.',
        required: ['name'],
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Category' } },
          parent: { $ref: '#/components/schemas/Category' },
        },
      },
      Item: {
        type: 'object',
        required: ['id', 'title'],
        properties: {
          id: { type: 'integer' },
          title: { type: 'string' },
          price: { type: 'number', nullable: true },
          status: { type: 'string', enum: ['new', 'sold'] },
          tags: { type: 'array', items: { type: 'string' } },
          '@type': { type: 'string' },
        },
      },
      NewItem: { allOf: [{ $ref: '#/components/schemas/Item' }, { type: 'object', properties: { note: { type: 'string' } } }] },
    },
  },
  security: [{ key: [] }],
  paths: {
    '/items': {
      get: {
        operationId: 'listItems',
        tags: ['items'],
        summary: 'List items',
        parameters: [
          { name: 'q', in: 'query', required: true, schema: { type: 'string' }, description: 'Words to match.' },
          { name: 'per-page', in: 'query', schema: { type: 'integer' } },
          { name: 'in_stock', in: 'query', schema: { type: 'boolean' } },
          { name: 'api_key', in: 'query', schema: { type: 'string' } },
          { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Item' } } } } } },
      },
      post: {
        operationId: 'createItem',
        tags: ['items'],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/NewItem' } } } },
        responses: { '201': { description: 'created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } },
      },
    },
    '/items/{item-id}': {
      parameters: [{ name: 'item-id', in: 'path', required: true, schema: { type: 'integer' } }],
      get: { tags: ['items'], responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } } },
      put: {
        operationId: 'list-items',
        tags: ['items'],
        requestBody: { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { title: { type: 'string' } } } } } },
        responses: { '204': { description: 'updated' } },
      },
      delete: { operationId: 'ListItems', tags: ['items'], responses: { '204': { description: 'gone' } } },
    },
    '/items/{item-id}/photo': {
      parameters: [{ name: 'item-id', in: 'path', required: true, schema: { type: 'integer' } }],
      put: {
        operationId: 'uploadPhoto',
        tags: ['media'],
        requestBody: { required: true, content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } },
        responses: { '200': { description: 'ok', content: { 'text/plain': { schema: { type: 'string' } } } } },
      },
      post: {
        operationId: 'attachPhoto',
        tags: ['media'],
        requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' }, caption: { type: 'string' } } } } } },
        responses: { '200': { description: 'ok', content: { 'image/png': {} } } },
      },
    },
    '/notes': {
      post: {
        operationId: 'addNote',
        tags: ['notes'],
        requestBody: { required: true, content: { 'text/plain': { schema: { type: 'string' } } } },
        responses: { '200': { description: 'ok', content: { 'application/problem+json': { schema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } } },
      },
    },
    '/categories': {
      get: {
        operationId: 'getCategoryTree',
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Category' } } } } },
      },
    },
  },
};
