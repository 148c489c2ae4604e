import type { ContentPageProps } from '@clinic/contracts';
import { conditionCards, conditionsIndex, findSiteRoute } from '@clinic/content';
import { PageHeading } from '@clinic/ui';
import { CardGrid } from '@/components/card-grid';
import { useProseStyles } from '@/components/prose-styles';
import { ConditionCard } from './condition-card';

/** /spinal-conditions/general: a grid of the seven condition articles. */
export default function ConditionsIndexPage({ path }: ContentPageProps) {
  const prose = useProseStyles();
  return (
    <article>
      <PageHeading>{findSiteRoute(path)?.heading}</PageHeading>
      <p className={prose.lead}>{conditionsIndex.lead}</p>
      <CardGrid>
        {conditionCards.map((card) => (
          <ConditionCard key={card.href} card={card} />
        ))}
      </CardGrid>
    </article>
  );
}
