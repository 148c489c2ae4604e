import { retentionPeriodText } from '@clinic/content';
import { RETENTION_PERIOD_ATTRIBUTE, type RetentionPeriods } from '@clinic/contracts';
import { renderWithProvidersAsync } from '@clinic/ui/testing';
import { screen, within } from '@testing-library/react';
import { forgetRetentionPeriods } from '@/features/legal-pages/api/get-retention-periods';
import RetentionTableExpose from '../retention-table';

const PERIODS: RetentionPeriods = { submissionDays: 30, spamDays: 2, auditDays: 400 };

describe('mf_content/retention-table', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    // Each test answers its own periods: the page-load cache starts empty.
    forgetRetentionPeriods();
  });

  it("fills the privacy notice's retention table with the periods the API answers", async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(PERIODS) });
    await renderWithProvidersAsync(<RetentionTableExpose path="/privacy" />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: /^400 days/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('marks each period for the API, which writes its own into the served page: one day, or days grouped', async () => {
    const periods: RetentionPeriods = { submissionDays: 1, spamDays: 30, auditDays: 2922 };
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(periods) });
    await renderWithProvidersAsync(<RetentionTableExpose path="/privacy" />);
    const table = await screen.findByRole('table');
    const marked = Array.from(table.querySelectorAll(`[${RETENTION_PERIOD_ATTRIBUTE}]`), (element) => [
      element.getAttribute(RETENTION_PERIOD_ATTRIBUTE),
      element.textContent,
    ]);
    expect(marked).toEqual([
      ['submissionDays', '1 day'],
      ['spamDays', '30 days'],
      ['auditDays', '2,922 days'],
    ]);
    // The text the server writes for a period is the text this table writes.
    for (const [kind, text] of marked) expect(text).toBe(retentionPeriodText(periods[kind as keyof RetentionPeriods]));
  });

  it('throws for a page without a retention table', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderWithProvidersAsync(<RetentionTableExpose path="/terms" />)).rejects.toThrow(
      'mf_content has no retention table on /terms',
    );
  });
});
