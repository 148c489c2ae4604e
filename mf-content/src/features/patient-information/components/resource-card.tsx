import { SurfaceCard } from '@clinic/ui';
import type { ResourceCard as ResourceCardData, ResourceCategory } from '@clinic/content';
import { Badge } from '@fluentui/react-badge';
import { Clock16Regular } from '@fluentui/react-icons';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { TextLink } from '@/components/text-link';
import { VisuallyHidden } from '@/components/visually-hidden';
import { patientInformationMessages } from '../messages';

/** Each pair passes WCAG AA (at least 7:1). */
const useCategoryStyles = makeStyles<ResourceCategory>({
  emergency: { backgroundColor: '#FDE7E9', color: '#8A1C1C' },
  surgical: { backgroundColor: '#DBEAFE', color: '#1E3A8A' },
  common: { backgroundColor: '#DCFCE7', color: '#14532D' },
  structural: { backgroundColor: '#EDE9FE', color: '#4C1D95' },
});

const useStyles = makeStyles({
  card: { height: '100%', padding: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM },
  badge: {
    fontWeight: tokens.fontWeightSemibold,
    borderTopWidth: 0,
    borderRightWidth: 0,
    borderBottomWidth: 0,
    borderLeftWidth: 0,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  description: { margin: 0, lineHeight: '1.6', color: tokens.colorNeutralForeground2, flexGrow: 1 },
  readTime: {
    margin: 0,
    display: 'inline-flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
});

/** An external patient guide: category badge (its urgency label), title linking out in a new tab, read time. */
export function ResourceCard({ resource }: { resource: ResourceCardData }) {
  const intl = useIntl();
  const styles = useStyles();
  const categories = useCategoryStyles();
  const titleId = useId();
  return (
    <SurfaceCard className={styles.card} aria-labelledby={titleId}>
      <div>
        <Badge
          appearance="tint"
          shape="rounded"
          size="large"
          className={mergeClasses(styles.badge, categories[resource.category])}
          data-category={resource.category}
        >
          <VisuallyHidden>{intl.formatMessage(patientInformationMessages.categoryPrefix)} </VisuallyHidden>
          {resource.urgency}
        </Badge>
      </div>
      <h3 id={titleId} className={styles.title}>
        <TextLink href={resource.url}>{resource.title}</TextLink>
      </h3>
      <p className={styles.description}>{resource.description}</p>
      <p className={styles.readTime}>
        <Clock16Regular aria-hidden />
        {intl.formatMessage(patientInformationMessages.readTime, { minutes: resource.readTime })}
      </p>
    </SurfaceCard>
  );
}
