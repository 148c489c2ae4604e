/*
 * Red flags the rules used to leave to the second net: each reading in general form, beside the everyday look-alikes
 * that must stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('someone hurt by their own hand, losing a lot of blood', () => {
  it.each([
    "my brother has hurt himself, he won't open the bathroom door and there's blood everywhere",
    'my partner has harmed herself tonight and she is bleeding heavily',
    "I've just hurt myself and there is so much blood",
  ])('reads %p as self-harm in immediate danger', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    'my boy has hurt himself at hockey and there is a lot of blood from his nose',
    "she's hurt herself falling off the swing, lots of blood from her chin",
    'he has hurt himself sawing logs, bleeding a lot but it is bandaged',
    'my brother has hurt his back, and my nose has been bleeding a lot this week',
  ])('leaves %p ordinary', (message) => {
    expect(triageByRules(message)).not.toContain('self-harm-immediate-danger');
  });
});

describe('something told as torn inside the back, chest or tummy', () => {
  it.each([
    'my neighbour shouted that something ripped inside her back, then went white',
    'something has torn in my chest, out of the blue, going through to my back',
    'he says something inside his back just tore',
  ])('reads %p as a possible aortic dissection', (message) => {
    expect(triageByRules(message)).toContain('aortic-dissection');
  });

  it.each([
    'something ripped in my rucksack on the walk and now my back is stiff',
    'I think I tore a muscle in my back at the gym',
    'something ripped inside the back of the sofa cushion',
  ])('leaves %p ordinary', (message) => {
    expect(triageByRules(message)).not.toContain('aortic-dissection');
  });
});

describe("a spine's pain told later as 'its', typed for it's", () => {
  it.each([
    'a van went into the back of my car at speed this morning, my neck felt ok at first but now its really sore',
    'thrown off my quad bike an hour ago, back seemed alright but its agony now',
  ])('reads %p as a serious accident with spinal pain', (message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });

  it.each([
    'bumped in a car park last month at walking pace, neck was fine, its fine now',
    'my neck is fine, its the dog whose paw is sore after the car door',
  ])('leaves %p ordinary', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("a denial ends at 'and' before a time of now", () => {
  it.each([
    "my sciatica was meant to clear. it hasn't and this week during sex there is no feeling inside at all",
    "the physio said it would settle. it didn't and today both legs are numb",
    "the physio said it would settle. it didn't and this morning my legs are numb",
  ])('reads %p as a cauda equina sign', (message) => {
    expect(triageByRules(message).some((entryId) => entryId.startsWith('cauda-equina'))).toBe(true);
  });

  it.each([
    'no numbness and this week no tingling either, only a stiff back',
    'no weakness in my legs and yesterday I walked to town fine',
  ])('leaves %p ordinary', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
