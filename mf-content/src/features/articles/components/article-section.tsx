import type { Section } from '@clinic/content';
import { useProseStyles } from '@/components/prose-styles';
import { ArticleBlock } from './article-block';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Sections are h2, their subsections h3 (and deeper levels below that, up to h6). */
export function ArticleSection({ section, level = 2 }: { section: Section; level?: number }) {
  const prose = useProseStyles();
  const headingLevel = Math.min(level, 6);
  const Heading = `h${headingLevel}` as HeadingTag;
  return (
    <section>
      <Heading className={headingLevel === 2 ? prose.h2 : prose.h3}>{section.heading}</Heading>
      {section.blocks.map((block, index) => (
        <ArticleBlock key={index} block={block} />
      ))}
      {section.subsections?.map((subsection, index) => (
        <ArticleSection key={index} section={subsection} level={headingLevel + 1} />
      ))}
    </section>
  );
}
