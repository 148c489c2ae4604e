import { mountStandalone } from '@clinic/ui';
import FellowshipInquiryForm from './exposes/fellowship-inquiry-form';
import ServicesPage from './exposes/services-page';

mountStandalone(
  <>
    <ServicesPage />
    <FellowshipInquiryForm />
  </>,
);
