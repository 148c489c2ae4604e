/**
 * An element's place below an ancestor, as child indexes: how the same field or button is found again in a copy of
 * the markup (the server's region and the app's). No imports: the islands runtime's first script uses it.
 */
/** Child indexes from `ancestor` down to `element`. */
export function pathTo(element: Element, ancestor: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== ancestor; node = node.parentElement) {
    if (!node.parentElement) return [];
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

export function elementAt(root: Element, path: readonly number[]): Element | undefined {
  return path.reduce<Element | undefined>((node, index) => node?.children[index], root);
}
