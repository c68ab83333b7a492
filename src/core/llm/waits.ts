// How long a provider asks us to wait, from wherever it says so: headers (when readable), error text, Google RetryInfo.

/** Seconds from Retry-After (delta-seconds or HTTP date) or retry-after-ms; undefined when absent or not exposed. */
export function retryAfterFromHeaders(headers: { get: (name: string) => string | null } | undefined): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms) / 1000);
  const raw = headers.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

const UNIT_SECONDS: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };

/** "1m30.5s", "20ms", "2h1m0s" (Go durations, as OpenAI and Groq write them) in seconds. */
function goDuration(text: string): number | undefined {
  let total = 0;
  let matched = '';
  for (const [whole, n, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) {
    total += Number(n) * (UNIT_SECONDS[unit ?? ''] ?? 0);
    matched += whole;
  }
  return matched === text && matched !== '' ? total : undefined;
}

/** The wait an error message states: "Please try again in 1.2s." (OpenAI, Groq) or "retry after 3 seconds" (Azure). */
export function waitFromText(text: string): number | undefined {
  const go = /\b(?:try again|retry) in ((?:\d+(?:\.\d+)?(?:ms|h|m|s))+)\b/i.exec(text);
  if (go?.[1]) return goDuration(go[1]);
  const words = /\bretry after (\d+(?:\.\d+)?) seconds?\b/i.exec(text);
  return words?.[1] ? Number(words[1]) : undefined;
}

/** google.rpc.RetryInfo.retryDelay, a protobuf Duration in JSON: "2s", "0.5s", "1.234567890s". */
export function googleRetryDelay(details: unknown): number | undefined {
  if (!Array.isArray(details)) return undefined;
  for (const d of details as unknown[]) {
    const delay = typeof d === 'object' && d !== null ? (d as { retryDelay?: unknown }).retryDelay : undefined;
    const m = typeof delay === 'string' ? /^(\d+(?:\.\d+)?)s$/.exec(delay) : null;
    if (m?.[1]) return Number(m[1]);
  }
  return undefined;
}

/** "1.2 s", "20 ms", "90 s". */
export function formatSeconds(seconds: number): string {
  return seconds < 1 ? `${Math.round(seconds * 1000)} ms` : `${Number(seconds.toFixed(1))} s`;
}
