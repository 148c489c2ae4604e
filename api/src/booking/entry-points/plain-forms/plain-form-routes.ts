import { PLAIN_FORM_PAGES, type PlainFormPage } from '@clinic/content';
import { FORM_ACTIONS, type FieldError } from '@clinic/contracts';
import {
  bookingBodyFromFormPost,
  bookingFormFieldOfWire,
  buildBookingRequestSchema,
  buildFellowshipInquirySchema,
  FORM_SOURCE_FIELD,
  type BookingRequestBody,
  type FellowshipInquiryBody,
  type PostedFields,
} from '@clinic/contracts/booking';
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { toAppError } from '../../../libraries/error-handling/app-error';
import { JSON_BODY_LIMIT } from '../../../libraries/http/json-body';
import { requestLogger } from '../../../libraries/logger/http-logger';
import type { Logger } from '../../../libraries/logger/logger';
import { getCspNonce } from '../../../libraries/security/content-security-policy';
import { createChecker } from '../../../libraries/validation/validate';
import { submitBooking } from '../../domain/submit-booking-use-case';
import { submitFellowshipInquiry } from '../../domain/submit-fellowship-inquiry-use-case';
import type { BookingRoutesDeps } from '../routes';
import { refuseCrossSite } from './cross-site';
import { renderFormPage, type FormOutcome, type NotSentReason } from './form-page';

/**
 * The site's prerendered pages, which a form posted without JavaScript is answered with (the web component's page
 * service, handed over by server.ts): the page at `urlPath` with the request's CSP nonce, or why there is none.
 */
export interface SitePages {
  render(urlPath: string, nonce: string): Promise<{ kind: 'page'; html: string } | { kind: 'not-built' | 'missing' }>;
}

export interface PlainFormRoutesDeps extends BookingRoutesDeps {
  pages: SitePages;
  /** The site's origin as browsers see it (PUBLIC_ORIGIN, or where the server listens). */
  publicOrigin: () => string;
  logger: Logger;
}

/** One public form as the browser posts it without JavaScript. */
interface PlainForm {
  action: string;
  limit: RequestHandler;
  /** The page's text for this post (the booking form's variant has its own phone number). */
  text: (fields: PostedFields) => PlainFormPage;
  /** The hidden control that tells this form from another with the same action. */
  variant?: (fields: PostedFields) => { name: string; value: string } | undefined;
  /** Checks the post with the JSON route's schema and stores it through the same use case; or the fields' errors. */
  submit: (fields: PostedFields) => Promise<{ errors: FieldError[] } | { id: string }>;
}

/** The form's own answer: 'application/x-www-form-urlencoded' within the JSON routes' size limit. */
const parseForm = express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT, parameterLimit: 100 });

const STATUS_BY_OUTCOME = { received: 200, invalid: 422 } as const;

/** Errors named by the form's controls: the request body's names mapped back to the form's. */
const toControls = (errors: FieldError[], controlOf: (path: string) => string | undefined): FieldError[] =>
  errors.map(({ path, message }) => ({ path: controlOf(path) ?? '', message }));

const isUrlEncoded = (req: Request) =>
  req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

/**
 * The public forms' answer to a browser that sent them itself (no script ran): POST FORM_ACTIONS.* with the form's
 * fields, answered with a page. The same rules as the JSON routes: the same per-IP limits (the same counters), the
 * same size limit, the same schema, the same use cases (stored durably before the answer), the server picking the
 * inbox; and a cross-site post is refused before anything is read (cross-site.ts). Every answer is `no-store`: it
 * may hold what the visitor typed.
 */
