// Reads what a request offered and said, in either wire format, so turns can react to it.
import type { FakeWire } from './types';

export interface ConversationView {
  model: string;
  stream: boolean;
  includeUsage: boolean;
  tools: string[];
  lastToolResult?: string;
  lastUserMessage?: string;
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** String content or the text parts of a content array. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  return arr(content)
    .filter(isObj)
    .map((p) => (typeof p.text === 'string' ? p.text : ''))
    .join('');
}

function openAiView(body: Json): Omit<ConversationView, 'model' | 'stream'> {
  const tools = arr(body.tools).filter(isObj).map((t) => (isObj(t.function) ? String(t.function.name) : String(t.name)));
  const messages = arr(body.messages).filter(isObj);
  const lastTool = [...messages].reverse().find((m) => m.role === 'tool');
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  const options = isObj(body.stream_options) ? body.stream_options : {};
  return {
    includeUsage: options.include_usage === true,
    tools,
    lastToolResult: lastTool ? textOf(lastTool.content) : undefined,
    lastUserMessage: lastUser ? textOf(lastUser.content) : undefined,
  };
}

function anthropicView(body: Json): Omit<ConversationView, 'model' | 'stream'> {
  const tools = arr(body.tools).filter(isObj).map((t) => String(t.name));
  let lastToolResult: string | undefined;
  let lastUserMessage: string | undefined;
  for (const m of arr(body.messages).filter(isObj)) {
    if (m.role !== 'user') continue;
    if (typeof m.content === 'string') {
      lastUserMessage = m.content;
      continue;
    }
    const blocks = arr(m.content).filter(isObj);
    for (const b of blocks) if (b.type === 'tool_result') lastToolResult = textOf(b.content);
    const text = blocks.filter((b) => b.type === 'text').map((b) => String(b.text)).join('');
    if (text) lastUserMessage = text;
  }
  return { includeUsage: true, tools, lastToolResult, lastUserMessage };
}

function geminiView(body: Json): Omit<ConversationView, 'model' | 'stream'> {
  const tools = arr(body.tools).filter(isObj).flatMap((t) => arr(t.functionDeclarations).filter(isObj).map((d) => String(d.name)));
  let lastToolResult: string | undefined;
  let lastUserMessage: string | undefined;
  for (const c of arr(body.contents).filter(isObj)) {
    if (c.role !== 'user') continue;
    const parts = arr(c.parts).filter(isObj);
    for (const p of parts) {
      if (!isObj(p.functionResponse)) continue;
      const response = isObj(p.functionResponse.response) ? p.functionResponse.response : {};
      const value = response.output ?? response.error ?? response;
      lastToolResult = typeof value === 'string' ? value : JSON.stringify(value);
    }
    const text = parts.map((p) => (typeof p.text === 'string' ? p.text : '')).join('');
    if (text) lastUserMessage = text;
  }
  return { includeUsage: true, tools, lastToolResult, lastUserMessage };
}

/** Gemini carries model and streaming in the path: /v1beta/models/{model}:streamGenerateContent. */
export function viewRequest(wire: FakeWire, body: unknown, path = ''): ConversationView {
  const b = isObj(body) ? body : {};
  if (wire === 'gemini') {
    const m = /\/models\/([^/:]+):(\w+)/.exec(path);
    return { model: decodeURIComponent(m?.[1] ?? ''), stream: m?.[2] === 'streamGenerateContent', ...geminiView(b) };
  }
  const base = { model: typeof b.model === 'string' ? b.model : '', stream: b.stream === true };
  return { ...base, ...(wire === 'openai' ? openAiView(b) : anthropicView(b)) };
}
