// Caps of a chat workspace (files under /data), enforced by the sandbox worker, its relay, the page's guards and
// the workspace itself: each layer assumes the one before it was bypassed.
import { LIMITS } from '../execution/limits';
import type { WorkspaceChanges } from '../execution/types';

export interface WorkspaceCaps {
  maxFileBytes: number;
  maxTotalBytes: number;
  maxFiles: number;
  maxNameChars: number;
}

export const WORKSPACE_CAPS: WorkspaceCaps = {
  maxFileBytes: LIMITS.workspaceFileBytes.value,
  maxTotalBytes: LIMITS.workspaceTotalBytes.value,
  maxFiles: LIMITS.workspaceFiles.value,
  maxNameChars: LIMITS.workspaceNameChars.value,
};

/** The Context Off-Ramp's default threshold (tokens of model-visible text); here so the page can read it without the tokenizer. */
export const DEFAULT_OFFRAMP_TOKENS = 4_000;

/** Relative to /data: segments of letters, digits, `_`, `.`, `-`, none starting with `.` (no `..`, no hidden files). */
const NAME = /^[A-Za-z0-9_][\w.-]*(?:\/[A-Za-z0-9_][\w.-]*)*$/;

export function isWorkspaceName(name: string, caps: WorkspaceCaps = WORKSPACE_CAPS): boolean {
  return name.length <= caps.maxNameChars && NAME.test(name);
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Why `changes` cannot be applied on top of files of these sizes, or null. All or nothing: a run whose writes break
 * a cap keeps none of them, and the message names the file and the cap.
 */
export function capError(current: ReadonlyMap<string, number>, changes: WorkspaceChanges, caps: WorkspaceCaps = WORKSPACE_CAPS): string | null {
  const sizes = new Map(current);
  for (const name of changes.deleted) sizes.delete(name);
  for (const f of changes.written) {
    if (!isWorkspaceName(f.name, caps)) return `/data/${f.name.slice(0, 80)} is not a usable workspace name (letters, digits, _ . - and /; no hidden files)`;
    if (f.bytes.byteLength > caps.maxFileBytes) return `/data/${f.name} is ${mb(f.bytes.byteLength)}; a workspace file may be at most ${mb(caps.maxFileBytes)}`;
    sizes.set(f.name, f.bytes.byteLength);
  }
  if (sizes.size > caps.maxFiles) return `the workspace would hold ${sizes.size} files; the limit is ${caps.maxFiles}`;
  let total = 0;
  for (const size of sizes.values()) total += size;
  if (total > caps.maxTotalBytes) return `the workspace would hold ${mb(total)}; the limit is ${mb(caps.maxTotalBytes)}`;
  return null;
}
