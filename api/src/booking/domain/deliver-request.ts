import type { MailTransport } from '../../libraries/mail/mail-transport';
import { ACKNOWLEDGEMENT_CAPPED, type AcknowledgementCap } from './acknowledgement-cap';
import type { WebhookSender } from '../../libraries/webhook/webhook-sender';
import type { BookingStore, BookingSubmission, Delivery } from '../data-access/booking-store';
import {
  renderAcknowledgementEmail,
  renderBookingEmail,
  renderFellowshipEmail,
  type EmailSettings,
} from './request-emails';
import { UndeliverableError } from './delivery-failure-reason';
import { toWebhookBody } from './webhook-body';

export interface DeliverDeps {
  store: BookingStore;
  /** Holds back acknowledgements past the recipient's daily cap. */
  acknowledgements: Pick<AcknowledgementCap, 'admit'>;
  mail: MailTransport;
  /** Undefined when no webhook is configured: a pending webhook delivery then fails and is retried later. */
  webhook: WebhookSender | undefined;
  email: EmailSettings;
}

export type DeliverRequest = (delivery: Delivery) => Promise<void>;

/** A delivery that must not be made: recorded as given up with this reason, never retried. */
export class DeliverySkipped extends Error {
  override name = 'DeliverySkipped';
}

const needBooking = async (store: BookingStore, id: string): Promise<BookingSubmission> => {
  const submission = await store.findById(id);
  if (!submission) throw new UndeliverableError(`booking ${id} not found`, 'missing_request');
  return submission;
};

/** Renders one outbox entry from the stored request and sends it; rejects on any failure. */
export const createDeliverRequest =
  ({ store, acknowledgements, mail, webhook, email }: DeliverDeps): DeliverRequest =>
  async (delivery) => {
    if (delivery.request_kind === 'fellowship_inquiry') {
      const inquiry = await store.findFellowshipInquiry(delivery.request_id);
      if (!inquiry)
        throw new UndeliverableError(`fellowship inquiry ${delivery.request_id} not found`, 'missing_request');
      return mail.send(renderFellowshipEmail(inquiry, delivery.id, email));
    }
    const submission = await needBooking(store, delivery.request_id);
    switch (delivery.channel) {
      case 'clinic_email':
        return mail.send(renderBookingEmail(submission, delivery.id, email));
      case 'acknowledgement_email':
        if (!(await acknowledgements.admit(delivery, submission.request.email))) {
          throw new DeliverySkipped(ACKNOWLEDGEMENT_CAPPED);
        }
        return mail.send(renderAcknowledgementEmail(submission, delivery.id, email));
      case 'webhook':
        if (!webhook) throw new UndeliverableError('AUTOMATION_WEBHOOK_URL is not set', 'not_configured');
        return webhook(delivery.id, toWebhookBody(submission));
    }
  };
