// Tokenizer estimate for providers/servers that report no usage; always marked reported: false. The o200k table
// (2.7 MB) is imported only here, on first need: most providers report usage, so most chats never download it.
import type { CompletionRequest, ToolCall, Usage } from './types';

type CountTokens = (text: string) => number;
let tokenizer: Promise<CountTokens> | null = null;

function loadCounter(): Promise<CountTokens> {
  // Special-token text such as "<|endoftext|>" in a chat is counted as plain text, never rejected.
  tokenizer ??= import('gpt-tokenizer/encoding/o200k_base').then((m) => (text: string) => m.countTokens(text, { disallowedSpecial: new Set() }));
  tokenizer.catch(() => {
    tokenizer = null;
  });
  return tokenizer;
}

/** The prompt as the model would see it: system, every message, and the tool definitions. */
function inputText(request: Pick<CompletionRequest, 'system' | 'messages' | 'tools'>): string {
  const parts: string[] = [request.system];
  for (const m of request.messages) {
    if (m.role === 'assistant') {
      parts.push(m.content, ...m.toolCalls.map((c) => `${c.name} ${c.argumentsJson}`));
    } else {
      parts.push(m.content);
    }
  }
  if (request.tools.length > 0) parts.push(JSON.stringify(request.tools));
  return parts.join('\n');
}

const outputText = (text: string, toolCalls: ToolCall[]): string =>
  [text, ...toolCalls.map((c) => `${c.name} ${c.argumentsJson}`)].join('\n');

export async function estimateInputTokens(request: Pick<CompletionRequest, 'system' | 'messages' | 'tools'>): Promise<number> {
  return (await loadCounter())(inputText(request));
}

export async function estimateOutputTokens(text: string, toolCalls: ToolCall[]): Promise<number> {
  return (await loadCounter())(outputText(text, toolCalls));
}

export async function estimatedUsage(
  request: Pick<CompletionRequest, 'system' | 'messages' | 'tools'>,
  text: string,
  toolCalls: ToolCall[],
): Promise<Usage> {
  const count = await loadCounter();
  return { inputTokens: count(inputText(request)), outputTokens: count(outputText(text, toolCalls)), cachedInputTokens: 0, reported: false };
}
