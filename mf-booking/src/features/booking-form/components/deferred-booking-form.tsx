import { LoadingIndicator } from '@clinic/ui';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import {
  BOOKING_FORM_REGION_ATTRIBUTE,
  readFormCopy,
  serverFormHtml,
  type FormCopyState,
} from '../lib/server-form-copy';
import { bookingFormMessages as m } from '../messages';
import type { BookingFormProps } from './booking-form';

/**
 * The form starts as soon as any of it scrolls into view. No margin beyond the viewport: on a phone the Adults form
 * begins just below the first screen, and starting it there would put its cost back into the page's load. What the
 * visitor types before it has started is kept anyway.
 */
const NEAR_VIEWPORT_MARGIN = '0px';

const loadBookingForm = () => import('./booking-form').then((module) => module.BookingForm);

interface Started extends FormCopyState {
  Form: ComponentType<BookingFormProps>;
}

/**
 * The booking form, started only when it nears the viewport or the visitor focuses or touches it. Until then the
 * region shows the server's HTML of the form: real inputs the visitor can type into, whose answers and focus the
 * started form takes over. This keeps react-hook-form, the Fluent fields and their rendering out of the page's
 * start-up. Without a server copy (a client-side navigation, the prerender itself) the form starts at once.
 */
export function DeferredBookingForm(props: BookingFormProps) {
  const intl = useIntl();
  const [serverHtml] = useState(() => serverFormHtml(props.formSource));
  const [started, setStarted] = useState<Started | null>(null);
  const copy = useRef<HTMLDivElement>(null);
  const formRegion = useRef<HTMLDivElement>(null);
  const starting = useRef(false);
  /** The visitor pressed 'Send Request' (or Enter) in the copy: the started form sends in its place. */
  const sendWhenStarted = useRef(false);

  const start = useCallback(() => {
    if (starting.current) return;
    starting.current = true;
    loadBookingForm().then(
      (Form) => {
        // Read and replaced in one synchronous render: no keystroke can fall in between.
        const state = copy.current ? readFormCopy(copy.current) : { values: {} };
        flushSync(() => setStarted({ Form, ...state }));
      },
      () => {
        // The next focus or touch tries again; the copy stays meanwhile.
        starting.current = false;
      },
    );
  }, []);

  useEffect(() => {
    const element = copy.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      start();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [start]);

  useEffect(() => {
    if (!started || !sendWhenStarted.current) return;
    sendWhenStarted.current = false;
    formRegion.current?.querySelector('form')?.requestSubmit();
  }, [started]);

  const region = { [BOOKING_FORM_REGION_ATTRIBUTE]: props.formSource };
  if (started) {
    const { Form, values, focused } = started;
    return (
      <div key="form" ref={formRegion} {...region}>
        <Form {...props} initialValues={values} initialFocus={focused} />
      </div>
    );
  }
  if (!serverHtml) {
    return (
      <div key="form" {...region}>
        <LoadingIndicator label={intl.formatMessage(m.formLoading)} />
      </div>
    );
  }
  return (
    // Its own key: React then replaces this element rather than turning its raw HTML into children.
    <div
      key="copy"
      {...region}
      ref={copy}
      dangerouslySetInnerHTML={{ __html: serverHtml }}
      onFocus={start}
      onPointerDown={start}
      onSubmit={(event) => {
        // The copy never sends itself (that would put the answers in a URL); the started form sends.
        event.preventDefault();
        sendWhenStarted.current = true;
        start();
      }}
    />
  );
}
