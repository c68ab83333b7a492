// Placeholder shown by views that need a spec before one is loaded.
import './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  children?: React.ReactNode;
}

export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className="empty-state panel" data-testid="empty-state">
      <h2>{title}</h2>
      {children}
    </div>
  );
}
