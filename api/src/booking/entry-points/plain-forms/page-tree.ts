import {
  ancestors,
  createElement,
  createTextNode,
  getAttribute,
  isElementNode,
  query,
  queryAll,
  setAttribute,
  type ChildNode,
  type Element,
  type Node,
  type ParentNode,
} from '@parse5/tools';
import { defaultTreeAdapter } from 'parse5';

// Small helpers over a parse5 tree (a page's HTML as the browser parses it): finding, building and placing elements.

export type { Element, Node, ParentNode };

export const isTag = (node: Node, tagName: string): node is Element => isElementNode(node) && node.tagName === tagName;

export const findTag = (root: Node, tagName: string): Element | null =>
  query<Element>(root, (node) => isTag(node, tagName));

/** Elements below root, in document order, that pass the test. */
export const elementsWhere = (root: Node, test: (element: Element) => boolean): Element[] => [
  ...queryAll<Element>(root, (node) => isElementNode(node) && test(node)),
];

export const closest = (node: Node, test: (element: Element) => boolean): Element | undefined => {
  if (isElementNode(node) && test(node)) return node;
  for (const ancestor of ancestors(node)) if (isElementNode(ancestor) && test(ancestor)) return ancestor;
  return undefined;
};

export const classesOf = (element: Element): string[] => (getAttribute(element, 'class') ?? '').split(/\s+/);

export const addClass = (element: Element, name: string) => {
  const classes = classesOf(element).filter(Boolean);
  if (!classes.includes(name)) setAttribute(element, 'class', [...classes, name].join(' '));
};

/** Adds ids to an element's space-separated reference list (aria-describedby), in front of those it has. */
export const addReference = (element: Element, attribute: string, id: string) => {
  const current = (getAttribute(element, attribute) ?? '').split(/\s+/).filter(Boolean);
  if (!current.includes(id)) setAttribute(element, attribute, [id, ...current].join(' '));
};

type Child = Element | string;

/** Builds an HTML element with attributes and children (strings become text, escaped when the tree is serialised). */
export const buildElement = (
  tagName: string,
  attributes: Record<string, string> = {},
  ...children: Child[]
): Element => {
  const element = createElement(tagName, attributes);
  for (const child of children)
    defaultTreeAdapter.appendChild(element, typeof child === 'string' ? createTextNode(child) : child);
  return element;
};

export const insertBefore = (reference: ChildNode, node: ChildNode) =>
  defaultTreeAdapter.insertBefore(reference.parentNode as ParentNode, node, reference);

export const insertAfter = (reference: ChildNode, node: ChildNode) => {
  const parent = reference.parentNode as ParentNode;
  const next = parent.childNodes[parent.childNodes.indexOf(reference) + 1];
  if (next) defaultTreeAdapter.insertBefore(parent, node, next);
  else defaultTreeAdapter.appendChild(parent, node);
};

export const appendChild = (parent: ParentNode, node: ChildNode) => defaultTreeAdapter.appendChild(parent, node);

/** Replaces every child of parent with the given nodes. */
export const replaceChildren = (parent: ParentNode, ...nodes: ChildNode[]) => {
  for (const child of [...parent.childNodes]) defaultTreeAdapter.detachNode(child);
  for (const node of nodes) defaultTreeAdapter.appendChild(parent, node);
};
