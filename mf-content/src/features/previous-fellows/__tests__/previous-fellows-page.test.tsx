import { fellowsPage, findSiteRoute } from '@clinic/content';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@clinic/ui/testing';
import PreviousFellowsPage from '../components/previous-fellows-page';

const PATH = '/previous-fellows';

describe('previous fellows page', () => {
  it('renders the page content and the fellowship inquiry slot from the shell', () => {
    renderWithProviders(
      <PreviousFellowsPage
        path={PATH}
        fellowshipInquirySlot={<form aria-label="Fellowship inquiry form">slot</form>}
      />,
    );

    expect(screen.getByRole('link', { name: 'Back to Information' })).toHaveAttribute('href', '/information');
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(findSiteRoute(PATH)?.heading ?? 'missing');

    expect(screen.getByRole('heading', { level: 3, name: fellowsPage.currentFellow.name })).toBeInTheDocument();

    const photo = screen.getByRole('img', { name: fellowsPage.groupPhoto.alt });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', String(fellowsPage.groupPhoto.width));
    expect(photo).toHaveAttribute('height', String(fellowsPage.groupPhoto.height));
    expect(screen.getByText(fellowsPage.groupPhotoCaption)).toBeInTheDocument();

    const previous = screen.getByRole('region', { name: fellowsPage.previousFellowsHeading });
    const items = within(previous).getAllByRole('listitem');
    expect(items).toHaveLength(fellowsPage.previousFellows.length);
    fellowsPage.previousFellows.forEach((fellow, index) => {
      const item = within(items[index] as HTMLElement);
      expect(item.getByText(fellow.name)).toBeInTheDocument();
      expect(item.getByText(fellow.currentRole)).toBeInTheDocument();
      expect(item.getByText(fellow.place)).toBeInTheDocument();
    });

    expect(screen.getByRole('heading', { level: 2, name: fellowsPage.programme.heading })).toBeInTheDocument();

    const inquiry = screen.getByRole('region', { name: 'Fellowship Inquiry' });
    expect(within(inquiry).getByRole('form', { name: 'Fellowship inquiry form' })).toBeInTheDocument();
  });

  it('still renders without a slot (standalone)', () => {
    renderWithProviders(<PreviousFellowsPage path={PATH} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Fellowship Inquiry' })).toBeInTheDocument();
  });
});
