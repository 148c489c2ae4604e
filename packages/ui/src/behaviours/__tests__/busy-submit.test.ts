import { showSubmitBusy } from '../busy-submit';

const form = (button: string) => {
  document.body.innerHTML = `<form><input name="name"><button type="button">Pick</button>${button}</form>`;
  return document.querySelector('form')!;
};

describe('showSubmitBusy', () => {
  it('makes the submit button read its busy label, marked disabled but still focusable', () => {
    const held = form('<button type="submit" data-busy-label="Sending...">Send Request</button>');
    showSubmitBusy(held);
    const submit = held.querySelector('button[type="submit"]')!;
    expect(submit.textContent).toBe('Sending...');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(held.querySelector('button[type="button"]')!.textContent).toBe('Pick');
  });

  it('leaves a form whose submit button has no busy label as it is', () => {
    const held = form('<button type="submit">Send</button>');
    showSubmitBusy(held);
    expect(held.querySelector('button[type="submit"]')!.textContent).toBe('Send');
    expect(held.querySelector('[aria-disabled]')).toBeNull();
  });
});
