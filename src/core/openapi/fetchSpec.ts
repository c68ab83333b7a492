// Downloads a spec by URL and turns every way that can fail (status, network, CORS, HTML) into a SpecLoadError.
import { blockedPortProblem } from '../net';
import { SpecLoadError } from './types';
import { htmlMessage } from './html';
import { readBodyText, type BodyText, type ReadBodyOptions } from './readBody';

export interface FetchedText extends BodyText {
  /** Final URL after redirects. */
  url: string;
  contentType: string;
}

export async function fetchSpecText(
  url: string, fetchFn: typeof fetch, signal?: AbortSignal, bodyOptions: ReadBodyOptions = {},
): Promise<FetchedText> {
  const parsed = parseHttpUrl(url);
  let response: Response;
  try {
    response = await fetchFn(parsed.href, { signal, headers: { Accept: 'application/json, application/yaml, text/yaml, */*;q=0.8' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw await classifyFetchFailure(parsed, error, fetchFn);
  }
  const finalUrl = response.url || parsed.href;
  if (!response.ok) {
    const statusText = response.statusText ? ` ${response.statusText}` : '';
    const advice = response.status === 404 ? ' Check the URL: the server says there is no file there.'
      : response.status === 401 || response.status === 403 ? ' The server refused access; the spec may be private.'
        : '';
    throw new SpecLoadError('http', `HTTP ${response.status}${statusText} when fetching ${finalUrl}.${advice}`, { status: response.status });
  }
  const contentType = response.headers.get('content-type') ?? '';
  // Its text may be decoded on first read (ReadBodyOptions.decodeLater): kept as it is, not copied.
  const fetched = Object.assign(await readBodyText(response, bodyOptions), { url: finalUrl, contentType });
  if (/text\/html|application\/xhtml/i.test(contentType) && /^\s*</.test(fetched.text)) {
    throw new SpecLoadError('html', htmlMessage(finalUrl, fetched.text) + githubHint(finalUrl));
  }
  return fetched;
}

function parseHttpUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new SpecLoadError('network', `"${url}" is not a valid URL. Use a full http(s):// address.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new SpecLoadError('network', `Only http(s) URLs can be fetched (got ${parsed.protocol}). For a local file, use the file picker or paste its text.`);
  }
  return parsed;
}

function githubHint(url: string): string {
  const m = url.match(/^https:\/\/github\.com\/([^/]+)\/([^/]+)\/blob\/(.+)$/);
  return m ? ` For GitHub files use https://raw.githubusercontent.com/${m[1]}/${m[2]}/${m[3]}` : '';
}

/** Page origin when running in a browser page or worker; undefined in Node. */
function pageOrigin(): string | undefined {
  const loc = (globalThis as { location?: { origin?: string } }).location;
  return loc?.origin && loc.origin !== 'null' ? loc.origin : undefined;
}

/**
 * A browser reports both "server unreachable" and "blocked by CORS" as a bare TypeError. A no-cors probe tells them
 * apart: it succeeds (opaque response) when the server answered, so the failure was CORS.
 */
async function classifyFetchFailure(url: URL, error: unknown, fetchFn: typeof fetch): Promise<SpecLoadError> {
  const blocked = blockedPortProblem(url);
  if (blocked) return new SpecLoadError('network', `${blocked.message} ${blocked.fix}`);
  const detail = describeError(error);
  const origin = pageOrigin();
  if (origin !== undefined && url.origin !== origin) {
    const reachable = await fetchFn(url.href, { mode: 'no-cors' }).then(() => true, () => false);
    if (reachable) return new SpecLoadError('cors', corsMessage(url));
    return new SpecLoadError('network',
      `Could not reach ${url.host} (${detail}). Check the address and your connection. ` +
      `If the server is up, it may also be refusing cross-origin requests (CORS): download the file and use the file picker or paste it.`);
  }
  return new SpecLoadError('network', `Could not fetch ${url.href}: ${detail}. Check the address, that the server is running, and your connection.`);
}

export function corsMessage(url: URL): string {
  return `The server at ${url.origin} answered, but the browser blocked this page from reading the response (CORS). ` +
    `This app runs entirely in your browser, so it can only read files from servers that send an ` +
    `Access-Control-Allow-Origin header allowing other sites. What you can do: download the spec file and load it ` +
    `with the file picker or paste its text, or use a URL on a host that sends Access-Control-Allow-Origin ` +
    `(raw.githubusercontent.com and most CDNs do).`;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  const causeText = cause instanceof Error ? ((cause as Error & { code?: string }).code ?? cause.message) : undefined;
  return causeText ? `${error.message} (${causeText})` : error.message;
}
