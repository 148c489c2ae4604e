import { ISLAND_ATTRIBUTE } from '@clinic/contracts';
import { publications } from '@clinic/content';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@clinic/ui/testing';
import PublicationsPage from '../components/publications-page';

async function renderPublicationsRoute() {
  const result = renderWithProviders(<PublicationsPage path="/publications" />);
  await screen.findByRole('heading', { level: 1, name: 'Publications' });
  return result;
}

const total = publications.length;
/** The spec's search: case-insensitive, in the title or the topic. */
const matching = (query: string) =>
  publications.filter((p) => `${p.title} ${p.topic}`.toLowerCase().includes(query.toLowerCase())).length;
const listItems = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('/publications route', () => {
  it('lists every publication with no results line or Clear Filters until a filter is set', async () => {
    await renderPublicationsRoute();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(listItems()).toHaveLength(total);
    expect(screen.queryByText(/^Showing \d+ of \d+ publications$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    expect(screen.getByText(/entries are samples/i)).toBeInTheDocument();
  });

  it('is plain markup, not an island: the prerendered page filters with the page script alone', async () => {
    await renderPublicationsRoute();
    expect(document.querySelector(`[${ISLAND_ATTRIBUTE}]`)).toBeNull();
    const region = screen.getByRole('search', { name: 'Filter publications' }).closest('[data-filterable-list]');
    expect(region).toContainElement(screen.getByRole('list'));
    expect(region).toContainElement(screen.getByRole('status'));
    expect(listItems().every((item) => item.hasAttribute('data-filter-item'))).toBe(true);
  });

  it('typing a search shows "Showing X of Y publications"; Clear Filters resets', async () => {
    const { user } = await renderPublicationsRoute();
    const search = screen.getByRole('searchbox', { name: 'Search publications' });
    const expected = matching('sagittal');
    expect(expected).toBeGreaterThan(0);

    await user.type(search, 'SaGiTtAl');

    expect(screen.getByText(`Showing ${expected} of ${total} publications`)).toBeInTheDocument();
    expect(listItems()).toHaveLength(expected);

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));

    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    expect(listItems()).toHaveLength(total);
  });

  it('the topic selector starts with All topics, then the distinct topics A–Z, and filters exactly', async () => {
    const { user } = await renderPublicationsRoute();
    const select = screen.getByRole('combobox', { name: 'Topic' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('All topics');
    expect(options.slice(1)).toEqual([...new Set(publications.map((p) => p.topic))].sort((a, b) => a.localeCompare(b)));

    await user.selectOptions(select, 'Case Reports');

    expect(screen.getByText(`Showing 1 of ${total} publications`)).toBeInTheDocument();
    const [entry] = listItems();
    // 'Case Reports' has no colour: a neutral outline badge.
    expect(
      within(entry as HTMLElement)
        .getByText('Case Reports')
        .closest('[data-topic-colour]'),
    ).toHaveAttribute('data-topic-colour', 'none');
  });

  it('a search matching nothing shows the empty state, whose Clear Filters brings the list back', async () => {
    const { user } = await renderPublicationsRoute();
    await user.type(screen.getByRole('searchbox', { name: 'Search publications' }), 'no such paper xyz');

    expect(screen.getByText(`Showing 0 of ${total} publications`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No publications found' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    const clearButtons = screen.getAllByRole('button', { name: 'Clear Filters' });
    expect(clearButtons).toHaveLength(2);
    await user.click(clearButtons[1] as HTMLElement);

    expect(screen.queryByRole('heading', { name: 'No publications found' })).not.toBeInTheDocument();
    expect(listItems()).toHaveLength(total);
  });

  it('each abstract is collapsed by default and toggles on its own', async () => {
    const { user } = await renderPublicationsRoute();
    const [first, second] = screen.getAllByRole('button', { name: 'Show Abstract' }) as [HTMLElement, HTMLElement];
    const firstRegion = document.getElementById(first.getAttribute('aria-controls') ?? '') as HTMLElement;
    const secondRegion = document.getElementById(second.getAttribute('aria-controls') ?? '') as HTMLElement;

    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(firstRegion).not.toBeVisible();

    await user.click(first);

    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveTextContent('Hide Abstract');
    expect(firstRegion).toBeVisible();
    expect(firstRegion).toHaveTextContent(publications[0]?.abstract ?? '');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(secondRegion).not.toBeVisible();

    await user.click(second);
    await user.click(first);

    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(firstRegion).not.toBeVisible();
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(secondRegion).toBeVisible();
  });

  it('shows date, View Publication and DOI only when the entry has them', async () => {
    const { user } = await renderPublicationsRoute();
    await user.type(screen.getByRole('searchbox', { name: 'Search publications' }), 'over eighty');
    const [entry] = listItems() as [HTMLElement];
    const scope = within(entry);

    // Entry 31: no date, no DOI, url '#', abstract 'Not available'.
    expect(scope.getByRole('link', { name: /View Publication/ })).toHaveAttribute('href', '#');
    expect(scope.queryByRole('link', { name: /DOI/ })).not.toBeInTheDocument();
    expect(scope.queryByText(/^Year:/)).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search publications' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search publications' }), 'long-segment fusion');
    const [full] = listItems() as [HTMLElement];
    const doi = within(full).getByRole('link', { name: /DOI/ });
    expect(doi).toHaveAttribute('href', 'https://doi.org/10.5555/sample.2022.001');
    expect(doi).toHaveAttribute('target', '_blank');
    expect(doi).toHaveAttribute('rel', 'noopener noreferrer');
    expect(doi).toHaveAccessibleName(/opens in new tab/);
    expect(within(full).getByText('2022')).toBeInTheDocument();
  });
});
