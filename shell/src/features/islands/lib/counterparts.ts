/**
 * Finding an element of the server's markup again in the app's rendering of the same region: where the visitor
 * typed, what they focused or pressed. The app may show more than the server's copy (a section an answer opened),
 * so named fields are found by name, buttons by their text (submit buttons by their order), and other elements by
 * their order among their kind.
 */
const escape = (value: string) => globalThis.CSS?.escape?.(value) ?? value.replace(/["\\]/g, '\\$&');

function nthOfKind(element: Element, root: Element, kind: (candidate: Element) => boolean, appRoot: Element) {
  const index = [...root.querySelectorAll(element.tagName)].filter(kind).indexOf(element);
  return index < 0 ? undefined : [...appRoot.querySelectorAll(element.tagName)].filter(kind)[index];
}

/** The element in `appRoot` standing for `element`, which is inside `serverRoot`. */
export function counterpart<T extends Element>(element: T, serverRoot: Element, appRoot: Element): T | undefined {
  if (!serverRoot.contains(element)) return undefined;
  const name = element.getAttribute('name');
  if (name) {
    const named = [...appRoot.querySelectorAll<T>(`${element.tagName}[name="${escape(name)}"]`)];
    const isToggle = element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
    // A radio or checkbox is one of a group: its value says which (a toggle without a value attribute has 'on').
    const value = (field: Element) => (field as HTMLInputElement).value;
    return isToggle ? named.find((field) => value(field) === value(element)) : named[0];
  }
  if (element instanceof HTMLButtonElement) {
    // A submit button may read 'Sending...' by now (a held submission): it is found by its place among submit buttons.
    const text = element.textContent?.trim();
    const sameKind =
      element.type === 'submit'
        ? (button: Element) => (button as HTMLButtonElement).type === 'submit'
        : (button: Element) => button.textContent?.trim() === text;
    return nthOfKind(element, serverRoot, sameKind, appRoot) as T | undefined;
  }
  return nthOfKind(element, serverRoot, () => true, appRoot) as T | undefined;
}
