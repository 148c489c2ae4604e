import { normaliseMessage } from './normalise-message';
import {
  GENERAL_QUESTION_OPENING,
  HYPOTHETICAL_CUES,
  NEGATION_CUES,
  NEGATION_SCOPE_BREAKS,
  PERSONAL,
  RELATIVE_BEFORE,
  SPEAKER,
} from './triage-patterns';
import { TRIAGE_RULES, type Requirement, type TriageRule } from './triage-rules';

/** How many words before a symptom a negation reaches: 'no fever, numbness or weakness'. */
const NEGATION_REACH = 5;

interface CompiledRequirement {
  pattern: RegExp;
  unlessBefore?: RegExp;
  unlessInSentence?: RegExp;
  unlessInMessage?: RegExp;
  unlessAboutRelative: boolean;
  negatable: boolean;
}

interface CompiledRule {
  entryId: string;
  all: CompiledRequirement[];
  sameSentence: boolean;
}

const bounded = (source: string) => `(?<![a-z0-9])(?:${source})(?![a-z0-9])`;

const compileRequirement = (requirement: Requirement): CompiledRequirement => ({
  pattern: new RegExp(bounded(requirement.pattern), 'g'),
  unlessBefore: requirement.unlessBefore ? new RegExp(`(?:^|[^a-z0-9])(?:${requirement.unlessBefore})$`) : undefined,
  unlessInSentence: requirement.unlessInSentence ? new RegExp(bounded(requirement.unlessInSentence)) : undefined,
  unlessInMessage: requirement.unlessInMessage ? new RegExp(bounded(requirement.unlessInMessage)) : undefined,
  unlessAboutRelative: requirement.unlessAboutRelative ?? false,
  negatable: requirement.negatable ?? true,
});

const compileRule = (rule: TriageRule): CompiledRule => ({
  entryId: rule.entryId,
  all: rule.all.map(compileRequirement),
  sameSentence: rule.sameSentence ?? false,
});

const COMPILED_RULES = TRIAGE_RULES.map(compileRule);
const GENERAL_QUESTION = new RegExp(`^(?:${GENERAL_QUESTION_OPENING})(?![a-z])`);
const PERSONAL_WORD = new RegExp(bounded(PERSONAL));
const HYPOTHETICAL = new RegExp(bounded(HYPOTHETICAL_CUES));
const ABOUT_RELATIVE = new RegExp(`(?:^|[^a-z0-9])(?:${RELATIVE_BEFORE})$`);
const SPEAKS_OF_SELF = new RegExp(bounded(SPEAKER));

/** Is the occurrence at `index` denied by a negation a few words before it ('no numbness', 'never had cancer')? */
function isNegated(sentence: string, index: number): boolean {
  const wordsBefore = sentence.slice(0, index).trim().split(' ').reverse().slice(0, NEGATION_REACH);
  for (const word of wordsBefore) {
    if (NEGATION_SCOPE_BREAKS.has(word)) return false;
    if (NEGATION_CUES.has(word)) return true;
  }
  return false;
}

/** The part of the sentence after its last comma: 'my mum had cancer , what is sciatica' -> 'what is sciatica'. */
const clauseOpening = (before: string) => {
  const comma = before.lastIndexOf(' , ');
  return (comma < 0 ? before : before.slice(comma + 3)).trim();
};

interface MessageContext {
  text: string;
  speaksOfSelf: boolean;
}

function occursIn(sentence: string, requirement: CompiledRequirement, context: MessageContext): boolean {
  if (requirement.unlessInSentence?.test(sentence)) return false;
  for (const match of sentence.matchAll(requirement.pattern)) {
    const before = sentence.slice(0, match.index);
    if (requirement.negatable && isNegated(sentence, match.index)) continue;
    if (HYPOTHETICAL.test(before)) continue;
    // A symptom named in a general question ('…, what is sciatica?') is the topic, not a report.
    if (GENERAL_QUESTION.test(clauseOpening(before))) continue;
    if (requirement.unlessBefore?.test(before)) continue;
    if (requirement.unlessAboutRelative && context.speaksOfSelf && ABOUT_RELATIVE.test(before)) continue;
    return true;
  }
  return false;
}

function ruleMatches(rule: CompiledRule, context: MessageContext, sentences: readonly string[]): boolean {
  const usable = rule.all.every((requirement) => !requirement.unlessInMessage?.test(context.text));
  if (!usable) return false;
  if (rule.sameSentence) {
    return sentences.some((sentence) => rule.all.every((requirement) => occursIn(sentence, requirement, context)));
  }
  return rule.all.every((requirement) => sentences.some((sentence) => occursIn(sentence, requirement, context)));
}

/** A question about a topic in general ('what is cauda equina syndrome?') describes nobody's symptoms. */
function isGeneralQuestion(message: string): boolean {
  return GENERAL_QUESTION.test(message) && !PERSONAL_WORD.test(message);
}

/**
 * The red-flag triage: deterministic, independent of any model, run first on every message. Returns the ids of the
 * red-flag catalogue entries the message describes, in rule order without repeats; empty when there are none.
 */
export function triageMessage(message: string): string[] {
  const text = normaliseMessage(message);
  if (isGeneralQuestion(text)) return [];
  const sentences = text
    .split(/ [.!?;] |\n/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const context: MessageContext = { text, speaksOfSelf: SPEAKS_OF_SELF.test(text) };
  const matched = new Set<string>();
  for (const rule of COMPILED_RULES) {
    if (!matched.has(rule.entryId) && ruleMatches(rule, context, sentences)) matched.add(rule.entryId);
  }
  return [...matched];
}
