// Saves text as a file through a temporary object URL (no server involved).
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  // A connected anchor downloads in every browser; a detached one relies on each engine's leniency.
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked late: a loaded browser may start reading the blob well after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
