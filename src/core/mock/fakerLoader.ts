// faker (English locale only) is its own chunk: fetched when mock mode answers its first request, not before.
import type { Faker } from '@faker-js/faker';

let loading: Promise<Faker> | null = null;

export function loadFaker(): Promise<Faker> {
  return (loading ??= import('@faker-js/faker/locale/en').then((m) => m.faker).catch((error: unknown) => {
    loading = null;
    throw error;
  }));
}
