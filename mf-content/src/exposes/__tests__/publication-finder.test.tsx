import { publications } from '@clinic/content';
import { renderWithProviders } from '@clinic/ui/testing';
import { screen, within } from '@testing-library/react';
import PublicationFinderExpose from '../publication-finder';

describe('mf_content/publication-finder', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders the filters and every publication, without the static page heading', async () => {
    const { user } = renderWithProviders(<PublicationFinderExpose />);
    expect(screen.getByRole('search', { name: 'Filter publications' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(publications.length);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search publications' }), 'no such paper xyz');
    expect(screen.getByRole('heading', { name: 'No publications found' })).toBeInTheDocument();
  });
});
