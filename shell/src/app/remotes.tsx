import {
  REMOTE_CONTAINERS,
  REMOTE_EXPOSES,
  type ChatWidgetProps,
  type ContentPageProps,
  type FellowshipInquiryFormProps,
  type ServicesPageProps,
  type SubmissionsPageProps,
} from '@clinic/contracts';
import { createRemoteSlot } from '@/features/remote-slots/components/remote-slot';
import { PageUnavailable } from './routes/page-unavailable';

/** Every remote region of the site, declared once. */
export const ContentPageSlot = createRemoteSlot<ContentPageProps>(
  REMOTE_CONTAINERS.content,
  REMOTE_EXPOSES.contentPage,
  {
    failureFallback: ({ path }) => <PageUnavailable path={path} />,
  },
);

export const ServicesPageSlot = createRemoteSlot<ServicesPageProps>(
  REMOTE_CONTAINERS.booking,
  REMOTE_EXPOSES.servicesPage,
  { failureFallback: <PageUnavailable path="/services" /> },
);

export const FellowshipInquiryFormSlot = createRemoteSlot<FellowshipInquiryFormProps>(
  REMOTE_CONTAINERS.booking,
  REMOTE_EXPOSES.fellowshipInquiryForm,
  { island: true },
);

export const SubmissionsPageSlot = createRemoteSlot<SubmissionsPageProps>(
  REMOTE_CONTAINERS.admin,
  REMOTE_EXPOSES.submissionsPage,
  { failureFallback: <PageUnavailable path="/booking-submissions" /> },
);

/** The chat is an extra: if it cannot load, nothing is shown. */
export const ChatWidgetSlot = createRemoteSlot<ChatWidgetProps>(REMOTE_CONTAINERS.chat, REMOTE_EXPOSES.chatWidget, {
  failureFallback: null,
  loadingFallback: null,
  keepsServerHtml: false,
});
