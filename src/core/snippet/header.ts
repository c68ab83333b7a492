// The comment lines every generated playground script starts with (no dependencies: the UI's starter code uses it).

/** `# GET /path — summary`: which operation a snippet calls. */
export function operationLine(op: { method: string; path: string; summary?: string }): string {
  return `# ${op.method.toUpperCase()} ${op.path}${op.summary ? ` — ${op.summary.replace(/\s+/g, ' ').slice(0, 120)}` : ''}`;
}

/** The lines every generated script starts with: where requests go, what BASE_URL is, which operation it calls. */
export function snippetHeader(op: { method: string; path: string; summary?: string }): string[] {
  return [
    '# `requests` goes through the page\'s broker: only the spec\'s servers are reachable, and the broker adds your',
    '# credentials for them (none are written here). BASE_URL is the server chosen under Servers (the spec\'s https',
    '# one first). Assign `result` to see it as JSON.',
    'import requests',
    '',
    operationLine(op),
  ];
}
