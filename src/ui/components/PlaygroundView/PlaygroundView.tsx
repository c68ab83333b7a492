// Playground: write Python by hand and run it in the sandbox against the spec's servers.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ViewProps } from '../../hooks/viewProps';
import { credentialFields } from '../../app/targetAuth';
import { encodeCode } from '../../app/codeParam';
import { hasMcp, mockServers } from '../../app/sandboxConfig';
import { allowedGroups, controlsApi } from '../../app/loadedSet';
import { patchLink, toLink } from '../../app/link';
import { usePlaygroundCode } from '../../hooks/usePlaygroundCode';
import { usePlaygroundRun } from '../../hooks/usePlaygroundRun';
import { useRevealResult } from '../../hooks/useRevealResult';
import { CodeEditor } from '../CodeEditor/CodeEditor';
import { NetworkLog } from '../NetworkLog/NetworkLog';
import { PlaygroundToolbar } from '../PlaygroundToolbar/PlaygroundToolbar';
import { RequestSettings } from '../RequestSettings/RequestSettings';
import { RunResult } from '../RunResult/RunResult';
import { SkillsPanel } from '../SkillsPanel/SkillsPanel';
import { TargetCredentials } from '../TargetCredentials/TargetCredentials';
import './PlaygroundView.css';

export default function PlaygroundView({ spec, sandbox, credentials, onCredentialsChange, credentialServers, onCredentialServerChange, approvals, mockMode, proxy, timeLimit, toolCap, url, runEnv, skills, navigate, set }: ViewProps) {
  const summary = spec.loaded;
  const codeParam = url.params.code ?? null;
  const { setParams } = url;
  const apiNames = useMemo(() => set?.apis.map((a) => a.name) ?? [], [set]);
  const { code, onChange, invalidLink } = usePlaygroundCode(codeParam, summary?.operations, setParams, apiNames);
  const [copied, setCopied] = useState<{ link: string; ok: boolean } | null>(null);
  const [skillMessage, setSkillMessage] = useState<string | null>(null);
  const onSaveSkill = () => void skills.saveCode(code, 'playground').then((r) => setSkillMessage(r.message));
  const onImportSkills = (files: File[]) => void skills.importFiles(files).then(setSkillMessage);
  const playground = usePlaygroundRun(sandbox, approvals.beginScope, skills.skills);
  const { run } = playground;
  const outputRef = useRef<HTMLDivElement>(null);
  useRevealResult(outputRef, playground.result);
  const onRun = useCallback(() => run(code), [run, code]);

  const onCopyLink = () => {
    const link = toLink(window.location.href, patchLink(url.params, { view: 'playground', code: encodeCode(code) }));
    navigator.clipboard.writeText(link).then(
      () => setCopied({ link, ok: true }),
      () => setCopied({ link, ok: false }),
    );
  };

  const fields = useMemo(() => credentialFields(summary?.securitySchemes ?? []), [summary]);
  // What the sandbox allows, from the same config it runs with: every loaded API's servers (mock mode's when on).
  const allowed = useMemo(() => allowedGroups(set), [set]);

  return (
    <div className="playground">
      <div className="playground-editor">
        {!summary && (
          <p className="notice warn">No spec loaded: the script runs without network access. Load a spec above to call its API.</p>
        )}
        {invalidLink && <p className="notice error">The code in this link could not be decoded (expected base64url of UTF-8 text).</p>}
        {summary && !summary.url && set?.apis[0]?.mcpUrl === undefined && (
          <p className="muted playground-hint">This spec was opened from a file or pasted text, so links to it carry only the code.</p>
        )}
        <CodeEditor value={code} onChange={onChange} onRun={onRun} height="min(60vh, 32rem)" />
        <PlaygroundToolbar
          status={sandbox.status}
          running={playground.running}
          copied={copied}
          onRun={onRun}
          onRunIntent={sandbox.onIntent}
          onStop={playground.stop}
          onCopyLink={onCopyLink}
          onSaveSkill={summary ? onSaveSkill : undefined}
        />
        {skillMessage && <p className="notice" data-testid="save-skill-message">{skillMessage}</p>}
        <RequestSettings approvals={approvals} mockMode={mockMode} proxy={proxy} timeLimit={timeLimit} toolCap={hasMcp(runEnv) ? toolCap : undefined} hasSpec={summary !== null} mockBaseUrl={summary ? mockServers(summary).baseUrl : undefined} api={controlsApi(set)} />
        <TargetCredentials
          fields={fields}
          values={credentials}
          onChange={onCredentialsChange}
          servers={credentialServers}
          onServerChange={onCredentialServerChange}
          api={controlsApi(set)}
        />
        {summary && (
          <SkillsPanel
            skills={skills.skills}
            message={skills.error}
            onOpen={(skill) => navigate('playground', { code: encodeCode(skill.code) })}
            onDelete={(skill) => void skills.remove(skill)}
            onExport={skills.exportOne}
            onExportAll={skills.exportAll}
            onImport={onImportSkills}
            conflicts={skills.conflicts}
            onResolveConflicts={(replace) => void skills.resolveConflicts(replace).then(setSkillMessage)}
          />
        )}
      </div>
      <div className="playground-output" ref={outputRef}>
        <RunResult result={playground.result} running={playground.running} />
        <NetworkLog requests={playground.result?.requests ?? []} allowed={allowed} />
      </div>
    </div>
  );
}
