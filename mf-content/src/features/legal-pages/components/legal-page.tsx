import type { ContentPageProps } from '@clinic/contracts';
import { findSiteRoute } from '@clinic/content';
import { PageHeading } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useIntl } from 'react-intl';
import { InlineContent } from '@/components/inline-content';
import { useProseStyles } from '@/components/prose-styles';
import { formatCalendarDate } from '@/lib/calendar-date';
import { LEGAL_PAGES } from '../lib/legal-pages';
import { legalPagesMessages } from '../messages';
import { LegalSection } from './legal-section';

const useStyles = makeStyles({
  updated: { marginTop: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground2 },
});

/** The privacy notice, terms of use and accessibility statement: heading from the route table, text from content. */
export default function LegalPageView({ path }: ContentPageProps) {
  const intl = useIntl();
  const prose = useProseStyles();
  const styles = useStyles();
  const page = LEGAL_PAGES[path];
  if (!page) throw new Error(`No legal page for ${path}`);
  return (
    <article>
      <PageHeading>{findSiteRoute(path)?.heading}</PageHeading>
      <p className={prose.lead}>
        <InlineContent content={page.lead} />
      </p>
      {page.sections.map((section) => (
        <LegalSection key={section.heading} section={section} path={path} />
      ))}
      <p className={styles.updated}>
        {intl.formatMessage(legalPagesMessages.lastUpdated, {
          date: formatCalendarDate(intl, page.lastUpdated),
        })}
      </p>
    </article>
  );
}
