import { PageHeading } from '@clinic/ui';

export function ServicesPage() {
  return <PageHeading>Services &amp; Appointments</PageHeading>;
}
