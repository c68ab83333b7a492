// One Python sandbox for the page: created on intent (warmUp / onIntent, see app/pythonIntent.ts) or at the first run,
// or adopted from earlySandbox; re-configured on spec or credential changes, disposed on unmount. Lazy-loaded.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Workspace } from '../../core/workspace';
import type { RunControl, RunFiles, RunOptions, RunResult, SandboxHandle, SandboxStatus } from '../../sandbox';
import { takePrefetchedPyodide } from '../app/earlyPyodide';
import { hasEarlySandbox, noteRunSettled, noteRunStarted, takeEarlySandbox } from '../app/earlySandbox';
import { firstSummary, sandboxConfigFor, type RunEnvironment } from '../app/sandboxConfig';
import { canRunPythonNow } from '../browserFacts';
import { holdRegistrationUntil, notePythonStarted } from '../serviceWorkerRegistration';
import type { SandboxController } from '../app/sandboxController';
import { useLatest } from './useLatest';

function failed(message: string): RunResult {
  return { ok: false, result: null, stdout: '', stderr: '', error: message, requests: [], durationMs: 0 };
}

export function useSandbox(env: RunEnvironment): SandboxController {
  const summary = firstSummary(env);
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
      notePythonStarted();
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

  // A spec never starts Python by itself (a visit that only browses needs none); specs and credentials re-configure it.
  useEffect(() => {
    if (handleRef.current) void handleRef.current.then((h) => h.setConfig(config), () => undefined);
    else if (hasEarlySandbox()) void ensure();
  }, [config, ensure]);

  const warmUp = useCallback(() => {
    void ensure().catch(() => undefined);
  }, [ensure]);

  // A page about to reload for cross-origin isolation would throw that boot away.
  const onIntent = useCallback(() => {
    if (canRunPythonNow()) warmUp();
  }, [warmUp]);

  const run = useCallback(
    async (code: string, options?: RunOptions & RunControl & RunFiles): Promise<RunResult> => {
      noteRunStarted();
      try {
        const handle = await ensure();
        return await handle.run(code, options);
      } catch (err) {
        handleRef.current = null;
        return failed(`The sandbox could not start: ${String(err)}`);
      } finally {
        noteRunSettled();
      }
    },
    [ensure],
  );

  const stop = useCallback(() => {
    void handleRef.current?.then((h) => h.stop(), () => undefined);
  }, []);

  return { status, warmUp, onIntent, run, stop, workspace };
}
