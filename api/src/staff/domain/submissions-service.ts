import type { FollowUp, FollowUpStatus, SubmissionDetail, SubmissionListItem } from '@clinic/contracts';
import type { BookingSubmissionRepository } from '../../booking/data-access/booking-store';
import type { StaffStore } from '../data-access/staff-store';
import { createAuditTrail } from './audit-trail';
import { staffUserId, type StaffIdentity } from './staff-identity';

/** A request nobody has followed up yet. */
export const UNTOUCHED: FollowUp = { status: 'new', updated_by: null, updated_at: null };

/** Reading submissions is reading health data: every read and change is written to the audit log first. */
export const createSubmissionsService = (
  submissions: BookingSubmissionRepository,
  store: StaffStore,
  now: () => number,
) => {
  const record = createAuditTrail(store, now);
  const audit =
    (actor: StaffIdentity, action: 'submissions.list' | 'submissions.read' | 'submissions.follow_up') =>
    (target: string | null, rowCount: number, detail: string | null = null) =>
      record(actor, action, target, rowCount, detail);

  const findDetail = async (id: string): Promise<SubmissionDetail | undefined> => {
    const submission = await submissions.findById(id);
    if (!submission) return undefined;
    return { ...submission, follow_up: (await store.findFollowUp(id)) ?? UNTOUCHED };
  };

  return {
    list: async (actor: StaffIdentity): Promise<SubmissionListItem[]> => {
      const [rows, followUps] = await Promise.all([submissions.listNewestFirst(), store.listFollowUps()]);
      await audit(actor, 'submissions.list')(null, rows.length);
      return rows.map((row) => ({ ...row, follow_up: followUps.get(row.id) ?? UNTOUCHED }));
    },

    read: async (actor: StaffIdentity, id: string): Promise<SubmissionDetail | undefined> => {
      const detail = await findDetail(id);
      await audit(actor, 'submissions.read')(id, detail ? 1 : 0);
      return detail;
    },

    setFollowUp: async (
      actor: StaffIdentity,
      id: string,
      status: FollowUpStatus,
    ): Promise<SubmissionDetail | undefined> => {
      const submission = await submissions.findById(id);
      if (!submission) return undefined;
      const at = new Date(now()).toISOString();
      await audit(actor, 'submissions.follow_up')(id, 1, status);
      await submissions.recordStatusChange(id, at);
      const followUp = await store.setFollowUp({
        submissionId: id,
        status,
        actorId: staffUserId(actor),
        actorName: actor.name,
        at,
      });
      return { ...submission, follow_up: followUp };
    },
  };
};

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
