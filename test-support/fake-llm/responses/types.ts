// Scripted turns that only the OpenAI Responses wire (POST /v1/responses) can answer: tool search and programs.
// Generic over the call shape (types.ts passes FakeToolCall) so this file imports nothing from types.ts.
export type ResponsesTurn<Call> =
  /**
   * The model searches the deferred tools. With the request's `tool_search` executed by the server, the fake
   * answers `tool_search_call` + `tool_search_output` (the deferred definitions named in `load`) and then `calls` /
   * `text` in the same response; with `execution: "client"` it ends after the `tool_search_call`.
   */
  | { type: 'tool-search'; arguments: Record<string, unknown>; load?: string[]; calls?: Call[]; text?: string }
  /**
   * A `program` item (JavaScript run by programmatic tool calling) whose calls come back as nested `function_call`s
   * (caller: program). Their outputs must arrive within `expiresInMs` (default 60 000) and before the program ends.
   */
  | { type: 'program'; code: string; calls: Call[]; expiresInMs?: number }
  /** The program's `program_output`, then optional text; both may hold {{lastToolResult}}. */
  | { type: 'program-output'; result: string; text?: string };
