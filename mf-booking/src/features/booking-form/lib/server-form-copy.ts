import { EMPTY_BOOKING_FORM, type BookingFormValues, type FormSource } from '@clinic/contracts/booking';
import { typedDateToValue } from './booking-dates';

/** Marks the element around each booking form, in the page and so in the server's prerendered copy of it. */
export const BOOKING_FORM_REGION_ATTRIBUTE = 'data-booking-form-region';

type FieldName = keyof BookingFormValues;
const DATE_FIELDS: ReadonlySet<string> = new Set<FieldName>(['dateOfBirth', 'previousScanDate']);
const isFieldName = (name: string): name is FieldName => Object.prototype.hasOwnProperty.call(EMPTY_BOOKING_FORM, name);

/**
 * The server's HTML for the form region of `formSource`, if the page the visitor loaded came with one. Read while
 * the app first renders: the prerendered page is then still in the document and the app's own region is not.
 */
export function serverFormHtml(formSource: FormSource): string | undefined {
  const region = serverFormRegion(formSource);
  if (!region?.innerHTML.trim()) return undefined;
  const copy = region.cloneNode(true) as Element;
  renameIds(copy, `copy-${formSource}-`);
  return copy.innerHTML;
}

const serverFormRegion = (formSource: FormSource) =>
  document.querySelector<HTMLElement>(`[${BOOKING_FORM_REGION_ATTRIBUTE}="${formSource}"]`);

const ID_REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-errormessage'];

/**
 * Gives the copy's own ids a prefix (and the references to them): the app's started forms make their ids afresh,
 * and one of them must never name a field of a copy still on the page. References to ids outside the copy (the
 * form's heading) stay as they are.
 */
function renameIds(root: Element, prefix: string) {
  const own = new Set(Array.from(root.querySelectorAll('[id]'), (element) => element.id));
  for (const element of root.querySelectorAll('*')) {
    if (element.id) element.id = prefix + element.id;
    for (const attribute of ID_REFERENCES) {
      const value = element.getAttribute(attribute);
      if (!value) continue;
      const renamed = value.split(/\s+/).map((id) => (own.has(id) ? prefix + id : id));
      element.setAttribute(attribute, renamed.join(' '));
    }
  }
}

export interface FormCopyState {
  values: Partial<BookingFormValues>;
  /** The field that has focus in the copy, if any. */
  focused?: FieldName;
}

/** What the visitor entered in a plain-HTML copy of the form: text as typed, each group's checked radio, dates. */
export function readFormCopy(copy: HTMLElement): FormCopyState {
  // Plain strings here; the form's resolver checks every value (a radio's too) before anything is sent.
  const values: Partial<Record<FieldName, string>> = {};
  for (const element of copy.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    const { name } = element;
    if (!isFieldName(name)) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) values[name] = element.value;
    } else if (element.value !== '') {
      values[name] = DATE_FIELDS.has(name) ? typedDateToValue(element.value) : element.value;
    }
  }
  const active = document.activeElement;
  const activeName = active && copy.contains(active) ? active.getAttribute('name') : null;
  return {
    values: values as Partial<BookingFormValues>,
    ...(activeName && isFieldName(activeName) ? { focused: activeName } : {}),
  };
}

/**
 * What the visitor entered in the prerendered form of `formSource` and the field they are in, if the page still
 * shows it: an island booting in its place reads this while it first renders, before its own form replaces it.
 */
export function readServerForm(formSource: FormSource): FormCopyState {
  const region = serverFormRegion(formSource);
  return region ? readFormCopy(region) : { values: {} };
}
