// The strict fake LLM's verdict (test-support/fake-llm/validate, the rules the e2e server enforces) on a tool list,
// put on the wire the way each adapter puts it.
import { toAnthropicTools } from '../../src/core/llm/anthropic/convert';
import { toGeminiTools } from '../../src/core/llm/gemini/convert';
import { toOpenAiTools } from '../../src/core/llm/openai/convert';
import type { ProviderId, ToolDefinition } from '../../src/core/llm/types';
import { validateRequest } from '../fake-llm/validate';

const user = 'Find breweries with moon in the name';

/** The fake's error message for a one-message request offering these tools, or null when it accepts it. */
export function strictFakeVerdict(provider: ProviderId, tools: ToolDefinition[]): string | null {
  if (provider === 'anthropic') {
    return validateRequest('anthropic', { model: 'm', max_tokens: 1024, messages: [{ role: 'user', content: user }], tools: toAnthropicTools(tools) }, '/v1/messages')?.message ?? null;
  }
  if (provider === 'gemini') {
    const body = { contents: [{ role: 'user', parts: [{ text: user }] }], tools: toGeminiTools(tools) };
    return validateRequest('gemini', body, '/v1beta/models/m:generateContent')?.message ?? null;
  }
  const openAi = (list: ToolDefinition[]) => validateRequest('openai', { model: 'm', messages: [{ role: 'user', content: user }], tools: toOpenAiTools(list) }, '/v1/chat/completions')?.message ?? null;
  if (provider === 'openai') return openAi(tools);
  // The fake's OpenAI wire always applies OpenAI's 128-tool cap; a compatible server has none, so check in slices.
  for (let i = 0; i < tools.length; i += 128) {
    const verdict = openAi(tools.slice(i, i + 128));
    if (verdict !== null) return verdict;
  }
  return null;
}
