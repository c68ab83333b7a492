/** "mcp.example.com" or "127.0.0.1:4031": names a server in messages; a string that is no URL is named as it is. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
