// The senders, in the order a source is matched: the first that answers it sends its requests; every other source is
// fetched live. The attribution (dispatch.ts) reads the reserved address spaces and the placement of unaddressed
// requests from here, so it never asks which sender a source has.
import type { BrokerRequest, RemovedApi, SandboxApi } from '../../contract';
import type { Handled, Sender, SenderDeps, SourceSender } from '../sender';
import { openLive } from './live';
import { mockSender } from './mock';
import { proxySender } from './proxy';
import { toolSender } from './tool';

const SENDERS: readonly Sender[] = [toolSender, mockSender, proxySender];

/** The sender of `api` (null = the live fetch) and how to open it for a run. */
export function senderOf(api: SandboxApi): { sender: Sender | null; open: (deps: SenderDeps) => SourceSender } {
  for (const sender of SENDERS) {
    const open = sender.match(api);
    if (open) return { sender, open };
  }
  return { sender: null, open: openLive(api) };
}

const reserverOf = (url: string): Sender | null => SENDERS.find((s) => s.reserves?.(url)) ?? null;

/** Whether `api` may claim `url`: inside a sender's reserved space only that sender's sources may, elsewhere only others. */
export function mayClaim(api: SandboxApi, url: string): boolean {
  const reserver = reserverOf(url);
  const own = senderOf(api).sender;
  return reserver ? own === reserver : !own?.reserves;
}

/** Whether `api`'s allowlist may hold `origin`: not when another sender reserves it (a spec declaring the MCP origin). */
export function mayDeclare(api: SandboxApi, origin: string): boolean {
  const reserver = reserverOf(origin);
  return !reserver || reserver === senderOf(api).sender;
}

/** A request addressed to no source that a sender places: the URL it stands for, or its answer; null = none does. */
export function place(req: BrokerRequest, apis: readonly SandboxApi[], removed: readonly RemovedApi[]): { url: string } | Handled | null {
  for (const sender of SENDERS) {
    const placed = sender.place?.(req, apis, removed);
    if (placed) return placed;
  }
  return null;
}
