/*
 * Plain ordinary openers made from a small grammar: who has it, where, what, how long, how it behaves and what they
 * ask. Each slot's words are split into two halves that share no word: openers from the first half may be looked at
 * while working on the triage, those from the second are only counted (a check that a change holds beyond the words
 * it was made on). Pain high in the back (upper back, between the shoulder blades) is left out: the catalogue raises
 * it on its own (cancer-between-shoulder-blades); so is pain in the leg alone, which the rules read as a calf's pain (a
 * clot's sign, swollen-calf) and leave the net to weigh.
 */
import { triageByRules } from '../../domain/triage/triage-message';
import { triageMessage } from '../../domain/triage/triage';
import { raisedEntries } from '../../domain/triage/triage-result';

interface Who {
  /** 'I have', 'my husband has'. */
  has: string;
  /** "I've had", "my husband's had". */
  hasHad: string;
  /** 'my', 'his'. */
  own: string;
}

export interface OpenerWords {
  who: readonly Who[];
  where: readonly string[];
  what: readonly string[];
  /** Starting 'for' or 'since' or 'on and off'; 'for' is dropped in the terse forms ('back pain, 6 weeks'). */
  howLong: readonly string[];
  how: readonly string[];
  asking: readonly string[];
}

export const LOOKED_AT: OpenerWords = {
  who: [
    { has: 'I have', hasHad: "I've had", own: 'my' },
    { has: 'my husband has', hasHad: "my husband's had", own: 'his' },
    { has: 'my son aged 30 has', hasHad: 'my son aged 30 has had', own: 'his' },
  ],
  where: ['lower back', 'neck', 'tailbone'],
  what: ['pain', 'stiffness', 'twinge'],
  howLong: ['since Tuesday', 'for 3 weeks', 'on and off for years'],
  how: ['worse in the mornings', 'not improving', 'after gardening'],
  asking: ['can I book', 'what exercises should I do', 'do I need a scan'],
};

export const COUNTED_ONLY: OpenerWords = {
  who: [
    { has: 'my wife has', hasHad: "my wife's had", own: 'her' },
    { has: 'my dad aged 58 has', hasHad: 'my dad aged 58 has had', own: 'his' },
    { has: 'me and my partner both have', hasHad: 'me and my partner have both had', own: 'our' },
  ],
  where: ['back', 'buttock', 'hip'],
  what: ['ache', 'sciatica', 'soreness'],
  howLong: ['for 6 months', 'since the weekend', 'for about 10 days'],
  how: ['when sitting', 'after a long drive', 'better once I get moving'],
  asking: ['how much is it', 'do you have anything on Saturday', 'should I see a physio or an osteopath'],
};

const terse = (howLong: string) => howLong.replace(/^for /, '');

/** Every opener the words make, each once. */
export function plainOpeners(words: OpenerWords): string[] {
  const openers = new Set<string>();
  for (const who of words.who)
    for (const where of words.where)
      for (const what of words.what)
        for (const howLong of words.howLong)
          for (const how of words.how)
            for (const asking of words.asking) {
              openers.add(`${who.has} ${where} ${what} ${howLong}, ${how}. ${asking}?`);
              openers.add(`${where} ${what} ${howLong}, ${how}`);
              openers.add(`${where} ${what}, ${terse(howLong)}, ${how}`);
              openers.add(`hi, ${who.hasHad} ${what} in ${who.own} ${where} ${howLong}, ${how}. ${asking}?`);
              openers.add(`${asking}? ${who.has} ${what} in ${who.own} ${where} ${howLong}`);
              openers.add(`${who.has} ${where} ${what}, ${how}`);
            }
  return [...openers];
}

/** The openers the rules alone raise, and those the rules with the net beside them raise. */
export function raisedOpeners(openers: readonly string[]): { byRules: string[]; withNet: string[] } {
  return {
    byRules: openers.filter((opener) => triageByRules(opener).length > 0),
    withNet: openers.filter((opener) => raisedEntries(triageMessage(opener)).length > 0),
  };
}
