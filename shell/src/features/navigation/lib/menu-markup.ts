/**
 * The attributes the header's markup carries so that plain DOM code (`enhanceMenus`) can run its menus, whether
 * React rendered them or they are prerendered HTML that nothing else controls.
 */

/** Marks a button that shows and hides the element named by its `aria-controls`. */
export const MENU_TRIGGER_ATTRIBUTE = 'data-menu-trigger';
/** The trigger's accessible name while its menu is open, and while it is closed (react-intl renders both). */
export const OPEN_LABEL_ATTRIBUTE = 'data-menu-open-label';
export const CLOSED_LABEL_ATTRIBUTE = 'data-menu-closed-label';

interface MenuLabels {
  whenOpen: string;
  whenClosed: string;
}

/** A closed trigger's attributes: every menu starts closed, and only `enhanceMenus` changes that. */
export function menuTriggerProps(panelId: string, labels?: MenuLabels) {
  return {
    [MENU_TRIGGER_ATTRIBUTE]: '',
    'aria-expanded': false,
    'aria-controls': panelId,
    ...(labels && {
      'aria-label': labels.whenClosed,
      [OPEN_LABEL_ATTRIBUTE]: labels.whenOpen,
      [CLOSED_LABEL_ATTRIBUTE]: labels.whenClosed,
    }),
  };
}
