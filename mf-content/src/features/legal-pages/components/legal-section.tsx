import { isRetentionSection, type LegalSection as LegalSectionData } from '@clinic/content';
import { LoadingIndicator } from '@clinic/ui';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { InlineContent } from '@/components/inline-content';
import { useProseStyles } from '@/components/prose-styles';
import { TextBlock } from '@/components/text-block';
import { legalPagesMessages } from '../messages';
import { RetentionTable } from './retention-table';

/** A section of a legal page (h2; subsections h3): running text, or the privacy notice's retention table. */
export function LegalSection({ section, level = 2 }: { section: LegalSectionData; level?: 2 | 3 }) {
  const intl = useIntl();
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
        <Suspense fallback={<LoadingIndicator label={intl.formatMessage(legalPagesMessages.loadingRetention)} />}>
          <RetentionTable section={section} />
        </Suspense>
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
        <LegalSection key={index} section={subsection} level={3} />
      ))}
    </section>
  );
}
