// The web-platform globals src/core may use: browsers, workers and Node all provide them. tsconfig.core.json has no
// DOM lib and no Node types, so anything else core reaches for fails to compile. Shapes follow lib.dom.d.ts.

type TimerId = number;
declare function setTimeout(handler: () => void, timeout?: number): TimerId;
declare function clearTimeout(id: TimerId | undefined): void;

declare const performance: { now: () => number };

interface URL {
  hash: string;
  host: string;
  hostname: string;
  href: string;
  readonly origin: string;
  password: string;
  pathname: string;
  port: string;
  protocol: string;
  search: string;
  readonly searchParams: URLSearchParams;
  username: string;
  toString: () => string;
  toJSON: () => string;
}
declare const URL: { prototype: URL; new (url: string | URL, base?: string | URL): URL };

interface URLSearchParams {
  append: (name: string, value: string) => void;
  delete: (name: string, value?: string) => void;
  get: (name: string) => string | null;
  getAll: (name: string) => string[];
  has: (name: string, value?: string) => boolean;
  set: (name: string, value: string) => void;
  toString: () => string;
}
declare const URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string[][] | Record<string, string> | string | URLSearchParams): URLSearchParams;
};

interface TextDecoder {
  readonly encoding: string;
  decode: (input?: ArrayBufferLike | ArrayBufferView, options?: { stream?: boolean }) => string;
}
declare const TextDecoder: { prototype: TextDecoder; new (label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean }): TextDecoder };

interface TextEncoder {
  readonly encoding: string;
  encode: (input?: string) => Uint8Array;
}
declare const TextEncoder: { prototype: TextEncoder; new (): TextEncoder };

interface DOMException extends Error {
  readonly name: string;
  readonly message: string;
}
declare const DOMException: { prototype: DOMException; new (message?: string, name?: string): DOMException };

interface AbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  throwIfAborted: () => void;
  addEventListener: (type: 'abort', listener: () => void, options?: { once?: boolean }) => void;
  removeEventListener: (type: 'abort', listener: () => void) => void;
}
declare const AbortSignal: { prototype: AbortSignal; timeout: (ms: number) => AbortSignal; any: (signals: AbortSignal[]) => AbortSignal };

interface AbortController {
  readonly signal: AbortSignal;
  abort: (reason?: unknown) => void;
}
declare const AbortController: { prototype: AbortController; new (): AbortController };

interface MessagePort {
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  postMessage: (message: unknown) => void;
  close: () => void;
}
interface MessageChannel {
  readonly port1: MessagePort;
  readonly port2: MessagePort;
}
declare const MessageChannel: { prototype: MessageChannel; new (): MessageChannel };

interface Headers {
  get: (name: string) => string | null;
  has: (name: string) => boolean;
  forEach: (callback: (value: string, name: string) => void) => void;
}
type HeadersInit = Headers | Record<string, string> | Array<[string, string]>;
declare const Headers: { prototype: Headers; new (init?: HeadersInit): Headers };

interface ReadableStreamDefaultReader<R> {
  read: () => Promise<{ done: true; value?: undefined } | { done: false; value: R }>;
  releaseLock: () => void;
  cancel: (reason?: unknown) => Promise<void>;
}
interface ReadableStream<R> {
  getReader: () => ReadableStreamDefaultReader<R>;
  cancel: (reason?: unknown) => Promise<void>;
}
interface ReadableStreamDefaultController<R> {
  enqueue: (chunk: R) => void;
  close: () => void;
  error: (reason?: unknown) => void;
}
interface UnderlyingDefaultSource<R> {
  pull?: (controller: ReadableStreamDefaultController<R>) => void | Promise<void>;
  cancel?: (reason?: unknown) => void | Promise<void>;
}
declare const ReadableStream: { prototype: ReadableStream<unknown>; new <R>(source: UnderlyingDefaultSource<R>): ReadableStream<R> };

interface Response {
  readonly body: ReadableStream<Uint8Array> | null;
  readonly headers: Headers;
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  json: () => Promise<unknown>;
  text: () => Promise<string>;
}
declare const Response: {
  prototype: Response;
  new (body?: ReadableStream<Uint8Array> | string | null, init?: { status?: number; statusText?: string; headers?: Headers }): Response;
};

interface RequestInit {
  body?: string | null;
  headers?: HeadersInit;
  method?: string;
  mode?: 'cors' | 'no-cors' | 'same-origin';
  signal?: AbortSignal | null;
  credentials?: 'omit' | 'same-origin' | 'include';
  redirect?: 'follow' | 'error' | 'manual';
  referrerPolicy?: 'no-referrer';
  cache?: 'no-store' | 'default';
}
declare function fetch(input: string | URL, init?: RequestInit): Promise<Response>;
