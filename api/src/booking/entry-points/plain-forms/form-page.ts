import { PLAIN_FORM_TEXT, telHref, type PlainFormPage } from '@clinic/content';
import type { FieldError } from '@clinic/contracts';
import type { PostedFields } from '@clinic/contracts/booking';
import { ISLAND_ATTRIBUTE, ISLAND_BOOT_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@clinic/contracts/islands';
import {
  getAttribute,
  getTextContent,
  hasAttribute,
  removeAttribute,
  setAttribute,
  setTextContent,
} from '@parse5/tools';
import { parse, serialize } from 'parse5';
import { PLAIN_FORM_STYLES } from './form-page-styles';
import {
  addClass,
  appendChild,
  addReference,
  buildElement,
  classesOf,
  closest,
  elementsWhere,
  findTag,
  insertAfter,
  insertBefore,
  isTag,
  replaceChildren,
  type Element,
  type Node,
} from './page-tree';

/** Why a request was not sent; each has its notice (PLAIN_FORM_TEXT). */
export type NotSentReason = 'rateLimited' | 'failed' | 'crossSite' | 'unreadable';

export type FormOutcome =
  | { kind: 'received' }
  /** Each error's path is the name of the form control it is about ('' or an unknown name: shown in the summary only). */
  | { kind: 'invalid'; errors: readonly FieldError[] }
  | { kind: 'not-sent'; reason: NotSentReason };

export interface FormPageInput {
  /** The form's page as the site serves it (its nonce stamped in). */
  html: string;
  nonce: string;
  /** The form's action: finds it among the page's forms. */
  action: string;
  /** A hidden control that tells this form from others with the same action (the booking form's variant). */
  variant?: { name: string; value: string };
  text: PlainFormPage;
  outcome: FormOutcome;
  /** What the visitor entered, to put back into the form (never for a cross-site request). */
  values?: PostedFields;
}

const SUMMARY_TITLE_ID = 'plain-form-summary-title';
const NOTICE_TITLE_ID = 'plain-form-notice-title';
const FIELD_ROOT_CLASS = 'fui-Field';

const firstString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;

const isNamedControl = (element: Element) =>
  ['input', 'textarea', 'select'].includes(element.tagName) && hasAttribute(element, 'name');

const isToggle = (element: Element) => ['radio', 'checkbox'].includes(getAttribute(element, 'type') ?? '');

function findForm(root: Node, { action, variant }: FormPageInput): Element | undefined {
  return elementsWhere(root, (element) => isTag(element, 'form') && getAttribute(element, 'action') === action).find(
    (form) =>
      !variant ||
      elementsWhere(
        form,
        (control) => getAttribute(control, 'name') === variant.name && getAttribute(control, 'value') === variant.value,
      ).length > 0,
  );
}

/**
 * The form stays plain HTML on this page: an island booting over it (a script that arrives after all) would replace
 * the errors shown and the answers kept with a fresh form.
 */
function keepPlain(form: Element) {
  const marker = closest(form, (element) => hasAttribute(element, ISLAND_ATTRIBUTE));
  if (!marker) return;
  for (const attribute of [ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_BOOT_ATTRIBUTE])
    removeAttribute(marker, attribute);
}

/** Puts the visitor's answers back into the form's controls (hidden ones keep theirs: they name the form). */
function fillIn(form: Element, values: PostedFields) {
  for (const control of elementsWhere(form, isNamedControl)) {
    const name = getAttribute(control, 'name') ?? '';
    const type = getAttribute(control, 'type') ?? 'text';
    if (['hidden', 'submit', 'button', 'image', 'reset', 'file'].includes(type) || name === 'honeypot') continue;
    const value = Object.hasOwn(values, name) ? firstString(values[name]) : undefined;
    if (isToggle(control)) {
      if (value !== undefined && value === (getAttribute(control, 'value') ?? 'on'))
        setAttribute(control, 'checked', '');
      else removeAttribute(control, 'checked');
    } else if (control.tagName === 'textarea') {
      setTextContent(control, value ?? '');
    } else if (control.tagName === 'select') {
      for (const option of elementsWhere(control, (element) => isTag(element, 'option'))) {
        if (value !== undefined && getAttribute(option, 'value') === value) setAttribute(option, 'selected', '');
        else removeAttribute(option, 'selected');
      }
    } else {
      setAttribute(control, 'value', value ?? '');
    }
  }
  // A revealing answer's details (GOV.UK conditional reveal) show as the answers now stand.
  for (const radio of elementsWhere(form, (element) => hasAttribute(element, 'data-aria-controls'))) {
    const id = getAttribute(radio, 'data-aria-controls');
    const region = elementsWhere(form, (element) => getAttribute(element, 'id') === id)[0];
    if (!region) continue;
    if (hasAttribute(radio, 'checked')) removeAttribute(region, 'hidden');
    else setAttribute(region, 'hidden', '');
  }
}

interface SummaryItem {
  message: string;
  /** The control the message is about, to link to. */
  href?: string;
}

/**
 * Marks each field with an error as GOV.UK does: its message beside it (after its label, 'Error:' read before it),
 * the control invalid and described by the message. Returns the summary's items in the order of the fields.
 */
function markErrors(form: Element, errors: readonly FieldError[]): SummaryItem[] {
  const messages = new Map<string, string>();
  for (const { path, message } of errors) if (!messages.has(path)) messages.set(path, message);
  const items: SummaryItem[] = [];
  for (const control of elementsWhere(form, isNamedControl)) {
    const name = getAttribute(control, 'name') ?? '';
    const message = messages.get(name);
    if (message === undefined) continue;
    messages.delete(name);
    const id = getAttribute(control, 'id');
    items.push({ message, href: id ? `#${id}` : undefined });
    // A radio's message is about its group: the group is described and invalid, not one choice.
    const described = isToggle(control)
      ? (closest(control, (element) => isTag(element, 'fieldset') || getAttribute(element, 'role') === 'radiogroup') ??
        control)
      : control;
    const errorId = `${id ?? name}-error`;
    const messageElement = buildElement(
      'p',
      { id: errorId, class: 'plain-form-error-message' },
      buildElement('span', { class: 'plain-form-visually-hidden' }, `${PLAIN_FORM_TEXT.errorPrefix}: `),
      message,
    );
    const fieldRoot = closest(described, (element) => classesOf(element).includes(FIELD_ROOT_CLASS));
    const label =
      fieldRoot &&
      fieldRoot.childNodes.find((child): child is Element => isTag(child, 'label') || isTag(child, 'legend'));
    if (label) insertAfter(label, messageElement);
    else insertBefore(described, messageElement);
    if (fieldRoot) addClass(fieldRoot, 'plain-form-field-error');
    setAttribute(described, 'aria-invalid', 'true');
    addReference(described, 'aria-describedby', errorId);
  }
  // Errors about no control of the form (a name it does not have): listed, without a link.
  for (const message of messages.values()) items.push({ message });
  return items;
}

function errorSummary(items: readonly SummaryItem[]): Element {
  return buildElement(
    'div',
    { class: 'plain-form-summary', role: 'alert', 'aria-labelledby': SUMMARY_TITLE_ID, tabindex: '-1' },
    buildElement('h2', { id: SUMMARY_TITLE_ID }, PLAIN_FORM_TEXT.errorSummaryTitle),
    buildElement(
      'ul',
      {},
      ...items.map(({ message, href }) =>
        buildElement('li', {}, href ? buildElement('a', { href }, message) : message),
      ),
    ),
  );
}

/** A sentence with the team's number in it as a tel: link. */
function withPhone(sentence: string, phone: string): (Element | string)[] {
  const [before = '', after = ''] = sentence.split('{phone}');
  return [before, buildElement('a', { href: telHref(phone), class: 'plain-form-phone' }, phone), after];
}

function notSentNotice(reason: NotSentReason, text: PlainFormPage): Element {
  return buildElement(
    'div',
    { class: 'plain-form-notice', role: 'alert', 'aria-labelledby': NOTICE_TITLE_ID, tabindex: '-1' },
    buildElement('h2', { id: NOTICE_TITLE_ID }, PLAIN_FORM_TEXT.notSentHeading),
    buildElement('p', {}, ...withPhone(PLAIN_FORM_TEXT[reason], text.phone)),
  );
}

/** The confirmation in place of the page's content (its header, navigation and footer stay). */
function confirmation(main: Element, text: PlainFormPage) {
  const heading = findTag(main, 'h1');
  replaceChildren(
    main,
    buildElement(
      'div',
      { class: 'plain-form-received' },
      buildElement('h1', { class: heading ? (getAttribute(heading, 'class') ?? '') : '' }, text.receivedHeading),
      buildElement('p', {}, text.receivedBody),
      buildElement('p', {}, buildElement('a', { href: text.page, class: 'plain-form-start-again' }, text.startAgain)),
    ),
  );
}

/** Puts a block at the top of the page's content, before its heading (GOV.UK's place for an error summary). */
function atTop(main: Element, block: Element) {
  const heading = findTag(main, 'h1');
  if (heading) insertBefore(heading, block);
  else insertBefore(main.childNodes[0] ?? main, block);
}

/**
 * The page a form posted without JavaScript is answered with: the form's own page as the site serves it (parsed and
 * serialised by parse5, as a browser would), with the confirmation in place of its content, or the form again with
 * the answers kept and the errors marked (a GOV.UK error summary at the top, each message beside its field, the title
 * starting 'Error: '), or a notice that the request was not sent, with the team's phone number. The fields come
 * from the page itself, rendered by the form's one React component: nothing here knows a field.
 */
export function renderFormPage(input: FormPageInput): string {
  const document = parse(input.html);
  const head = findTag(document, 'head');
  const title = findTag(document, 'title');
  const main = findTag(document, 'main');
  const form = findForm(document, input);
  if (head) appendChild(head, buildElement('style', { nonce: input.nonce }, PLAIN_FORM_STYLES));
  const pageTitle = title ? getTextContent(title) : '';
  const retitle = (prefix: string) => title && setTextContent(title, `${prefix}${pageTitle}`);

  const { outcome } = input;
  if (outcome.kind === 'received') {
    if (main) confirmation(main, input.text);
    retitle(`${input.text.receivedHeading} - `);
  } else {
    if (form) {
      keepPlain(form);
      if (input.values) fillIn(form, input.values);
    }
    retitle(`${PLAIN_FORM_TEXT.errorPrefix}: `);
    const block =
      outcome.kind === 'invalid'
        ? errorSummary(form ? markErrors(form, outcome.errors) : outcome.errors.map(({ message }) => ({ message })))
        : notSentNotice(outcome.reason, input.text);
    if (main) atTop(main, block);
  }
  return serialize(document);
}
