/**
 * A form's sending state on its server markup: the submit button reads its busy label and is marked disabled, as
 * the React form shows it while sending. The page script shows it at once for a submission it holds until the
 * form's island has booted; the island then sends (once) and shows its own state. The markup, from the React form:
 */
export const BUSY_SUBMIT = {
  /** On the submit button: what it reads while the form is sending (the form's own 'Sending...' message). */
  label: 'data-busy-label',
} as const;

/**
 * Shows `form` as sending: its submit button reads its busy label and is aria-disabled (still focusable, as Fluent's
 * disabledFocusable button is, so focus stays where the visitor pressed). A form without a busy label is left as it is.
 */
export function showSubmitBusy(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>(`button[type="submit"][${BUSY_SUBMIT.label}]`);
  const label = button?.getAttribute(BUSY_SUBMIT.label);
  if (!button || !label) return;
  button.textContent = label;
  button.setAttribute('aria-disabled', 'true');
}
