// The overview a search for "*" gives over several APIs: each API's size and its tags (the areas to narrow by), so
// the model can pick an API or a tag on a large set without listing operations.
import type { CatalogMember } from './member';

/** Tags listed per API, the largest first; the rest are counted (list_tags has them all). */
const TAGS_SHOWN = 20;

const count = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** "1 API", "3 APIs". */
export const apis = (n: number): string => `${n} API${n === 1 ? '' : 's'}`;

export function overviewText(members: readonly CatalogMember[]): string {
  const lines = members.map((m) => {
    const tags = [...m.catalog.listTagsSync()].sort((a, b) => b.count - a.count);
    const shown = tags.slice(0, TAGS_SHOWN).map((t) => `${t.name} (${t.count})`).join(', ');
    const rest = tags.length > TAGS_SHOWN ? `, … ${tags.length - TAGS_SHOWN} more` : '';
    const ops = `${count(m.catalog.operationCount)} operation${m.catalog.operationCount === 1 ? '' : 's'}`;
    return `- ${m.shortName} (${m.title}): ${ops}${tags.length > 0 ? `; tags: ${shown}${rest}` : ''}`;
  });
  return [
    `${apis(members.length)}:`,
    ...lines,
    'Search with words for operations; api="<api>" narrows to one API, tags=[...] to its areas (list_tags lists them all).',
  ].join('\n');
}
