import { SurfaceCard } from '@clinic/ui';
import type { InformationHubCard } from '@clinic/content';
import { ArrowRight16Regular } from '@fluentui/react-icons';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { TextLink } from '@/components/text-link';
import { informationHubMessages } from '../messages';

const useStyles = makeStyles({
  card: { height: '100%', padding: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  description: { margin: 0, lineHeight: '1.6', color: tokens.colorNeutralForeground2, flexGrow: 1 },
  links: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  primaryLink: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  note: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

/** One hub card: title, description, a link to the page and, for publications, the scholar profile. */
export function InformationCard({ card }: { card: InformationHubCard }) {
  const intl = useIntl();
  const styles = useStyles();
  const titleId = useId();
  return (
    <SurfaceCard className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {card.title}
      </h2>
      <p className={styles.description}>{card.description}</p>
      <div className={styles.links}>
        <TextLink href={card.href} className={styles.primaryLink}>
          {intl.formatMessage(informationHubMessages.openPage, { title: card.title })}
          <ArrowRight16Regular aria-hidden />
        </TextLink>
        {card.scholarUrl && card.scholarLinkLabel && (
          <TextLink href={card.scholarUrl}>{card.scholarLinkLabel}</TextLink>
        )}
      </div>
      {card.note && <p className={styles.note}>{card.note}</p>}
    </SurfaceCard>
  );
}
