// Rewrites a name into a provider's name rule (allowed characters, first character, length), keeping names distinct.
import { hash8 } from '../../openapi/hash8';
import type { NameRule } from '../limits';

/** The name itself when it already fits the rule; otherwise runs of invalid characters become "_", and a long name is cut with a hash. */
export function fitName(raw: string, rule: NameRule): string {
  if (rule.pattern.test(raw)) return raw;
  let out = '';
  for (const ch of raw) {
    if (rule.allowed.test(ch)) out += ch;
    else if (!out.endsWith('_')) out += '_';
  }
  // "filter[name]" reads better as "filter_name" than "filter_name_".
  if (out.length > 1 && out.endsWith('_') && !raw.endsWith('_')) out = out.slice(0, -1);
  if (out === '') out = '_';
  if (rule.start && !rule.start.test(out.charAt(0))) out = `_${out}`;
  // The hash is of the original, so two long names with the same start stay apart.
  if (out.length > rule.maxLength) out = withSuffix(out, `_${hash8(raw)}`, rule.maxLength);
  return out;
}

function withSuffix(name: string, suffix: string, maxLength: number): string {
  return name.length + suffix.length > maxLength ? name.slice(0, maxLength - suffix.length) + suffix : name + suffix;
}

/** fitName, then a numeric suffix while the result is already taken; records the result in `taken`. */
export function uniqueName(raw: string, rule: NameRule, taken: Set<string>): string {
  const base = fitName(raw, rule);
  let name = base;
  for (let n = 2; taken.has(name); n++) name = withSuffix(base, `_${n}`, rule.maxLength);
  taken.add(name);
  return name;
}
