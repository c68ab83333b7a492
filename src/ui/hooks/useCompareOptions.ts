// What the next comparison runs: which modes, how many times each, the expected answer, a task suite and a cost cap.
import { useCallback, useMemo, useState } from 'react';
import type { AgentMode } from '../../core/agent';
import { clampRepeats, defaultCompareModes, orderedModes, parseExpectation, parseSuite, runnableModes, type ParsedExpectation, type ParsedSuite } from '../../core/compare';

export interface LoadedSuite {
  name: string;
  parsed: ParsedSuite;
}

export interface CompareOptionsController {
  /** The modes a run runs: the ticked ones the provider and model offer. */
  modes: AgentMode[];
  setMode: (mode: AgentMode, on: boolean) => void;
  repeats: number;
  setRepeats: (value: number) => void;
  expectText: string;
  setExpectText: (text: string) => void;
  /** null when no expected answer is given. */
  expect: ParsedExpectation | null;
  suite: LoadedSuite | null;
  loadSuite: (file: File) => void;
  clearSuite: () => void;
  /** USD; a suite estimated above it asks first. undefined: no cap. */
  capUsd: number | undefined;
  capText: string;
  setCapText: (text: string) => void;
}

export const DEFAULT_CAP_USD = '1.00';

/** unavailable: mode → why the chosen provider/model does not offer it (such modes stay chosen but do not run). */
export function useCompareOptions(unavailable: Partial<Record<AgentMode, string>>): CompareOptionsController {
  const [chosen, setChosen] = useState<AgentMode[]>(() => defaultCompareModes());
  const [repeats, setRepeatsState] = useState(1);
  const [expectText, setExpectText] = useState('');
  const [suite, setSuite] = useState<LoadedSuite | null>(null);
  const [capText, setCapText] = useState(DEFAULT_CAP_USD);

  const setMode = useCallback((mode: AgentMode, on: boolean) => {
    setChosen((cur) => orderedModes(on ? [...cur, mode] : cur.filter((m) => m !== mode)));
  }, []);
  const setRepeats = useCallback((value: number) => setRepeatsState(clampRepeats(value)), []);
  const loadSuite = useCallback((file: File) => {
    file.text().then(
      (text) => setSuite({ name: file.name, parsed: parseSuite(text) }),
      (err: unknown) => setSuite({ name: file.name, parsed: { ok: false, errors: [`The file could not be read: ${String(err)}`] } }),
    );
  }, []);
  const clearSuite = useCallback(() => setSuite(null), []);

  const modes = useMemo(() => runnableModes(chosen, unavailable), [chosen, unavailable]);
  const expect = useMemo(() => (expectText.trim() === '' ? null : parseExpectation(expectText)), [expectText]);
  const cap = capText.trim() === '' ? undefined : Number(capText);
  const capUsd = cap !== undefined && Number.isFinite(cap) && cap >= 0 ? cap : undefined;

  return { modes, setMode, repeats, setRepeats, expectText, setExpectText, expect, suite, loadSuite, clearSuite, capUsd, capText, setCapText };
}
