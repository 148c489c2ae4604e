/**
 * A list filtered in place by a search box and a choice, as plain DOM (GOV.UK Frontend's data-module pattern): a
 * prerendered page's list filters as the visitor types, with no framework to boot first. The page script runs it on
 * prerendered pages, and the React component that renders the markup attaches the same code, so there is one
 * implementation. Everything it needs is in the markup, under these attributes:
 */
export const FILTERABLE_LIST = {
  /** The region: search box, choice, status, clear buttons, results and empty state are inside it. */
  root: 'data-filterable-list',
  /** The search box (input). */
  search: 'data-filter-search',
  /** The choice (select); its '' option lets every item through. */
  choice: 'data-filter-choice',
  /** Each item, with the text the search matches as the value. */
  item: 'data-filter-item',
  /** The item's value for the choice. */
  itemChoice: 'data-filter-item-choice',
  /** The results count (a status region); its value is the text with {shown} and {total} in it. */
  status: 'data-filter-status',
  /** A button that clears both filters; 'when-active' shows only while a filter is set. */
  clear: 'data-filter-clear',
  /** The list of items, hidden when none passes. */
  results: 'data-filter-results',
  /** Shown instead of the results when none passes. */
  empty: 'data-filter-empty',
} as const;

export const CLEAR_WHEN_ACTIVE = 'when-active';

const enhanced = new WeakSet<Element>();

/**
 * en-GB digit grouping (1,234). Not toLocaleString: its first call loads the number-formatting data, which cost a
 * first keystroke over 100 ms on a mid-range phone (measured with a 4x CPU slowdown).
 */
function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// Not toLocaleLowerCase: for English text it gives the same, and it loads locale data on the page's first use.
function normalise(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * Wires one filterable list; returns what undoes it. The search matches anywhere in an item's text, case-insensitive;
 * the choice must match exactly. Values already in the fields (typed before this ran, or restored by the browser on
 * Back) are applied at once.
 */
export function enhanceFilterableList(region: HTMLElement): () => void {
  if (enhanced.has(region)) return () => undefined;
  enhanced.add(region);
  const find = <E extends Element>(attribute: string) => region.querySelector<E>(`[${attribute}]`);
  const search = find<HTMLInputElement>(FILTERABLE_LIST.search);
  const choice = find<HTMLSelectElement>(FILTERABLE_LIST.choice);
  const status = find<HTMLElement>(FILTERABLE_LIST.status);
  const results = find<HTMLElement>(FILTERABLE_LIST.results);
  const empty = find<HTMLElement>(FILTERABLE_LIST.empty);
  const clearButtons = [...region.querySelectorAll<HTMLButtonElement>(`[${FILTERABLE_LIST.clear}]`)];
  const items = [...region.querySelectorAll<HTMLElement>(`[${FILTERABLE_LIST.item}]`)].map((element) => ({
    element,
    text: normalise(element.getAttribute(FILTERABLE_LIST.item) ?? ''),
    choice: element.getAttribute(FILTERABLE_LIST.itemChoice) ?? '',
  }));

  const apply = () => {
    const query = normalise(search?.value ?? '');
    const chosen = choice?.value ?? '';
    let shown = 0;
    for (const item of items) {
      const passes = (chosen === '' || item.choice === chosen) && item.text.includes(query);
      // Only real changes: each write makes the browser restyle the list.
      if (item.element.hidden === passes) item.element.hidden = !passes;
      if (passes) shown += 1;
    }
    const active = query !== '' || chosen !== '';
    if (status) {
      const template = status.getAttribute(FILTERABLE_LIST.status) ?? '';
      status.textContent = active
        ? template.replace('{shown}', formatCount(shown)).replace('{total}', formatCount(items.length))
        : '';
    }
    for (const button of clearButtons)
      if (button.getAttribute(FILTERABLE_LIST.clear) === CLEAR_WHEN_ACTIVE) button.hidden = !active;
    if (results) results.hidden = shown === 0;
    if (empty) empty.hidden = shown !== 0;
  };
  const clear = () => {
    if (search) search.value = '';
    if (choice) choice.value = '';
    apply();
    // The button pressed has gone; the search box is where the visitor continues.
    search?.focus();
  };

  search?.addEventListener('input', apply);
  choice?.addEventListener('change', apply);
  for (const button of clearButtons) button.addEventListener('click', clear);
  apply();
  return () => {
    enhanced.delete(region);
    search?.removeEventListener('input', apply);
    choice?.removeEventListener('change', apply);
    for (const button of clearButtons) button.removeEventListener('click', clear);
  };
}

/** Wires every filterable list under root. */
export function enhanceFilterableLists(root: ParentNode): void {
  for (const region of root.querySelectorAll<HTMLElement>(`[${FILTERABLE_LIST.root}]`)) enhanceFilterableList(region);
}
