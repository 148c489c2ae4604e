import type { RetentionPeriods } from '@clinic/contracts';
import { renderWithProvidersAsync } from '@clinic/ui/testing';
import { screen, within } from '@testing-library/react';
import RetentionTableExpose from '../retention-table';

const PERIODS: RetentionPeriods = { submissionDays: 30, spamDays: 2, auditDays: 400 };

describe('mf_content/retention-table', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("fills the privacy notice's retention table with the periods the API answers", async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(PERIODS) });
    await renderWithProvidersAsync(<RetentionTableExpose path="/privacy" />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: /^400 days/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('throws for a page without a retention table', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderWithProvidersAsync(<RetentionTableExpose path="/terms" />)).rejects.toThrow(
      'mf_content has no retention table on /terms',
    );
  });
});
