import { articleLoaders, articleSources, findSiteRoute, redFlagIdsCitedBy } from '@clinic/content';
import { screen, within } from '@testing-library/react';
import { renderWithProvidersAsync } from '@clinic/ui/testing';
import ArticlePage from '../components/article-page';

describe('article page', () => {
  it('renders the lumbar anatomy article: h1 from the route table, lead, h2 sections, figures and related links', async () => {
    const path = '/lumbar-spinal-anatomy';
    const article = await articleLoaders[path]?.();
    if (!article) throw new Error('article missing');
    await renderWithProvidersAsync(<ArticlePage path={path} />);

    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(findSiteRoute(path)?.heading ?? 'missing');

    for (const section of article.sections) {
      expect(await screen.findByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }

    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(2);
    for (const figure of figures) {
      const image = within(figure).getByRole('img');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('height', '500');
      expect(image.getAttribute('alt')).toBeTruthy();
      expect(image.getAttribute('src')).toMatch(/^\/images\/.+\.svg$/);
      expect(figure.querySelector('figcaption')).not.toBeNull();
    }

    // Inline link in the lead is a plain site link, opened in the same tab.
    const leadLinks = screen.getAllByRole('link', { name: 'General Spinal Anatomy' });
    expect(leadLinks[0]).toHaveAttribute('href', '/general-spinal-anatomy');
    expect(leadLinks[0]).not.toHaveAttribute('target');

    const related = screen.getByRole('navigation', { name: 'Related pages' });
    const relatedLinks = within(related).getAllByRole('link');
    expect(relatedLinks.map((link) => link.getAttribute('href'))).toEqual(
      article.relatedLinks.map((link) => link.href),
    );

    const lists = screen.getAllByRole('list');
    expect(lists.length).toBeGreaterThan(0);
  });

  it('renders every article with exactly one h1 and headings in order', async () => {
    for (const path of Object.keys(articleLoaders)) {
      const { unmount, container } = await renderWithProvidersAsync(<ArticlePage path={path} />);
      await screen.findAllByRole('heading', { level: 2 });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
      levels.forEach((level, index) => {
        if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
      });
      unmount();
    }
  });

  it('marks links that leave the site as opening in a new tab', async () => {
    // Any article link that is not a site path opens in a new tab; site paths stay in the tab.
    for (const path of Object.keys(articleLoaders)) {
      const { unmount } = await renderWithProvidersAsync(<ArticlePage path={path} />);
      await screen.findAllByRole('heading', { level: 2 });
      for (const link of screen.getAllByRole('link')) {
        const href = link.getAttribute('href') ?? '';
        if (/^https?:/.test(href)) {
          expect(link).toHaveAttribute('target', '_blank');
          expect(link).toHaveAttribute('rel', 'noopener noreferrer');
          expect(link).toHaveAccessibleName(/opens in new tab/);
        } else {
          expect(link).not.toHaveAttribute('target');
        }
      }
      unmount();
    }
  });

  it('shows the urgent call-out above the first section of every article whose topic has red flags', async () => {
    let withRedFlags = 0;
    for (const [path, load] of Object.entries(articleLoaders)) {
      const article = await load();
      const { unmount, container } = await renderWithProvidersAsync(<ArticlePage path={path} />);
      const firstSection = await screen.findByRole('heading', { level: 2, name: article.sections[0]!.heading });
      const callout = container.querySelector('[data-urgent-callout]');
      if (redFlagIdsCitedBy(article).length > 0) {
        withRedFlags += 1;
        expect(callout).not.toBeNull();
        expect(callout!.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        expect(within(callout as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
          'Immediate action required',
        );
      } else {
        expect(callout).toBeNull();
      }
      unmount();
    }
    expect(withRedFlags).toBe(9);
  });

  it('renders the closing urgent section with the same call-out, a level below its heading', async () => {
    const path = '/spinal-conditions/general/spine-pain';
    const { container } = await renderWithProvidersAsync(<ArticlePage path={path} />);
    const closing = (await screen.findByRole('heading', { level: 2, name: /when to seek urgent help/i })).closest(
      'section',
    )!;
    const boxes = [...closing.querySelectorAll<HTMLElement>('[data-urgent-callout]')];
    expect(boxes.map((box) => box.dataset.urgentCallout)).toEqual(['emergency', 'acute-oncology', 'same-day']);
    expect(within(closing).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(closing).getByText(/chest pain/)).toBeInTheDocument();
    expect(container.querySelectorAll('a[href="tel:999"]').length).toBeGreaterThanOrEqual(2);
  });

  it('ends with its sources and the review dates', async () => {
    const path = '/spinal-conditions/general/sciatica';
    const article = await articleLoaders[path]!();
    await renderWithProvidersAsync(<ArticlePage path={path} />);
    const sources = (await screen.findByRole('heading', { level: 2, name: 'Sources' })).closest('section')!;
    expect(
      within(sources)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(articleSources(article).map((source) => source.url));
    expect(within(sources).getByRole('link', { name: /NG59/ })).toHaveAttribute(
      'href',
      'https://www.nice.org.uk/guidance/ng59',
    );
    expect(screen.getByText('Page last reviewed: 23 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Next review due: 23 November 2027')).toBeInTheDocument();
  });
});
