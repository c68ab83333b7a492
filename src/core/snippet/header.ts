// The comment lines every generated playground script starts with (no dependencies: the UI's starter code uses it).

/** `# GET /path — summary`: which operation a snippet calls. */
export function operationLine(op: { method: string; path: string; summary?: string }): string {
  return `# ${op.method.toUpperCase()} ${op.path}${op.summary ? ` — ${op.summary.replace(/\s+/g, ' ').slice(0, 120)}` : ''}`;
}

/** Where requests go and what BASE_URL is; `apis`: the loaded APIs' short names when several (then BASE_URLS). */
export function baseUrlComment(apis: readonly string[] = []): string[] {
  if (apis.length > 1) {
    return [
      '# `requests` goes through the page\'s broker: only the loaded APIs\' servers are reachable, and the broker adds your',
      '# credentials for them (none are written here). Several APIs are loaded: BASE_URLS["<name>"] is each one\'s server',
      `# (${apis.join(', ')}); BASE_URL is the first one's. Assign \`result\` to see it as JSON.`,
    ];
  }
  return [
    '# `requests` goes through the page\'s broker: only the spec\'s servers are reachable, and the broker adds your',
    '# credentials for them (none are written here). BASE_URL is the server chosen under Servers (the spec\'s https',
    '# one first). Assign `result` to see it as JSON.',
  ];
}

/** The lines every generated script starts with: where requests go, what BASE_URL is, which operation it calls. */
export function snippetHeader(op: { method: string; path: string; summary?: string }, apis: readonly string[] = []): string[] {
  return [...baseUrlComment(apis), 'import requests', '', operationLine(op)];
}
