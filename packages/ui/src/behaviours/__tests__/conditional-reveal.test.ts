import { enhanceConditionalReveal, enhanceConditionalReveals } from '../conditional-reveal';

function renderForm({ checked = '' } = {}) {
  document.body.innerHTML = `
    <form data-conditional-reveal>
      <input type="radio" name="insurance" value="with" id="with" data-aria-controls="cover"
        ${checked === 'with' ? 'checked' : ''}>
      <input type="radio" name="insurance" value="without" id="without" ${checked === 'without' ? 'checked' : ''}>
      <div id="cover"><input name="insuranceProvider"></div>
    </form>`;
  return {
    form: document.querySelector('form')!,
    withInsurance: document.getElementById('with') as HTMLInputElement,
    without: document.getElementById('without') as HTMLInputElement,
    region: document.getElementById('cover')!,
  };
}

const undos: (() => void)[] = [];
afterEach(() => undos.splice(0).forEach((undo) => undo()));

describe('conditional reveal', () => {
  it('hides the details until their answer is chosen, shows them at once on it, and hides them on another', () => {
    const { form, withInsurance, without, region } = renderForm();
    undos.push(enhanceConditionalReveal(form));
    expect(region.hidden).toBe(true);
    expect(withInsurance.getAttribute('aria-controls')).toBe('cover');
    withInsurance.click();
    expect(region.hidden).toBe(false);
    without.click();
    expect(region.hidden).toBe(true);
  });

  it('applies an answer given before it ran (typed early, restored on Back, filled in by the server)', () => {
    const { region } = renderForm({ checked: 'with' });
    enhanceConditionalReveals(document);
    expect(region.hidden).toBe(false);
  });

  it('wires a form once, and stops when undone', () => {
    const { form, withInsurance, region } = renderForm();
    const undo = enhanceConditionalReveal(form);
    enhanceConditionalReveal(form);
    undo();
    withInsurance.click();
    expect(region.hidden).toBe(true);
  });
});
