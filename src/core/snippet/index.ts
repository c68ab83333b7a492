// "Try in playground": complete Python snippets for one operation of a loaded spec.
export { operationSnippet } from './operationSnippet';
export { snippetHeader } from './header';
