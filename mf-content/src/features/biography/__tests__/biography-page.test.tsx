import { biography, biographyPath, findSiteRoute } from '@clinic/content';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@clinic/ui/testing';
import BiographyPage from '../components/biography-page';

describe('biography page', () => {
  it('shows the text, two photos (the lower one lazy) and Education & Training', () => {
    const path = biographyPath();
    renderWithProviders(<BiographyPage path={path} />);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(findSiteRoute(path)?.heading ?? 'missing');

    const [portrait, theatre] = biography.photos;
    const portraitImg = screen.getByRole('img', { name: portrait.alt });
    const theatreImg = screen.getByRole('img', { name: theatre.alt });
    expect(portraitImg).toHaveAttribute('width', String(portrait.width));
    expect(portraitImg).toHaveAttribute('height', String(portrait.height));
    expect(portraitImg).not.toHaveAttribute('loading', 'lazy');
    expect(theatreImg).toHaveAttribute('loading', 'lazy');
    expect(theatreImg).toHaveAttribute('width', String(theatre.width));

    expect(screen.getByRole('link', { name: 'Previous Fellows' })).toHaveAttribute('href', '/previous-fellows');

    const education = screen.getByRole('region', { name: 'Education & Training' });
    const items = within(education).getAllByRole('listitem');
    expect(items).toHaveLength(biography.educationAndTraining.length);
    expect(within(education).getByText(/BMedSci/)).toBeInTheDocument();
  });
});
