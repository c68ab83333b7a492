/* eslint-disable @typescript-eslint/unbound-method -- primordials are captured unbound on purpose and always called with an explicit receiver (Reflect.apply) or none needed */
// Built-ins the worker uses after user code may have run, captured when the bundle starts (before any script):
// Python reaches every JS global and prototype, so nothing here is looked up again later.

const descriptor = (proto: object, key: string): PropertyDescriptor => {
  const d = Object.getOwnPropertyDescriptor(proto, key);
  if (!d) throw new Error(`missing built-in ${key}`);
  return d;
};

const dataGetter = descriptor(MessageEvent.prototype, 'data').get as (this: MessageEvent) => unknown;
const portsGetter = descriptor(MessageEvent.prototype, 'ports').get as (this: MessageEvent) => readonly MessagePort[];
const portPost = MessagePort.prototype.postMessage as (this: MessagePort, msg: unknown, transfer: Transferable[]) => void;
const apply = Reflect.apply;
const hasOwnFn = Object.hasOwn;

export const jsonParse: (text: string) => unknown = JSON.parse;
export const jsonStringify: (value: unknown) => string = JSON.stringify;
export const PromiseCtor = Promise;
export const Uint8ArrayCtor = Uint8Array;

/** An event's payload, read through the original getter (a patched `MessageEvent.prototype.data` is never called). */
export const eventData = (e: MessageEvent): unknown => apply(dataGetter, e, []);
export const eventPorts = (e: MessageEvent): readonly MessagePort[] => apply(portsGetter, e, []);
export const postOn = (port: MessagePort, msg: unknown, transfer: Transferable[] = []): void => apply(portPost, port, [msg, transfer]);
/** Own property or undefined: never walks a prototype chain a script may have patched. */
export const own = (o: object, key: string): unknown => (apply(hasOwnFn, Object, [o, key]) ? (o as Record<string, unknown>)[key] : undefined);
const isView = ArrayBuffer.isView;
export const isBytes = (v: unknown): v is Uint8Array => isView(v);

// The shared-buffer path (syncBridge.ts). Absent where the page is not cross-origin isolated.
const atomics = Atomics;
export const atomicsWait = atomics.wait.bind(atomics);
export const atomicsLoad = atomics.load.bind(atomics);
export const atomicsStore = atomics.store.bind(atomics);
export const Int32ArrayCtor = Int32Array;
const decoder = new TextDecoder();
const decode = decoder.decode.bind(decoder);
export const utf8Decode = (bytes: Uint8Array): string => decode(bytes);
const SharedCtor = (globalThis as { SharedArrayBuffer?: typeof SharedArrayBuffer }).SharedArrayBuffer;
export const isShared = (v: unknown): v is SharedArrayBuffer => SharedCtor !== undefined && v instanceof SharedCtor;
