import type { Section } from '@clinic/content';
import { makeStyles } from '@griffel/react';
import { useProseStyles } from '@/components/prose-styles';
import { ArticleBlock } from './article-block';

const useStyles = makeStyles({
  // Long articles: the browser lays out and paints only the top-level sections near the screen.
  topLevel: { contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' },
});

// Urgent advice is always laid out for real: its size and place never rest on an estimate.
const hasUrgentCallout = (section: Section) => section.blocks.some((block) => block.type === 'red-flags');

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Sections are h2, their subsections h3 (and deeper levels below that, up to h6). */
export function ArticleSection({ section, level = 2 }: { section: Section; level?: number }) {
  const prose = useProseStyles();
  const styles = useStyles();
  const headingLevel = Math.min(level, 6);
  const Heading = `h${headingLevel}` as HeadingTag;
  return (
    <section className={level === 2 && !hasUrgentCallout(section) ? styles.topLevel : undefined}>
      <Heading className={headingLevel === 2 ? prose.h2 : prose.h3}>{section.heading}</Heading>
      {section.blocks.map((block, index) => (
        <ArticleBlock key={index} block={block} sectionLevel={headingLevel} />
      ))}
      {section.subsections?.map((subsection, index) => (
        <ArticleSection key={index} section={subsection} level={headingLevel + 1} />
      ))}
    </section>
  );
}
