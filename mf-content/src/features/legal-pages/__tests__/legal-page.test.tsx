import {
  API_PATHS,
  ISLAND_ATTRIBUTE,
  ISLAND_BOOT_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type RetentionPeriods,
} from '@clinic/contracts';
import { findSiteRoute, practiceProfile } from '@clinic/content';
import { renderWithProvidersAsync } from '@clinic/ui/testing';
import { screen, within } from '@testing-library/react';
import LegalPageView from '../components/legal-page';

const PERIODS: RetentionPeriods = { submissionDays: 123, spamDays: 1, auditDays: 4567 };

// jsdom has no fetch: each test installs one answering just what the page reads.
const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('legal pages', () => {
  // First: a failed load is forgotten once shown, while a successful one is kept for the page's lifetime.
  it('says the periods could not be loaded when the API fails, and never shows a number of its own', async () => {
    globalThis.fetch = answer(503, { code: 'INTERNAL', message: 'down', fields: [] });
    await renderWithProvidersAsync(<LegalPageView path="/privacy" />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('The retention periods could not be loaded');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(status).getByRole('link', { name: practiceProfile.dataProtectionEmail })).toHaveAttribute(
      'href',
      `mailto:${practiceProfile.dataProtectionEmail}`,
    );
  });

  it('shows the retention periods the API answers', async () => {
    const fetchMock = answer(200, PERIODS);
    globalThis.fetch = fetchMock;
    await renderWithProvidersAsync(<LegalPageView path="/privacy" />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Appointment requests and fellowship inquiries123 days after the request's last status change",
      'Requests caught by our spam filter1 day after they arrive',
      'The staff audit log4,567 days after each entry',
    ]);
    expect(fetchMock).toHaveBeenCalledWith(API_PATHS.retentionPeriods, expect.anything());
  });

  it('marks only the retention table as an island, booting mf_content/retention-table for /privacy when visible', async () => {
    globalThis.fetch = answer(200, PERIODS);
    const { container } = await renderWithProvidersAsync(<LegalPageView path="/privacy" />);
    const marker = (await screen.findByRole('table')).closest(`[${ISLAND_ATTRIBUTE}]`);
    expect(marker).toHaveAttribute(ISLAND_ATTRIBUTE, 'mf_content/retention-table');
    expect(JSON.parse(marker?.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? 'null')).toEqual({ path: '/privacy' });
    expect(marker).toHaveAttribute(ISLAND_BOOT_ATTRIBUTE, 'visible');
    expect(marker).not.toContainElement(screen.getByRole('heading', { level: 2, name: 'How long we keep it' }));
    expect(container.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)).toHaveLength(1);
  });

  it.each(['/terms', '/accessibility'])('%s has no island', async (path) => {
    const { container } = await renderWithProvidersAsync(<LegalPageView path={path} />);
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector(`[${ISLAND_ATTRIBUTE}]`)).toBeNull();
  });

  it.each([
    ['/privacy', '25 November 2026'],
    ['/terms', '23 November 2026'],
    ['/accessibility', '23 November 2026'],
  ])('%s shows its route heading, sections and date', async (path, lastUpdated) => {
    globalThis.fetch = answer(200, PERIODS);
    await renderWithProvidersAsync(<LegalPageView path={path} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(findSiteRoute(path)?.heading ?? '?');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
    expect(screen.getByText(`Last updated: ${lastUpdated}`)).toBeInTheDocument();
  });

  it('links the ICO complaint page and opens it in a new tab', async () => {
    await renderWithProvidersAsync(<LegalPageView path="/privacy" />);
    const link = await screen.findByRole('link', { name: /make a complaint on the ICO website/ });
    expect(link).toHaveAttribute('href', 'https://ico.org.uk/make-a-complaint/');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
