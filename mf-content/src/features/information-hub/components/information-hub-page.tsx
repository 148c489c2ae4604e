import type { ContentPageProps } from '@clinic/contracts';
import { findSiteRoute, informationHub } from '@clinic/content';
import { PageHeading } from '@clinic/ui';
import { CardGrid } from '@/components/card-grid';
import { useProseStyles } from '@/components/prose-styles';
import { InformationCard } from './information-card';

/** /information: four cards leading to biography, patient information, previous fellows and publications. */
export default function InformationHubPage({ path }: ContentPageProps) {
  const prose = useProseStyles();
  return (
    <article>
      <PageHeading>{findSiteRoute(path)?.heading}</PageHeading>
      <p className={prose.lead}>{informationHub.lead}</p>
      <CardGrid>
        {informationHub.cards.map((card) => (
          <InformationCard key={card.href} card={card} />
        ))}
      </CardGrid>
    </article>
  );
}
