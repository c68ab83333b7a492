// A scripted turn that only the OpenAI Responses wire (POST /v1/responses) can answer. Tool search and program
// turns are shared with the Anthropic wire (types.ts).
/** The program's `program_output`, then optional text; both may hold {{lastToolResult}}. */
export type ResponsesTurn = { type: 'program-output'; result: string; text?: string };
