// Specs bundled with the app (public/examples), resolved against the deploy base so they work under a sub-path.

export interface BundledExample {
  id: string;
  label: string;
  file: string;
}

export const bundledExamples: BundledExample[] = [
  { id: 'openbrewerydb', label: 'Open Brewery DB', file: 'examples/openbrewerydb.openapi.yaml' },
  { id: 'petstore3', label: 'Swagger Petstore 3', file: 'examples/petstore3.openapi.yaml' },
];

/** Absolute URL of a bundled file, e.g. http://host/cmp/examples/petstore3.openapi.yaml. */
export function bundledUrl(file: string): string {
  return new URL(`${import.meta.env.BASE_URL}${file}`, window.location.href).toString();
}
