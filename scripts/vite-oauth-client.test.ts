import { expect, it } from 'vitest';
import { clientDocument } from './vite-oauth-client';

it('publishes the client metadata document at the https address the build names; none for http or a bad address', () => {
  const doc = clientDocument('https://example.github.io/code-mode-playground');
  expect(doc?.url).toBe('https://example.github.io/code-mode-playground/oauth-client.json');
  expect(doc?.body).toMatchObject({
    client_id: doc?.url, token_endpoint_auth_method: 'none',
    redirect_uris: ['https://example.github.io/code-mode-playground/', 'https://example.github.io/code-mode-playground/index.html'],
  });
  expect(clientDocument('http://example.com/')).toBeNull();
  expect(clientDocument('https://example.com/?x=1')).toBeNull();
  expect(clientDocument('not a url')).toBeNull();
});
