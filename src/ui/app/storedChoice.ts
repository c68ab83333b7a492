// Settings stored on this device as JSON objects: one field read without throwing, and a field that takes one of a
// few values (anything else reads as the first).

export function loadStoredChoice<F extends string, V extends string>(
  storage: Pick<Storage, 'getItem'> | null, key: string, field: F, choices: readonly [V, ...V[]],
): Record<F, V> {
  const value = storedField(storage, key, field);
  return { [field]: choices.find((c) => c === value) ?? choices[0] } as Record<F, V>;
}

/** One field of the JSON object stored under `key`; undefined when absent, unreadable or not JSON. */
export function storedField(storage: Pick<Storage, 'getItem'> | null, key: string, field: string): unknown {
  try {
    return (JSON.parse(storage?.getItem(key) ?? 'null') as Record<string, unknown> | null)?.[field];
  } catch {
    return undefined;
  }
}
