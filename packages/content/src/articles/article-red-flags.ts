import type { Article, Block, Section } from '../model';
import { findRedFlagEntry, RED_FLAG_SOURCES } from '../red-flags/red-flag-catalogue';
import type { RedFlagSource } from '../red-flags/red-flag-model';

function sectionRedFlagIds(section: Section): string[] {
  const own = section.blocks.flatMap((block: Block) => (block.type === 'red-flags' ? block.ids : []));
  return [...own, ...(section.subsections ?? []).flatMap(sectionRedFlagIds)];
}

/** Every red-flag id an article cites, in its top call-out or its sections (duplicates kept, in reading order). */
export function redFlagIdsCitedBy(article: Article): string[] {
  return [...(article.urgentCallout ?? []), ...article.sections.flatMap(sectionRedFlagIds)];
}

/** The article's 'Sources' list: its own, plus those of the red flags it cites, in the registry's order. */
export function articleSources(article: Article): RedFlagSource[] {
  const ids = new Set<string>(article.sources);
  for (const id of redFlagIdsCitedBy(article)) {
    for (const source of findRedFlagEntry(id)?.sources ?? []) ids.add(source);
  }
  return Object.values(RED_FLAG_SOURCES).filter((source) => ids.has(source.id));
}
