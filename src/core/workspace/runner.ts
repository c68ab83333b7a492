// A CodeRunner bound to a workspace: every run gets the workspace's files under /data, and a finished run's writes
// are applied to it (all or nothing). A failed or killed run changes nothing: earlier files survive. Given a bound
// view (Workspace.bind), a run never starts, and its writes never land, after that workspace was emptied for another spec.
import type { CodeRunner, ExecutionResult, WorkspaceFile } from '../execution/types';
import type { WorkspaceView } from './workspace';

export type RawRun = (code: string, options: { signal?: AbortSignal; files: WorkspaceFile[] }) => Promise<ExecutionResult>;

const NOT_STARTED = 'Not run: the workspace of this chat turn was emptied after the turn began (another spec was loaded, or a new chat started); send a new message to work with the spec loaded now';

export function workspaceRunner(run: RawRun, workspace: WorkspaceView, source: (n: number) => string = (n) => `execute #${n}`): CodeRunner {
  let runs = 0;
  return {
    async run(code, options = {}) {
      if (!workspace.current()) return { ok: false, result: null, stdout: '', stderr: '', error: NOT_STARTED, requests: [], durationMs: 0 };
      const n = ++runs;
      const result = await run(code, { ...(options.signal ? { signal: options.signal } : {}), files: workspace.handIn() });
      if (!result.ok || !result.files) return result;
      const error = workspace.apply(result.files, source(n));
      return error ? { ...result, filesError: `${error}: nothing this run wrote under /data was kept` } : result;
    },
  };
}
