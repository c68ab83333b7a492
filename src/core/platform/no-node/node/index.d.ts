// Empty stand-in for @types/node in the browser contexts (core, worker, ui: see their typeRoots). The typings of the
// LLM SDKs (openai, Anthropic, Google's gaxios) reference Node's types; this keeps Node out of those programs.
export {};
