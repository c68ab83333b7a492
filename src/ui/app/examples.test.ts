import { describe, expect, it } from 'vitest';
import { EXAMPLE_APIS, matchingExample, type ExampleApi } from './examples';

const urlOf = (e: ExampleApi) => e.url ?? `http://app/${e.file ?? ''}`;

describe('matchingExample', () => {
  it('is the example with the loaded URL', () => {
    expect(matchingExample(EXAMPLE_APIS, { url: 'http://app/examples/petstore3.openapi.yaml', title: 'Whatever' }, urlOf)?.id).toBe('petstore3');
  });

  it('is the same API loaded from elsewhere (a local stand-in): its prompts then run against what is loaded', () => {
    expect(matchingExample(EXAMPLE_APIS, { url: 'http://127.0.0.1:4011/openapi.yaml', title: 'Open Brewery DB' }, urlOf)?.id).toBe('openbrewerydb');
    expect(matchingExample(EXAMPLE_APIS, { title: 'Swagger Petstore - OpenAPI 3.0' }, urlOf)?.id).toBe('petstore3');
    expect(matchingExample(EXAMPLE_APIS, { title: 'GitHub v3 REST API' }, urlOf)?.id).toBe('github');
  });

  it('is none for another API or nothing loaded', () => {
    expect(matchingExample(EXAMPLE_APIS, { title: 'Stripe API' }, urlOf)).toBeNull();
    expect(matchingExample(EXAMPLE_APIS, null, urlOf)).toBeNull();
  });
});
