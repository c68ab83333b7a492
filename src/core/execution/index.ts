// Public surface of code execution: what a run returns, what runs code, and the limits table every layer reads.
export type * from './types';
export { clampToLimit, LIMITS, type Limit, type LimitName } from './limits';
export { heldTimeout, type HeldTimeout } from './heldTimeout';
