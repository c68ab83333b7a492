// One run at a time from the playground: Run, Stop, and the last RunResult.
import { useCallback, useRef, useState } from 'react';
import { skillModule } from '../../core/skills';
import { workspaceRunner } from '../../core/workspace';
import type { RunResult, SkillModule } from '../../sandbox';
import type { ApprovalScope } from './useApprovals';
import type { SandboxController } from '../app/sandboxController';

const NO_SKILLS: readonly SkillModule[] = [];

export interface PlaygroundRun {
  running: boolean;
  result: RunResult | null;
  run: (code: string) => void;
  stop: () => void;
}

/** `beginScope` gives each run its approval scope ("Allow writes for this run" ends with the run). */
/** `skills`: the loaded set's saved skills, importable by the script (with the names they were saved under). */
export function usePlaygroundRun(sandbox: SandboxController, beginScope?: () => ApprovalScope, skills: readonly SkillModule[] = NO_SKILLS): PlaygroundRun {
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<RunResult | null>(null);
  const active = useRef<AbortController | null>(null);
  const { run: sandboxRun, workspace } = sandbox;

  const run = useCallback(
    (code: string) => {
      if (active.current) return;
      const controller = new AbortController();
      active.current = controller;
      const scope = beginScope?.();
      setResult(null);
      setRunning(true);
      // The playground works on the chat's workspace: same files in, its writes kept unless it was emptied meanwhile.
      const withSkills: typeof sandboxRun = (c, options) => sandboxRun(c, {
        ...options, skills: skills.map(skillModule), ...(scope ? { requests: scope.gate } : {}),
      });
      void workspaceRunner(withSkills, workspace.bind(), () => 'playground').run(code, { signal: controller.signal }).then((res) => {
        scope?.end();
        if (active.current === controller) active.current = null;
        setResult(res);
        setRunning(false);
      });
    },
    [sandboxRun, workspace, beginScope, skills],
  );

  const stop = useCallback(() => active.current?.abort(), []);

  return { running, result, run, stop };
}
