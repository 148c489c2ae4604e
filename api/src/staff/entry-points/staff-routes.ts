import {
  API_ERROR_CODES,
  STAFF_API_PATHS,
  type AuditEventsBody,
  type DeliveryRetryBody,
  type EraseRequestBody,
  type FellowshipInquiriesListBody,
  type FellowshipInquiryDetailBody,
  type MeBody,
  type SubmissionDetailBody,
  type SubmissionsListBody,
  type UpdateFollowUpBody,
} from '@clinic/contracts';
import {
  dataSubjectQuerySchema,
  deliveryRetrySchema,
  eraseRequestSchema,
  updateFollowUpSchema,
} from '@clinic/contracts/staff';
import express, { type RequestHandler, type Response, type Router } from 'express';
import { AppError } from '../../libraries/error-handling/app-error';
import { validate } from '../../libraries/validation/validate';
import type { RequestKind } from '../../booking/public';
import type { DataRightsService } from '../domain/data-rights-service';
import type { SubmissionsService } from '../domain/submissions-service';
import type { StaffPrincipal } from '../domain/staff-identity';
import type { StaffStore } from '../data-access/staff-store';
import { refuseCrossSiteReads, requireSameOrigin } from './same-origin';
import { noStore, principalOf, requireAdmin, requireSubmissionsAccess } from './staff-session';

/** The newest audit events an admin sees; older ones stay in the log. */
export const AUDIT_EVENTS_LIMIT = 1000;

export interface StaffRoutesOptions {
  /** express-session plus loadPrincipal: only these routes read the session. */
  session: RequestHandler[];
  publicOrigin: () => string;
  submissions: SubmissionsService;
  dataRights: DataRightsService;
  store: StaffStore;
}

const notFound = () => new AppError(API_ERROR_CODES.notFound, 'No submission with that id', { httpStatus: 404 });
const noInquiry = () =>
  new AppError(API_ERROR_CODES.notFound, 'No fellowship inquiry with that id', { httpStatus: 404 });
const nothingToRetry = () =>
  new AppError(API_ERROR_CODES.conflict, 'Nothing to retry: no delivery of this request has failed', {
    httpStatus: 409,
  });

const principal = (res: Response): StaffPrincipal => principalOf(res) as StaffPrincipal;

/**
 * GET /api/me, booking submissions and fellowship inquiries (list, detail, follow-up, an admin's delivery retry,
 * erasure), subject access exports and the audit log (relative to /api).
 */
export const createStaffRoutes = ({
  session,
  publicOrigin,
  submissions,
  dataRights,
  store,
}: StaffRoutesOptions): Router => {
  const router = express.Router();
  const api = (path: string) => path.replace(/^\/api/, '');
  const submissionsPath = api(STAFF_API_PATHS.bookingSubmissions);
  const inquiriesPath = api(STAFF_API_PATHS.fellowshipInquiries);
  const guarded = [noStore, ...session, requireSameOrigin(publicOrigin)];
  /** Reads that write an audit event. */
  const audited = [...guarded, refuseCrossSiteReads];
  // New audited reads are refused cross-site from the start (a script of ours sends the header on every call).
  const guardedRead = [...guarded, requireSameOrigin(publicOrigin, { reads: true })];

  router.get(api(STAFF_API_PATHS.me), ...guarded, (_req, res) => {
    const signedIn = principalOf(res);
    const body: MeBody = signedIn
      ? { user: { name: signedIn.identity.name, email: signedIn.identity.email }, roles: signedIn.roles }
      : { user: null, roles: [] };
    res.json(body);
  });

  router.get(submissionsPath, ...audited, requireSubmissionsAccess, async (_req, res) => {
    res.json({ submissions: await submissions.list(principal(res).identity) } satisfies SubmissionsListBody);
  });

  router.get(`${submissionsPath}/:id`, ...audited, requireSubmissionsAccess, async (req, res) => {
    const submission = await submissions.read(principal(res).identity, String(req.params.id));
    if (!submission) throw notFound();
    res.json({ submission } satisfies SubmissionDetailBody);
  });

  router.patch(
    `${submissionsPath}/:id`,
    ...guarded,
    requireSubmissionsAccess,
    validate(updateFollowUpSchema),
    async (req, res) => {
      const { status } = req.body as UpdateFollowUpBody;
      const submission = await submissions.setFollowUp(principal(res).identity, String(req.params.id), status);
      if (!submission) throw notFound();
      res.json({ submission } satisfies SubmissionDetailBody);
    },
  );

  router.get(inquiriesPath, ...guardedRead, requireSubmissionsAccess, async (_req, res) => {
    res.json({
      inquiries: await submissions.listInquiries(principal(res).identity),
    } satisfies FellowshipInquiriesListBody);
  });

  router.get(`${inquiriesPath}/:id`, ...guardedRead, requireSubmissionsAccess, async (req, res) => {
    const inquiry = await submissions.readInquiry(principal(res).identity, String(req.params.id));
    if (!inquiry) throw noInquiry();
    res.json({ inquiry } satisfies FellowshipInquiryDetailBody);
  });

  router.patch(
    `${inquiriesPath}/:id`,
    ...guarded,
    requireSubmissionsAccess,
    validate(updateFollowUpSchema),
    async (req, res) => {
      const { status } = req.body as UpdateFollowUpBody;
      const inquiry = await submissions.setInquiryFollowUp(principal(res).identity, String(req.params.id), status);
      if (!inquiry) throw noInquiry();
      res.json({ inquiry } satisfies FellowshipInquiryDetailBody);
    },
  );

  const erasable: Array<[string, RequestKind]> = [
    [submissionsPath, 'booking'],
    [inquiriesPath, 'fellowship_inquiry'],
  ];
  for (const [path, kind] of erasable) {
    router.post(
      `${path}/:id/delivery-retries`,
      ...guarded,
      requireAdmin,
      validate(deliveryRetrySchema),
      async (req, res) => {
        const retried = await submissions.retryDelivery(principal(res).identity, kind, String(req.params.id));
        if (!retried) throw kind === 'booking' ? notFound() : noInquiry();
        if (retried.requeued === 0) throw nothingToRetry();
        res.status(202).json(retried satisfies DeliveryRetryBody);
      },
    );
  }
  for (const [path, kind] of erasable) {
    router.delete(`${path}/:id`, ...guarded, requireAdmin, validate(eraseRequestSchema), async (req, res) => {
      const { reason } = req.body as EraseRequestBody;
      const erased = await dataRights.erase(principal(res).identity, kind, String(req.params.id), reason);
      if (!erased) throw new AppError(API_ERROR_CODES.notFound, 'No request with that id', { httpStatus: 404 });
      res.status(204).end();
    });
  }

  router.get(
    api(STAFF_API_PATHS.dataSubjectRequests),
    ...audited,
    requireSameOrigin(publicOrigin, { reads: true }),
    requireAdmin,
    validate(dataSubjectQuerySchema, 'query'),
    async (req, res) => {
      const { email } = req.query as { email: string };
      const body = await dataRights.exportFor(principal(res).identity, email);
      // The file name carries the date only: downloads folders are not the place for the address.
      res.attachment(`personal-data-export-${body.generated_at.slice(0, 10)}.json`);
      res.json(body);
    },
  );

  router.get(api(STAFF_API_PATHS.auditEvents), ...audited, requireAdmin, async (_req, res) => {
    res.json({ events: await store.listAuditEvents(AUDIT_EVENTS_LIMIT) } satisfies AuditEventsBody);
  });

  return router;
};
