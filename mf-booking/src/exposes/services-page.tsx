import { RemoteMessages } from '@clinic/ui';
import { ServicesPage } from '@/features/services/components/services-page';

/** mf_booking/services-page */
export default function ServicesPageExpose() {
  return (
    <RemoteMessages messages={{}}>
      <ServicesPage />
    </RemoteMessages>
  );
}
