/**
 * A button that shows and hides a region (aria-expanded, aria-controls), as plain DOM: on a prerendered page it works
 * without a framework. The label and icon for each state are in the markup, under these attributes:
 */
export const DISCLOSURE = {
  /** On the button; aria-controls names the region, aria-expanded says whether it is shown. */
  toggle: 'data-disclosure',
  /** On the button: its label while the region is shown, and while it is hidden. */
  labelOpen: 'data-disclosure-label-open',
  labelClosed: 'data-disclosure-label-closed',
  /** Inside the button: the element whose text is the label. */
  label: 'data-disclosure-label',
  /** Inside the button: shown only while the region is shown ('open'), or only while it is hidden ('closed'). */
  when: 'data-disclosure-when',
} as const;

function toggle(button: HTMLButtonElement): void {
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  const region = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (region) region.hidden = !open;
  const label = button.querySelector(`[${DISCLOSURE.label}]`);
  const text = button.getAttribute(open ? DISCLOSURE.labelOpen : DISCLOSURE.labelClosed);
  if (label && text !== null) label.textContent = text;
  // The parts may be SVG icons, which have no `hidden` property: set the attribute.
  for (const part of button.querySelectorAll(`[${DISCLOSURE.when}]`))
    part.toggleAttribute('hidden', part.getAttribute(DISCLOSURE.when) !== (open ? 'open' : 'closed'));
}

const onClick = (event: Event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(`button[${DISCLOSURE.toggle}]`);
  if (button && (event.currentTarget as Node).contains(button)) toggle(button);
};

/** Wires every disclosure button under root with one listener; returns what undoes it. */
export function enhanceDisclosures(root: HTMLElement | Document): () => void {
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
