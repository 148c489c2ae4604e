import { SITE_TOASTER_ID, SITE_TOASTER_READY_ATTRIBUTE } from '@clinic/contracts';
import { Toast, ToastTitle, useToastController } from '@fluentui/react-toast';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@clinic/ui/testing';
import SiteToaster from '../components/site-toaster';

function Notify({ count }: { count: number }) {
  const { dispatchToast } = useToastController(SITE_TOASTER_ID);
  return (
    <button
      type="button"
      onClick={() => {
        for (let index = 1; index <= count; index += 1) {
          dispatchToast(
            <Toast>
              <ToastTitle>Message {index}</ToastTitle>
            </Toast>,
          );
        }
      }}
    >
      notify
    </button>
  );
}

describe('SiteToaster', () => {
  // Expiry (4000 ms) runs on a CSS animation, which jsdom does not play: only the limit and label are checked here.
  it('shows toasts sent to the site toaster, at most three at once, in a labelled region', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SiteToaster />
        <Notify count={4} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'notify' }));
    const visibleTitles = () => screen.queryAllByText(/^Message \d$/, { selector: '.fui-ToastTitle' });
    expect(await screen.findByText('Message 1', { selector: '.fui-ToastTitle' })).toBeInTheDocument();
    expect(visibleTitles().map((title) => title.textContent)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(visibleTitles()[0]!.closest('[aria-label="Notifications"]')).not.toBeNull();
  });

  it('tells remotes on <html> that it is listening, and takes that back when it goes', () => {
    const { unmount } = renderWithProviders(<SiteToaster />);
    expect(document.documentElement).toHaveAttribute(SITE_TOASTER_READY_ATTRIBUTE, 'true');
    unmount();
    expect(document.documentElement).not.toHaveAttribute(SITE_TOASTER_READY_ATTRIBUTE);
  });
});
