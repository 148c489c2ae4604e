import type { Article, Block, Inline, Section } from '../model';
import { articles } from '../articles/all-articles';
import { articleSources, redFlagIdsCitedBy } from '../articles/article-red-flags';
import { checkArticles } from '../articles/check-articles';
import { discProblems } from '../articles/disc-problems';
import { sciatica } from '../articles/sciatica';
import { spinalWearAndTear } from '../articles/spinal-wear-and-tear';
import { spinePain } from '../articles/spine-pain';
import { spondyTerms } from '../articles/spondy-terms';
import { fellowsPage } from '../fellows';
import { findRedFlagEntry } from '../red-flags/red-flag-catalogue';
import { articleRoutes } from '../routes/article-routes';

function text(content: readonly Inline[]): string {
  return content.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

function blockText(block: Block): string {
  if (block.type === 'paragraph') return text(block.content);
  if (block.type === 'list') return block.items.map(text).join(' ');
  return '';
}

function sectionText(section: Section): string {
  return [section.heading, ...section.blocks.map(blockText), ...(section.subsections ?? []).map(sectionText)].join(' ');
}

const articleText = (article: Article) => [text(article.lead), ...article.sections.map(sectionText)].join(' ');
const closingRedFlags = (article: Article) =>
  article.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (block.type === 'red-flags' ? block.ids : [])),
  );

describe('articles and the red-flag catalogue', () => {
  it('passes the build check: every cited red flag exists and every review is dated', () => {
    expect(checkArticles(articles, articleRoutes, '2026-11-23')).toEqual({ errors: [], warnings: [] });
  });

  it('fails the check for an article citing a red flag that is not in the catalogue', () => {
    const broken: Article = { ...spinePain, urgentCallout: ['cauda-equina-saddle-numbness', 'no-such-flag'] };
    const { errors } = checkArticles([broken], articleRoutes, '2026-11-23');
    expect(errors).toEqual([`${spinePain.path} cites red flag 'no-such-flag', which is not in the catalogue`]);
  });

  it('fails the check for red flags cited only in a closing section, with no call-out at the top', () => {
    const { urgentCallout: _dropped, ...withoutCallout } = sciatica;
    const { errors } = checkArticles([withoutCallout], articleRoutes, '2026-11-23');
    expect(errors).toEqual([`${sciatica.path} cites red flags but has no urgent call-out above its first section`]);
  });

  it('warns, without failing, once a review is overdue', () => {
    const { errors, warnings } = checkArticles(articles, articleRoutes, '2030-01-01');
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(articles.length);
    expect(warnings[0]).toMatch(/was due for clinical review on \d{4}-\d{2}-\d{2}/);
  });

  it('puts only 999 / A&E red flags in the call-out at the top, and repeats them in the closing section', () => {
    for (const article of articles.filter((candidate) => candidate.urgentCallout)) {
      for (const id of article.urgentCallout ?? []) {
        expect(findRedFlagEntry(id)?.action).toBe('emergency');
        expect(closingRedFlags(article)).toContain(id);
      }
    }
  });

  it('lists sources for every article with red flags, including those of the red flags it cites', () => {
    for (const article of articles.filter((candidate) => redFlagIdsCitedBy(candidate).length > 0)) {
      const listed = articleSources(article).map((source) => source.id);
      for (const id of redFlagIdsCitedBy(article)) {
        for (const source of findRedFlagEntry(id)?.sources ?? []) expect(listed).toContain(source);
      }
      for (const source of article.sources) expect(listed).toContain(source);
    }
  });
});

describe('clinical corrections', () => {
  it('spinal wear and tear: no facet joint injections, denervation only after a medial branch block (NICE NG59)', () => {
    const body = articleText(spinalWearAndTear);
    expect(body).not.toMatch(/injections into or around the facet joints/i);
    expect(body).toMatch(/NICE does not recommend spinal injections/);
    expect(body).toMatch(/radiofrequency denervation.*only if.*medial branch block/);
    expect(body).toContain('Myelopathy can progress');
    expect(body).not.toContain('tends to progress');
  });

  it('spine pain: chest pain is 999; shoulder-blade pain, a lump and pain on straining are same-day', () => {
    const cited = redFlagIdsCitedBy(spinePain).map((id) => findRedFlagEntry(id));
    const actionOf = (category: string, words: RegExp) =>
      cited.find((entry) => entry?.category === category && words.test(entry.symptoms))?.action;
    expect(actionOf('chest-pain', /chest pain/)).toBe('emergency');
    expect(actionOf('cancer', /between your shoulder blades/)).toBe('same-day');
    expect(actionOf('cancer', /lump or swelling.*shape of your back/)).toBe('same-day');
    expect(actionOf('cancer', /cough, sneeze or open your bowels/)).toBe('same-day');
  });

  it('sends a history of cancer with new spinal pain to the acute oncology team, never only to a GP or 111', () => {
    for (const article of articles) {
      expect(articleText(article)).not.toMatch(/history of cancer/);
      for (const id of redFlagIdsCitedBy(article)) {
        if (id.startsWith('cancer-history')) expect(findRedFlagEntry(id)?.action).toBe('acute-oncology');
      }
    }
  });

  it('spondy terms: decompression is sometimes, not usually, with a fusion', () => {
    expect(articleText(spondyTerms)).toContain('sometimes with a fusion');
    expect(articleText(spondyTerms)).not.toContain('usually with a fusion');
  });

  it('sciatica and disc problems: urgent sections name fever, weight loss and feeling unwell', () => {
    for (const article of [sciatica, discProblems]) {
      expect(closingRedFlags(article)).toEqual(
        expect.arrayContaining(['infection-fever', 'cancer-weight-loss', 'infection-feeling-unwell']),
      );
    }
  });

  it('names the infection risk factors where infection is discussed', () => {
    for (const article of [sciatica, spondyTerms]) {
      expect(articleText(article)).toMatch(/inject drugs.*operation or injection on the spine.*weakened immune system/);
    }
  });

  it('marks every fellow as a sample entry', () => {
    for (const fellow of [fellowsPage.currentFellow, ...fellowsPage.previousFellows]) {
      expect(fellow.name.startsWith('[Sample] ')).toBe(true);
    }
  });
});
