import { findSiteRoute, patientInformationPage, resourceGroups } from '@clinic/content';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@clinic/ui/testing';
import PatientInformationPage from '../components/patient-information-page';

const PATH = '/patient-information';

describe('patient information page', () => {
  it('links back to /information and has one h1 from the route table', () => {
    renderWithProviders(<PatientInformationPage path={PATH} />);
    expect(screen.getByRole('link', { name: 'Back to Information' })).toHaveAttribute('href', '/information');
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(findSiteRoute(PATH)?.heading ?? 'missing');
  });

  it('shows each group with its cards: badge, read time and a new-tab link', () => {
    renderWithProviders(<PatientInformationPage path={PATH} />);
    for (const group of resourceGroups) {
      const section = screen.getByRole('region', { name: group.heading });
      expect(within(section).getByRole('heading', { level: 2, name: group.heading })).toBeInTheDocument();
      const cards = within(section).getAllByRole('listitem');
      expect(cards).toHaveLength(group.cards.length);
      group.cards.forEach((resource, index) => {
        const card = within(cards[index] as HTMLElement);
        const link = card.getByRole('link', { name: new RegExp(resource.title) });
        expect(link).toHaveAttribute('href', resource.url);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(link).toHaveAccessibleName(`${resource.title} (opens in new tab)`);
        expect(card.getByText(resource.description)).toBeInTheDocument();
        expect(card.getByText(resource.urgency)).toBeInTheDocument();
        expect(card.getByText(`${resource.readTime} min read`)).toBeInTheDocument();
      });
    }
    expect(screen.getByText('Cauda Equina Syndrome')).toBeInTheDocument();
    expect(screen.getByText('3 min read')).toBeInTheDocument();
  });

  it('ends with the disclaimer', () => {
    const { container } = renderWithProviders(<PatientInformationPage path={PATH} />);
    const disclaimer = screen.getByText(patientInformationPage.disclaimer, { exact: false });
    expect(disclaimer).toBeInTheDocument();
    const article = container.querySelector('article') as HTMLElement;
    expect(article.lastElementChild).toContainElement(disclaimer);
  });
});
