import { ISLAND_ATTRIBUTE } from '@clinic/contracts';
import { practiceProfile, publications } from '@clinic/content';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@clinic/ui/testing';
import { PublicationEntry } from '../components/publication-entry';
import PublicationsPage from '../components/publications-page';
import { publicationFixture } from './publication-fixture';

// A known list, so the page's rules are tested whatever the clinic's own data holds.
jest.mock('@clinic/content', () => ({
  ...jest.requireActual('@clinic/content'),
  publications: jest.requireActual('./page-publications').PAGE_PUBLICATIONS,
}));

async function renderPublicationsRoute() {
  const result = renderWithProviders(<PublicationsPage path="/publications" />);
  await screen.findByRole('heading', { level: 1, name: 'Publications' });
  return result;
}

const total = publications.length;
/** The spec's search: case-insensitive, in the title or the topic. */
const matching = (query: string) =>
  publications.filter((p) => `${p.title} ${p.topic}`.toLowerCase().includes(query.toLowerCase())).length;
/** The entries shown: every list item on the page is one, and the filter hides the others. */
const listItems = () => screen.getAllByRole('listitem');

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
    for (const list of screen.getAllByRole('list')) expect(region).toContainElement(list);
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
    expect(screen.queryAllByRole('list')).toHaveLength(0);

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

    // No date, no DOI, url '#', abstract 'Not available'.
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

  it('groups the list by year, newest first, each year with its count, undated entries last', async () => {
    await renderPublicationsRoute();
    const headings = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.closest('section'));
    const years = headings.map((heading) => heading.firstChild?.textContent ?? '');
    const dated = years.filter((year) => year !== 'Undated').map(Number);
    expect(dated).toEqual([...dated].sort((a, b) => b - a));
    expect(years.at(-1)).toBe('Undated');

    let counted = 0;
    for (const heading of headings) {
      const section = heading.closest('section') as HTMLElement;
      const entries = within(section).getAllByRole('listitem');
      counted += entries.length;
      const count = entries.length === 1 ? '1 publication' : `${entries.length} publications`;
      expect(heading).toHaveTextContent(new RegExp(`^(\\d{4}|Undated) \\(${count}\\)$`));
      expect(section).toHaveAccessibleName(heading.textContent ?? '');
    }
    expect(counted).toBe(total);
  });

  it("shows each entry's authors with the surgeon in bold, and its journal, volume and pages", async () => {
    await renderPublicationsRoute();
    const surgeonLastName = practiceProfile.surgeonName.split(' ').at(-1) ?? '';
    for (const entry of listItems()) {
      const bold = entry.querySelectorAll('strong');
      expect(bold).toHaveLength(1);
      expect(bold[0]?.textContent).toMatch(new RegExp(`^${surgeonLastName} [A-Z]+$`));
    }
    const [first] = listItems() as [HTMLElement];
    const sample = publications[0];
    expect(first).toHaveTextContent(
      `${sample?.journal}, ${sample?.volume}(${sample?.issue}):${sample?.pages.replace('-', '–')}`,
    );
  });

  it('cuts a long author list to six and et al., keeping the surgeon in bold', async () => {
    await renderPublicationsRoute();
    const entry = screen.getByRole('heading', { level: 3, name: /Curve progression/ }).closest('li') as HTMLElement;
    expect(entry).toHaveTextContent(
      'Sample S, Specimen R, Demo J, Mock C, Placeholder P, Fixture F, …, Example A, et al.',
    );
    expect(within(entry).getByText('Example A').tagName).toBe('STRONG');
  });

  it('describes every publication as a schema.org ScholarlyArticle in JSON-LD', async () => {
    await renderPublicationsRoute();
    const block = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(block?.textContent ?? '{}') as { '@graph': Record<string, unknown>[] };
    expect(data['@graph']).toHaveLength(total);
    expect(data['@graph'].map((article) => article['@type'])).toEqual(publications.map(() => 'ScholarlyArticle'));
    expect(data['@graph'].map((article) => article.name)).toEqual(publications.map((entry) => entry.title));
    const withDoi = data['@graph'].find((article) => article.name === publications[0]?.title);
    expect(withDoi?.sameAs).toEqual([`https://doi.org/${publications[0]?.doi}`]);
  });

  it('labels chapters, reviews and conference papers, not plain articles', async () => {
    await renderPublicationsRoute();
    const chapter = publications.find((entry) => entry.type === 'chapter');
    const article = publications.find((entry) => entry.type === 'article');
    const entryOf = (title = '') => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;
    expect(within(entryOf(chapter?.title)).getByText('Book chapter')).toBeInTheDocument();
    expect(within(entryOf(article?.title)).queryByText(/^(Review|Book chapter|Book|Conference paper)$/)).toBeNull();
  });
});

describe('a publication entry', () => {
  it('links the PubMed record when the entry has a PMID', () => {
    renderWithProviders(<PublicationEntry publication={publicationFixture({ pmid: '12345678' })} />);
    const pubmed = screen.getByRole('link', { name: /PubMed: 12345678/ });
    expect(pubmed).toHaveAttribute('href', 'https://pubmed.ncbi.nlm.nih.gov/12345678/');
    expect(pubmed).toHaveAttribute('target', '_blank');
  });

  it('has no PubMed link without a PMID, and gives a page range alone as pages', () => {
    renderWithProviders(
      <PublicationEntry
        publication={publicationFixture({
          type: 'chapter',
          volume: '',
          issue: '',
          pages: '419-430',
          journal: 'Handbook',
        })}
      />,
    );
    expect(screen.queryByRole('link', { name: /PubMed/ })).toBeNull();
    expect(screen.getByText(/^Handbook/).closest('p')).toHaveTextContent('Handbook, pp. 419–430');
    expect(screen.getByText('Book chapter')).toBeInTheDocument();
  });
});
