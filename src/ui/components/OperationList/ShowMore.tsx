// The button under a list rendered a page at a time: renders the next page (whole lists of 20,000 froze the page).

export interface ShowMoreProps {
  testId: string;
  /** What the list holds, plural ("operations"). */
  noun: string;
  shown: number;
  total: number;
  page: number;
  onMore: (shown: number) => void;
}

export function ShowMore({ testId, noun, shown, total, page, onMore }: ShowMoreProps) {
  if (shown >= total) return null;
  const left = total - shown;
  return (
    <button type="button" className="show-more" data-testid={testId} onClick={() => onMore(shown + page)}>
      Show {Math.min(page, left).toLocaleString('en-US')} more {noun} ({left.toLocaleString('en-US')} not shown)
    </button>
  );
}
