// Context Off-Ramp: a tool result over the token threshold goes whole into the workspace; the model gets a preview.
// Its own entry because it counts tokens: importing the workspace must not pull the o200k table into the page.
export { DEFAULT_OFFRAMP_TOKENS, exceedsThreshold, offRampFiles, offRampPreview } from './offRamp';
export type { OffRampFiles } from './offRamp';
