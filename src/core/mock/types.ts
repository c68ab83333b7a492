// What the mock answers: a request as the broker saw it, and a response built from the spec alone.

export interface MockRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

export interface MockResponse {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: Uint8Array;
  /** For the log: the operation answered, or why none was. */
  note: string;
}
