import { siteRoutes } from '@clinic/content';
import { screen } from '@testing-library/react';
import { renderWithProvidersAsync } from '@clinic/ui/testing';
import { CONTENT_PAGES, ContentPages } from '../content-pages';

const contentRoutes = siteRoutes.filter((route) => route.owner === 'content');

describe('content page registry', () => {
  it('has a page for every content route and nothing else', () => {
    expect(Object.keys(CONTENT_PAGES).sort()).toEqual(contentRoutes.map((route) => route.path).sort());
    expect(contentRoutes).toHaveLength(23);
  });

  it.each(contentRoutes.map((route) => [route.path, route.heading] as const))(
    '%s renders exactly one h1: the route heading',
    async (path, heading) => {
      await renderWithProvidersAsync(<ContentPages path={path} />);
      const h1 = await screen.findByRole('heading', { level: 1 });
      expect(h1).toHaveTextContent(heading);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );

  it('shows "Content coming soon..." on the placeholder regions', async () => {
    await renderWithProvidersAsync(<ContentPages path="/spinal-conditions/thoracic" />);
    expect(await screen.findByText('Content coming soon...')).toBeInTheDocument();
  });

  it('ignores a trailing slash', async () => {
    await renderWithProvidersAsync(<ContentPages path="/publications/" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Publications' })).toBeInTheDocument();
  });

  it('throws for a path it does not own', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderWithProvidersAsync(<ContentPages path="/services" />)).rejects.toThrow(
      'mf_content has no page for /services',
    );
  });
});
