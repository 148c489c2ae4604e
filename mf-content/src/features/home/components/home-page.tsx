import type { ContentPageProps } from '@clinic/contracts';
import { findSiteRoute } from '@clinic/content';
import { AboutMeSection } from './about-me-section';
import { GetInTouchSection } from './get-in-touch-section';
import { HeroSection } from './hero-section';
import { InsuranceBanner } from './insurance-banner';
import { LocationsSection } from './locations-section';

/** '/': hero, about me, where to find me, insurance banner, get in touch. */
export default function HomePage({ path }: ContentPageProps) {
  const heading = findSiteRoute(path)?.heading ?? '';
  return (
    <div>
      <HeroSection heading={heading} />
      <AboutMeSection />
      <LocationsSection />
      <InsuranceBanner />
      <GetInTouchSection />
    </div>
  );
}
