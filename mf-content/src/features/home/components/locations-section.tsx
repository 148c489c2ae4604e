import { homePage, practiceProfile } from '@clinic/content';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import { useProseStyles } from '@/components/prose-styles';
import { useHomeSectionStyles } from './home-section-styles';
import { LocationCard } from './location-card';

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

export function LocationsSection() {
  const sectionStyles = useHomeSectionStyles();
  const prose = useProseStyles();
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={sectionStyles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionStyles.heading}>
        {homePage.whereToFindMe.heading}
      </h2>
      <p className={prose.paragraph}>{homePage.whereToFindMe.lead}</p>
      <ul className={styles.grid}>
        {practiceProfile.locations.map((location) => (
          <li key={location.id}>
            <LocationCard location={location} />
          </li>
        ))}
      </ul>
    </section>
  );
}
