// HTTP method label, coloured per method.

export interface MethodBadgeProps {
  method: string;
}

export function MethodBadge({ method }: MethodBadgeProps) {
  return <span className={`method ${method.toLowerCase()}`}>{method.toUpperCase()}</span>;
}
