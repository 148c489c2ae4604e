/**
 * GOV.UK Frontend's conditional reveal, as plain DOM: a radio (or checkbox) names the region of details it reveals,
 * and the region shows while it is checked. One implementation: the page script attaches it to prerendered forms
 * (so an answer reveals its details at once, before and without any island), and the React form that renders the
 * markup attaches the same code. Without a script the regions are simply shown (the form's own CSS). The markup:
 */
export const CONDITIONAL_REVEAL = {
  /** On the form (or group) whose answers reveal details. */
  root: 'data-conditional-reveal',
  /** On the revealing radio or checkbox: the id of its region (GOV.UK's name; aria-controls is set from it). */
  controls: 'data-aria-controls',
} as const;

const enhanced = new WeakSet<Element>();

const revealingInputs = (root: Element) =>
  root.querySelectorAll<HTMLInputElement>(`input[${CONDITIONAL_REVEAL.controls}]`);

/** Shows each region whose input is checked and hides the others. Only real changes are written. */
function sync(root: Element) {
  for (const input of revealingInputs(root)) {
    const id = input.getAttribute(CONDITIONAL_REVEAL.controls) ?? '';
    const region = root.ownerDocument.getElementById(id);
    if (!region) continue;
    if (input.getAttribute('aria-controls') !== id) input.setAttribute('aria-controls', id);
    if (region.hidden === input.checked) region.hidden = !input.checked;
  }
}

/**
 * Wires one form; returns what undoes it. Answers already given (typed before this ran, restored by the browser on
 * Back, or filled in by the server) are applied at once.
 */
export function enhanceConditionalReveal(root: HTMLElement): () => void {
  if (enhanced.has(root)) return () => undefined;
  enhanced.add(root);
  // 'change' fires only on the input newly checked; syncing every region also hides the one its sibling showed.
  const onChange = () => sync(root);
  root.addEventListener('change', onChange);
  sync(root);
  return () => {
    enhanced.delete(root);
    root.removeEventListener('change', onChange);
  };
}

/** Wires every form with conditional reveals under root. */
export function enhanceConditionalReveals(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLElement>(`[${CONDITIONAL_REVEAL.root}]`)) enhanceConditionalReveal(form);
}
