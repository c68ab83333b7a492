// Small display helpers shared by components.

/** "1.0.2" → "v1.0.2"; versions that already carry a prefix ("v1", "2024-01-01") stay as written. */
export function versionLabel(version: string): string {
  return /^\d+(\.\d+)*$/.test(version) ? `v${version}` : version;
}
