import { prepareKeptHtml, type KeptHtmlNotes } from '../lib/prepare-kept-html';

const notes: KeptHtmlNotes = {
  filters: 'Filters are not available.',
  form: (phoneLink) => ['Please call ', phoneLink, '.'],
  controls: 'Some parts are not available.',
  phone: '020 7946 0001',
  noteClassName: 'note',
};

function prepared(html: string) {
  const container = document.createElement('div');
  container.innerHTML = prepareKeptHtml(html, notes);
  return container;
}

describe('prepareKeptHtml', () => {
  it('keeps text and links as they were', () => {
    const region = prepared('<h1>Publications</h1><p>Text <a href="/information">Information</a></p>');
    expect(region.querySelector('h1')?.textContent).toBe('Publications');
    expect(region.querySelector('a')?.getAttribute('href')).toBe('/information');
    expect(region.querySelector('[data-testid="remote-unavailable-note"]')).toBeNull();
  });

  it("puts the clinic's phone number in a form's place", () => {
    const region = prepared('<h2>Fellowship Inquiry</h2><form><input name="email"><button>Send</button></form>');
    expect(region.querySelector('form, input, button')).toBeNull();
    const note = region.querySelector('[data-testid="remote-unavailable-note"]');
    expect(note?.textContent).toBe('Please call 020 7946 0001.');
    expect(note?.querySelector('a')?.getAttribute('href')).toBe('tel:02079460001');
    expect(note?.className).toBe('note');
  });

  it('replaces a search and filter group with one short note, and drops the other controls', () => {
    const region = prepared(
      '<div role="search"><input type="search"><select></select><button>Clear Filters</button></div>' +
        '<ul><li>Paper <button>Show Abstract</button></li></ul>',
    );
    const notesShown = region.querySelectorAll('[data-testid="remote-unavailable-note"]');
    expect(Array.from(notesShown, (note) => note.textContent)).toEqual(['Filters are not available.']);
    expect(region.querySelector('button, input, select')).toBeNull();
    expect(region.querySelector('li')?.textContent).toBe('Paper ');
  });

  it('says so once when controls had to go and no other note was given', () => {
    const region = prepared('<p>Intro</p><button aria-expanded="false">More</button>');
    expect(region.firstElementChild?.textContent).toBe('Some parts are not available.');
    expect(region.querySelector('button')).toBeNull();
  });

  it('renames ids and their references, so they never clash with the live page', () => {
    const region = prepared(
      '<section aria-labelledby="_r_1_ _r_2_"><h2 id="_r_1_">A</h2><h3 id="_r_2_">B</h3></section>',
    );
    expect(region.querySelector('section')?.getAttribute('aria-labelledby')).toBe('kept-_r_1_ kept-_r_2_');
    expect(Array.from(region.querySelectorAll('[id]'), (element) => element.id)).toEqual(['kept-_r_1_', 'kept-_r_2_']);
  });
});
