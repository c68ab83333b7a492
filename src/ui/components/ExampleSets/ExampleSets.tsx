// Example sets on the first screen: each opens several real APIs together through a link (`spec=` repeated), so it
// can also be opened in a new tab or shared.
import { exampleSetLink, type ExampleSet } from '../../app/exampleSets';
import './ExampleSets.css';

export interface ExampleSetsProps {
  sets: ExampleSet[];
  /** The page's address: the links keep its path (sub-path deployments). */
  pageHref: string;
}

export function ExampleSets({ sets, pageHref }: ExampleSetsProps) {
  return (
    <section className="example-sets" aria-label="Several APIs at once">
      <h2 className="examples-heading">Several APIs at once</h2>
      {sets.map((set) => (
        <article key={set.id} className="example-set panel" data-testid="example-set-card" data-example-set={set.id}>
          <h3>{set.title}</h3>
          <p className="muted">{set.blurb}</p>
          <a className="example-set-open" href={exampleSetLink(set, pageHref)} data-testid={`example-set-${set.id}`}>
            Open {set.title} together: context at start per API and in total
          </a>
          <ul>
            {set.prompts.map((prompt) => (
              <li key={prompt}>
                <a className="example-set-prompt" href={exampleSetLink(set, pageHref, prompt)} data-testid="example-set-prompt">{prompt}</a>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
