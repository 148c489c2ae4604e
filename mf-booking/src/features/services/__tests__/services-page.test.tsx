import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@clinic/ui/testing';
import { ServicesPage } from '../components/services-page';
import { OPERATION_HOSPITALS } from '../lib/operations';

/** Each panel gets a stand-in form named by the panel's heading, as the expose composes the real one. */
function renderPage() {
  return renderWithProviders(
    <ServicesPage
      renderAppointmentForm={(audience, headingId) => (
        <form aria-labelledby={headingId} data-audience={audience}>
          form for {audience}
        </form>
      )}
    />,
  );
}

function serviceCards() {
  return within(screen.getByRole('list', { name: 'Consultations and Fees' })).getAllByRole('listitem');
}

function serviceCard(name: string) {
  const card = serviceCards().find((item) => within(item).queryByRole('heading', { level: 3, name }));
  if (!card) throw new Error(`No service card titled ${name}`);
  return card;
}

function appointmentPanel(name: 'Adults' | 'Children') {
  return screen.getByRole('group', { name });
}

describe('ServicesPage', () => {
  it('has the page heading and its sections in heading order', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Services & Appointments' })).toBeInTheDocument();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => {
      expect(level - (levels[index] ?? 0)).toBeLessThanOrEqual(1);
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Consultations and Fees' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Appointments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Operations Information' })).toBeInTheDocument();
  });

  it('shows the three consultations with their durations and prices', () => {
    renderPage();
    expect(serviceCards()).toHaveLength(3);

    const first = serviceCard('First Consultation');
    expect(within(first).getByText('Without insurance')).toBeInTheDocument();
    expect(within(first).getByText('30 minutes')).toBeInTheDocument();
    expect(within(first).getByText('£400')).toBeInTheDocument();
    expect(within(first).queryByText('Insurance')).not.toBeInTheDocument();

    const followUp = serviceCard('Follow-up Consultation');
    expect(within(followUp).getByText('Without insurance')).toBeInTheDocument();
    expect(within(followUp).getByText('30 minutes')).toBeInTheDocument();
    expect(within(followUp).getByText('£300')).toBeInTheDocument();
    expect(within(followUp).queryByText('Insurance')).not.toBeInTheDocument();
  });

  it('shows the insured consultation with an Insurance badge and no price', () => {
    renderPage();
    const insured = serviceCard('First and Follow-up Consultations');
    expect(within(insured).getByText('Insurance')).toBeInTheDocument();
    expect(within(insured).getByText('With insurance')).toBeInTheDocument();
    expect(within(insured).getByText('30 minutes')).toBeInTheDocument();
    expect(within(insured).queryByText(/£/)).not.toBeInTheDocument();
    expect(within(insured).queryByText('Fee')).not.toBeInTheDocument();
  });

  it('labels each duration and fee so screen readers hear them together', () => {
    renderPage();
    const first = serviceCard('First Consultation');
    const terms = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const definitions = within(first)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(terms).toEqual(['Duration', 'Fee']);
    expect(definitions).toEqual(['30 minutes', '£400']);
  });

  it("shows the adults' clinic times", () => {
    renderPage();
    const adults = appointmentPanel('Adults');
    expect(within(adults).getByRole('heading', { level: 3, name: 'Adults' })).toBeInTheDocument();
    const times = within(adults).getByRole('list', { name: 'Clinic times:' });
    expect(
      within(times)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Tuesday mornings at a hospital clinic in Elstree',
      'Wednesday mornings at a medical centre in north-west London',
    ]);
  });

  it("shows the children's clinic times", () => {
    renderPage();
    const children = appointmentPanel('Children');
    expect(within(children).getByRole('heading', { level: 3, name: 'Children' })).toBeInTheDocument();
    const times = within(children).getByRole('list', { name: 'Clinic times:' });
    expect(
      within(times)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Every other Tuesday afternoon, or Saturdays, at the Elstree clinic']);
  });

  it("places each audience's booking form in its panel, named by the panel's heading", () => {
    renderPage();
    for (const [name, audience] of [
      ['Adults', 'adults'],
      ['Children', 'children'],
    ] as const) {
      const form = within(appointmentPanel(name)).getByRole('form', { name });
      expect(form).toHaveAttribute('data-audience', audience);
    }
  });

  it('names where adult and paediatric operations take place', () => {
    renderPage();
    const operations = screen.getByRole('group', { name: 'Operations Information' });
    expect(
      within(operations).getByText(`Adult operations take place at ${OPERATION_HOSPITALS.adults}.`),
    ).toBeInTheDocument();
    expect(
      within(operations).getByText(`Paediatric operations take place at ${OPERATION_HOSPITALS.children}.`),
    ).toBeInTheDocument();
    expect(within(operations).getByText(/clinical reason/)).toBeInTheDocument();
  });

  it('says all major insurance plans are accepted and to check cover with the insurer', () => {
    renderPage();
    expect(screen.getByText('All major insurance plans are accepted.')).toBeInTheDocument();
    expect(screen.getByText('Please check your cover with your insurer before your appointment.')).toBeInTheDocument();
  });
});
