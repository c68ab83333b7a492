// The SDK client and the sign-in rules around it: one chunk, loaded on first use (nothing on the link path imports it).
export { connectMcp } from './connect';
export { connectSigningIn } from './signIn';
