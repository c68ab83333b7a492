// Size and count limits on what a sandbox may send; the worker's bridge, the relay in the iframe and the page
// all enforce them (each layer assumes the one before it was bypassed).
import { WORKSPACE_CAPS } from '../core/workspace';
import type { MessageLimits, SyncBufferLayout } from './contract';

export const MESSAGE_LIMITS: MessageLimits = {
  maxUrlChars: 8_192,
  maxHeaderCount: 100,
  maxHeadersChars: 64 * 1024,
  maxBodyBytes: 5 * 1024 * 1024,
  maxSnapshotBytes: 256 * 1024 * 1024,
  extraMessagesPerRun: 200,
  maxIdleMessages: 200,
  markerRoom: 200,
  maxResultBytes: WORKSPACE_CAPS.maxFileBytes,
  maxFileBytes: WORKSPACE_CAPS.maxFileBytes,
  maxWorkspaceBytes: WORKSPACE_CAPS.maxTotalBytes,
  maxFiles: WORKSPACE_CAPS.maxFiles,
};

/** 1 MiB of reply data per chunk: a broker reply (at most 10 MB of body) takes up to 11 round trips. */
export const SYNC_BUFFER: SyncBufferLayout = {
  state: 0, id: 1, total: 2, head: 3, chunk: 4, headerBytes: 32, dataBytes: 1024 * 1024, maxTotalBytes: 64 * 1024 * 1024,
};

/** Why a request breaks a size limit, or null. Works on unvalidated input (the relay's and the page's view). */
export function oversize(req: { url?: unknown; headers?: unknown; body?: unknown }, limits: MessageLimits = MESSAGE_LIMITS): string | null {
  const n = (v: number) => v.toLocaleString('en-US');
  if (typeof req.url === 'string' && req.url.length > limits.maxUrlChars) {
    return `The URL is ${n(req.url.length)} characters long; the limit is ${n(limits.maxUrlChars)}`;
  }
  if (typeof req.headers === 'object' && req.headers !== null) {
    const entries = Object.entries(req.headers as Record<string, unknown>);
    if (entries.length > limits.maxHeaderCount) return `The request has ${n(entries.length)} headers; the limit is ${n(limits.maxHeaderCount)}`;
    const size = entries.reduce((sum, [k, v]) => sum + k.length + (typeof v === 'string' ? v.length : 0), 0);
    if (size > limits.maxHeadersChars) return `The request headers are ${n(size)} characters long; the limit is ${n(limits.maxHeadersChars)}`;
  }
  const body = req.body;
  const bytes = typeof body === 'string' ? body.length : ArrayBuffer.isView(body) ? body.byteLength : 0;
  if (bytes > limits.maxBodyBytes) return `The request body is ${n(bytes)} bytes; the limit is ${n(limits.maxBodyBytes)}`;
  return null;
}
