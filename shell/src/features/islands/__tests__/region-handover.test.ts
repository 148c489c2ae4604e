import { handOver } from '../lib/region-handover';

const FIELDS =
  '<form><input type="search" value=""><select><option value="">All</option><option value="Spine">Spine</option></select>' +
  '<input type="checkbox"><textarea></textarea><input name="untouched" value="kept"></form>';

function region(html: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

it('enters what was typed, chosen and ticked into the app’s fields as events its handlers see', () => {
  document.body.innerHTML = '';
  const server = region(FIELDS);
  const app = region(FIELDS);
  app.hidden = true;
  const [search, select, checkbox, textarea] = server.querySelectorAll<HTMLInputElement>('input, select, textarea');
  search!.value = 'spine';
  (select as unknown as HTMLSelectElement).value = 'Spine';
  checkbox!.checked = true;
  (textarea as unknown as HTMLTextAreaElement).value = 'Since March';

  const seen: string[] = [];
  for (const type of ['input', 'change', 'click']) {
    app.addEventListener(type, (event) => seen.push(`${type}:${(event.target as Element).tagName.toLowerCase()}`));
  }
  const untouchedEvents = jest.fn();
  app.querySelector('[name="untouched"]')!.addEventListener('input', untouchedEvents);
  handOver({ server, app });

  const [liveSearch, liveSelect, liveCheckbox, liveTextarea, untouched] =
    app.querySelectorAll<HTMLInputElement>('input, select, textarea');
  expect(liveSearch).toHaveValue('spine');
  expect(liveSelect).toHaveValue('Spine');
  expect(liveCheckbox).toBeChecked();
  expect(liveTextarea).toHaveValue('Since March');
  expect(untouched).toHaveValue('kept');
  expect(untouchedEvents).not.toHaveBeenCalled();
  expect(seen).toEqual(expect.arrayContaining(['input:input', 'change:select', 'click:input', 'input:textarea']));
  expect(server.isConnected).toBe(false);
  expect(app.hidden).toBe(false);
});

it('finds named fields and focus by name where the app shows more than the server’s copy', () => {
  document.body.innerHTML = '';
  const server = region('<form><input name="lastName"><input type="radio" name="scans" value="yes"></form>');
  const app = region(
    '<form><input name="hospital"><input name="lastName"><input type="radio" name="scans" value="no">' +
      '<input type="radio" name="scans" value="yes"></form>',
  );
  app.hidden = true;
  const [lastName, yes] = server.querySelectorAll('input');
  lastName!.value = 'Smith';
  yes!.checked = true;
  lastName!.focus();

  handOver({ server, app });

  expect(app.querySelector('[name="hospital"]')).toHaveValue('');
  expect(app.querySelector('[name="lastName"]')).toHaveValue('Smith');
  expect(app.querySelector('[name="lastName"]')).toHaveFocus();
  expect(app.querySelector('[value="yes"]')).toBeChecked();
  expect(app.querySelector('[value="no"]')).not.toBeChecked();
});

it('carries a tick to a named checkbox that has no value attribute (its value is "on")', () => {
  document.body.innerHTML = '';
  const consent = '<input type="checkbox" name="consent">';
  const server = region(consent);
  const app = region(consent);
  app.hidden = true;
  const changes = jest.fn();
  app.addEventListener('change', changes);
  server.querySelector('input')!.checked = true;
  handOver({ server, app });
  expect(app.querySelector('input')!.checked).toBe(true);
  expect(changes).toHaveBeenCalledTimes(1);
});
