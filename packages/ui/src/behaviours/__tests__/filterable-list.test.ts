import { enhanceFilterableList, enhanceFilterableLists } from '../filterable-list';

const ITEMS = [
  { text: 'Lumbar fusion outcomes\nSpine', topic: 'Spine' },
  { text: 'Scoliosis in children\nPaediatrics', topic: 'Paediatrics' },
  { text: 'Cervical spine surgery\nSpine', topic: 'Spine' },
];

function renderList(): HTMLElement {
  document.body.innerHTML = `
    <div lang="en-GB"><section data-filterable-list>
      <input type="search" data-filter-search />
      <select data-filter-choice><option value="">All</option><option>Spine</option><option>Paediatrics</option></select>
      <p role="status" data-filter-status="Showing {shown} of {total} publications"></p>
      <button type="button" data-filter-clear="when-active" hidden>Clear Filters</button>
      <ul data-filter-results>${ITEMS.map(
        (item) => `<li data-filter-item="${item.text}" data-filter-item-choice="${item.topic}">${item.text}</li>`,
      ).join('')}</ul>
      <div data-filter-empty hidden><button type="button" data-filter-clear>Clear Filters</button></div>
    </section></div>`;
  return document.querySelector<HTMLElement>('[data-filterable-list]')!;
}

const input = (element: HTMLInputElement | HTMLSelectElement, value: string, type: 'input' | 'change') => {
  element.value = value;
  element.dispatchEvent(new Event(type, { bubbles: true }));
};
const shownTexts = () =>
  [...document.querySelectorAll<HTMLElement>('li')].filter((item) => !item.hidden).map((item) => item.textContent);
const search = () => document.querySelector<HTMLInputElement>('[data-filter-search]')!;
const choice = () => document.querySelector<HTMLSelectElement>('[data-filter-choice]')!;
const status = () => document.querySelector('[role="status"]')!;
const activeClear = () => document.querySelectorAll('button')[0]!;
const emptyClear = () => document.querySelectorAll('button')[1]!;

describe('enhanceFilterableList', () => {
  it('matches the search anywhere in an item, ignoring case and surrounding spaces, and counts the result', () => {
    enhanceFilterableList(renderList());
    input(search(), '  SPINE ', 'input');
    expect(shownTexts()).toEqual([ITEMS[0]!.text, ITEMS[2]!.text]);
    expect(status().textContent).toBe('Showing 2 of 3 publications');
    expect(activeClear().hidden).toBe(false);
  });

  it('combines the choice (exact) with the search', () => {
    enhanceFilterableList(renderList());
    input(choice(), 'Spine', 'change');
    expect(shownTexts()).toHaveLength(2);
    input(search(), 'cervical', 'input');
    expect(shownTexts()).toEqual([ITEMS[2]!.text]);
  });

  it('shows the empty state instead of the results when nothing passes, and its button clears and refocuses', () => {
    enhanceFilterableList(renderList());
    input(search(), 'no such words', 'input');
    expect(document.querySelector<HTMLElement>('[data-filter-results]')!.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-filter-empty]')!.hidden).toBe(false);
    emptyClear().click();
    expect(search().value).toBe('');
    expect(shownTexts()).toHaveLength(3);
    expect(status().textContent).toBe('');
    expect(activeClear().hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-filter-empty]')!.hidden).toBe(true);
    expect(document.activeElement).toBe(search());
  });

  it('applies what was typed before it ran; wiring it twice is harmless', () => {
    const region = renderList();
    search().value = 'scoliosis';
    enhanceFilterableLists(document);
    enhanceFilterableList(region);
    expect(shownTexts()).toEqual([ITEMS[1]!.text]);
    input(search(), 'fusion', 'input');
    expect(shownTexts()).toEqual([ITEMS[0]!.text]);
  });

  it('stops filtering once undone', () => {
    const undo = enhanceFilterableList(renderList());
    undo();
    input(search(), 'scoliosis', 'input');
    expect(shownTexts()).toHaveLength(3);
  });
});

describe('the results count', () => {
  it('groups thousands as en-GB does', () => {
    document.body.innerHTML = `<section data-filterable-list lang="en-GB">
      <input data-filter-search /><p role="status" data-filter-status="Showing {shown} of {total}"></p>
      <ul>${'<li data-filter-item="a"></li>'.repeat(1234)}</ul></section>`;
    enhanceFilterableLists(document);
    input(search(), 'a', 'input');
    expect(status().textContent).toBe('Showing 1,234 of 1,234');
  });
});
