// Size and count limits on what a sandbox may send; the worker's bridge, the relay in the iframe and the page
// all enforce them (each layer assumes the one before it was bypassed). The numbers come from the one limits table,
// core/execution/limits.ts; these are the shapes the relay and the worker receive (serialized into the iframe).
import { LIMITS } from '../core/execution';
import type { MessageLimits, SyncBufferLayout } from './contract';

export const MESSAGE_LIMITS: MessageLimits = {
  maxUrlChars: LIMITS.urlChars.value,
  maxHeaderCount: LIMITS.headerCount.value,
  maxHeadersChars: LIMITS.headersChars.value,
  maxBodyBytes: LIMITS.requestBodyBytes.value,
  maxSnapshotBytes: LIMITS.snapshotBytes.value,
  extraMessagesPerRun: LIMITS.extraMessagesPerRun.value,
  maxIdleMessages: LIMITS.idleMessages.value,
  markerRoom: LIMITS.markerRoom.value,
  maxResultBytes: LIMITS.workspaceFileBytes.value,
  maxFileBytes: LIMITS.workspaceFileBytes.value,
  maxWorkspaceBytes: LIMITS.workspaceTotalBytes.value,
  maxFiles: LIMITS.workspaceFiles.value,
};

/** The slots of the shared buffer's Int32 header, then the reply data in chunks (sizes from the table). */
export const SYNC_BUFFER: SyncBufferLayout = {
  state: 0, id: 1, total: 2, head: 3, chunk: 4, headerBytes: 32, dataBytes: LIMITS.syncChunkBytes.value, maxTotalBytes: LIMITS.syncReplyBytes.value,
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
