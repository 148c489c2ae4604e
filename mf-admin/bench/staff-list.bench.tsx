/**
 * The staff list of 1,000 booking requests in jsdom: how long the page takes to render it, and how long each
 * keystroke in the search box takes to filter it (React's commit included), as the secretary types. Prints the
 * figures; asserts nothing about time (the machine is shared). Run with `npm run bench:admin`, which runs React's
 * production build (NODE_ENV=production), as the site ships it; updates are flushed with flushSync, since act()
 * exists only in React's development build. It prints the load average and a fixed CPU loop's time beside the
 * figures: on a loaded machine every figure grows with them.
 */
import { SITE_TOASTER_ID, type FollowUpStatus, type MeBody, type SubmissionListItem } from '@clinic/contracts';
import { loadavg } from 'node:os';
import { SiteProviders } from '@clinic/ui';
import { Toaster } from '@fluentui/react-toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { staffListQueryKey } from '@/features/submissions/api/get-staff-list';
import { meQueryKey } from '@/features/submissions/api/get-me';
import { SubmissionsPage } from '@/features/submissions/components/submissions-page';
import { createStaffQueryClient } from '@/lib/query-client';

const COUNT = Number(process.env.BENCH_COUNT ?? 1000);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 5);
const SURNAMES = ['Smith', 'Jones', 'Williams', 'Taylor', 'Brown', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Roberts'];
const GIVEN = ['Olivia', 'George', 'Amelia', 'Harry', 'Isla', 'Oscar', 'Ava', 'Jack', 'Mia', 'Noah', 'Freya', 'Leo'];
const STATUSES: FollowUpStatus[] = ['new', 'contacted', 'booked', 'closed'];
const ME: MeBody = { user: { name: 'Sam Staff', email: 'staff@clinic.test' }, roles: ['staff'] };

/** 1,000 fictional requests, newest first: every 50th is spam, every 40th failed, every 30th waiting too long. */
const synthetic = (): SubmissionListItem[] =>
  Array.from({ length: COUNT }, (_, index) => {
    const first = GIVEN[index % GIVEN.length] ?? 'Ava';
    const last = `${SURNAMES[index % SURNAMES.length] ?? 'Smith'}-${index}`;
    const spam = index % 50 === 7;
    const failed = !spam && index % 40 === 3;
    return {
      id: `b-${index}`,
      created_at: new Date(Date.parse('2026-11-25T15:00:00Z') - index * 3_600_000).toISOString(),
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@example.org`,
      phone: `07700 9${String(index).padStart(5, '0')}`,
      form_source: index % 3 === 0 ? 'services_children' : 'services_adult',
      email_sent: !failed && !spam,
      email_error: failed ? 'Mailgun answered 502 Bad Gateway' : null,
      is_spam: spam,
      date_of_birth: `${1940 + (index % 80)}-0${1 + (index % 9)}-1${index % 10}`,
      follow_up: { status: STATUSES[index % 4] ?? 'new', updated_by: null, updated_at: null },
      delivery: spam
        ? { state: 'spam' }
        : failed
          ? { state: 'gave_up', attempts: 10, error: 'Mailgun answered 502 Bad Gateway' }
          : { state: 'sent' },
      follow_up_due_at: index % 30 === 0 ? '2026-01-01T00:00:00.000Z' : '2999-01-01T00:00:00.000Z',
    };
  });

/** The page with both lists already loaded, as after the first fetch: the render is React's work alone. */
const renderLoaded = (rows: SubmissionListItem[]) => {
  const client = createStaffQueryClient();
  client.setQueryData(meQueryKey, ME);
  client.setQueryData(staffListQueryKey('booking'), rows);
  client.setQueryData(staffListQueryKey('fellowship_inquiry'), []);
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(
    <SiteProviders>
      <QueryClientProvider client={client}>
        <SubmissionsPage />
        <Toaster toasterId={SITE_TOASTER_ID} />
      </QueryClientProvider>
    </SiteProviders>,
  );
  return root;
};

/** Types into a React-controlled field as the browser does: the native value setter, then the event React hears. */
const setFieldValue = (field: HTMLInputElement | HTMLSelectElement, value: string, eventName: 'input' | 'change') => {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLSelectElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(eventName, { bubbles: true }));
};

const time = (work: () => void) => {
  const start = performance.now();
  flushSync(work);
  return performance.now() - start;
};

/** A fixed piece of plain JavaScript: how fast this machine is right now. */
const calibrate = () => {
  const start = performance.now();
  let sum = 0;
  for (let index = 0; index < 20_000_000; index += 1) sum += index % 7;
  return { ms: performance.now() - start, sum };
};

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

const TYPED = process.env.BENCH_TYPED === '' ? [] : ['smith', 'olivia.', '07700 900123', 'example.org', 'zzz'];

test(`staff list: render ${COUNT} requests and filter them as you type`, () => {
  const rows = synthetic();
  const cpu = calibrate();
  const renders: number[] = [];
  let root: Root | undefined;
  for (let run = 0; run < RENDERS; run += 1) {
    window.history.replaceState(null, '', '/booking-submissions');
    if (root) flushSync(() => root?.unmount());
    document.body.replaceChildren();
    renders.push(time(() => (root = renderLoaded(rows))));
  }
  // Plain selectors: getByRole computes the accessibility tree of the whole page, seconds on a thousand rows.
  const mainTable = () =>
    document.querySelector<HTMLTableElement>('table[aria-label="Booking submissions, newest first"]');
  const listed = (mainTable()?.rows.length ?? 1) - 1;

  const input = document.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) throw new Error('no search box');
  const keystrokes: Array<{ text: string; ms: number; shown: number }> = [];
  const type = (text: string) => {
    const took = time(() => setFieldValue(input, text, 'input'));
    keystrokes.push({ text, ms: took, shown: (mainTable()?.rows.length ?? 1) - 1 });
  };
  for (const query of TYPED) {
    for (let length = 1; length <= query.length; length += 1) type(query.slice(0, length));
    // Deleting it again, one key at a time: the rows come back.
    for (let length = query.length - 1; length >= 0; length -= 1) type(query.slice(0, length));
  }
  const filter = time(() => {
    const followUp = document.querySelectorAll('select')[0];
    if (followUp) setFieldValue(followUp, 'new', 'change');
  });

  const times = keystrokes.map((keystroke) => keystroke.ms);
  const worst = keystrokes.reduce((a, b) => (b.ms > a.ms ? b : a), { text: '', ms: 0, shown: 0 });
  const lines = [
    `staff list bench (jsdom, React production build, ${COUNT} booking requests, ${listed} listed with spam hidden, Node ${process.version})`,
    `machine: load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}; a fixed 20M-step loop took ${ms(cpu.ms)} (figures grow with it on a loaded machine)`,
    `render, list loaded: first ${ms(renders[0] ?? NaN)} (styles inserted), then median ${ms(percentile(renders.slice(1), 0.5))}, max ${ms(Math.max(...renders.slice(1)))}`,
    `search keystrokes: ${keystrokes.length}, median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(worst.ms)} ('${worst.text}' -> ${worst.shown} rows)`,
    `widest: the last Backspace of each word, back to ${listed} rows: ${keystrokes
      .filter((keystroke) => keystroke.text === '')
      .map((keystroke) => ms(keystroke.ms))
      .join(', ')}`,
    `follow-up filter 'New': ${ms(filter)}`,
    `target: under 100 ms a keystroke -> ${worst.ms < 100 ? 'met' : 'NOT met'} (worst ${ms(worst.ms)})`,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  expect(listed).toBeGreaterThan(0);
});
