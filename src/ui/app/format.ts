// Small display helpers shared by components and the agent's views.

/** "1.0.2" → "v1.0.2"; versions that already carry a prefix ("v1", "2024-01-01") stay as written. */
export function versionLabel(version: string): string {
  return /^\d+(\.\d+)*$/.test(version) ? `v${version}` : version;
}

/** 512 → "512 B", 2048 → "2.0 KB", then MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
