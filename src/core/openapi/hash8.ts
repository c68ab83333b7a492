// One FNV-1a name hash for every place that cuts a long name: its own module so importers take no other openapi code.

/** FNV-1a, hex: a short stable suffix that keeps names cut to a length limit distinct. */
export function hash8(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
