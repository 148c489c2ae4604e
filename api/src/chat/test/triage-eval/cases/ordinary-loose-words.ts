/*
 * Ordinary: alarming words used loosely ("dying to", "killing me", "nearly wet myself laughing", "pain in the
 * neck" about a person, "crapping myself" for nerves, legs "dead" after a workout).
 * Sources: everyday British English idiom as people type it to a clinic, set beside the red-flag vocabulary of the
 * NHS.UK and GIRFT lists it overlaps with. No real person's message.
 */
import { ordinary, type TriageCase } from '../triage-case';

export const ORDINARY_LOOSE_WORDS_CASES: readonly TriageCase[] = ordinary([
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'My back is killing me after a long drive, any tips?',
  // Written for this set.
  "I'm dying to get back to the gym after my op",
  "this sciatica is killing me, what's the best stretch?",
  "I nearly wet myself laughing at the physio's jokes",
  'my boss is a real pain in the neck',
  "my back's doing my head in",
  'I could murder a cup of tea after that appointment',
  "I'm bored to death of these exercises",
  'the waiting list is killing me',
  'my kids are a pain in the backside, but my actual back is fine',
  "I'd kill for a decent chair at work",
  'this insurance form is going to be the death of me',
  "I'm knackered, and my back is stiff from moving house",
  'my heart sank when I saw the price',
  'That physio session nearly killed me, in a good way!',
  "I'm shaking with nerves about the op",
  "that's a weight off my mind, thank you",
  "I'm losing my mind waiting for the results",
  'my legs are like jelly after spin class',
  'I nearly died when I saw the bill',
  'it was a car crash of an appointment at the other clinic',
  "I'm sick to death of sitting around",
  "I've got butterflies about tomorrow's scan",
  'Absolutely crapping myself about the surgery tbh',
  'I was bricking it before my injection but it was fine',
  "I'm pooped after physio",
  "my bum's gone numb from sitting in your waiting room for an hour!",
  'the traffic was murder getting here',
  "my husband's snoring will be the death of me",
  'this weather is killing my knees',
  "my heart's in my mouth waiting for the results",
  "I'm fed up to the back teeth with this sciatica",
  'killer workout yesterday, my legs are dead today',
  "I'm dead on my feet after the night shift",
  'honestly I could cry, the parking here is a nightmare',
  'I laughed so hard at the school play I nearly peed, and my back was fine afterwards!',
  "my teenager is literally the death of me, she won't do her scoliosis exercises",
  'Just wanted to say a massive thank you to the whole team. Six months ago my back was killing me, I was ' +
    'dying to get back to football and honestly I was sick to death of lying on the floor. I nearly cried ' +
    'when the surgeon said we could try an injection first. Well, it worked, I played my first full match on ' +
    "Sunday and I was dead on my feet afterwards but not a twinge in my back. My wife says I'm a pain in the " +
    'neck again now that I am back to normal. Is there anything I should keep doing to stop it coming back?',
]);
