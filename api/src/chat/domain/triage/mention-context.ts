import type { Mention } from './find-mentions';
import { clauseRange } from './mention-context/clauses';
import { claimAfter, claimerOf, isGeneral, lastDenial } from './mention-context/general-question';
import { isHistory } from './mention-context/history';
import { isFiction, isHypothetical, worryToldAsOwn } from './mention-context/hypothetical';
import {
  isAccident,
  isCausedAfter,
  isExplained,
  isFigureOfSpeech,
  isFromTheCold,
  isFromTheMouth,
} from './mention-context/loose-words';
import { MentionContext } from './mention-context/message-facts';
import { isNegated } from './mention-context/negation';
import { type Experiencer, experiencerOf, GENERIC, PET, SELF, STORY_PERSON } from './mention-context/people';
import { anyIn } from './mention-context/spans';
import type { MessageMatcher } from './pattern-matcher';

export type { Experiencer } from './mention-context/people';

export interface JudgedMention extends Mention {
  experiencer: Experiencer;
  /** Affirmed, current, about a real person, and not a hypothetical or a general question. */
  reported: boolean;
}

/**
 * Reads the context of every mention: negation (its scope runs to the end of its clause, and a later 'I don't have
 * it' denies what came before), hypotheticals and general questions, long-ago history, and whose symptoms they are.
 * The message's facts (spans, clauses, people) are built once (mention-context/message-facts.ts); each reading is a
 * module of mention-context/ that reads them.
 */
export function judgeMentions(matcher: MessageMatcher, mentions: readonly Mention[]): JudgedMention[] {
  // Nothing to judge: the clauses, people and fifty classes' spans below are read for the mentions alone.
  if (mentions.length === 0) return [];
  const c = new MentionContext(matcher, mentions);
  const lastDenialAt = lastDenial(c);
  const general = isGeneral(c);
  // Built field by field: object spread per mention was most of the triage's time on long messages.
  // 1 where an everyday cause accounts for the mention, 2 where one accounts for it only in a child (forChild).
  const explained: number[] = [];
  const judged = mentions.map((mention) => {
    const { concept, definition, start, end, cancelledAt, cancelledInClauseAt, explainedAt, childExplainedAt } =
      mention;
    const { cancelledInClauseExceptSmallChildAt } = mention;
    const range = clauseRange(c, start);
    const claim = claimAfter(c, mention);
    const named = experiencerOf(c, mention);
    // 'Is it normal for your legs to go numb? Been like it since Tuesday': the question's 'you' is the writer, and
    // what it asked is the writer's own, whatever is said of curiosity after it ('… just curious').
    const claimed = claim >= 0 || ((named === GENERIC || named === SELF) && worryToldAsOwn(c, mention));
    const claimer = claim >= 0 ? claimerOf(c, mention, claim) : undefined;
    const experiencer = claimer ?? (claimed && named === GENERIC ? SELF : named);
    const hypothetical = !claimed && (isHypothetical(c, mention, range, experiencer) || isFiction(c, mention));
    const anchored = claimed || (!hypothetical && anyIn(c.selfNamed, range[0], range[1]));
    const reported =
      experiencer.key !== 'generic' &&
      experiencer !== PET &&
      experiencer !== STORY_PERSON &&
      !isNegated(c, mention, range, experiencer.isSmallChild) &&
      !hypothetical &&
      !isHistory(c, mention, range, experiencer) &&
      !isAccident(c, mention) &&
      !isFigureOfSpeech(c, mention) &&
      !isFromTheCold(c, mention) &&
      !isFromTheMouth(c, mention) &&
      !isCausedAfter(c, mention) &&
      (anchored || (!general && end > lastDenialAt));
    explained.push(
      !reported
        ? 0
        : isExplained(c, explainedAt, start)
          ? 1
          : experiencer.isChild && isExplained(c, childExplainedAt, start)
            ? 2
            : 0,
    );
    return {
      concept,
      definition,
      start,
      end,
      cancelledAt,
      cancelledInClauseAt,
      cancelledInClauseExceptSmallChildAt,
      explainedAt,
      childExplainedAt,
      experiencer,
      reported,
    };
  });
  // A mention an everyday cause accounts for is not reported, unless the same person is reported to have,
  // unexplained, a concept that keeps it urgent (ConceptDefinition.explained.unlessAlso).
  if (!explained.some((how) => how > 0)) return judged;
  const unexplained = new Set<string>();
  judged.forEach((mention, index) => {
    if (!mention.reported || explained[index]) return;
    unexplained.add(`${mention.experiencer.key} ${mention.concept}`);
    unexplained.add(`* ${mention.concept}`);
  });
  // A child's cause holds only with no such concept told of anyone: 'he' after a baby brother may be either child.
  const keepsUrgent = (mention: JudgedMention, how: number) =>
    how === 2
      ? (mention.definition.explained?.forChild?.unlessAlso ?? []).some((concept) => unexplained.has(`* ${concept}`))
      : (mention.definition.explained?.unlessAlso ?? []).some((concept) =>
          unexplained.has(`${mention.experiencer.key} ${concept}`),
        );
  judged.forEach((mention, index) => {
    const how = explained[index]!;
    if (how > 0 && !keepsUrgent(mention, how)) judged[index] = { ...mention, reported: false };
  });
  return judged;
}
