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
  const region = document.querySelector(`[${BOOKING_FORM_REGION_ATTRIBUTE}="${formSource}"]`);
  return region?.innerHTML.trim() || undefined;
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