export const createPlainFormRouter = (deps: PlainFormRoutesDeps): Router => {
  const router = Router();
  const checkBooking = createChecker<BookingRequestBody>(buildBookingRequestSchema());
  const checkInquiry = createChecker<FellowshipInquiryBody>(buildFellowshipInquirySchema());

  const forms: PlainForm[] = [
    {
      action: FORM_ACTIONS.booking,
      limit: deps.limits.bookings,
      text: (fields) =>
        fields[FORM_SOURCE_FIELD] === 'services_children' ? PLAIN_FORM_PAGES.childrenBooking : PLAIN_FORM_PAGES.booking,
      variant: (fields) => {
        const value = fields[FORM_SOURCE_FIELD];
        return typeof value === 'string' ? { name: FORM_SOURCE_FIELD, value } : undefined;
      },
      submit: async (fields) => {
        const checked = checkBooking(bookingBodyFromFormPost(fields));
        if (!checked.ok) return { errors: toControls(checked.fields, bookingFormFieldOfWire) };
        return { id: await submitBooking(checked.value, deps) };
      },
    },
    {
      action: FORM_ACTIONS.fellowshipInquiry,
      limit: deps.limits.fellowshipInquiries,
      text: () => PLAIN_FORM_PAGES.fellowshipInquiry,
      submit: async (fields) => {
        const checked = checkInquiry(fields);
        if (!checked.ok) return { errors: checked.fields };
        return { id: await submitFellowshipInquiry(checked.value, deps) };
      },
    },
  ];

  for (const form of forms) {
    const answer = async (req: Request, res: Response, status: number, outcome: FormOutcome, values?: PostedFields) => {
      const fields = values ?? {};
      const text = form.text(fields);
      res.status(status).set('Cache-Control', 'no-store');
      const page = await deps.pages.render(text.page, getCspNonce(res));
      if (page.kind !== 'page') {
        // No built pages to answer with (a server without its front end): say what happened in plain text.
        res.type('text/plain').send(outcome.kind === 'received' ? `${text.receivedHeading}\n` : 'Not sent\n');
        return;
      }
      const html = renderFormPage({
        html: page.html,
        nonce: getCspNonce(res),
        action: form.action,
        variant: form.variant?.(fields),
        text,
        outcome,
        values,
      });
      res.type('html').send(html);
    };

    const handle: RequestHandler = async (req, res) => {
      if (!isUrlEncoded(req)) return answer(req, res, 415, { kind: 'not-sent', reason: 'unreadable' });
      const fields = req.body as PostedFields;
      const result = await form.submit(fields);
      if ('errors' in result) {
        return answer(req, res, STATUS_BY_OUTCOME.invalid, { kind: 'invalid', errors: result.errors }, fields);
      }
      deps.onStored();
      return answer(req, res, STATUS_BY_OUTCOME.received, { kind: 'received' });
    };

    /** Every failure is answered with the page too: what went wrong, the answers kept where they can be. */
    const onError: ErrorRequestHandler = async (error: unknown, req, res, next) => {
      if (res.headersSent) return next(error);
      const appError = toAppError(error);
      const status = appError.httpStatus;
      if (status >= 500) requestLogger(deps.logger, req).error({ err: error }, 'plain form request failed');
      const reason: NotSentReason =
        status === 403 ? 'crossSite' : status === 429 ? 'rateLimited' : status >= 500 ? 'failed' : 'unreadable';
      // Past the limit the body is still unread (refused unread, as the JSON routes do): read it to keep the answers.
      if (reason === 'rateLimited' && req.body === undefined && isUrlEncoded(req)) {
        await new Promise<void>((resolve) => parseForm(req, res, () => resolve()));
      }
      const keepsValues = reason === 'rateLimited' || reason === 'failed';
      const values = keepsValues && typeof req.body === 'object' ? (req.body as PostedFields) : undefined;
      await answer(req, res, status, { kind: 'not-sent', reason }, values);
    };

    router.get(form.action, (_req, res) => res.redirect(303, form.text({}).page));
    router.post(form.action, deps.track, refuseCrossSite(deps.publicOrigin), form.limit, parseForm, handle, onError);
  }
  return router;
};
