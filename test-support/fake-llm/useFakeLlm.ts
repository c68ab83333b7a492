// One in-process fake LLM per test file, reset before each test; `strict` also fails a test whose requests broke a
// provider's documented rules (the fake records each violation on the request).
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { startFakeLlm, type FakeLlmServer } from './server';

export function useFakeLlm(options: { strict: boolean }): () => FakeLlmServer {
  let server: FakeLlmServer | null = null;
  beforeAll(async () => {
    server = await startFakeLlm({ port: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => server?.state.reset());
  if (options.strict) afterEach(() => expect(server?.state.requests.flatMap((r) => (r.violation ? [r.violation.message] : []))).toEqual([]));
  return () => {
    if (!server) throw new Error('the fake LLM has not started');
    return server;
  };
}
