import { islandModule, REMOTE_CONTAINERS, REMOTE_EXPOSES, type RetentionTableProps } from '@clinic/contracts';
import { isRetentionSection, type LegalSection as LegalSectionData } from '@clinic/content';
import { Island } from '@clinic/ui';
import { InlineContent } from '@/components/inline-content';
import { useProseStyles } from '@/components/prose-styles';
import { TextBlock } from '@/components/text-block';
import { LiveRetentionTable } from './retention-table';

const RETENTION_TABLE_ISLAND = islandModule(REMOTE_CONTAINERS.content, REMOTE_EXPOSES.retentionTable);

export interface LegalSectionProps {
  section: LegalSectionData;
  /** The legal page's path: the retention table's island finds its section by it. */
  path: string;
  level?: 2 | 3;
}

/**
 * A section of a legal page (h2; subsections h3): running text, or the privacy notice's retention table. The table
 * shows live data, so it is an island that boots once it scrolls into view.
 */
export function LegalSection({ section, path, level = 2 }: LegalSectionProps) {
  const prose = useProseStyles();
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = <Heading className={level === 2 ? prose.h2 : prose.h3}>{section.heading}</Heading>;
  if (isRetentionSection(section)) {
    return (
      <section>
        {heading}
        <p className={prose.paragraph}>
          <InlineContent content={section.intro} />
        </p>
        <Island<RetentionTableProps> module={RETENTION_TABLE_ISLAND} props={{ path }} boot="visible">
          <LiveRetentionTable section={section} />
        </Island>
        {section.after.map((paragraph, index) => (
          <p key={index} className={prose.paragraph}>
            <InlineContent content={paragraph} />
          </p>
        ))}
      </section>
    );
  }
  return (
    <section>
      {heading}
      {section.blocks.map((block, index) => (
        <TextBlock key={index} block={block} />
      ))}
      {section.subsections?.map((subsection, index) => (
        <LegalSection key={index} section={subsection} path={path} level={3} />
      ))}
    </section>
  );
}
