import type { ContentPageProps } from '@clinic/contracts';
import { findSiteRoute, informationHub } from '@clinic/content';
import { PageHeading } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useProseStyles } from '@/components/prose-styles';
import { InformationCard } from './information-card';

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** /information: four cards leading to biography, patient information, previous fellows and publications. */
export default function InformationHubPage({ path }: ContentPageProps) {
  const prose = useProseStyles();
  const styles = useStyles();
  return (
    <article>
      <PageHeading>{findSiteRoute(path)?.heading}</PageHeading>
      <p className={prose.lead}>{informationHub.lead}</p>
      <ul className={styles.grid}>
        {informationHub.cards.map((card) => (
          <li key={card.href}>
            <InformationCard card={card} />
          </li>
        ))}
      </ul>
    </article>
  );
}
