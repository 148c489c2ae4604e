import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { baseForm, opensPredicate, respellWords, rewritePhrases } from './lexicon/word-forms';

/** One token of a message, as the triage's patterns see it. */
export interface MessageToken {
  /** Lower case, contractions spelt out ('n't' -> 'not'). */
  normal: string;
  /** The word the lexicon knows it by: 'peed', 'peeing' and 'pees' are all 'pee'. */
  base: string;
  /** Punctuation, which patterns never match and which bounds clauses. */
  isPunctuation: boolean;
  /** Index of the sentence it belongs to. */
  sentence: number;
  /** After 'and' or 'or', opens a new predicate ('no fever and coughing up blood'): see opensPredicate. */
  opensPredicate: boolean;
}

export interface ReadMessage {
  tokens: readonly MessageToken[];
  /** [first, last] token index of each sentence, in order. */
  sentences: readonly (readonly [number, number])[];
}

/** Longer runs of letters are not words (a pasted hash, a key held down): dropped, so the work stays linear. */
const MAX_WORD_LENGTH = 40;
/** A run of punctuation says no more after two characters ('!!!!!!', ',,,,,', '((((('). */
const MAX_PUNCTUATION_RUN = 2;
/** The first halves of contractions the model splits ("can't" -> 'ca' + "n't"): their normal form is the word. */
const CONTRACTION_PIECES = new Set(['ca', 'wo', 'sha', 'ai']);
/** The same mark again and again with spaces between (', , , , ,'): kept twice. */
const SPACED_PUNCTUATION_RUN = /([^\sa-z0-9'])(?:\s+\1){2,}/g;
/** A double quote, or a single one at the edge of a word (not the apostrophe inside "he'd" or "Grandma's"). */
const QUOTE_MARKS = /"|(?<![a-z0-9])'|'(?![a-z0-9])/g;
/** A word holding an apostrophe, with a mark straight after it: "sister's." or "dad's,". */
const APOSTROPHE_WORD_BEFORE_MARK = /([a-z0-9]'[a-z0-9]+)(?=[^\sa-z0-9'])/g;
const PUNCTUATION_RUN = new RegExp(`[^\\sa-z0-9']{${MAX_PUNCTUATION_RUN + 1},}`, 'g');

// The English model ships inside the npm package: nothing is downloaded. Tokens and sentence boundaries only: the
// part-of-speech tagger, which wink's lemmatiser needs for words with several lemmas, would double the time a message
// takes: those take their lemma from a table built at start from the model's irregular forms (word-forms.ts). wink's own
// negation marks everything up to the next punctuation, across 'but' and 'can't' alike, so negation is the
// triage's own (mention-context.ts).
const nlp = winkNLP(model, ['sbd']);
const its = nlp.its;

/** a-z, 0-9 and the apostrophe. */
const isWordCode = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 39;

/**
 * Each run of more than MAX_WORD_LENGTH letters, digits and apostrophes (what /[a-z0-9']{41,}/g finds in a lower-case
 * text) replaced by a space, in one scan: the regular expression took about half of tidy()'s time.
 */
function dropOverlongWords(text: string): string {
  let kept = '';
  let copiedUpTo = 0;
  let runStart = 0;
  for (let index = 0; index <= text.length; index += 1) {
    if (index < text.length && isWordCode(text.charCodeAt(index))) continue;
    if (index - runStart > MAX_WORD_LENGTH) {
      kept += `${text.slice(copiedUpTo, runStart)} `;
      copiedUpTo = index;
    }
    runStart = index + 1;
  }
  return copiedUpTo === 0 ? text : kept + text.slice(copiedUpTo);
}

/** Bounds the text the model reads: the same message, without what no person types. */
function tidy(message: string): string {
  const lowerCase = message
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    // Quotation marks around words say nothing of them ('he'd have 'called it a day''), and would end a pattern's gap.
    .replace(QUOTE_MARKS, ' ');
  const bounded = dropOverlongWords(lowerCase)
    .replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1 ')
    .replace(/(\d)(?=[a-z])/g, '$1 ')
    .replace(PUNCTUATION_RUN, (run) => run.slice(0, MAX_PUNCTUATION_RUN))
    .replace(SPACED_PUNCTUATION_RUN, '$1 $1')
    // A word with an apostrophe and a mark after it ("her sister's."): wink-nlp would keep the pair as one new word
    // and, from then on, read "sister's" as one word in every later message; apart, it splits it as it always does.
    .replace(APOSTROPHE_WORD_BEFORE_MARK, '$1 ');
  return respellWords(bounded);
}

/** What the triage takes from a word the model holds under one id, outside a contraction: the same in every message. */
interface WordReading {
  normal: string;
  base: string;
  isPunctuation: boolean;
}

/** How many ids' readings are kept: a message's words repeat those of earlier ones (wink keeps every id it meets). */
const READINGS_LIMIT = 20_000;
const readingsById = new Map<number, WordReading>();
/**
 * The pieces of contractions ("n't", "'s" …), by id and then by normal form: wink's contractions table gives each piece
 * one lemma per normal form ('s: 'is' -> 'be', 'has' -> 'have'), so the pair fixes its reading (some 200 pairs in all).
 */
const contractionReadings = new Map<number, Map<string, WordReading>>();

type WinkTokens = ReturnType<ReturnType<typeof nlp.readDoc>['tokens']>;

/** The token's normal form, base form and type, read from the model one by one. */
function readToken(all: WinkTokens, index: number): WordReading {
  const token = all.itemAt(index);
  const value = token.out();
  const normal = value.includes("'") || CONTRACTION_PIECES.has(value) ? token.out(its.normal) : value;
  // wink's type for its.lemma does not fit Token.out (its third parameter differs); the call is the documented one.
  const lemma = token.out(its.lemma as unknown as typeof its.normal);
  return { normal, base: baseForm(normal, lemma ?? ''), isPunctuation: token.out(its.type) === 'punctuation' };
}

/** The reading of a contraction's piece, kept by its id and normal form (read once, like any other word's). */
function readPiece(all: WinkTokens, index: number, id: number, normal: string): WordReading {
  let byNormal = contractionReadings.get(id);
  if (byNormal === undefined) {
    byNormal = new Map();
    contractionReadings.set(id, byNormal);
  }
  let reading = byNormal.get(normal);
  if (reading === undefined) {
    reading = readToken(all, index);
    byNormal.set(normal, reading);
  }
  return reading;
}

/**
 * Each token's reading. wink derives a token's value, normal form, type and lemma from its id alone (the part of
 * speech is never tagged here), except for the pieces of a contraction, which carry their own normal form and lemma
 * (and are the only tokens with a part of speech): those are read once per id, and the pieces once per id and normal
 * form, and kept, instead of three passes over every token of every message. wink's token items (itemAt) cost about
 * a kilobyte each; the normal forms are read as one column, and only when the message holds a contraction.
 */
function readTokens(all: WinkTokens): WordReading[] {
  const ids = all.out(its.uniqueId) as unknown as number[];
  const inContraction = all.out(its.contractionFlag) as unknown as boolean[];
  const normals = inContraction.includes(true) ? (all.out(its.normal) as unknown as string[]) : undefined;
  return ids.map((id, index) => {
    if (inContraction[index]) return readPiece(all, index, id, normals![index]!);
    let reading = readingsById.get(id);
    if (reading === undefined) {
      reading = readToken(all, index);
      if (readingsById.size < READINGS_LIMIT) readingsById.set(id, reading);
    }
    return reading;
  });
}

/**
 * Reads a message with wink-nlp (tokens, sentences, lemmas) after spelling out contractions and correcting common
 * misspellings. Linear in the length of the message.
 */
export function readMessage(message: string): ReadMessage {
  const doc = nlp.readDoc(rewritePhrases(tidy(message)));
  // wink's normal form also respells British words the American way ('mum' -> 'mom', 'tumour' -> 'tumor'); the
  // lexicon is British, so the typed word is kept, except for the pieces of a contraction ('ca' + "n't").
  // One collection for every pass: wink builds a new one, closures and all, on each call of tokens().
  const words = readTokens(doc.tokens());
  const spans = doc.sentences().out(its.span) as unknown as [number, number][];
  // Made at its final length: growing it by push() left several discarded copies per message.
  let count = 0;
  for (const [first, last] of spans) count += last - first + 1;
  const tokens = new Array<MessageToken>(count);
  let at = 0;
  spans.forEach(([first, last], sentence) => {
    for (let index = first; index <= last; index += 1) {
      const { normal, base, isPunctuation } = words[index]!;
      tokens[at] = {
        normal,
        base,
        isPunctuation,
        sentence,
        opensPredicate: opensPredicate(words[index - 1]?.normal, normal, words[index + 1]?.normal),
      };
      at += 1;
    }
  });
  return { tokens, sentences: spans };
}
