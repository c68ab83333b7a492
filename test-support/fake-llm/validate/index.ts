// Strict request validation per wire: the first broken rule, or null when the request is one the provider accepts.
import type { FakeWire } from '../types';
import { validateAnthropic } from './anthropic';
import { validateGemini } from './gemini';
import { validateOpenAi } from './openai';
import type { Violation } from './shared';

export type { Violation } from './shared';

/** path: the request path (Gemini carries the API version and model in it). */
export function validateRequest(wire: FakeWire, body: unknown, path: string): Violation | null {
  switch (wire) {
    case 'openai':
      return validateOpenAi(body);
    case 'anthropic':
      return validateAnthropic(body);
    case 'gemini':
      return validateGemini(body, path);
  }
}
