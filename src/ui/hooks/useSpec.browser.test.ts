// useSpec in Chromium: the controller it returns keeps its identity while nothing changed, so what views derive
// from `spec.loaded` (an MCP server's 20,000 tools grouped, named, searched) is not derived again on every render.
import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { SourceSetStore } from '../app/sourceSetStore';
import { useSpec } from './useSpec';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('returns the same controller across renders that change nothing of it', async () => {
  const seen: unknown[] = [];
  let renderAgain = (): void => undefined;
  function Probe() {
    const [n, setN] = useState(0);
    renderAgain = () => setN(n + 1);
    const [store] = useState(() => new SourceSetStore());
    seen.push(useSpec(null, store));
    return null;
  }
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(() => Promise.resolve(root.render(createElement(Probe))));
  await act(() => Promise.resolve(renderAgain()));
  expect(seen.length).toBeGreaterThanOrEqual(2);
  expect(seen.at(-1)).toBe(seen[0]);
  await act(() => Promise.resolve(root.unmount()));
});
