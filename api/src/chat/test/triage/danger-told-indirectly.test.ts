/*
 * Self-harm in immediate danger, thoughts of self-harm and overdoses told indirectly (preparations made for a time,
 * a farewell thanks, a place of danger, self-injury to feel something, goodbyes at ordinary partings, slang for
 * swallowing), and the everyday look-alikes of each that must stay as they are.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const DANGER = 'self-harm-immediate-danger';
const THOUGHTS = 'self-harm-thoughts';
const OVERDOSE = 'overdose-or-poisoning';

describe('preparations made for a time soon, a farewell thanks, or a place of danger written from without errand', () => {
  it.each([
    ['Everything is set for tonight. Just wanted to say thanks to the nurse who always listened.'],
    ['I am parked up on the top floor of the multistorey. not sure why I am even messaging you'],
    ['banging my fists against the door to cope with it all'],
    ['he keeps hitting his head on the floor and there is blood'],
  ])('raises immediate danger for %j', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    ["Everything is set for tonight, the kids are at their nan's. Can I book a massage?"],
    ["I don't know why I'm even messaging you so late, my back is stiff"],
    ["I've been banging my head against a brick wall trying to get a scan booked"],
  ])('does not raise immediate danger for %j', (message) => {
    expect(triageByRules(message)).not.toContain(DANGER);
  });
});

describe('thoughts of self-harm told indirectly: a burden, goodbyes at ordinary partings, fear of what one will do', () => {
  it.each([
    ['my dad says all the time that he is a burden and they would be better off if he was not here'],
    ['my wife has started saying strange goodbyes whenever I go out to the shops'],
    ['my brother has been giving away his records and saying goodbye to people'],
    ['frightened of what I am going to do to myself'],
    ['honestly kms tbh'],
    ['my gran keeps saying she will throw herself off the pier'],
  ])('raises self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).toContain(THOUGHTS);
  });

  it.each([
    ['my daughter throws herself into her revision every spring'],
    ['our two year old throws herself down on the carpet when she is tired'],
    ['I ran 10 kms yesterday and my lower back is sore'],
    ['gave away my old exercise bike, my back is better now'],
  ])('does not raise self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).not.toContain(THOUGHTS);
  });
});

describe('tablets swallowed down told in slang ("knocked back")', () => {
  it('reads a load of tablets knocked back as an overdose', () => {
    expect(triageByRules('knocked back a whole load of my tramadol with some vodka earlier')).toContain(OVERDOSE);
  });

  it('reads a refusal for more tablets as no overdose', () => {
    expect(triageByRules('got knocked back by the chemist when I asked for more co-codamol')).not.toContain(OVERDOSE);
  });
});

describe('overdosing on a treat, a poison threatened in jest or taught; wanting to die, laughed or not', () => {
  it.each([
    ['overdosed on mince pies at christmas lol, back is still fine'],
    ['my mum will poison me if I am late for her birthday lunch'],
    ['the nursery ran a poison prevention session, which cleaning stuff is worst for toddlers?'],
  ])('raises nothing for %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [THOUGHTS, 'I want to die lol and I keep thinking of killing myself'],
    // Failing towards safety: a laugh does not take back a wish to die ('i want to die lol' may be meant).
    [THOUGHTS, 'i want to die lol'],
    [THOUGHTS, 'the traffic on the M25 made me want to die lmao'],
    [THOUGHTS, 'I want to die. nothing helps the pain'],
    [OVERDOSE, 'I overdosed on my pregabalin last night'],
    [OVERDOSE, 'my son drank some bleach, even after the poison safety talk at school'],
  ])('still raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });
});
