// A CodeRunner bound to a workspace: every run gets the workspace's files under /data, and a finished run's writes
// are applied to it (all or nothing). A failed or killed run changes nothing: earlier files survive.
import type { CodeRunner, ExecutionResult, WorkspaceFile } from '../execution/types';
import type { Workspace } from './workspace';

export type RawRun = (code: string, options: { signal?: AbortSignal; files: WorkspaceFile[] }) => Promise<ExecutionResult>;

export function workspaceRunner(run: RawRun, workspace: Workspace, source: (n: number) => string = (n) => `execute #${n}`): CodeRunner {
  let runs = 0;
  return {
    async run(code, options = {}) {
      const n = ++runs;
      const result = await run(code, { ...(options.signal ? { signal: options.signal } : {}), files: workspace.handIn() });
      if (!result.ok || !result.files) return result;
      const error = workspace.apply(result.files, source(n));
      return error ? { ...result, filesError: `${error}: nothing this run wrote under /data was kept` } : result;
    },
  };
}
