import { biographyPath, findSiteRoute, practiceProfile } from '@clinic/content';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@clinic/ui/testing';
import HomePage from '../components/home-page';
import { addressLines } from '../lib/address-lines';

describe('home page', () => {
  it('has one h1, the route heading, with the title and a Book an Appointment link to /services', () => {
    renderWithProviders(<HomePage path="/" />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(findSiteRoute('/')?.heading ?? 'missing');
    expect(screen.getByText(practiceProfile.title)).toBeInTheDocument();

    const bookLinks = screen.getAllByRole('link', { name: 'Book an Appointment' });
    expect(bookLinks).toHaveLength(2);
    bookLinks.forEach((link) => expect(link).toHaveAttribute('href', '/services'));
  });

  it('About Me offers Read Biography; Get in Touch offers Contact Us', () => {
    renderWithProviders(<HomePage path="/" />);
    expect(screen.getByRole('heading', { level: 2, name: 'About Me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read Biography' })).toHaveAttribute('href', biographyPath());
    expect(screen.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/services');
    expect(screen.getByText(/All major insurance plans are accepted/)).toBeInTheDocument();
  });

  it('Where to Find Me lists the three locations, each with a lazy map image and address', () => {
    renderWithProviders(<HomePage path="/" />);
    const section = screen.getByRole('region', { name: 'Where to Find Me' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    practiceProfile.locations.forEach((location, index) => {
      const card = within(cards[index] as HTMLElement);
      expect(card.getByRole('heading', { level: 3, name: location.name })).toBeInTheDocument();
      const map = card.getByRole('img');
      expect(map).toHaveAttribute('src', `/images/${location.mapImage}`);
      expect(map).toHaveAttribute('alt', location.mapAlt);
      expect(map).toHaveAttribute('width');
      expect(map).toHaveAttribute('height');
      expect(map).toHaveAttribute('loading', 'lazy');
      addressLines(location).forEach((line) => expect(card.getByText(line)).toBeInTheDocument());
    });
  });

  it('puts no image above the fold in the hero', () => {
    renderWithProviders(<HomePage path="/" />);
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(within(hero).queryByRole('img')).not.toBeInTheDocument();
  });
});
