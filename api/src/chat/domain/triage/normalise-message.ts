/**
 * Puts a visitor's message into one canonical form before the red-flag patterns run: lower case, no accents,
 * contractions spelt out, US spellings and common misspellings mapped to the words the patterns use, and a few
 * hedges and idioms rewritten so that they are not mistaken for negation.
 */

const CONTRACTIONS: readonly [RegExp, string][] = [
  [
    /\b(can ?not|cant|can't|could ?not|couldnt|couldn't|unable to|not able to|(have|has|had) not been able to)\b/g,
    'cannot',
  ],
  [/\bwon'?t\b/g, 'will not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|should|would)n'?t\b/g, '$1 not'],
  [/\bi'?m\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\b(it|that|he|she)'s\b/g, '$1 is'],
];

/** Hedges and idioms that contain a negation word but do not deny a symptom. */
const NOT_NEGATIONS: readonly [RegExp, string][] = [
  [/\b(?:do not|did not) know (if|whether)\b|\bnot (?:sure|certain) (if|whether)\b/g, 'unsure $1$2'],
  [/\bnot (?:sure|certain)\b|\bcannot tell (if|whether)\b/g, 'unsure $1'],
  [/\bnot (just|only)\b/g, 'also'],
  [/\bno (longer)\b/g, 'now not'],
  [/\bno idea\b/g, 'unsure'],
  [/\bnot (been )?able to\b/g, 'cannot'],
];

/** US spellings and frequent misspellings of the words the patterns look for. */
const WORD_FIXES: Readonly<Record<string, string>> = {
  tumor: 'tumour',
  tumors: 'tumours',
  anesthesia: 'anaesthesia',
  anesthetic: 'anaesthetic',
  feces: 'faeces',
  fecal: 'faecal',
  leukemia: 'leukaemia',
  hematoma: 'haematoma',
  paralyzed: 'paralysed',
  paralyze: 'paralyse',
  mom: 'mum',
  numbb: 'numb',
  numm: 'numb',
  numbe: 'numb',
  nunb: 'numb',
  mumb: 'numb',
  numbish: 'numb',
  tingly: 'tingling',
  tinglin: 'tingling',
  fevre: 'fever',
  feaver: 'fever',
  fevor: 'fever',
  fver: 'fever',
  temp: 'temperature',
  tempreture: 'temperature',
  temprature: 'temperature',
  temperture: 'temperature',
  sucide: 'suicide',
  suicde: 'suicide',
  suiside: 'suicide',
  sucidal: 'suicidal',
  suicidle: 'suicidal',
  wieght: 'weight',
  weigth: 'weight',
  waight: 'weight',
  bowl: 'bowel',
  bowls: 'bowels',
  blader: 'bladder',
  butt: 'bum',
  backpain: 'back pain',
  bck: 'back',
  bak: 'back',
  legz: 'legs',
  boht: 'both',
  bothe: 'both',
  cancre: 'cancer',
  cancar: 'cancer',
  canser: 'cancer',
  chemo: 'chemotherapy',
  weeker: 'weaker',
  wekker: 'weaker',
  chst: 'chest',
  chesst: 'chest',
  injectin: 'injecting',
  operaton: 'operation',
  urin: 'urine',
  incontinant: 'incontinent',
  clumbsy: 'clumsy',
  clumsey: 'clumsy',
  unsteddy: 'unsteady',
  unstedy: 'unsteady',
  wobly: 'wobbly',
  shivery: 'shivering',
  shivvering: 'shivering',
  genitles: 'genitals',
  genitels: 'genitals',
  accidant: 'accident',
  acident: 'accident',
  sholder: 'shoulder',
  collaped: 'collapsed',
};

/**
 * Longer words the patterns rely on: a word of seven letters or more one edit away from one of these is taken to
 * be a misspelling of it ('numbnes', 'incontinance', 'weakeness'). Short words are left alone: too many real words
 * sit one letter apart ('fever' and 'fewer', 'ladder' and 'bladder').
 */
const FUZZY_VOCABULARY: readonly string[] = [
  'numbness',
  'bladder',
  'incontinence',
  'incontinent',
  'weakness',
  'tingling',
  'urinating',
  'suicidal',
  'temperature',
  'shivering',
  'feverish',
  'genitals',
  'buttocks',
  'surgery',
  'operation',
  'injection',
  'chemotherapy',
  'radiotherapy',
  'immune',
  'accident',
  'unsteady',
  'clumsiness',
  'paralysed',
  'erection',
  'erectile',
  'sensation',
  'feeling',
  'worsening',
  'steroids',
  'vertebra',
  'myself',
  'weight',
  'saddle',
  'control',
];

/** Optimal string alignment distance, stopping early once it exceeds 1. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (i === a.length && i === b.length) return true;
  const rest = (x: number, y: number) => a.slice(x) === b.slice(y);
  return (
    rest(i + 1, i + 1) ||
    rest(i + 1, i) ||
    rest(i, i + 1) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(i + 2, i + 2))
  );
}

const FUZZY_MIN_LENGTH = 7;
const fuzzyCache = new Map<string, string>();

function correctWord(word: string): string {
  const fixed = WORD_FIXES[word];
  if (fixed) return fixed;
  if (word.length < FUZZY_MIN_LENGTH || FUZZY_VOCABULARY.includes(word)) return word;
  let corrected = fuzzyCache.get(word);
  if (corrected === undefined) {
    corrected =
      FUZZY_VOCABULARY.find((known) => known.length >= FUZZY_MIN_LENGTH && withinOneEdit(word, known)) ?? word;
    if (fuzzyCache.size < 10_000) fuzzyCache.set(word, corrected);
  }
  return corrected;
}

/** The canonical form of a message: words and clause punctuation separated by single spaces. */
export function normaliseMessage(message: string): string {
  let text = message
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"');
  text = text.replace(/[a-z]+/g, (word) => correctWord(word));
  for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement);
  for (const [pattern, replacement] of NOT_NEGATIONS) text = text.replace(pattern, replacement);
  return text
    .replace(/([,;:!?()]|\.(?![0-9]))/g, ' $1 ')
    .replace(/[^a-z0-9.,;:!?()'&/ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
