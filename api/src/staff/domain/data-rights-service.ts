import type { AuditAction, DataSubjectExportBody } from '@clinic/contracts';
import type { BookingSubmissionRepository, RequestKind } from '../../booking/public';
import { removeEmlFiles } from '../../libraries/mail/eml-mail-folder';
import type { StaffStore } from '../data-access/staff-store';
import { createAuditTrail } from './audit-trail';
import type { StaffIdentity } from '../data-access/staff-store';
import { UNTOUCHED } from './submissions-service';

const ERASE_ACTIONS: Record<RequestKind, AuditAction> = {
  booking: 'submissions.erase',
  fellowship_inquiry: 'fellowship_inquiries.erase',
};

export interface DataRightsDeps {
  requests: BookingSubmissionRepository;
  store: StaffStore;
  /** Where the .eml copies live ($DATA_DIR/mail). */
  mailDir: string;
  now: () => number;
}

/** Erasure and subject access (UK GDPR articles 17 and 15), for admins. The audit log never holds content. */
export const createDataRightsService = ({ requests, store, mailDir, now }: DataRightsDeps) => {
  const audit = createAuditTrail(store, now);

  return {
    /** false when no such request exists. Record and outbox rows first (one transaction), then the mail copies. */
    erase: async (actor: StaffIdentity, kind: RequestKind, id: string, reason: string): Promise<boolean> => {
      const deliveryIds = await requests.eraseRequest(kind, id);
      if (!deliveryIds) return false;
      await audit(actor, ERASE_ACTIONS[kind], id, 1, reason);
      await store.deleteFollowUps([id]);
      await removeEmlFiles(mailDir, deliveryIds);
      return true;
    },

    /**
     * Everything held for one address. The audit event records who exported how many records and when, but not
     * the address, not even hashed: a hash of an email is found again by hashing a guess, so it would keep a
     * trace of the person in the log for years, after an erasure too.
     */
    exportFor: async (actor: StaffIdentity, email: string): Promise<DataSubjectExportBody> => {
      const { bookings, fellowshipInquiries } = await requests.findByEmail(email);
      const withFollowUp = <Row extends { id: string }>(rows: Row[]) =>
        Promise.all(rows.map(async (row) => ({ ...row, follow_up: (await store.findFollowUp(row.id)) ?? UNTOUCHED })));
      const [bookingsHeld, inquiriesHeld] = await Promise.all([
        withFollowUp(bookings),
        withFollowUp(fellowshipInquiries),
      ]);
      await audit(actor, 'data_subject.export', null, bookings.length + fellowshipInquiries.length, null);
      return {
        email,
        generated_at: new Date(now()).toISOString(),
        booking_submissions: bookingsHeld,
        fellowship_inquiries: inquiriesHeld,
      };
    },
  };
};

export type DataRightsService = ReturnType<typeof createDataRightsService>;
