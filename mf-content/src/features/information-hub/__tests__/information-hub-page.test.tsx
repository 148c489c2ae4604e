import { informationHub } from '@clinic/content';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@clinic/ui/testing';
import InformationHubPage from '../components/information-hub-page';

describe('information hub', () => {
  it('shows four cards linking to their pages, plus the external scholar profile and note', () => {
    renderWithProviders(<InformationHubPage path="/information" />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    informationHub.cards.forEach((card, index) => {
      const scope = within(cards[index] as HTMLElement);
      expect(scope.getByRole('heading', { level: 2, name: card.title })).toBeInTheDocument();
      expect(scope.getByRole('link', { name: `Go to ${card.title}` })).toHaveAttribute('href', card.href);
    });

    const publications = within(cards[3] as HTMLElement);
    expect(publications.getByRole('link', { name: 'Go to Publications & Citations' })).toHaveAttribute(
      'href',
      '/publications',
    );
    const scholar = publications.getByRole('link', { name: /Google Scholar/ });
    expect(scholar).toHaveAttribute('target', '_blank');
    expect(scholar).toHaveAttribute('rel', 'noopener noreferrer');
    expect(publications.getByText('Updated periodically • External links open in new tab')).toBeInTheDocument();
  });
});
