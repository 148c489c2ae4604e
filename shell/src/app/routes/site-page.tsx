import type { SiteRoute } from '@clinic/content';
import { ContentPageSlot, FellowshipInquiryFormSlot, ServicesPageSlot, SubmissionsPageSlot } from '../remotes';

const PREVIOUS_FELLOWS_PATH = '/previous-fellows';

/** A known route's main content, from the remote that owns it. */
export function SitePage({ route }: { route: SiteRoute }) {
  switch (route.owner) {
    case 'booking':
      return <ServicesPageSlot />;
    case 'admin':
      return <SubmissionsPageSlot />;
    case 'content':
      return (
        <ContentPageSlot
          path={route.path}
          fellowshipInquirySlot={route.path === PREVIOUS_FELLOWS_PATH ? <FellowshipInquiryFormSlot /> : undefined}
        />
      );
  }
}
