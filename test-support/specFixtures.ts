// Test-only helpers: the spec fixtures of src/core/openapi and a fetch that serves them like a static HTTP server.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FIXTURES = fileURLToPath(new URL('../src/core/openapi/__fixtures__/', import.meta.url));

export function fixtureText(name: string): string {
  return readFileSync(FIXTURES + name, 'utf8');
}

export interface FakeRoute {
  status?: number;
  body: string;
  contentType?: string;
}

/** A fetch that answers from a URL → route table (404 otherwise) and records the URLs it was asked for. */
export function fakeFetch(routes: Record<string, FakeRoute | string>): typeof fetch & { calls: string[] } {
  const calls: string[] = [];
  const answer = (url: string): Response => {
    const route = routes[url];
    if (route === undefined) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    const r = typeof route === 'string' ? { body: route } : route;
    return new Response(r.body, { status: r.status ?? 200, headers: { 'content-type': r.contentType ?? 'application/yaml' } });
  };
  const fn = ((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(url);
    return Promise.resolve(answer(url));
  }) as typeof fetch & { calls: string[] };
  fn.calls = calls;
  return fn;
}
