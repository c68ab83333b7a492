// On a one-column layout (a phone), a newly selected item's detail sits below a long list: bring it into view.
import { useEffect, type RefObject } from 'react';

export function useRevealOnNarrow(ref: RefObject<HTMLElement | null>, key: string | null, query = '(max-width: 900px)'): void {
  useEffect(() => {
    if (key === null || !window.matchMedia(query).matches) return;
    ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [ref, key, query]);
}
