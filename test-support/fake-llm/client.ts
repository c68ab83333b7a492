// Helpers for specs and unit tests to drive the fake LLM server's control API over HTTP.
import type { FakeScript, FakeTurn, InjectRequest, RecordedRequest, ScenarioStatus } from './types';

export const FAKE_LLM_URL = 'http://127.0.0.1:4013';

async function call<T>(base: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`fake-llm ${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export function scriptFakeLlm(script: FakeScript | FakeScript[], base = FAKE_LLM_URL): Promise<ScenarioStatus[]> {
  return call(base, 'POST', '/__control/script', script);
}

/** Shorthand: reset, then script one scenario. */
export async function useScenario(scenario: string, turns: FakeTurn[], base = FAKE_LLM_URL): Promise<void> {
  await resetFakeLlm(base);
  await scriptFakeLlm({ scenario, turns }, base);
}

/** Puts turns before the next unused turn of a scenario (default: the active one), e.g. a failure mid-run. */
export function injectFakeLlm(request: InjectRequest, base = FAKE_LLM_URL): Promise<ScenarioStatus> {
  return call(base, 'POST', '/__control/inject', request);
}

export function fakeLlmRequests(base = FAKE_LLM_URL, scenario?: string): Promise<RecordedRequest[]> {
  const query = scenario === undefined ? '' : `?scenario=${encodeURIComponent(scenario)}`;
  return call(base, 'GET', `/__control/requests${query}`);
}

export function fakeLlmStatus(base = FAKE_LLM_URL): Promise<ScenarioStatus[]> {
  return call(base, 'GET', '/__control/status');
}

export async function resetFakeLlm(base = FAKE_LLM_URL): Promise<void> {
  await call(base, 'POST', '/__control/reset');
}

/** Headers that legitimately carry the provider key (OpenAI/Anthropic SDKs, Anthropic legacy, Gemini). */
export const AUTH_HEADERS = ['authorization', 'x-api-key', 'x-goog-api-key'];

/** Every place a secret could leak in a recorded request, except the auth headers. */
export function nonAuthText(r: RecordedRequest): string {
  const headers = Object.entries(r.headers)
    .filter(([name]) => !AUTH_HEADERS.includes(name))
    .map(([name, value]) => `${name}: ${value}`);
  return [r.path, r.rawBody, ...headers].join('\n');
}
