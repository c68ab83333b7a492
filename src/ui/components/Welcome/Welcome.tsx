// The first screen (no spec loaded yet): the idea in one glance, one click to a working demo, sets of several real
// APIs, the examples with their prompts. Imported eagerly by the shell, so it shows before any view's chunk has loaded.
import { EXAMPLE_APIS, type ExampleApi } from '../../app/examples';
import { EXAMPLE_SETS } from '../../app/exampleSets';
import { GITHUB_CONTEXT } from '../../app/welcomeFacts';
import { dualContext } from '../../app/dualContext';
import { ContextTokens } from '../ContextTokens/ContextTokens';
import { ExampleSets } from '../ExampleSets/ExampleSets';
import { ExamplesGallery } from '../ExamplesGallery/ExamplesGallery';
import './Welcome.css';

export interface WelcomeProps {
  /** Loads an example and opens the playground with a first script for it (no LLM key needed). */
  onTryPlayground: (example: ExampleApi) => void;
  /** The pointer or focus reached Try it: start what its demo needs (Python). */
  onTryIntent?: () => void;
  /** Loads an example and opens the explorer on it. */
  onExplore: (example: ExampleApi) => void;
  /** Loads an example and opens the chat with the prompt in the input. */
  onPickPrompt: (example: ExampleApi, prompt: string) => void;
}

const byId = (id: string) => EXAMPLE_APIS.find((e) => e.id === id);

export function Welcome({ onTryPlayground, onTryIntent, onExplore, onPickPrompt }: WelcomeProps) {
  const brewery = byId('openbrewerydb');
  const github = byId('github');
  return (
    <div className="welcome" data-testid="welcome">
      <section className="welcome-intro">
        <h1>Give a model a whole API in a few hundred tokens</h1>
        <p>
          <strong>Classic</strong> tool calling sends one tool per API operation before the model reads a word.{' '}
          <strong>Code mode</strong> sends three tools: <code>search</code> and <code>get_schema</code> to find what it needs,{' '}
          and <code>execute</code> to run the Python it writes against the API, in a sandbox in this page.
        </p>
        <div className="welcome-actions">
          {brewery && (
            <button type="button" className="primary" data-testid="welcome-try" onPointerEnter={onTryIntent} onFocus={onTryIntent} onClick={() => onTryPlayground(brewery)}>
              Try it: run Python against {brewery.title} (no key needed)
            </button>
          )}
          {github && (
            <button type="button" data-testid="welcome-explore-github" onClick={() => onExplore(github)}>
              Explore the {github.title} ({GITHUB_CONTEXT.operations.toLocaleString('en-US')} operations)
            </button>
          )}
        </div>
        <p className="muted welcome-hint">Or load your own spec above: a URL, a file or pasted text (OpenAPI 3.x or Swagger 2.0).</p>
      </section>
      <ContextTokens title={`${GITHUB_CONTEXT.title}: context before the first word`} tokens={GITHUB_CONTEXT.tokens} operations={GITHUB_CONTEXT.operations} dual={dualContext(GITHUB_CONTEXT.tokens, [])} />
      <ExampleSets sets={EXAMPLE_SETS} pageHref={window.location.href} />
      <ExamplesGallery
        heading="Examples: pick a prompt to open it in Chat (needs an LLM key)"
        examples={EXAMPLE_APIS}
        activeId={null}
        loadedTitle={null}
        onPick={onPickPrompt}
      />
    </div>
  );
}
