import type { AuditAction } from '@clinic/contracts';
import type { StaffStore } from '../data-access/staff-store';
import type { StaffIdentity } from '../data-access/staff-store';
import { staffUserId } from './staff-identity';

/** Writes one audit event: who, when, what, which record and how many rows; never the record's content. */
export const createAuditTrail =
  (store: StaffStore, now: () => number) =>
  (actor: StaffIdentity, action: AuditAction, target: string | null, rowCount: number, detail: string | null = null) =>
    store.appendAuditEvent({
      at: new Date(now()).toISOString(),
      actor_id: staffUserId(actor),
      actor_name: actor.name,
      action,
      target,
      row_count: rowCount,
      detail,
    });
