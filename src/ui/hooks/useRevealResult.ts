// On a one-column layout (a phone) the result sits below the editor and its settings, out of view: bring each new
// result into view when it arrives.
import { useEffect, type RefObject } from 'react';

/** Matches the playground's one-column breakpoint (PlaygroundView.css). */
const ONE_COLUMN = '(max-width: 960px)';

export function useRevealResult(ref: RefObject<HTMLElement | null>, result: object | null, query = ONE_COLUMN): void {
  useEffect(() => {
    if (result === null || !window.matchMedia(query).matches) return;
    ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [ref, result, query]);
}
