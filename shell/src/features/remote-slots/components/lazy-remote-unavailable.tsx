import { lazy, Suspense } from 'react';

// Only a failing remote needs the notice (and Fluent's MessageBar): keep both out of the first load.
const RemoteUnavailableNotice = lazy(() => import('./remote-unavailable'));

export function RemoteUnavailable() {
  return (
    <Suspense fallback={null}>
      <RemoteUnavailableNotice />
    </Suspense>
  );
}
