import { renderWithProviders } from '@clinic/ui/testing';
import { screen } from '@testing-library/react';
import { CollectionNotice } from '../collection-notice';

describe('collection notice', () => {
  it.each([
    ['appointment', 'who use it only to arrange this appointment'],
    ['fellowship', 'who use it only to answer you about the fellowship'],
  ] as const)('the %s notice says who receives it and why, and links the privacy notice', (purpose, why) => {
    renderWithProviders(<CollectionNotice purpose={purpose} />);
    const link = screen.getByRole('link', { name: 'privacy notice' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link.closest('p')).toHaveTextContent(`goes to the clinic team, ${why}. Read our privacy notice.`);
  });
});
