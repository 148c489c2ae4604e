import { retentionPeriodText, type RetentionSection } from '@clinic/content';
import { RETENTION_PERIOD_ATTRIBUTE } from '@clinic/contracts';
import { LoadingIndicator } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Suspense, use, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { InlineContent } from '@/components/inline-content';
import { useProseStyles } from '@/components/prose-styles';
import { forgetRetentionPeriods, getRetentionPeriods } from '../api/get-retention-periods';
import { legalPagesMessages } from '../messages';

const useStyles = makeStyles({
  table: {
    borderCollapse: 'collapse',
    margin: `0 0 ${tokens.spacingVerticalL}`,
    maxWidth: '70ch',
    width: '100%',
    fontSize: tokens.fontSizeBase400,
    lineHeight: '1.5',
    '& th, & td': {
      textAlign: 'left',
      verticalAlign: 'top',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    },
    '& thead th': { fontWeight: tokens.fontWeightSemibold },
    '& tbody th': { fontWeight: tokens.fontWeightRegular },
  },
});

/**
 * The retention periods as the API applies them now, with their loading state: what the privacy notice shows, and
 * what its island renders when it boots.
 */
export function LiveRetentionTable({ section }: { section: RetentionSection }) {
  const intl = useIntl();
  return (
    <Suspense fallback={<LoadingIndicator label={intl.formatMessage(legalPagesMessages.loadingRetention)} />}>
      <RetentionTable section={section} />
    </Suspense>
  );
}

/** Suspends until the periods have loaded. */
function RetentionTable({ section }: { section: RetentionSection }) {
  const periods = use(getRetentionPeriods());
  const prose = useProseStyles();
  const styles = useStyles();
  useEffect(() => {
    if (!periods) forgetRetentionPeriods();
  }, [periods]);
  if (!periods) {
    return (
      <p className={prose.paragraph} role="status">
        <InlineContent content={section.unavailable} />
      </p>
    );
  }
  return (
    <table className={styles.table} data-testid="retention-periods">
      <thead>
        <tr>
          <th scope="col">{section.recordHeader}</th>
          <th scope="col">{section.periodHeader}</th>
        </tr>
      </thead>
      <tbody>
        {section.rows.map((row) => (
          <tr key={row.kind}>
            <th scope="row">{row.record}</th>
            <td>
              {/* Marked: the API writes its configured period into this element of the page it serves. */}
              <span {...{ [RETENTION_PERIOD_ATTRIBUTE]: row.kind }}>{retentionPeriodText(periods[row.kind])}</span>{' '}
              {row.countedFrom}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
