// Public surface of code execution: what a run returns and what runs code (no implementation lives here).
export type * from './types';
