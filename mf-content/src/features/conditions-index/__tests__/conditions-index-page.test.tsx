import { conditionCards } from '@clinic/content';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@clinic/ui/testing';
import ConditionsIndexPage from '../components/conditions-index-page';
import { CONDITION_ICONS } from '../lib/condition-icons';

describe('general conditions index', () => {
  it('shows seven cards with title, description, icon and link', () => {
    const path = '/spinal-conditions/general';
    renderWithProviders(<ConditionsIndexPage path={path} />);
    expect(screen.getByRole('heading', { level: 1, name: 'General Spinal Conditions' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(7);
    conditionCards.forEach((card, index) => {
      const scope = within(items[index] as HTMLElement);
      expect(scope.getByRole('link', { name: card.title })).toHaveAttribute('href', card.href);
      expect(scope.getByText(card.description)).toBeInTheDocument();
      expect((items[index] as HTMLElement).querySelector('svg')).not.toBeNull();
    });
  });

  it('maps every icon key to an icon', () => {
    for (const card of conditionCards) expect(CONDITION_ICONS[card.icon]).toBeDefined();
  });
});
