// Playground: write Python by hand and run it in the sandbox against the spec's servers.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ViewProps } from '../../app/viewTypes';
import { credentialFields } from '../../app/targetAuth';
import { decodeCode, encodeCode } from '../../app/codeParam';
import { starterCode } from '../../app/starterCode';
import { applyPatch, linkWith } from '../../hooks/useUrlState';
import { usePlaygroundRun } from '../../hooks/usePlaygroundRun';
import { CodeEditor } from '../CodeEditor/CodeEditor';
import { NetworkLog } from '../NetworkLog/NetworkLog';
import { PlaygroundToolbar } from '../PlaygroundToolbar/PlaygroundToolbar';
import { RunResult } from '../RunResult/RunResult';
import { TargetCredentials } from '../TargetCredentials/TargetCredentials';
import './PlaygroundView.css';

const URL_SYNC_MS = 400;

export default function PlaygroundView({ spec, sandbox, credentials, onCredentialsChange, credentialServers, onCredentialServerChange, url }: ViewProps) {
  const summary = spec.loaded;
  const codeParam = url.params.get('code');
  const [code, setCode] = useState(() => (codeParam ? decodeCode(codeParam) : null) ?? starterCode(summary?.operations));
  const [edited, setEdited] = useState(codeParam !== null);
  const [copied, setCopied] = useState<{ link: string; ok: boolean } | null>(null);
  const synced = useRef(codeParam);
  const playground = usePlaygroundRun(sandbox);
  const { setParams } = url;
  const { warmUp } = sandbox;

  // Without a spec coming, start Python now; with one, the shell starts it once the spec is in (the spec first).
  const specPending = spec.loading !== null || (url.params.get('spec') !== null && !summary && !spec.error);
  useEffect(() => {
    if (!specPending) warmUp();
  }, [specPending, warmUp]);

  // A new `code` in the URL that we did not write ourselves (a link, "Open in playground") replaces the editor.
  useEffect(() => {
    if (codeParam === synced.current) return;
    synced.current = codeParam;
    const decoded = codeParam ? decodeCode(codeParam) : null;
    if (decoded !== null) {
      setCode(decoded);
      setEdited(true);
    }
  }, [codeParam]);

  // Until the user edits, the starter script follows the loaded spec.
  useEffect(() => {
    if (!edited) setCode(starterCode(summary?.operations));
  }, [summary, edited]);

  // Edits go to the URL (debounced) so switching views or reloading keeps them.
  useEffect(() => {
    if (!edited) return;
    const timer = setTimeout(() => {
      const encoded = encodeCode(code);
      synced.current = encoded;
      setParams({ code: encoded });
    }, URL_SYNC_MS);
    return () => clearTimeout(timer);
  }, [code, edited, setParams]);

  const onChange = useCallback((next: string) => {
    setCode(next);
    setEdited(true);
  }, []);

  const codeRef = useRef(code);
  codeRef.current = code;
  const { run } = playground;
  const onRun = useCallback(() => run(codeRef.current), [run]);

  const onCopyLink = () => {
    const link = linkWith(applyPatch(url.params, { view: 'playground', code: encodeCode(code) }));
    navigator.clipboard.writeText(link).then(
      () => setCopied({ link, ok: true }),
      () => setCopied({ link, ok: false }),
    );
  };

  const fields = useMemo(() => credentialFields(summary?.securitySchemes ?? []), [summary]);
  const invalidLink = codeParam !== null && decodeCode(codeParam) === null;
  const allowed = summary?.allowlist.map((a) => `${a.origin}${a.pathPrefix === '/' ? '' : a.pathPrefix}`) ?? [];

  return (
    <div className="playground">
      <div className="playground-editor">
        {!summary && (
          <p className="notice warn">No spec loaded: the script runs without network access. Load a spec above to call its API.</p>
        )}
        {invalidLink && <p className="notice error">The code in this link could not be decoded (expected base64url of UTF-8 text).</p>}
        {summary && !summary.url && (
          <p className="muted playground-hint">This spec was opened from a file or pasted text, so links to it carry only the code.</p>
        )}
        <CodeEditor value={code} onChange={onChange} onRun={onRun} height="min(60vh, 32rem)" />
        <PlaygroundToolbar
          status={sandbox.status}
          running={playground.running}
          copied={copied}
          onRun={onRun}
          onStop={playground.stop}
          onCopyLink={onCopyLink}
        />
        <TargetCredentials
          fields={fields}
          values={credentials}
          onChange={onCredentialsChange}
          servers={credentialServers}
          onServerChange={onCredentialServerChange}
        />
      </div>
      <div className="playground-output">
        <RunResult result={playground.result} running={playground.running} />
        <NetworkLog requests={playground.result?.requests ?? []} allowed={allowed} />
      </div>
    </div>
  );
}
