// The spec URL field: shows the active spec's URL after each successful load (and empties after a load from a
// file or pasted text, so the field never shows a URL that is no longer loaded). What the user typed since the last
// load ended is never overwritten: a load finishing while they type a new URL leaves their text alone.
import { useCallback, useState } from 'react';

export function useUrlField(currentUrl: string | null, generation: number): [string, (text: string) => void] {
  const [state, setState] = useState({ text: currentUrl ?? '', shown: generation, edited: false });
  if (generation !== state.shown) {
    setState({ text: state.edited ? state.text : (currentUrl ?? ''), shown: generation, edited: false });
  }
  const setText = useCallback((text: string) => setState((s) => ({ ...s, text, edited: true })), []);
  return [state.text, setText];
}
