// One Python sandbox for the page: created (and Pyodide warmed) once a spec is loaded, or adopted from earlySandbox;
// re-configured on spec or credential changes, disposed on unmount. Pyodide and the host are lazy-loaded.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Workspace } from '../../core/workspace';
import type { RunControl, RunFiles, RunOptions, RunResult, SandboxHandle, SandboxStatus } from '../../sandbox';
import { takePrefetchedPyodide } from '../app/earlyPyodide';
import { hasEarlySandbox, takeEarlySandbox } from '../app/earlySandbox';
import { sandboxConfigFor, type RunEnvironment } from '../app/sandboxConfig';
import { holdRegistrationUntil } from '../serviceWorkerRegistration';
import { useLatest } from './useLatest';

export interface SandboxController {
  /** null until the sandbox has been created. */
  status: SandboxStatus | null;
  /** Starts the sandbox now (e.g. when the playground opens without a spec). */
  warmUp: () => void;
  /** Never throws (the sandbox returns failures as values). */
  run: (code: string, options?: RunOptions & RunControl & RunFiles) => Promise<RunResult>;
  stop: () => void;
  /** The chat's files under /data (the playground uses the same); emptied by New chat and when the spec changes. */
  workspace: Workspace;
}

function failed(message: string): RunResult {
  return { ok: false, result: null, stdout: '', stderr: '', error: message, requests: [], durationMs: 0 };
}

export function useSandbox(env: RunEnvironment): SandboxController {
  const { summary } = env;
  const [status, setStatus] = useState<SandboxStatus | null>(null);
  const handleRef = useRef<Promise<SandboxHandle> | null>(null);
  const config = useMemo(() => sandboxConfigFor(env), [env]);
  const configRef = useLatest(config);
  const mounted = useRef(true);
  const workspace = useMemo(() => new Workspace(), []);
  const specKey = summary ? `${summary.url ?? ''}\n${summary.title}` : '';

  // Another spec starts an empty workspace: its files were fetched from another API.
  useEffect(() => workspace.clear(), [specKey, workspace]);

  const ensure = useCallback((): Promise<SandboxHandle> => {
    handleRef.current ??= (takeEarlySandbox() ?? import('../../sandbox').then((mod) => mod.createSandbox(configRef.current, { prefetched: takePrefetchedPyodide }))).then((handle) => {
      handle.setConfig(configRef.current);
      holdRegistrationUntil(handle.ready);
      if (mounted.current) setStatus(handle.status());
      handle.onStatus((s) => {
        if (mounted.current) setStatus(s);
      });
      return handle;
    });
    return handleRef.current;
  }, [configRef]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const pending = handleRef.current;
      handleRef.current = null;
      if (pending) void pending.then((h) => h.dispose(), () => undefined);
    };
  }, []);

  // A loaded spec starts Pyodide in the background; later specs and credentials only re-configure it.
  useEffect(() => {
    if (handleRef.current) void handleRef.current.then((h) => h.setConfig(config), () => undefined);
    else if (summary || hasEarlySandbox()) void ensure();
  }, [config, summary, ensure]);

  const warmUp = useCallback(() => {
    void ensure().catch(() => undefined);
  }, [ensure]);

  const run = useCallback(
    async (code: string, options?: RunOptions & RunControl & RunFiles): Promise<RunResult> => {
      try {
        const handle = await ensure();
        return await handle.run(code, options);
      } catch (err) {
        handleRef.current = null;
        return failed(`The sandbox could not start: ${String(err)}`);
      }
    },
    [ensure],
  );

  const stop = useCallback(() => {
    void handleRef.current?.then((h) => h.stop(), () => undefined);
  }, []);

  return { status, warmUp, run, stop, workspace };
}
