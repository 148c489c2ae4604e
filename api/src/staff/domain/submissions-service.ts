import type {
  AuditAction,
  DeliveryState,
  FellowshipInquiryDetail,
  FellowshipInquiryListItem,
  FollowUp,
  FollowUpStatus,
  SubmissionDetail,
  SubmissionListItem,
} from '@clinic/contracts';
import type { BookingSubmissionRepository, FellowshipInquiryRecord, RequestKind } from '../../booking/public';
import type { StaffStore } from '../data-access/staff-store';
import { createAuditTrail } from './audit-trail';
import { deliveryStateOf } from './delivery-state';
import type { StaffIdentity } from '../data-access/staff-store';
import { staffUserId } from './staff-identity';
import { followUpDueAt } from './working-days';

/** A request nobody has followed up yet. */
export const UNTOUCHED: FollowUp = { status: 'new', updated_by: null, updated_at: null };

/** What each kind's reads and changes are audited as. */
const AUDIT_ACTIONS_BY_KIND = {
  booking: {
    list: 'submissions.list',
    read: 'submissions.read',
    followUp: 'submissions.follow_up',
    retry: 'submissions.retry_delivery',
  },
  fellowship_inquiry: {
    list: 'fellowship_inquiries.list',
    read: 'fellowship_inquiries.read',
    followUp: 'fellowship_inquiries.follow_up',
    retry: 'fellowship_inquiries.retry_delivery',
  },
} as const satisfies Record<RequestKind, Record<string, AuditAction>>;

/** The list's view of an inquiry: who and when, never the message. */
const inquiryListFields = ({ message: _message, ...inquiry }: FellowshipInquiryRecord) => inquiry;

/**
 * Booking requests and fellowship inquiries for staff. Reading them is reading personal (and health) data: every
 * read and change is written to the audit log first.
 */
export const createSubmissionsService = (
  requests: BookingSubmissionRepository,
  store: StaffStore,
  now: () => number,
) => {
  const record = createAuditTrail(store, now);
  const audit =
    (actor: StaffIdentity, kind: RequestKind, action: keyof (typeof AUDIT_ACTIONS_BY_KIND)['booking']) =>
    (target: string | null, rowCount: number, detail: string | null = null) =>
      record(actor, AUDIT_ACTIONS_BY_KIND[kind][action], target, rowCount, detail);

  /** The fields every staff row carries: follow-up, delivery state and when a 'new' request needs attention. */
  const staffFields = async (
    request: { id: string; created_at: string; email_sent: boolean; is_spam?: boolean },
    followUp?: FollowUp,
  ) => {
    const clinicEmail = (await requests.listDeliveries(request.id)).find((row) => row.channel === 'clinic_email');
    return {
      follow_up: followUp ?? (await store.findFollowUp(request.id)) ?? UNTOUCHED,
      delivery: deliveryStateOf(request, clinicEmail),
      follow_up_due_at: followUpDueAt(request.created_at),
    };
  };

  const findBooking = async (id: string): Promise<SubmissionDetail | undefined> => {
    const submission = await requests.findById(id);
    if (!submission) return undefined;
    return { ...submission, date_of_birth: submission.request.date_of_birth, ...(await staffFields(submission)) };
  };

  const findInquiry = async (id: string): Promise<FellowshipInquiryDetail | undefined> => {
    const inquiry = await requests.findFellowshipInquiry(id);
    return inquiry && { ...inquiry, ...(await staffFields(inquiry)) };
  };

  const exists = async (kind: RequestKind, id: string) =>
    Boolean(kind === 'booking' ? await requests.findById(id) : await requests.findFellowshipInquiry(id));

  /** Lists of both kinds: one read of the follow-ups and of the clinic emails' outbox rows for the whole list. */
  const listWith = async <Row extends { id: string; created_at: string; email_sent: boolean; is_spam?: boolean }>(
    actor: StaffIdentity,
    kind: RequestKind,
    rows: Row[],
  ) => {
    const [followUps, deliveries] = await Promise.all([store.listFollowUps(), requests.listClinicDeliveries(kind)]);
    await audit(actor, kind, 'list')(null, rows.length);
    return rows.map((row) => ({
      ...row,
      follow_up: followUps.get(row.id) ?? UNTOUCHED,
      delivery: deliveryStateOf(row, deliveries.get(row.id)),
      follow_up_due_at: followUpDueAt(row.created_at),
    }));
  };

  const setFollowUp = async (actor: StaffIdentity, kind: RequestKind, id: string, status: FollowUpStatus) => {
    if (!(await exists(kind, id))) return undefined;
    const at = new Date(now()).toISOString();
    await audit(actor, kind, 'followUp')(id, 1, status);
    await requests.recordStatusChange(kind, id, at);
    return store.setFollowUp({ submissionId: id, status, actorId: staffUserId(actor), actorName: actor.name, at });
  };

  return {
    list: async (actor: StaffIdentity): Promise<SubmissionListItem[]> =>
      listWith(actor, 'booking', await requests.listNewestFirst()),

    listInquiries: async (actor: StaffIdentity): Promise<FellowshipInquiryListItem[]> =>
      listWith(
        actor,
        'fellowship_inquiry',
        (await requests.listFellowshipInquiriesNewestFirst()).map(inquiryListFields),
      ),

    read: async (actor: StaffIdentity, id: string): Promise<SubmissionDetail | undefined> => {
      const detail = await findBooking(id);
      await audit(actor, 'booking', 'read')(id, detail ? 1 : 0);
      return detail;
    },

    readInquiry: async (actor: StaffIdentity, id: string): Promise<FellowshipInquiryDetail | undefined> => {
      const detail = await findInquiry(id);
      await audit(actor, 'fellowship_inquiry', 'read')(id, detail ? 1 : 0);
      return detail;
    },

    setFollowUp: async (actor: StaffIdentity, id: string, status: FollowUpStatus) => {
      const followUp = await setFollowUp(actor, 'booking', id, status);
      return followUp && findBooking(id);
    },

    setInquiryFollowUp: async (actor: StaffIdentity, id: string, status: FollowUpStatus) => {
      const followUp = await setFollowUp(actor, 'fellowship_inquiry', id, status);
      return followUp && findInquiry(id);
    },

    /**
     * An admin sends a request's failed deliveries again: back to the outbox, due now, with a fresh count of
     * attempts (the worker's next pass, within a second, takes them). undefined for an unknown request; 0 when
     * nothing had failed. Audited with how many went back.
     */
    retryDelivery: async (
      actor: StaffIdentity,
      kind: RequestKind,
      id: string,
    ): Promise<{ requeued: number; delivery: DeliveryState } | undefined> => {
      const requeued = await requests.requeueFailedDeliveries(kind, id, now());
      if (requeued === undefined) return undefined;
      if (requeued > 0) await audit(actor, kind, 'retry')(id, requeued);
      const detail = kind === 'booking' ? await findBooking(id) : await findInquiry(id);
      return { requeued, delivery: detail?.delivery ?? { state: 'sending' } };
    },
  };
};

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
