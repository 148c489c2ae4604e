import { ISLAND_ATTRIBUTE } from '@clinic/contracts';
import { publications } from '@clinic/content';
import { renderWithProviders } from '@clinic/ui/testing';
import { screen, within } from '@testing-library/react';
import PublicationsPage from '@/features/publications/components/publications-page';
import { filterPublications } from '@/features/publications/lib/filter-publications';
import PublicationFinderExpose from '../publication-finder';

/** The finder's island as the prerendered /publications page holds it. */
function prerenderedFinder(): HTMLElement {
  const { container, unmount } = renderWithProviders(<PublicationsPage path="/publications" />);
  const region = document.createElement('div');
  region.innerHTML = container.querySelector(`[${ISLAND_ATTRIBUTE}]`)!.outerHTML;
  unmount();
  return region;
}

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

  it('starts from the search typed into the prerendered finder, with focus still in the search box', async () => {
    const prerendered = prerenderedFinder();
    document.body.append(prerendered);
    const search = within(prerendered).getByRole('searchbox', { name: 'Search publications' }) as HTMLInputElement;
    search.value = 'sagittal';
    search.focus();
    const expected = filterPublications(publications, { search: 'sagittal', topic: '' }).length;
    expect(expected).toBeGreaterThan(0);

    // As the island runtime does: the expose renders while the prerendered finder is still in the page.
    const { container, user } = renderWithProviders(<PublicationFinderExpose />);
    prerendered.remove();

    const finder = within(container);
    const started = finder.getByRole('searchbox', { name: 'Search publications' });
    expect(started).toHaveValue('sagittal');
    expect(started).toHaveFocus();
    expect(finder.getByText(`Showing ${expected} of ${publications.length} publications`)).toBeInTheDocument();
    await user.keyboard('XYZ');
    expect(started).toHaveValue('sagittalXYZ');
  });
});
