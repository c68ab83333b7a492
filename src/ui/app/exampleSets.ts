// Example sets: several real public APIs opened together from their official published files (all on
// raw.githubusercontent.com, which serves them with CORS), so the first screen shows a multi-API context bill in one click.
import { GITHUB_SPEC_URL } from './examples';
import { toLink, type LinkState } from './link';

export interface ExampleSet {
  id: string;
  title: string;
  blurb: string;
  /** The specs' URLs, in the set's order (the first is the link's `spec`). */
  urls: string[];
  /** Prompts that need more than one of the set's APIs. */
  prompts: string[];
}

export const EXAMPLE_SETS: ExampleSet[] = [
  {
    id: 'github-slack-stripe',
    title: 'GitHub + Slack + Stripe',
    blurb: 'Three real APIs from the files GitHub, Slack and Stripe publish, loaded side by side: see what their classic tools cost before the first word, next to code mode. A prompt opens in Chat (needs an LLM key).',
    urls: [
      GITHUB_SPEC_URL,
      'https://raw.githubusercontent.com/slackapi/slack-api-specs/master/web-api/slack_web_openapi_v2.json',
      'https://raw.githubusercontent.com/stripe/openapi/master/openapi/spec3.json',
    ],
    prompts: [
      'List the Stripe charges that failed this week, open one GitHub issue in my-org/billing that summarises them, and post its link to the #billing Slack channel.',
      'Post the titles of the open "bug" issues in octocat/Hello-World to the #triage Slack channel as one message.',
    ],
  },
];

/** The page's link that opens the whole set: Compare (its context at start, per API and in total), or Chat with `prompt`. */
export function exampleSetLink(set: ExampleSet, pageHref: string, prompt?: string): string {
  const [spec, ...moreSpecs] = set.urls;
  const state: LinkState = prompt ? { view: 'chat', spec, moreSpecs, prompt } : { view: 'compare', spec, moreSpecs };
  return toLink(pageHref, state);
}
