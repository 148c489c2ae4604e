import type { ContentReview } from '@clinic/content';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { use, useId } from 'react';
import { useIntl } from 'react-intl';
import { InlineContent } from '@/components/inline-content';
import { useProseStyles } from '@/components/prose-styles';
import { TextLink } from '@/components/text-link';
import { loadArticle } from '../lib/article-cache';
import { articlesMessages } from '../messages';
import { ArticleSection } from './article-section';
import { ArticleSources } from './article-sources';
import { ReviewDates } from './review-dates';
import { UrgentCallout } from './urgent-callout';

const useStyles = makeStyles({
  related: {
    marginTop: tokens.spacingVerticalXXXL,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    maxWidth: '70ch',
  },
  relatedList: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    fontSize: tokens.fontSizeBase400,
  },
  // At least 24 px tall, so each link meets WCAG 2.2's target size however the list wraps.
  relatedLink: { display: 'inline-flex', alignItems: 'center', minHeight: '24px' },
});

/**
 * The article text: suspends until the body's chunk has loaded. Red flags that need 999 come first, under the
 * lead; sources and review dates close it, as on NHS.UK.
 */
export function ArticleBody({ path, review }: { path: string; review?: ContentReview }) {
  const article = use(loadArticle(path));
  const intl = useIntl();
  const prose = useProseStyles();
  const styles = useStyles();
  const relatedId = useId();

  return (
    <>
      <p className={prose.lead}>
        <InlineContent content={article.lead} />
      </p>
      {article.urgentCallout && <UrgentCallout ids={article.urgentCallout} headingLevel={2} />}
      {article.sections.map((section, index) => (
        <ArticleSection key={index} section={section} />
      ))}
      <ArticleSources article={article} />
      {article.relatedLinks.length > 0 && (
        <nav className={styles.related} aria-labelledby={relatedId}>
          <h2 id={relatedId} className={prose.h2}>
            {intl.formatMessage(articlesMessages.relatedHeading)}
          </h2>
          <ul className={styles.relatedList}>
            {article.relatedLinks.map((link) => (
              <li key={link.href}>
                <TextLink href={link.href} className={styles.relatedLink}>
                  {link.text}
                </TextLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {review && <ReviewDates review={review} />}
    </>
  );
}
