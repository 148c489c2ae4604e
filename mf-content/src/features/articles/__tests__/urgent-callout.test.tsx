import { RED_FLAG_ACTIONS, findRedFlagEntry } from '@clinic/content';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@clinic/ui/testing';
import { UrgentCallout } from '../components/urgent-callout';

const IDS = ['infection-fever', 'chest-pain-with-back-pain', 'cancer-history-new-spinal-pain', 'no-such-flag'];

describe('UrgentCallout', () => {
  it('shows one box per action, most urgent first, each with its own heading, a text label and the symptoms', () => {
    const { container } = renderWithProviders(<UrgentCallout ids={IDS} headingLevel={3} />);
    const boxes = [...container.querySelectorAll<HTMLElement>('[data-urgent-callout]')];
    expect(boxes.map((box) => box.dataset.urgentCallout)).toEqual(['emergency', 'acute-oncology', 'same-day']);

    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Immediate action required',
      'Urgent advice if you have, or have had, cancer',
      'Urgent advice',
    ]);
    // The icon is decoration: the label is text, so the advice never rests on colour or the icon alone.
    for (const heading of headings) {
      for (const icon of heading.querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
    }

    const emergency = within(boxes[0]!);
    const [symptoms] = emergency.getAllByRole('list');
    expect(within(symptoms!).getByRole('listitem')).toHaveTextContent(
      findRedFlagEntry('chest-pain-with-back-pain')!.symptoms,
    );
    expect(emergency.getByText(RED_FLAG_ACTIONS.emergency.instruction)).toBeInTheDocument();
    expect(container).not.toHaveTextContent('no-such-flag');
  });

  it('gives every phone number as a tel: link and NHS 111 online as a new-tab link', () => {
    renderWithProviders(<UrgentCallout ids={IDS} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    // 999 in the emergency box, and as the fallback in the acute oncology box.
    expect(screen.getAllByRole('link', { name: 'Call 999' }).map((link) => link.getAttribute('href'))).toEqual([
      'tel:999',
      'tel:999',
    ]);
    expect(screen.getAllByRole('link', { name: 'Call NHS 111' }).map((link) => link.getAttribute('href'))).toEqual([
      'tel:111',
      'tel:111',
    ]);
    const online = screen.getByRole('link', { name: /NHS 111 online/ });
    expect(online).toHaveAttribute('href', 'https://111.nhs.uk/');
    expect(online).toHaveAttribute('target', '_blank');
  });

  it('renders nothing for ids that are all unknown', () => {
    const { container } = renderWithProviders(<UrgentCallout ids={['no-such-flag']} headingLevel={2} />);
    expect(container.querySelector('[data-urgent-callout]')).toBeNull();
  });
});
