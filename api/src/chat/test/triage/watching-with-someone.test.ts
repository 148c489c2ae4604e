/*
 * A programme or a book named in a sentence sets aside what its characters have, not what happens in the room while
 * the writer watches: the writer's own people, or a turn ('then', 'when', 'suddenly', 'and now') after the frame, are
 * a report; only a stranger of the programme, and 'he' or 'she' after them, is the story's.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const REPORTS = [
  // Collapse, not breathing.
  'we had EastEnders on, then my husband collapsed and he is not breathing',
  'watching Corrie when my mum fell to the floor and she is unconscious',
  'we were watching Emmerdale and suddenly my son collapsed and isnt breathing',
  'on Hollyoaks last night and then my wife passed out and we cannot wake her',
  'watching Casualty with grandad, then he collapsed and he is not responding',
  // Stroke.
  'we were watching Holby and my dad suddenly has a droopy face and slurred speech',
  'watching Neighbours when my mum said her arm went weak and her face is drooping',
  'we were watching EastEnders, then my husband could not get his words out and his face dropped',
  // Chest pain.
  'watching Corrie with my dad, then he said he has crushing chest pain going down his arm',
  'we were watching Holby when my wife got crushing chest pain and she is sweating',
  // Cauda equina.
  'watching Emmerdale and now my husband cannot feel his legs or his bum and he has wet himself',
  'we were watching Casualty when I suddenly could not feel between my legs and I cannot wee',
  'we were watching Holby, then my mum said she cannot feel her legs and has wet herself',
  // Overdose.
  'we were watching Hollyoaks, then my daughter told me she has taken 30 paracetamol',
  'watching EastEnders and my son has just taken a whole box of his tablets',
  'on Corrie a woman took an overdose, then my sister said she has taken all her pills too',
  // A child's fever.
  'watching Neighbours when my baby got a high temperature and a rash that does not fade under a glass',
  'we were watching Holby and my 2 year old has a fever of 40 and is floppy',
  // A stranger of the programme first, then the room.
  'watching Casualty and a woman on it collapsed, then my mum collapsed too and is not breathing',
  'on Holby a man had a stroke and then my dad said his face feels numb and his speech is slurred',
];

const ORDINARY = [
  'watching Casualty and a man had a heart attack, why do they ask about the jaw?',
  "on Holby a woman couldn't feel her legs, is that realistic?",
  "my dad loves Holby, he had a heart attack in 2015 and says it's accurate",
  'watching Casualty when a man on it collapsed and stopped breathing, do they really do CPR that long?',
  'on EastEnders a woman took an overdose, is paracetamol really that dangerous?',
  'watching Holby with my mum and a woman on it had a stroke, her face drooped, is that how it starts?',
  'we were watching Emmerdale and a man collapsed and was not breathing, would they really shock him?',
  'on Corrie last week someone had cauda equina and could not feel their legs, is that a real thing?',
  'watching Hollyoaks and a girl on it had a high fever and a rash, how do you do the glass test?',
  'in the show a man had crushing chest pain and then he collapsed, was that realistic?',
  'watching Casualty when someone was brought in who had taken an overdose, do they pump stomachs still?',
  'in the episode where the nurse collapsed and stopped breathing, why did they not use a defib?',
  'watching Holby with my wife and a man on it could not feel his legs, she asked if that is an emergency',
  'on Holby, a woman had a stroke and then she could not speak, is that how quickly it happens?',
  'my mum watches EastEnders every night, a character had a heart attack and she wants to know the signs',
];

describe("a turn or the writer's own people after a programme named are the room's, not the story's", () => {
  it.each(REPORTS)('raises %s', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });

  it.each(ORDINARY)('keeps %s ordinary', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a stranger after a turn with no programme named, or a person watched, is in the room', () => {
  it.each([
    'we were watching telly when a man collapsed in the street outside and is not breathing',
    'I was watching the kids at the park and a boy fell off the climbing frame and cannot move his legs',
    'watching the grandchildren in the garden and a girl fell off the trampoline and cannot move her legs',
    'watched a lad skateboarding and he fell and now cannot feel his legs',
  ])('raises %s', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });

  it.each([
    'watching Casualty when a man had a heart attack, why do they ask about the jaw?',
    "Watched 24 Hours in A&E and a woman came in who couldn't feel her legs, do people recover?",
  ])("keeps a stranger of a programme named as the story's: %s", (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("a relative of the story's after a programme named, and 'he' or 'she' after them, is the story's", () => {
  it("keeps a character's relative ('the hero's wife', 'his son') in the story", () => {
    expect(
      triageByRules("in the series the detective's husband collapses and stops breathing, is that realistic?"),
    ).toEqual([]);
    expect(
      triageByRules('on Holby his daughter took an overdose and she was fine the next day, is that accurate?'),
    ).toEqual([]);
  });

  it("reads 'he' or 'she' after the programme as the writer's relative named before it", () => {
    expect(
      triageByRules('My husband is 64. We were watching Corrie and he collapsed and is not breathing'),
    ).not.toEqual([]);
  });
});
