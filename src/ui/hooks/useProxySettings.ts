// The opt-in CORS proxy (off by default, in memory only): a URL template and whether credentials may go through it.
import { useMemo, useState } from 'react';
import { proxyProblem } from '../../core/proxy';
import type { ProxySettings } from '../../sandbox';

export interface ProxyController {
  enabled: boolean;
  setEnabled: (on: boolean) => void;
  template: string;
  setTemplate: (t: string) => void;
  sendCredentials: boolean;
  setSendCredentials: (on: boolean) => void;
  /** Why the template cannot be used (shown under the field), or null. */
  problem: string | null;
  /** What the broker gets: null when off or unusable. */
  settings: ProxySettings | null;
}

export function useProxySettings(): ProxyController {
  const [enabled, setEnabled] = useState(false);
  const [template, setTemplate] = useState('');
  const [sendCredentials, setSendCredentials] = useState(false);
  const problem = enabled && template.trim() !== '' ? proxyProblem(template) : null;
  const usable = enabled && template.trim() !== '' && problem === null;
  const settings = useMemo(() => (usable ? { template: template.trim(), sendCredentials } : null), [usable, template, sendCredentials]);
  return { enabled, setEnabled, template, setTemplate, sendCredentials, setSendCredentials, problem, settings };
}
