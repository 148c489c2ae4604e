import { ServicesPage } from '@/features/services/components/services-page';

/** mf_booking/services-page */
export default function ServicesPageExpose() {
  return <ServicesPage />;
}
