// A setting of one field that takes one of a few values, stored on this device as JSON; anything else reads as the first.

export function loadStoredChoice<F extends string, V extends string>(
  storage: Pick<Storage, 'getItem'> | null, key: string, field: F, choices: readonly [V, ...V[]],
): Record<F, V> {
  const [fallback] = choices;
  try {
    const value = (JSON.parse(storage?.getItem(key) ?? 'null') as Partial<Record<F, unknown>> | null)?.[field];
    return { [field]: choices.find((c) => c === value) ?? fallback } as Record<F, V>;
  } catch {
    return { [field]: fallback } as Record<F, V>;
  }
}
