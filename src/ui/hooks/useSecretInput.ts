// A secret's input keeps its value in the DOM property only: a controlled `value` also writes the HTML attribute, which
// put the LLM key into the page's markup (anything that serializes the page, e.g. a saved page, then holds it).
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Attach the ref to an input without a `value` prop; it shows `value` and the input's onChange reports edits. */
export function useSecretInput(value: string): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    if (input && input.value !== value) input.value = value;
  }, [value]);
  return ref;
}
