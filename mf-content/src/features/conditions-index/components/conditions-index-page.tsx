import type { ContentPageProps } from '@clinic/contracts';
import { conditionCards, conditionsIndex, findSiteRoute } from '@clinic/content';
import { PageHeading } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useProseStyles } from '@/components/prose-styles';
import { ConditionCard } from './condition-card';

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** /spinal-conditions/general: a grid of the seven condition articles. */
export default function ConditionsIndexPage({ path }: ContentPageProps) {
  const prose = useProseStyles();
  const styles = useStyles();
  return (
    <article>
      <PageHeading>{findSiteRoute(path)?.heading}</PageHeading>
      <p className={prose.lead}>{conditionsIndex.lead}</p>
      <ul className={styles.grid}>
        {conditionCards.map((card) => (
          <li key={card.href}>
            <ConditionCard card={card} />
          </li>
        ))}
      </ul>
    </article>
  );
}
