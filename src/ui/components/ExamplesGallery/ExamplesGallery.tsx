// Example APIs with suggested prompts: picking a prompt loads its spec (if needed) and fills the input.
import type { ExampleApi } from '../../app/examples';
import './ExamplesGallery.css';

export interface ExamplesGalleryProps {
  examples: ExampleApi[];
  /** Id of the example whose spec is loaded now, if any. */
  activeId: string | null;
  onPick: (example: ExampleApi, prompt: string) => void;
}

export function ExamplesGallery({ examples, activeId, onPick }: ExamplesGalleryProps) {
  return (
    <section className="examples-gallery" aria-label="Examples">
      {examples.map((ex) => (
        <article key={ex.id} className={`examples-card panel${ex.id === activeId ? ' active' : ''}`} data-testid="example-card" data-example={ex.id}>
          <h3>{ex.title}</h3>
          <p className="muted">{ex.blurb}</p>
          <ul>
            {ex.prompts.map((prompt) => (
              <li key={prompt}>
                <button type="button" className="examples-prompt" data-testid="example-prompt" onClick={() => onPick(ex, prompt)}>{prompt}</button>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
