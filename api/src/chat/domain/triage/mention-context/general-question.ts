import type { Mention } from '../find-mentions';
import { clauseRange } from './clauses';
import type { MentionContext } from './message-facts';
import type { Experiencer } from './people';
import { anyIn, firstAtOrAfter, spanEnd, within } from './spans';

/** How far after a general question ('asking for a friend') 'it's me' takes it back. */
const RETRACTION_REACH = 16;
/** How far before a claim ('that's happening to me') a negation denies it. */
const NEGATED_CLAIM_REACH = 3;
/** How many sentences after a question about anyone the writer may claim it ('… Because that's where I am.'). */
const CLAIM_SENTENCES = 1;

// 'Can chest pain be a heart attack? Just curious, I don't have it': a later denial takes back what came before,
// except what the writer plainly reports as their own ('my bum is numb').
/** Where the message's last denial of it ('I don't have it') starts, or -1. */
export const lastDenial = (c: MentionContext) => c.denialOfIt.starts.at(-1) ?? -1;
/** A general question ('for an essay', 'just curious') takes back everything the writer does not claim as theirs. */
export const isGeneral = (c: MentionContext) => {
  for (const start of c.generalQuestion.starts) {
    if (!within(c.generalRetracted, start, start + RETRACTION_REACH)) return true;
  }
  return false;
};

/**
 * A question about anyone, or 'you', that the writer then claims: 'Mine's got so bad', 'that's where I am'. Where
 * the claim starts, or -1.
 */
export const claimAfter = (c: MentionContext, mention: Mention) => {
  const { tokens, sentenceEnd } = c;
  const sentence = tokens[mention.start]?.sentence ?? 0;
  const end = sentenceEnd[sentence + CLAIM_SENTENCES] ?? sentenceEnd[sentence] ?? tokens.length;
  const { starts } = c.selfClaim;
  for (let index = firstAtOrAfter(starts, mention.end); index < starts.length; index += 1) {
    const start = starts[index]!;
    if (start >= end) break;
    if (claimStands(c, start) && !toldInTheStory(c, mention, start)) return start;
  }
  return echoedClaim(c, mention.end, end);
};
/** 'mine' and a bare 'is' or 'has': the writer says yes to what the question asked, the rest left out. */
const MINE = new Set(['mine', 'mines']);
const ECHOED_VERBS = new Set(['is', 'has']);
/**
 * 'Is it bad if back pain is worse at night? Mine is, it wakes me': 'mine is' or 'mine has', with nothing after it but
 * 'too' before its clause ends, claims what the question named ('mine is fine', 'mine isn't' do not). Where, or -1.
 */
function echoedClaim(c: MentionContext, from: number, end: number): number {
  const { tokens } = c;
  for (let start = from; start < end; start += 1) {
    if (!MINE.has(tokens[start]!.normal) || !ECHOED_VERBS.has(tokens[start + 1]?.normal ?? '')) continue;
    const after = tokens[start + 2]?.normal === 'too' ? start + 3 : start + 2;
    if ((tokens[after]?.isPunctuation ?? true) && claimStands(c, start)) return start;
  }
  return -1;
}
/**
 * 'In the film a man had a heart attack that started in his back': a claim in the sentence of a story's frame, told
 * before the mention, with the writer named nowhere in its clause, is the story's telling, not the writer's.
 */
const toldInTheStory = (c: MentionContext, mention: Mention, start: number) => {
  const sentence = c.tokens[mention.start]?.sentence ?? 0;
  if (c.tokens[start]?.sentence !== sentence) return false;
  const [first, end] = clauseRange(c, start);
  return within(c.fictionFrame, c.sentenceFirst[sentence] ?? 0, mention.start) && !anyIn(c.selfNamed, first, end);
};
/**
 * 'Is back pain in kids a red flag? My 7 year old's had it for a month': a claim in a later sentence, made by the
 * child or relative named just before it in that sentence, makes what the question named theirs.
 */
export const claimerOf = (c: MentionContext, mention: Mention, claim: number): Experiencer | undefined => {
  const { tokens } = c;
  const sentence = tokens[claim]?.sentence;
  if (sentence === tokens[mention.start]?.sentence) return undefined;
  const named = c.lastPerson[claim] ?? -1;
  const person = named >= 0 && tokens[named]?.sentence === sentence ? c.personAt[named]?.experiencer : undefined;
  return person?.key.startsWith('relative:') ? person : undefined;
};
/** Nor one its own clause dates long ago ('I came off mine years ago and was fine'): that claims a past, not now. */
const claimStands = (c: MentionContext, start: number) =>
  !deniedInItsSentence(c, start) && !claimDatedLongAgo(c, start);
const claimDatedLongAgo = (c: MentionContext, start: number) => {
  const [first, end] = clauseRange(c, start);
  return within(c.longAgo, first, end) || within(c.longStanding, first, end);
};
/**
 * 'That's not happening to me': a negation just before a claim, in its sentence, denies it; so does one inside it or
 * straight after it ('mine doesn't', 'mine does not').
 */
const deniedInItsSentence = (c: MentionContext, start: number) => {
  const sentenceStart = c.sentenceFirst[c.tokens[start]?.sentence ?? 0] ?? 0;
  const after = spanEnd(c.selfClaim, start) + 1;
  return within(c.negation, Math.max(sentenceStart, start - NEGATED_CLAIM_REACH), after);
};
