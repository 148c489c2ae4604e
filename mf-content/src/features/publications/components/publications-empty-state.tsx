import { SurfaceCard } from '@clinic/ui';
import { FILTERABLE_LIST } from '@clinic/ui/behaviours';
import { Button } from '@fluentui/react-button';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { publicationsMessages } from '../messages';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, alignItems: 'flex-start', rowGap: tokens.spacingVerticalM },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  body: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** Shown instead of the list when no publication passes the filters (the filterable list shows and hides it). */
export function PublicationsEmptyState() {
  const intl = useIntl();
  const styles = useStyles();
  const titleId = useId();
  return (
    <div hidden {...{ [FILTERABLE_LIST.empty]: '' }}>
      <SurfaceCard className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage(publicationsMessages.emptyTitle)}
        </h2>
        <p className={styles.body}>{intl.formatMessage(publicationsMessages.emptyBody)}</p>
        <Button appearance="primary" {...{ [FILTERABLE_LIST.clear]: '' }}>
          {intl.formatMessage(publicationsMessages.clearFilters)}
        </Button>
      </SurfaceCard>
    </div>
  );
}
