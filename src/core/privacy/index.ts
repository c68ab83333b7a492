// Privacy mode: personal data in tool results becomes stable tokens before the model sees it.
export { PrivacyVault } from './vault';
export type { RestoreContext, VaultEntry } from './vault';
export { findPii, luhn } from './patterns';
export { maskSecrets, MIN_SECRET } from './maskSecrets';
export type { PiiKind, PiiMatch } from './patterns';
export { restoreRequest } from './request';
export type { OutgoingRequest } from './request';
