import { homePage, practiceProfile } from '@clinic/content';
import { useId } from 'react';
import { CardGrid } from '@/components/card-grid';
import { useProseStyles } from '@/components/prose-styles';
import { useHomeSectionStyles } from './home-section-styles';
import { LocationCard } from './location-card';

export function LocationsSection() {
  const sectionStyles = useHomeSectionStyles();
  const prose = useProseStyles();
  const headingId = useId();
  return (
    <section className={sectionStyles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionStyles.heading}>
        {homePage.whereToFindMe.heading}
      </h2>
      <p className={prose.paragraph}>{homePage.whereToFindMe.lead}</p>
      <CardGrid>
        {practiceProfile.locations.map((location) => (
          <LocationCard key={location.id} location={location} />
        ))}
      </CardGrid>
    </section>
  );
}
