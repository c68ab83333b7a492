// Short names of loaded sources: how the model, links, Python (`BASE_URLS`) and every label tell the APIs apart.

/** A short name is a Python identifier in lower-case ASCII: it is a dict key, a module name and a tool-name prefix. */
export const SHORT_NAME_PATTERN = /^[a-z_][a-z0-9_]{0,47}$/;

const MAX_LENGTH = 48;

/** `Open Brewery DB` → `open_brewery_db`; a leading digit gets `api_`; nothing usable → `api`. */
export function defaultShortName(title: string): string {
  const base = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const named = base === '' ? 'api' : /^[0-9]/.test(base) ? `api_${base}` : base;
  return named.slice(0, MAX_LENGTH).replace(/_+$/, '');
}

/** `base`, or `base_2`, `base_3`, … : the first one not in `taken`. */
export function uniqueShortName(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${base.slice(0, MAX_LENGTH - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** Why a name the user typed cannot be a short name, or null when it can (and is not another source's). */
export function shortNameProblem(name: string, others: Iterable<string>): string | null {
  if (!SHORT_NAME_PATTERN.test(name)) {
    return 'Use lower-case letters, digits and _ (up to 48), not starting with a digit: it becomes a Python name';
  }
  for (const other of others) if (other === name) return `Another API is already called ${name}`;
  return null;
}
