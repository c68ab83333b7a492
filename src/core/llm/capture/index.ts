// Capture of the raw HTTP exchange with a provider, redacted and capped, for the trace's raw request/response view.
export { BODY_CAP, createRawRecorder } from './recorder';
export type { CaptureFetch, RawRecorder } from './recorder';
export { REDACTED, redactHeaders, redactText, redactUrl } from './redact';
