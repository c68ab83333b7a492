// Records the HTTP exchange an SDK makes, at its fetch: the request as sent and the response body as the SDK reads
// it (a stream stays a stream; bytes are copied as they pass). Credentials are redacted and bodies capped on the way in.
import type { RawBody, RawExchange } from '../types';
import { redactHeaders, redactText, redactUrl } from './redact';

/** Characters kept per body: request and response together stay under about 200 KB per turn. */
export const BODY_CAP = 100_000;
/** Kept past the cap until redaction, so a secret straddling the cut is still found whole. */
const SECRET_MARGIN = 4_096;

/** What SDKs pass to fetch: a URL string (all three do), a URL, or a Request. */
export type FetchInput = string | URL | { readonly url: string };
export type CaptureFetch = (input: FetchInput, init?: RequestInit) => Promise<Response>;

// core's platform types know no Request; the browser's fetch takes one as it is.
const platformFetch: CaptureFetch = (input, init) => fetch(input as string | URL, init);

export interface RawRecorder {
  /** Hand this to the SDK as its `fetch`. */
  fetch: CaptureFetch;
  /** The last exchange so far (a body still being read is marked incomplete). */
  last: () => RawExchange | undefined;
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

class BodyBuffer {
  private text = '';
  private bytes = 0;
  private dropped = false;
  private readonly decoder = new TextDecoder();
  ended = false;

  add(chunk: Uint8Array): void {
    this.bytes += chunk.byteLength;
    if (this.text.length > BODY_CAP + SECRET_MARGIN) this.dropped = true;
    else this.text += this.decoder.decode(chunk, { stream: true });
  }

  snapshot(secrets: readonly string[]): RawBody {
    return capped(this.text, this.bytes, secrets, this.dropped);
  }
}

/** Redacts first, then cuts: a cut never leaves part of a secret. */
function capped(text: string, bytes: number, secrets: readonly string[], dropped = false): RawBody {
  const redacted = redactText(text, secrets);
  return { text: redacted.slice(0, BODY_CAP), bytes, cut: dropped || redacted.length > BODY_CAP };
}

function urlOf(input: unknown): string {
  if (typeof input === 'string') return input;
  if (input && typeof input === 'object' && 'url' in input && typeof input.url === 'string') return input.url;
  return String(input);
}

function requestBody(body: unknown, secrets: readonly string[]): RawBody {
  if (body === undefined || body === null) return { text: '', bytes: 0, cut: false };
  if (typeof body !== 'string') return { text: `[a ${Object.prototype.toString.call(body).slice(8, -1)} body, not shown]`, bytes: 0, cut: false };
  // A classic-mode request can be megabytes of tools: only what can be shown is scanned.
  const kept = BODY_CAP + SECRET_MARGIN;
  return capped(body.slice(0, kept), utf8Bytes(body), secrets, body.length > kept);
}

function headerList(headers: Headers): Array<[string, string]> {
  const list: Array<[string, string]> = [];
  headers.forEach((value, name) => list.push([name, value]));
  return list;
}

/** The same response with a body that copies each chunk into `buffer` as the SDK reads it. */
function tapped(response: Response, buffer: BodyBuffer): Response {
  const source = response.body;
  if (!source) {
    buffer.ended = true;
    return response;
  }
  const reader = source.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = await reader.read();
      if (chunk.done) {
        buffer.ended = true;
        controller.close();
        return;
      }
      buffer.add(chunk.value);
      controller.enqueue(chunk.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

export function createRawRecorder(secrets: readonly string[], base: CaptureFetch = platformFetch): RawRecorder {
  const keys = secrets.map((s) => s.trim()).filter((s) => s.length > 0);
  let last: (() => RawExchange) | undefined;
  const capture: CaptureFetch = async (input, init) => {
    const request = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url: redactUrl(urlOf(input), keys),
      requestHeaders: redactHeaders(headerList(new Headers(init?.headers)), keys),
      requestBody: requestBody(init?.body, keys),
    };
    const empty = new BodyBuffer();
    last = () => ({ ...request, responseHeaders: [], responseBody: empty.snapshot(keys), streamed: false, incomplete: true });
    const response = await base(input, init);
    const buffer = new BodyBuffer();
    const responseHeaders = redactHeaders(headerList(response.headers), keys);
    const streamed = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    last = () => ({
      ...request, status: response.status, responseHeaders, responseBody: buffer.snapshot(keys), streamed,
      ...(buffer.ended ? {} : { incomplete: true }),
    });
    return tapped(response, buffer);
  };
  return { fetch: capture, last: () => last?.() };
}
