// "Try in playground": complete Python snippets for one operation of a loaded spec, with `requests` or the generated client.
export { operationSnippet } from './operationSnippet';
export { clientSnippet } from './clientSnippet';
export { snippetHeader } from './header';

/** How a snippet calls the operation: hand-built `requests`, or its function in the generated client (/apis). */
export type SnippetStyle = 'requests' | 'client';
