export interface KeptHtmlNotes {
  /** In place of a search or filter group ([role=search]). */
  filters: string;
  /** In place of a form: text with the clinic's phone number as a link. */
  form: (phoneLink: HTMLAnchorElement) => (string | Node)[];
  /** Above the region when other controls had to go. */
  controls: string;
  phone: string;
  /** Griffel class for the notes (the component calls the hook, so the rules are in the page). */
  noteClassName: string;
}

/** Marks ids of the kept copy, so they never clash with ids of the live page (useId values repeat). */
const ID_PREFIX = 'kept-';
const ID_REFERENCE_ATTRIBUTES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls'];
const CONTROLS = 'button, input, select, textarea';

function createNote(document: Document, className: string, content: (string | Node)[]) {
  const note = document.createElement('p');
  note.className = className;
  note.dataset.testid = 'remote-unavailable-note';
  note.append(...content);
  return note;
}

function prefixIds(root: DocumentFragment) {
  for (const element of root.querySelectorAll('[id]')) element.id = ID_PREFIX + element.id;
  for (const name of ID_REFERENCE_ATTRIBUTES) {
    for (const element of root.querySelectorAll(`[${name}]`)) {
      const ids = (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean);
      element.setAttribute(name, ids.map((id) => ID_PREFIX + id).join(' '));
    }
  }
}

/**
 * Turns a region's prerendered HTML into a static copy that stays honest: its text and links remain, while what
 * needs the missing remote to work does not pretend to. A form gives way to the clinic's phone number, a search or
 * filter group to a short note, and any other control is removed (with one note, if no other was added).
 */
export function prepareKeptHtml(html: string, notes: KeptHtmlNotes): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const { content } = template;
  const doc = template.ownerDocument;
  const note = (...parts: (string | Node)[]) => createNote(doc, notes.noteClassName, parts);

  let noted = false;
  for (const form of content.querySelectorAll('form')) {
    const phoneLink = doc.createElement('a');
    phoneLink.href = `tel:${notes.phone.replace(/\s+/g, '')}`;
    phoneLink.textContent = notes.phone;
    form.replaceWith(note(...notes.form(phoneLink)));
    noted = true;
  }
  for (const filters of content.querySelectorAll('[role="search"]')) {
    filters.replaceWith(note(notes.filters));
    noted = true;
  }
  const controls = content.querySelectorAll(CONTROLS);
  for (const control of controls) control.remove();
  if (controls.length > 0 && !noted) content.prepend(note(notes.controls));

  prefixIds(content);
  return template.innerHTML;
}
