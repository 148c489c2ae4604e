import { enhanceDisclosures } from '../disclosure';

function renderDisclosure() {
  document.body.innerHTML = `
    <article>
      <button type="button" data-disclosure aria-expanded="false" aria-controls="abstract-1"
        data-disclosure-label-open="Hide Abstract" data-disclosure-label-closed="Show Abstract">
        <svg data-disclosure-when="closed"></svg><svg data-disclosure-when="open" hidden></svg>
        <span data-disclosure-label>Show Abstract</span>
      </button>
      <div id="abstract-1" hidden>The abstract.</div>
    </article>
    <button type="button" id="elsewhere" data-disclosure aria-expanded="false" aria-controls="abstract-1">Out</button>`;
  return {
    button: document.querySelector<HTMLButtonElement>('article button')!,
    region: document.getElementById('abstract-1')!,
  };
}

const undos: (() => void)[] = [];
afterEach(() => undos.splice(0).forEach((undo) => undo()));

describe('enhanceDisclosures', () => {
  it('shows and hides the region, with the label, icon and aria-expanded of each state', () => {
    const { button, region } = renderDisclosure();
    undos.push(enhanceDisclosures(document));
    button.click();
    expect(region.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent?.trim()).toBe('Hide Abstract');
    expect(button.querySelector('[data-disclosure-when="open"]')?.hasAttribute('hidden')).toBe(false);
    expect(button.querySelector('[data-disclosure-when="closed"]')?.hasAttribute('hidden')).toBe(true);
    button.click();
    expect(region.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent?.trim()).toBe('Show Abstract');
  });

  it('acts only on buttons inside the root it wires, and stops once undone', () => {
    const { button, region } = renderDisclosure();
    const undo = enhanceDisclosures(document.querySelector('article')!);
    document.getElementById('elsewhere')!.click();
    expect(region.hidden).toBe(true);
    undo();
    button.click();
    expect(region.hidden).toBe(true);
  });
});
