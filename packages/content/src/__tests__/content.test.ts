import type { Article, Block, Inline, LinkSpan, Section } from '../model';
import { articles } from '../articles/all-articles';
import { generalSpinalAnatomy } from '../articles/general-spinal-anatomy';
import { lumbarSpinalAnatomy } from '../articles/lumbar-spinal-anatomy';
import { spinePain } from '../articles/spine-pain';
import { biography } from '../biography';
import { conditionCards } from '../conditions';
import { informationHub } from '../pages';
import { resourceGroups } from '../patient-resources';
import { biographyPath } from '../practice-profile';
import { TOPIC_COLOURS } from '../publications/publication-model';

function inlineText(content: readonly Inline[]): string {
  return content.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

function inlineLinks(content: readonly Inline[]): LinkSpan[] {
  return content.filter((part): part is LinkSpan => typeof part !== 'string');
}

function blockInlines(block: Block): Inline[][] {
  switch (block.type) {
    case 'paragraph':
      return [block.content];
    case 'list':
      return block.items;
    case 'figure':
      return [[block.caption]];
    case 'red-flags':
      return [];
  }
}

function sectionInlines(section: Section): Inline[][] {
  return [
    [section.heading],
    ...section.blocks.flatMap(blockInlines),
    ...(section.subsections ?? []).flatMap(sectionInlines),
  ];
}

function articleInlines(article: Article): Inline[][] {
  return [article.lead, ...article.sections.flatMap(sectionInlines)];
}

function articleText(article: Article): string {
  return articleInlines(article).map(inlineText).join(' ');
}

function articleLinks(article: Article): LinkSpan[] {
  return [...articleInlines(article).flatMap(inlineLinks), ...article.relatedLinks];
}

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const DARK_TEXT = '#1F2937';

describe('publication topics', () => {
  it('has exactly the 13 colour topics, each a pastel that passes AA with dark text', () => {
    const topics = Object.keys(TOPIC_COLOURS);
    expect(topics).toHaveLength(13);
    expect([...topics].sort()).toEqual(
      [
        'Orthopaedic Research',
        'Spinal Alignment',
        'General Surgery',
        'Spinal Conditions',
        'Tumours/Oncology',
        'Spinal Implants',
        'Case Studies',
        'Surgical Techniques',
        'Patient Outcomes',
        'Educational',
        'Correspondence',
        'Scoliosis',
        'Orthopedic Surgery',
      ].sort(),
    );
    for (const colour of Object.values(TOPIC_COLOURS)) {
      expect(colour).toMatch(/^#[0-9A-F]{6}$/i);
      expect(contrastRatio(colour, DARK_TEXT)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('articles', () => {
  const articlePaths = articles.map((a) => a.path);
  const allowedInternal = new Set<string>([
    ...articlePaths,
    '/',
    '/information',
    '/publications',
    '/previous-fellows',
    '/patient-information',
    '/services',
    '/spinal-conditions/general',
    biographyPath(),
  ]);

  it('has ten articles with unique paths, anatomy first', () => {
    expect(articles).toHaveLength(10);
    expect(new Set(articlePaths).size).toBe(articlePaths.length);
    expect(articlePaths.slice(0, 3)).toEqual([
      '/general-spinal-anatomy',
      '/cervical-spinal-anatomy',
      '/lumbar-spinal-anatomy',
    ]);
    for (const path of articlePaths.slice(3)) {
      expect(path.startsWith('/spinal-conditions/general/')).toBe(true);
    }
  });

  it('has 3 to 6 sections per article', () => {
    for (const article of articles) {
      expect(article.sections.length).toBeGreaterThanOrEqual(3);
      expect(article.sections.length).toBeLessThanOrEqual(6);
    }
  });

  it('links internally only to known routes', () => {
    for (const article of articles) {
      for (const link of articleLinks(article)) {
        if (link.href.startsWith('/')) expect(allowedInternal).toContain(link.href);
      }
    }
  });

  it('links other internal content only to known routes', () => {
    const hrefs = [
      ...conditionCards.map((c) => c.href),
      ...informationHub.cards.map((c) => c.href),
      ...biography.paragraphs.flatMap(inlineLinks).map((l) => l.href),
    ];
    for (const href of hrefs) expect(allowedInternal).toContain(href);
  });

  it('links the general anatomy article to the cervical and lumbar pages, inline and at the end', () => {
    const inline = articleInlines(generalSpinalAnatomy)
      .flatMap(inlineLinks)
      .map((l) => l.href);
    const related = generalSpinalAnatomy.relatedLinks.map((l) => l.href);
    for (const href of ['/cervical-spinal-anatomy', '/lumbar-spinal-anatomy']) {
      expect(inline).toContain(href);
      expect(related).toContain(href);
    }
  });

  it('states the anatomy facts', () => {
    const text = articleText(generalSpinalAnatomy);
    for (const fact of [
      '33 vertebrae',
      '24 separate',
      '7 vertebrae',
      '12 vertebrae',
      '5 vertebrae',
      '5 fused segments',
      '4 small fused segments',
      '31 pairs',
      '71 cm',
      '61 cm',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('states the spine-pain statistics with their source', () => {
    const text = articleText(spinePain);
    const specFigures = ['2 million', '300,000 referrals', '60,000 hospital admissions', '30,000 spinal operations'];
    for (const fact of [...specFigures, 'one person in three', '84%', '52,523']) expect(text).toContain(fact);
    const statistics = spinePain.sections[0]!;
    const links = statistics.blocks.flatMap(blockInlines).flatMap(inlineLinks);
    expect(links.map((link) => link.href)).toContain('https://gettingitrightfirsttime.co.uk/spinal-surgery-report/');
  });

  it('gives the lumbar article two captioned figures', () => {
    const figures = lumbarSpinalAnatomy.sections
      .flatMap((s) => s.blocks)
      .filter((b): b is Extract<Block, { type: 'figure' }> => b.type === 'figure');
    expect(figures.map((f) => f.image.src)).toEqual(['lumbar-spine.svg', 'cauda-equina.svg']);
    for (const f of figures) {
      expect(f.image.alt.length).toBeGreaterThan(20);
      expect(f.caption.length).toBeGreaterThan(0);
    }
  });
});

describe('condition cards', () => {
  it('has one card per condition article, in order', () => {
    const conditionPaths = articles.map((a) => a.path).slice(3);
    expect(conditionCards.map((c) => c.href)).toEqual(conditionPaths);
    for (const card of conditionCards) {
      expect(contrastRatio(card.color, DARK_TEXT)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('patient resources', () => {
  it('has the expected groups and read times between 3 and 10 minutes', () => {
    expect(resourceGroups.map((g) => g.heading)).toEqual([
      'Emergency Conditions',
      'Surgical Procedures',
      'Common Conditions',
      'Structural Conditions',
    ]);
    const cards = resourceGroups.flatMap((g) => g.cards);
    expect(cards.map((c) => [c.title, c.readTime])).toEqual([
      ['Cauda Equina Syndrome', 3],
      ['Lumbar Discectomy and Decompression', 8],
      ['Acute Back Pain', 5],
      ['Nerve Root Pain', 6],
      ['Spinal Stenosis', 7],
      ['Scoliosis', 10],
      ['Coccydinia', 4],
    ]);
    for (const group of resourceGroups) {
      for (const card of group.cards) {
        expect(card.category).toBe(group.category);
        expect(card.readTime).toBeGreaterThanOrEqual(3);
        expect(card.readTime).toBeLessThanOrEqual(10);
        expect(card.url.startsWith('https://')).toBe(true);
      }
    }
  });
});
