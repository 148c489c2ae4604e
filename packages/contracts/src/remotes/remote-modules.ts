import type { ReactNode } from 'react';
import type { FormSource } from '../booking/booking-fields';
import { REMOTE_REGISTRY, type RemoteKey } from './remote-registry';

/** Module Federation container names, from REMOTE_REGISTRY: the shell loads `${container}/${expose}`. */
export const REMOTE_CONTAINERS = Object.fromEntries(
  Object.entries(REMOTE_REGISTRY).map(([key, remote]) => [key, remote.container]),
) as { [K in RemoteKey]: (typeof REMOTE_REGISTRY)[K]['container'] };

export type RemoteContainer = (typeof REMOTE_CONTAINERS)[keyof typeof REMOTE_CONTAINERS];

/** The runtime manifest served beside the shell as /remotes.json: container name -> mf-manifest.json URL. */
export type RemotesManifest = Record<RemoteContainer, string>;

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
type ExposeName = { [K in RemoteKey]: keyof (typeof REMOTE_REGISTRY)[K]['exposes'] & string }[RemoteKey];

/** Every expose name in the registry, by its camelCase key: REMOTE_EXPOSES.chatWidget === 'chat-widget'. */
export const REMOTE_EXPOSES = Object.fromEntries(
  Object.values(REMOTE_REGISTRY)
    .flatMap((remote) => Object.keys(remote.exposes))
    .map((name) => [name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase()), name]),
) as { [Name in ExposeName as CamelCase<Name>]: Name };

/** mf_content/content-page: renders the information page for a route path. */
export interface ContentPageProps {
  path: string;
  /** Region the shell fills with mf_booking's fellowship form on /previous-fellows. */
  fellowshipInquirySlot?: ReactNode;
}

/** mf_booking/services-page */
export type ServicesPageProps = Record<string, never>;

/** mf_booking/fellowship-inquiry-form */
export type FellowshipInquiryFormProps = Record<string, never>;

/** mf_booking/booking-form: one audience's appointment form, booted as an island of the services page. */
export interface BookingFormProps {
  formSource: FormSource;
  /** The id of the heading that names the form (Adults or Children), already in the page. */
  labelledBy: string;
}

/** mf_content/retention-table: the retention periods the API applies now (an island that boots when visible). */
export interface RetentionTableProps {
  /** The legal page holding the retention section, e.g. '/privacy'. */
  path: string;
}

/**
 * mf_chat/chat-widget: the chat panel. The shell owns the launcher button (in the first paint, before any chat
 * code loads) and whether the panel is open; the widget keeps its conversation while closed.
 */
export interface ChatWidgetProps {
  /** Sent with each question. */
  currentPath: string;
  open: boolean;
  /**
   * The panel is already on screen: the page's copy of it, opened before the widget started (see CHAT_PANEL_PARTS).
   * It neither animates in nor takes the focus, which the shell hands over from the copy.
   */
  alreadyShown?: boolean;
  /** The close button or Escape: the shell closes the panel and puts focus back on the launcher. */
  onClose: () => void;
}

/** mf_admin/submissions-page */
export type SubmissionsPageProps = Record<string, never>;

/** The id of the one site-wide Fluent Toaster, rendered by the shell; remotes dispatch to it. */
export const SITE_TOASTER_ID = 'site-toaster';

/**
 * Set on <html> once the site toaster is listening. The shell mounts it after the visitor's first interaction, and
 * a toast sent before then would be lost: remotes wait for this attribute before their first toast.
 */
export const SITE_TOASTER_READY_ATTRIBUTE = 'data-site-toaster-ready';

/**
 * How remotes navigate: they render plain same-origin links (`<a href="/publications">`) and never import the
 * router, so they stay small and work on their own page too. Inside the site the shell turns a plain left click on
 * a link to one of the site's pages (the route table) into a client-side navigation; links to anything else
 * (files, /api/) are left to the browser. A page link that must still load the whole page carries this attribute.
 */
export const FULL_PAGE_LINK_ATTRIBUTE = 'data-full-page-load';
