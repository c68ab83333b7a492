export { DEFAULT_PRICING } from './table';
export type { ModelPrice, PricingTable } from './table';
export { costFor, costOfUsage, findPrice, formatUsd, normalizeModelId, withPrice } from './cost';
export type { Cost } from './cost';
