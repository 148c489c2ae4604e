import {
  articleRoutes,
  articles,
  findRedFlagEntry,
  RED_FLAG_ACTIONS,
  type Article,
  type Block,
  type Inline,
  type Section,
} from '@clinic/content';

/** One searchable piece of the site: a section of an article, with the page it links to. */
export interface Passage {
  id: string;
  /** The page's route path, e.g. '/spinal-conditions/general/sciatica'. */
  path: string;
  /** The page's title, e.g. 'Sciatica'. */
  title: string;
  heading: string;
  text: string;
}

const inlineText = (content: readonly Inline[]) =>
  content.map((part) => (typeof part === 'string' ? part : part.text)).join('');

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const blockText = (block: Block): string => {
  if (block.type === 'paragraph') return inlineText(block.content);
  if (block.type === 'list') return block.items.map((item) => inlineText(item)).join(' ');
  if (block.type === 'figure') return block.caption;
  // An urgent call-out: each red flag of the catalogue with what to do about it, as the article shows it.
  return block.ids
    .flatMap((id) => findRedFlagEntry(id) ?? [])
    .map((entry) => `If you have ${entry.symptoms}, ${lowerFirst(RED_FLAG_ACTIONS[entry.action].instruction)}`)
    .join(' ');
};

function* sectionPassages(article: Article, title: string, section: Section): Generator<Omit<Passage, 'id'>> {
  const text = section.blocks.map(blockText).join(' ');
  if (text) yield { path: article.path, title, heading: section.heading, text };
  for (const subsection of section.subsections ?? []) yield* sectionPassages(article, title, subsection);
}

/** Every article of @clinic/content cut into passages: its lead, then one per section and subsection. */
export function buildSitePassages(): Passage[] {
  const titles = new Map(articleRoutes.map((route) => [route.path, route.title]));
  const passages: Omit<Passage, 'id'>[] = [];
  for (const article of articles) {
    const title = titles.get(article.path) ?? article.path;
    passages.push({ path: article.path, title, heading: title, text: inlineText(article.lead) });
    for (const section of article.sections) passages.push(...sectionPassages(article, title, section));
  }
  return passages.map((passage, index) => ({ id: String(index), ...passage }));
}
