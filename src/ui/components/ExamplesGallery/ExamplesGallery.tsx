// Example APIs with suggested prompts: a prompt of the loaded API fills the input; another API's card says that
// picking one of its prompts loads that API first.
import type { ExampleApi } from '../../app/examples';
import './ExamplesGallery.css';

export interface ExamplesGalleryProps {
  examples: ExampleApi[];
  /** Id of the example whose API is loaded now, if any. */
  activeId: string | null;
  /** Title of the loaded spec, named when a pick would replace it. */
  loadedTitle: string | null;
  onPick: (example: ExampleApi, prompt: string) => void;
  /** Heading above the cards; none by default. */
  heading?: string;
}

export function ExamplesGallery({ examples, activeId, loadedTitle, onPick, heading }: ExamplesGalleryProps) {
  return (
    <section className="examples-gallery" aria-label="Examples">
      {heading && <h2 className="examples-heading">{heading}</h2>}
      {examples.map((ex) => {
        const active = ex.id === activeId;
        // Nothing loaded: nothing to replace, nothing to say. Otherwise the card says what a pick will do.
        const action = active ? 'Loaded: a prompt fills the input.' : loadedTitle ? `A prompt loads this API in place of ${loadedTitle}.` : null;
        return (
          <article key={ex.id} className={`examples-card panel${active ? ' active' : ''}`} data-testid="example-card" data-example={ex.id} data-active={active}>
            <h3>{ex.title}</h3>
            <p className="muted">{ex.blurb}</p>
            {action && <p className={`examples-action${active ? ' active' : ''}`} data-testid="example-action">{action}</p>}
            <ul>
              {ex.prompts.map((prompt) => (
                <li key={prompt}>
                  <button type="button" className="examples-prompt" data-testid="example-prompt" title={action ?? undefined} onClick={() => onPick(ex, prompt)}>
                    {!active && loadedTitle && <span className="examples-switch" aria-hidden="true">↻ </span>}
                    {prompt}
                  </button>
                </li>
              ))}
            </ul>
          </article>
        );
      })}
    </section>
  );
}
