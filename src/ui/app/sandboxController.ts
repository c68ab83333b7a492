// The page's Python sandbox as the views and the agent use it; useSandbox makes the one the page has.
import type { Workspace } from '../../core/workspace';
import type { RunControl, RunFiles, RunOptions, RunResult, SandboxStatus } from '../../sandbox';

export interface SandboxController {
  /** null until the sandbox has been created. */
  status: SandboxStatus | null;
  /** Starts the sandbox now (a surface that runs code opened). */
  warmUp: () => void;
  /** The pointer or focus reached a control that leads to running code: starts it where Python can start now. */
  onIntent: () => void;
  /** Never throws (the sandbox returns failures as values). */
  run: (code: string, options?: RunOptions & RunControl & RunFiles) => Promise<RunResult>;
  stop: () => void;
  /** The chat's files under /data (the playground uses the same); emptied by New chat and when the spec changes. */
  workspace: Workspace;
}
