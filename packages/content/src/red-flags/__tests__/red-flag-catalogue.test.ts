import {
  findRedFlagEntry,
  mostUrgentRedFlagAction,
  RED_FLAG_ACTION_PRIORITY,
  RED_FLAG_ACTIONS,
  RED_FLAG_CATALOGUE,
  RED_FLAG_CATEGORIES,
  RED_FLAG_CATEGORY_ACTIONS,
  RED_FLAG_SOURCES,
  redFlagEntriesFor,
} from '../red-flag-catalogue';

describe('the red-flag catalogue', () => {
  it('gives every entry at least one known source and a known action', () => {
    for (const entry of RED_FLAG_CATALOGUE) {
      expect(entry.sources.length).toBeGreaterThan(0);
      for (const source of entry.sources) expect(RED_FLAG_SOURCES[source]).toBeDefined();
      expect(RED_FLAG_ACTIONS[entry.action]).toBeDefined();
    }
  });

  it('has unique kebab-case ids', () => {
    const ids = RED_FLAG_CATALOGUE.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers every category, and every category action is one of its entries’ actions', () => {
    for (const category of RED_FLAG_CATEGORIES) {
      const actions = redFlagEntriesFor(category).map((entry) => entry.action);
      expect(actions.length).toBeGreaterThan(0);
      expect(actions).toContain(RED_FLAG_CATEGORY_ACTIONS[category]);
    }
  });

  it('keeps each source and action keyed by its own id, with an https link and a tel: number', () => {
    for (const [id, source] of Object.entries(RED_FLAG_SOURCES)) {
      expect(source.id).toBe(id);
      expect(new URL(source.url).protocol).toBe('https:');
    }
    for (const [id, action] of Object.entries(RED_FLAG_ACTIONS)) {
      expect(action.id).toBe(id);
      expect(action.instruction).toMatch(/\.$/);
      expect(action.phones.length).toBeGreaterThan(0);
      for (const phone of action.phones) expect(phone.tel).toMatch(/^\d+$/);
    }
    expect([...RED_FLAG_ACTION_PRIORITY].sort()).toEqual(Object.keys(RED_FLAG_ACTIONS).sort());
  });

  it('sends the emergencies the issue names to 999 and cancer history to the acute oncology team', () => {
    expect(findRedFlagEntry('chest-pain-with-back-pain')?.action).toBe('emergency');
    for (const entry of redFlagEntriesFor('cauda-equina')) expect(entry.action).toBe('emergency');
    expect(findRedFlagEntry('cancer-history-new-spinal-pain')?.action).toBe('acute-oncology');
    expect(findRedFlagEntry('cancer-history-nerve-symptoms')?.action).toBe('acute-oncology');
    expect(RED_FLAG_ACTIONS['acute-oncology'].instruction).toMatch(/urgently.*immediately/);
    expect(RED_FLAG_ACTIONS.samaritans.phones.map((phone) => phone.tel)).toEqual(['116123', '999']);
  });

  it.each([
    'heart-attack',
    'aortic-dissection',
    'aortic-aneurysm-leak',
    'pulmonary-embolism',
    'sudden-severe-headache',
    'meningitis-signs',
    'sepsis-signs',
    'overdose-or-poisoning',
    'collapse-unconscious-or-not-breathing',
    'stroke-signs',
  ])('sends %s, an emergency outside the spine, to 999 or A&E with an NHS.UK source', (id) => {
    const entry = findRedFlagEntry(id);
    expect(entry?.action).toBe('emergency');
    expect(entry?.sources.some((source) => RED_FLAG_SOURCES[source].url.startsWith('https://www.nhs.uk/'))).toBe(true);
  });

  it('sends an infected wound and a child’s night or feverish back pain to a GP or NHS 111 the same day', () => {
    expect(findRedFlagEntry('infected-surgical-wound')?.action).toBe('same-day');
    expect(findRedFlagEntry('child-back-pain-night-or-fever')?.action).toBe('same-day');
  });

  it('picks the most urgent action for a set of categories', () => {
    expect(mostUrgentRedFlagAction(['infection', 'cancer'])).toBe('acute-oncology');
    expect(mostUrgentRedFlagAction(['self-harm', 'infection'])).toBe('samaritans');
    expect(mostUrgentRedFlagAction(['infection', 'chest-pain'])).toBe('emergency');
    expect(mostUrgentRedFlagAction([])).toBeUndefined();
  });

  it('finds nothing for an id that is not in the catalogue', () => {
    expect(findRedFlagEntry('no-such-flag')).toBeUndefined();
  });
});
