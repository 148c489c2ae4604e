import { renderWithProviders } from '@clinic/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { RequestsTable } from '../components/requests-table';
import { bookingRows } from '../lib/staff-rows';
import { row } from './submissions-test-kit';

const COUNT = 1000;
/** Every row's height here: jsdom lays nothing out, so the test gives the rows a size and the window a scroll. */
const ROW_HEIGHT = 50;
const LABEL = 'Booking submissions, newest first';

const ROWS = bookingRows(
  Array.from({ length: COUNT }, (_, index) =>
    row({ id: `b-${index + 1}`, first_name: 'Person', last_name: String(index + 1) }),
  ),
  createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' }),
  Date.parse('2026-03-06T09:00:00.000Z'),
);

/**
 * The page is long enough for every row at any estimate; the window scrolls where it is asked to, and says so, as
 * a browser does.
 */
const scrollableWindow = () => {
  jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(COUNT * ROW_HEIGHT * 2);
  // Everything starts at the top of the page, and moves up as the window scrolls down.
  jest
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockImplementation(() => DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 1024, height: ROW_HEIGHT }));
  jest.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    Object.assign(window, { scrollY: options.top ?? 0 });
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo);
};

describe('a list of a thousand requests', () => {
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT);
    scrollableWindow();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Object.assign(window, { scrollY: 0 });
  });

  it('renders the rows near the window, tells the whole count, and the keys reach row 1,000 and back', async () => {
    const { user } = renderWithProviders(<RequestsTable kind="booking" rows={ROWS} label={LABEL} onOpen={jest.fn()} />);
    const table = screen.getByRole('table', { name: LABEL });
    expect(table).toHaveAttribute('aria-rowcount', String(COUNT + 1));
    expect(within(table).getAllByRole('button').length).toBeLessThan(100);
    expect(within(table).queryByRole('button', { name: 'Person 1000' })).not.toBeInTheDocument();

    within(table).getByRole('button', { name: 'Person 1' }).focus();
    await user.keyboard('{End}');
    const last = await within(table).findByRole('button', { name: 'Person 1000' });
    await waitFor(() => expect(last).toHaveFocus());
    expect(last.closest('tr')).toHaveAttribute('aria-rowindex', String(COUNT + 1));
    expect(last.tabIndex).toBe(0);
    expect(within(table).queryByRole('button', { name: 'Person 1' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowUp}');
    expect(within(table).getByRole('button', { name: 'Person 999' })).toHaveFocus();
    await user.keyboard('{Home}');
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Person 1' })).toHaveFocus());
  });
});
