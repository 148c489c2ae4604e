import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithToaster } from '@/testing/render-with-toaster';
import { DeferredBookingForm } from '../components/deferred-booking-form';
import { BOOKING_FORM_REGION_ATTRIBUTE } from '../lib/server-form-copy';

/** The HTML the server would send for the Adults form region: what the started form renders. */
async function serverCopyOfAdultsForm(): Promise<string> {
  const { container, unmount } = renderWithToaster(<DeferredBookingForm formSource="services_adult" />);
  await screen.findByRole('textbox', { name: /First Name/ });
  const html = container.querySelector(`[${BOOKING_FORM_REGION_ATTRIBUTE}]`)!.innerHTML;
  unmount();
  return html;
}

describe('DeferredBookingForm', () => {
  const observed: Element[] = [];
  beforeEach(() => {
    // Nothing ever comes near the viewport here: only the visitor's focus or touch starts the form.
    window.IntersectionObserver = class {
      observe = (element: Element) => observed.push(element);
      disconnect = () => undefined;
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (window as Partial<typeof window>).IntersectionObserver;
    document.body.innerHTML = '';
  });

  /** Renders the form as the app does on a page that came with the server's copy of it. */
  async function renderOverServerCopy() {
    const html = await serverCopyOfAdultsForm();
    const snapshot = document.createElement('div');
    snapshot.setAttribute(BOOKING_FORM_REGION_ATTRIBUTE, 'services_adult');
    snapshot.innerHTML = html;
    document.body.append(snapshot);
    const { container } = renderWithToaster(<DeferredBookingForm formSource="services_adult" />);
    snapshot.remove(); // as the shell does when the app takes the page's place
    return within(container);
  }

  it("shows the server's copy until touched, then starts with what the visitor entered and their focus", async () => {
    const page = await renderOverServerCopy();
    expect(observed).toHaveLength(1);

    // Typed into the copy's real inputs before any form code ran.
    (page.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).value = 'Ada';
    const scansYes = page.getAllByRole('radio', { name: 'Yes' })[0] as HTMLInputElement;
    scansYes.checked = true;
    expect(page.queryByRole('textbox', { name: /Hospital/ })).toBeNull();

    await userEvent.click(page.getByRole('textbox', { name: /Last Name/ }));

    // The started form shows the scan details its 'yes' calls for: the copy never could.
    const hospital = await page.findByRole('textbox', { name: /Hospital/ });
    expect(hospital).toBeInTheDocument();
    expect(page.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ada');
    expect(page.getByRole('textbox', { name: /Last Name/ })).toHaveFocus();
  });

  it("a send pressed in the copy is the started form's send: checked, refused, nothing lost", async () => {
    const page = await renderOverServerCopy();
    await userEvent.click(page.getByRole('button', { name: 'Send Request' }));
    expect(await findToast('Validation Error')).toContain('First name is required');
    await waitFor(() => expect(page.getByRole('textbox', { name: /First Name/ })).toHaveFocus());
  });

  it('starts at once without a server copy (a client-side navigation)', async () => {
    renderWithToaster(<DeferredBookingForm formSource="services_children" />);
    expect(await screen.findByRole('textbox', { name: /Parent's Email/ })).toBeInTheDocument();
  });
});
