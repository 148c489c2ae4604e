import type { ContentReview } from '@clinic/content';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useIntl } from 'react-intl';
import { formatCalendarDate } from '@/lib/calendar-date';
import { articlesMessages } from '../messages';

const useStyles = makeStyles({
  review: {
    margin: `${tokens.spacingVerticalXXL} 0 0`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
    '& > p': { margin: `0 0 ${tokens.spacingVerticalXS}` },
  },
});

/** 'Page last reviewed' and 'Next review due', as NHS.UK pages end. */
export function ReviewDates({ review }: { review: ContentReview }) {
  const intl = useIntl();
  const styles = useStyles();
  const format = (isoDate: string) => formatCalendarDate(intl, isoDate);
  return (
    <div className={styles.review}>
      <p>{intl.formatMessage(articlesMessages.lastReviewed, { date: format(review.lastReviewed) })}</p>
      <p>{intl.formatMessage(articlesMessages.nextReviewDue, { date: format(review.nextReviewDue) })}</p>
    </div>
  );
}
