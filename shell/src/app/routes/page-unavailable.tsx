import { findSiteRoute } from '@clinic/content';
import { RemoteUnavailable } from '@/features/remote-slots/components/remote-unavailable';
import { PageHeading } from '@clinic/ui';

/** A page whose remote failed still says where the visitor is, and how to reach the clinic. */
export function PageUnavailable({ path }: { path: string }) {
  const route = findSiteRoute(path);
  return (
    <>
      {route && <PageHeading>{route.heading}</PageHeading>}
      <RemoteUnavailable />
    </>
  );
}
