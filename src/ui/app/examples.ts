// Example APIs with prompts that show code mode at work. The bundled ones (public/examples) are also the spec
// loader's quick picks; GitHub is the large spec that shows the contrast.

export interface ExampleApi {
  id: string;
  title: string;
  blurb: string;
  /** Bundled file (resolved against the deploy base) or an absolute URL. */
  file?: string;
  url?: string;
  /** The loaded spec is this example when its title matches (e.g. a local copy or stand-in of the same API). */
  titlePattern: RegExp;
  prompts: string[];
}

export const GITHUB_SPEC_URL =
  'https://raw.githubusercontent.com/github/rest-api-description/main/descriptions/api.github.com/api.github.com.json';

export const EXAMPLE_APIS: ExampleApi[] = [
  {
    id: 'openbrewerydb',
    title: 'Open Brewery DB',
    blurb: 'Small public API, no key needed (bundled spec).',
    file: 'examples/openbrewerydb.openapi.yaml',
    titlePattern: /^open brewery db\b/i,
    prompts: [
      'Find breweries with "moon" in the name. Give me the top 5 as name and city.',
      'Summarize the breweries in San Diego: how many of each type, the top 3 cities by count, and the "moon" breweries sorted by name.',
      'Which brewery types exist, and how many breweries of each type are in Oregon?',
    ],
  },
  {
    id: 'petstore3',
    title: 'Swagger Petstore 3',
    blurb: 'The classic demo API: pets, the store and its users.',
    file: 'examples/petstore3.openapi.yaml',
    titlePattern: /^swagger petstore\b/i,
    prompts: [
      'List the pets that are available and count them by category.',
      'Show the store inventory by status.',
    ],
  },
  {
    id: 'github',
    title: 'GitHub REST API',
    blurb: '≈1,200 operations, loaded from GitHub — classic mode cannot even send its tool list.',
    url: GITHUB_SPEC_URL,
    titlePattern: /^github\b/i,
    prompts: [
      'What are the 5 most recently updated public repositories of the "octocat" user? Name, stars and last update.',
      'List the open issues labelled "bug" in microsoft/vscode, newest first, top 5 titles.',
      'Which licenses does the GitHub API know about? Give their keys and names.',
    ],
  },
];

/** The examples shipped with the app: they load offline and under any deploy base. */
export const BUNDLED_EXAMPLES = EXAMPLE_APIS.filter((e) => e.file !== undefined);

/** Absolute URL of a bundled file, e.g. http://host/cmp/examples/petstore3.openapi.yaml. */
export function bundledUrl(file: string): string {
  return new URL(`${import.meta.env.BASE_URL}${file}`, window.location.href).toString();
}

export function exampleUrl(example: ExampleApi): string {
  return example.url ?? bundledUrl(example.file ?? '');
}

/** The example the loaded spec is (same URL, or the same API by title), so its prompts run against what is loaded. */
export function matchingExample(examples: readonly ExampleApi[], loaded: { url?: string; title: string } | null, urlOf: (e: ExampleApi) => string): ExampleApi | null {
  if (!loaded) return null;
  return examples.find((e) => loaded.url === urlOf(e)) ?? examples.find((e) => e.titlePattern.test(loaded.title)) ?? null;
}
