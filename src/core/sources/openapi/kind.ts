// The OpenAPI kind: a spec the page loaded. Its requests are fetched (live, mocked or through the proxy, by its
// settings), its operations take parameters and a body, and the link's `spec=` leads with it.
import type { SourceKindDef } from '../kind';

export const OPENAPI_KIND: SourceKindDef = {
  id: 'openapi',
  toolArguments: false,
  link: { key: 'spec', leads: true, read: (value) => value },
  settings: ['server', 'credentials', 'mock', 'proxy'],
};
