import nounExceptions from 'wink-eng-lite-web-model/dist/wn-noun-exceptions.js';
import verbExceptions from 'wink-eng-lite-web-model/dist/wn-verb-exceptions.js';
import { CONCEPT_PATTERNS } from './concept-patterns';
import { VOCABULARY, vocabularyWords } from './vocabulary';

/**
 * Words typed without their apostrophe, which the model reads as unknown words ('havent' has no lemma), and
 * contractions it leaves whole ("i'm"). Spelt out before the model reads the message.
 */
const CONTRACTIONS: Readonly<Record<string, string>> = {
  im: 'i am',
  "i'm": 'i am',
  ive: 'i have',
  cant: 'can not',
  cannot: 'can not',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  wont: 'will not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  couldnt: 'could not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  aint: 'is not',
  shes: 'she is',
  hes: 'he is',
  theyre: 'they are',
  youre: 'you are',
  thats: 'that is',
  whats: 'what is',
  ya: 'you',
  u: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  coz: 'because',
  cos: 'because',
  cuz: 'because',
  bc: 'because',
  tho: 'though',
  thru: 'through',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'got to',
  dunno: 'do not know',
  innit: 'is it not',
};

/**
 * Misspellings and US spellings of the words the lexicon relies on, from the errors spell checkers most often meet
 * (doubled or dropped letters, phonetic spellings) and the lay spellings of clinical words. Words of eight letters
 * or more are also corrected when one edit away from a lexicon word (see correctSpelling).
 */
const MISSPELLINGS: Readonly<Record<string, string>> = {
  // Text speak.
  carnt: 'can not',
  cnat: 'can not',
  terible: 'terrible',
  cnt: 'can not',
  wen: 'when',
  bk: 'back',
  n: 'and',
  y: 'why',
  wk: 'week',
  // Units of time written short: 'a crash 10 yrs ago', 'for 6 wks', '3 mths back' read as the words they stand for.
  wks: 'weeks',
  yr: 'year',
  yrs: 'years',
  mth: 'month',
  mths: 'months',
  mnth: 'month',
  mnths: 'months',
  nite: 'night',
  evry: 'every',
  realy: 'really',
  controll: 'control',
  relising: 'realising',
  realising: 'realising',
  sneez: 'sneeze',
  spin: 'spine',
  shoulderblades: 'shoulder blades',
  shoulderblade: 'shoulder blade',
  '2nite': 'tonight',
  tonite: 'tonight',
  takin: 'taking',
  sharted: 'soiled',
  pyrexial: 'feverish',
  // Without a fever: spelt as its synonym, so it is not corrected to 'pyrexial', one letter away.
  apyrexial: 'afebrile',
  // Clinical shorthand in referrals and notes: 'new LBP', 'LBP and sciatica'.
  lbp: 'low back pain',
  // Both sides and the limbs in a note's shorthand: 'bilat sciatica', 'LL weakness' (lower limbs), 'UL numb' (upper).
  bilat: 'bilateral',
  ll: 'legs',
  ul: 'arms',
  // Clinical words cut short in a note: 'urinary incont', 'wt loss', 'immunosupp', 'on MTX', 'long-term pred'.
  incont: 'incontinent',
  wt: 'weight',
  immunosupp: 'immunosuppressed',
  immunosuppn: 'immunosuppression',
  mtx: 'methotrexate',
  pred: 'prednisolone',
  // Spelling of the sensation words.
  numbb: 'numb',
  numm: 'numb',
  num: 'numb',
  numbe: 'numb',
  nunb: 'numb',
  mumb: 'numb',
  numbnes: 'numbness',
  numness: 'numbness',
  numbess: 'numbness',
  tingly: 'tingling',
  tinglin: 'tingling',
  tinglying: 'tingling',
  tingeling: 'tingling',
  pinsandneedles: 'pins and needles',
  weeker: 'weaker',
  wekker: 'weaker',
  weekness: 'weakness',
  weaknes: 'weakness',
  // Bladder, bowel and the body's lay and clinical names.
  blader: 'bladder',
  bladdar: 'bladder',
  bowl: 'bowel',
  bowls: 'bowels',
  bowles: 'bowels',
  urin: 'urine',
  "pee'd": 'pee',
  "wee'd": 'wee',
  "poo'd": 'poo',
  "pooh'd": 'poo',
  pooh: 'poo',
  poop: 'poo',
  pooped: 'pooed',
  pooping: 'pooing',
  feces: 'faeces',
  fecal: 'faecal',
  incontinant: 'incontinent',
  incontinance: 'incontinence',
  incontenence: 'incontinence',
  incontinents: 'incontinence',
  genitles: 'genitals',
  genitels: 'genitals',
  genitalia: 'genitals',
  butt: 'bum',
  bumhole: 'anus',
  arse: 'bum',
  ass: 'bum',
  fanny: 'vagina',
  errection: 'erection',
  erections: 'erection',
  anesthesia: 'anaesthesia',
  anesthetic: 'anaesthetic',
  paresthesia: 'paraesthesia',
  parasthesia: 'paraesthesia',
  cauder: 'cauda',
  corda: 'cauda',
  equinas: 'equina',
  equine: 'equina',
  sadle: 'saddle',
  // Spine and pain.
  bck: 'back',
  bak: 'back',
  backpain: 'back pain',
  backache: 'back ache',
  neckache: 'neck ache',
  sholder: 'shoulder',
  shoulda: 'shoulder',
  sciatic: 'sciatica',
  siatica: 'sciatica',
  sciattica: 'sciatica',
  vertebrae: 'vertebra',
  spinel: 'spinal',
  // The spine told as one word, as many write it ('a bulge on my backbone'): read as the spine, so @spine-part keeps
  // its ten one-word members (the second net reads classes of at most ten).
  backbone: 'spine',
  legz: 'legs',
  boht: 'both',
  bothe: 'both',
  agonny: 'agony',
  excrutiating: 'excruciating',
  excruciatingly: 'excruciating',
  unbareable: 'unbearable',
  unbearible: 'unbearable',
  // Fever, infection, feeling unwell.
  fevre: 'fever',
  feaver: 'fever',
  fevor: 'fever',
  fver: 'fever',
  temp: 'temperature',
  tempreture: 'temperature',
  temprature: 'temperature',
  temperture: 'temperature',
  tempature: 'temperature',
  shivvering: 'shivering',
  shiverin: 'shivering',
  infeccion: 'infection',
  infektion: 'infection',
  antibiotic: 'antibiotics',
  // Cancer and treatment.
  cancre: 'cancer',
  cancar: 'cancer',
  canser: 'cancer',
  cancers: 'cancer',
  tumor: 'tumour',
  tumors: 'tumour',
  tumours: 'tumour',
  leukemia: 'leukaemia',
  chemo: 'chemotherapy',
  radiation: 'radiotherapy',
  metastasis: 'metastases',
  mets: 'metastases',
  // Clinical shorthand, as patients copy it from their letters: 'on hormone tx', 'onc says stable'.
  onc: 'oncologist',
  oncol: 'oncology',
  tx: 'treatment',
  dx: 'diagnosed',
  hx: 'history',
  wieght: 'weight',
  weigth: 'weight',
  waight: 'weight',
  // Heart, lungs, head.
  chst: 'chest',
  chesst: 'chest',
  breathles: 'breathless',
  breathlesss: 'breathless',
  breathlessnes: 'breathlessness',
  sweatin: 'sweating',
  swetting: 'sweating',
  clamy: 'clammy',
  dizzey: 'dizzy',
  dizy: 'dizzy',
  faintish: 'faint',
  nausious: 'nauseous',
  nauseus: 'nauseous',
  naseous: 'nauseous',
  vomitting: 'vomiting',
  headach: 'headache',
  hedache: 'headache',
  headake: 'headache',
  migrane: 'migraine',
  meningitus: 'meningitis',
  menigitis: 'meningitis',
  sepsus: 'sepsis',
  siezure: 'seizure',
  // Mind.
  sucide: 'suicide',
  suicde: 'suicide',
  suiside: 'suicide',
  suecide: 'suicide',
  sucidal: 'suicidal',
  suicidle: 'suicidal',
  suicidel: 'suicidal',
  suisidal: 'suicidal',
  overdoes: 'overdose',
  od: 'overdose',
  "od'd": 'overdosed',
  // Injury and operations.
  accidant: 'accident',
  acident: 'accident',
  operaton: 'operation',
  opperation: 'operation',
  op: 'operation',
  ops: 'operation',
  surgury: 'surgery',
  surgey: 'surgery',
  injectin: 'injecting',
  osteoperosis: 'osteoporosis',
  osteoprosis: 'osteoporosis',
  clumbsy: 'clumsy',
  clumsey: 'clumsy',
  unsteddy: 'unsteady',
  unstedy: 'unsteady',
  wobly: 'wobbly',
  collaped: 'collapsed',
  colapsed: 'collapsed',
  // Family, as carers write.
  mom: 'mum',
  mommy: 'mum',
  mummy: 'mum',
  daddy: 'dad',
  hubby: 'husband',
  paralyzed: 'paralysed',
  paralyze: 'paralyse',
};

/**
 * Real words one letter away from a lexicon word, which the edit-distance correction must leave alone
 * ('swearing' is not 'sweating', 'dumbness' is not 'numbness').
 */
const REAL_WORDS = new Set([
  'overdone',
  'overdoing',
  'swearing',
  'sweeting',
  'dumbness',
  'meekness',
  'tinkling',
  'mingling',
  'jingling',
  'singling',
  'bleeding',
  'breeding',
  'peeling',
  'reeling',
  'shelling',
  'spelling',
  'smelling',
  'swelling',
  'dwelling',
  'numbered',
  'slipping',
  'stripping',
  'tripping',
  'dripping',
  'whipping',
  'shipping',
  'shopping',
  'stopping',
  'dropping',
  'chopping',
  'flopping',
  'clapping',
  'slapping',
  'wrapping',
  'trapping',
  'snapping',
  'strapped',
  'stripped',
  'shrugged',
  'throated',
  'threated',
  'strained',
  'straying',
  'spraying',
  'sweetest',
  'collapse',
  'injected',
  'infested',
  'confined',
  'confides',
  'infusion',
  'fainting',
  'painting',
  'printing',
  'pointing',
  'planting',
  'slanting',
]);

const FUZZY_MIN_LENGTH = 8;
const CACHE_LIMIT = 20_000;

/** Optimal string alignment distance of at most one (one insertion, deletion, substitution or swap). */
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

/**
 * Short words that do inflect in people's symptoms ('wetting', 'peed', 'worse when he lies flat', 'two boxes of
 * paracetamol'); other short words are left alone.
 */
const SHORT_WORDS_INFLECTED = new Set([
  'pee',
  'wee',
  'poo',
  'wet',
  'cut',
  'hit',
  'rip',
  'sob',
  'sit',
  'die',
  'lie',
  'box',
]);
const INFLECTED_MIN_LENGTH = 4;

/**
 * Every form of a lexicon word that the lexicon should treat as the word itself: the word, its plural or third
 * person, its past and its -ing form ('wet', 'wets', 'wetted', 'wetting'). The model's lemmas cover most of these
 * already, but not a gerund it takes for a noun ('peeing') or a word it does not know ('weeing').
 */
function inflections(word: string): string[] {
  if (!/^[a-z]+$/.test(word) || (word.length < INFLECTED_MIN_LENGTH && !SHORT_WORDS_INFLECTED.has(word))) {
    return [word];
  }
  const forms = [word, `${word}s`, `${word}es`];
  const last = word.at(-1) ?? '';
  if (last === 'e') forms.push(`${word}d`, word.endsWith('ee') ? `${word}ing` : `${word.slice(0, -1)}ing`);
  else forms.push(`${word}ed`, `${word}ing`);
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word)) forms.push(`${word}${last}ing`, `${word}${last}ed`);
  if (last === 'y' && !/[aeiou]y$/.test(word)) forms.push(`${word.slice(0, -1)}ies`, `${word.slice(0, -1)}ied`);
  return forms;
}

/** Generated forms that are other words ('weed' is a plant as often as it is 'wee' in the past). */
const NOT_INFLECTIONS = new Set([
  'weed',
  'weeds',
  'needles',
  'kidding',
  'handed',
  'handing',
  'noted',
  'timed',
  'downed',
  'spined',
  'spines',
]);

const WORDS = vocabularyWords([
  ...Object.values(VOCABULARY).flat(),
  ...Object.values(CONCEPT_PATTERNS).flatMap((definition) => [
    ...definition.patterns,
    ...(definition.narrowly ?? []).flatMap((narrowly) => narrowly.patterns),
  ]),
]);
/** Every form to the shortest lexicon word it inflects: 'leaking' (itself in the lexicon) and 'leaks' to 'leak'. */
const FORMS = new Map<string, string>();
for (const word of [...WORDS].sort((a, b) => a.length - b.length || a.localeCompare(b))) {
  for (const form of inflections(word)) {
    if (!FORMS.has(form) && !(form !== word && NOT_INFLECTIONS.has(form))) FORMS.set(form, word);
  }
}
const FUZZY_TARGETS = [...WORDS].filter((word) => word.length >= FUZZY_MIN_LENGTH && /^[a-z]+$/.test(word));

/** The word and every string one deletion away from it. */
const withOneDeleted = (word: string) => [
  word,
  ...[...word].map((_letter, at) => word.slice(0, at) + word.slice(at + 1)),
];

/**
 * Fuzzy targets by the strings one deletion away from them: two words one edit apart (insertion, deletion,
 * substitution or swap) share one of these, so a word's candidates are found in as many look-ups as it has letters.
 */
const TARGETS_BY_DELETION = new Map<string, number[]>();
FUZZY_TARGETS.forEach((target, index) => {
  for (const variant of new Set(withOneDeleted(target))) {
    TARGETS_BY_DELETION.set(variant, [...(TARGETS_BY_DELETION.get(variant) ?? []), index]);
  }
});

/** The first fuzzy target (in the lexicon's order) one edit away from the word. */
function nearestTarget(word: string): string | undefined {
  let best = Infinity;
  for (const variant of withOneDeleted(word)) {
    for (const index of TARGETS_BY_DELETION.get(variant) ?? []) {
      if (index < best && withinOneEdit(word, FUZZY_TARGETS[index]!)) best = index;
    }
  }
  return FUZZY_TARGETS[best];
}

/** The lexicon's own form of one of its words ('leaking' -> 'leak'), so patterns and tokens meet on one form. */
export function canonicalWord(word: string): string {
  return FORMS.get(word) ?? word;
}

/**
 * Irregular forms of the lexicon's words ('felt' -> 'feel', 'woke' -> 'wake', 'feet' -> 'foot'), from the English
 * model's own exception lists. wink-nlp needs its part-of-speech tagger to choose among a word's lemmas; the
 * triage only needs to know whether a form belongs to one of its words, so it reads them once here instead.
 */
const IRREGULAR_FORMS = new Map<string, string>();
for (const exceptions of [verbExceptions, nounExceptions]) {
  for (const [form, lemma] of Object.entries(exceptions)) {
    const word = FORMS.get(lemma);
    if (word !== undefined && !IRREGULAR_FORMS.has(form)) IRREGULAR_FORMS.set(form, word);
  }
}

/**
 * The irregular past participles that differ from their verb's past tense ('fallen', not 'fell'). A pattern names a
 * verb by its base or its past tense ('fell|fall off a ladder'); a participle that is itself a lexicon word keeps its
 * own form ('fallen' in 'fallen arches'), so it would not meet them. See participleNamedBy.
 */
const IRREGULAR_PARTICIPLES = (
  'arisen beaten been begun bitten blown broken chosen done drawn driven drunk eaten fallen flown forbidden ' +
  'forgiven forgotten frozen given gone grown hidden known lain mistaken ridden risen rung seen shaken shown shrunk ' +
  'spoken stolen stricken sung sunk sworn swollen swum taken thrown torn trodden woken worn written'
).split(' ');

const PRESENT_FORMS = new Set(['am', 'are', 'is', 'does']);
/** Is this irregular form of a verb its past tense, not its present ('is'), -ing form ('lying') or participle? */
const isPastTense = (form: string) =>
  !form.endsWith('ing') && !form.endsWith('en') && !IRREGULAR_PARTICIPLES.includes(form) && !PRESENT_FORMS.has(form);

/** The base and the past tense of each verb above ('fall', 'fell') to its participle ('fallen'). */
const PARTICIPLE_BY_FORM = new Map<string, string>();
for (const participle of IRREGULAR_PARTICIPLES) {
  const verb = Object.hasOwn(verbExceptions, participle) ? verbExceptions[participle] : undefined;
  if (verb === undefined) continue;
  PARTICIPLE_BY_FORM.set(verb, participle);
  for (const [form, lemma] of Object.entries(verbExceptions)) {
    if (lemma === verb && form !== participle && isPastTense(form)) PARTICIPLE_BY_FORM.set(form, participle);
  }
}

/**
 * The past participle a pattern's word also names: a verb's base or past tense names its participle too ('fall' and
 * 'fell' match 'has fallen', 'take' and 'took' match 'has taken'), since a person tells the same event either way.
 */
export function participleNamedBy(word: string): string | undefined {
  return PARTICIPLE_BY_FORM.get(word);
}

/**
 * The lexicon's word for a token: the lexicon word it is or inflects ('peed' -> 'pee'), else the one its lemma is
 * or inflects (wink-nlp gives the lemma of a word with only one without the tagger: 'sons' -> 'son'), else the
 * lexicon word it is an irregular form of ('felt' -> 'feel'), else its lemma.
 */
export function baseForm(normal: string, lemma: string): string {
  return FORMS.get(normal) ?? FORMS.get(lemma) ?? IRREGULAR_FORMS.get(normal) ?? (lemma || normal);
}

/** Verbs that open a predicate after 'and' ('no fever and can not pee'). */
const AUXILIARIES = new Set(
  'am is are was were be been have has had do does did can could will would should may might must keep keeps kept get gets got feel feels need needs'.split(
    ' ',
  ),
);
/** What follows a verb's -ing form and not a noun's: 'coughing up blood', 'dragging my foot'. */
const AFTER_A_VERB = new Set('up out off down over back my his her the a an it all everything myself'.split(' '));

/**
 * Does this word open a new predicate after 'and' or 'or' ('no fever and coughing up blood'), rather than continue
 * a list ('no numbness and tingling')? An auxiliary, a past tense, or an -ing form followed by what follows verbs;
 * after 'or' only an auxiliary, since what follows 'or' is mostly an alternative ('incontinent or paralysed').
 */
export function opensPredicate(previous: string | undefined, word: string, next: string | undefined): boolean {
  const shape = verbShapeOf(word);
  if (shape === AUXILIARY) return true;
  if (previous === 'or') return false;
  if (shape === PAST_TENSE) return true;
  return shape === ING_FORM && next !== undefined && AFTER_A_VERB.has(next);
}

const NO_VERB_SHAPE = 0;
const AUXILIARY = 1;
const PAST_TENSE = 2;
const ING_FORM = 3;
/** Each word's shape for opensPredicate, worked out once (a regular expression and two look-ups a word otherwise). */
const verbShapes = new Map<string, number>();

function verbShapeOf(word: string): number {
  let shape = verbShapes.get(word);
  if (shape === undefined) {
    if (AUXILIARIES.has(word)) shape = AUXILIARY;
    else if (/^[a-z]{3,}ed$/.test(word) || Object.hasOwn(verbExceptions, word)) shape = PAST_TENSE;
    else shape = word.endsWith('ing') ? ING_FORM : NO_VERB_SHAPE;
    if (verbShapes.size < CACHE_LIMIT) verbShapes.set(word, shape);
  }
  return shape;
}

/**
 * A known misspelling's correction, or, for a longer word the lexicon does not know, the lexicon word one edit away
 * ('incontinance', 'numbnes'). Shorter words are left alone: too many real words sit one letter apart.
 */
function correctSpelling(word: string): string {
  const fixed = Object.hasOwn(MISSPELLINGS, word) ? MISSPELLINGS[word] : undefined;
  if (fixed !== undefined) return fixed;
  // A dropped final g ('peein', 'givin', 'killin').
  if (word.endsWith('in') && !FORMS.has(word) && FORMS.has(`${word}g`)) return `${word}g`;
  if (word.length < FUZZY_MIN_LENGTH || FORMS.has(word) || REAL_WORDS.has(word)) return word;
  return nearestTarget(word) ?? word;
}

/** Respelt words, kept while there are fewer than CACHE_LIMIT of them. */
const respelt = new Map<string, string>();

/** A word as the model should read it: misspelling corrected, contraction spelt out ('cant' -> 'can not'). */
function respell(word: string): string {
  let written = respelt.get(word);
  if (written === undefined) {
    written = expandContractions(correctSpelling(word));
    if (respelt.size < CACHE_LIMIT) respelt.set(word, written);
  }
  return written;
}

const LOWER_A = 97;
const LOWER_Z = 122;
const APOSTROPHE = 39;

/**
 * Every word of a lower-case text (each longest run of a-z and apostrophes, as /[a-z']+/g finds them) respelt. A
 * scan rather than replace() with a function, which calls back for each of a long message's 400 words.
 */
export function respellWords(text: string): string {
  let respelt = '';
  let copiedUpTo = 0;
  let wordStart = -1;
  for (let index = 0; index <= text.length; index += 1) {
    const code = index < text.length ? text.charCodeAt(index) : -1;
    if ((code >= LOWER_A && code <= LOWER_Z) || code === APOSTROPHE) {
      if (wordStart < 0) wordStart = index;
      continue;
    }
    if (wordStart < 0) continue;
    const word = text.slice(wordStart, index);
    const written = respell(word);
    if (written !== word) {
      respelt += text.slice(copiedUpTo, wordStart) + written;
      copiedUpTo = index;
    }
    wordStart = -1;
  }
  return copiedUpTo === 0 ? text : respelt + text.slice(copiedUpTo);
}

/**
 * Phrases whose words would mislead the patterns, spelt as what they mean: a chest infection is not chest pain.
 */
const PHRASE_REWRITES: readonly [RegExp, string, string | readonly string[]][] = [
  [/\bchest infection/g, 'lung infection', 'chest infection'],
  [/\bchest x ?ray/g, 'lung x-ray', 'chest x'],
  // A fall on an outstretched hand, in a note's shorthand ('pt FOOSH 2/7 ago').
  [/\bfoosh\b/g, 'fell on an outstretched hand', 'foosh'],
  // A cold's sore throat is a throat infection, not a pain a cough makes worse ('a cough and a sore throat').
  [/\b(sore|scratchy|raw|tickly) throat\b/g, 'throat infection', ' throat'],
  [/\bchest of drawers/g, 'drawers', 'chest of drawers'],
  // 'spin' is respelt 'spine' (MISSPELLINGS) but a spin class or bike is exercise: spelt back ('after spin class').
  [/\bspine (class|classes|bike|bikes|session|sessions|studio|instructor)\b/g, 'spin $1', 'spine '],
  [/\b(my|him|her) self\b/g, '$1self', ' self'],
  // 'Come back' is 'return' ('the numbness has come back'): so spelt, its 'back' is not the back, and a symptom's
  // return can be read (@symptom-returned).
  [/\bcome back\b/g, 'return', 'come back'],
  [/\bcomes back\b/g, 'returns', 'comes back'],
  [/\bcame back\b/g, 'returned', 'came back'],
  [/\bcoming back\b/g, 'returning', 'coming back'],
  // 'SI' in a note is suicidal ideation ('disclosed SI', 'SI with a plan'), but the sacroiliac joint when a joint, a
  // pain, a side or a place goes with it ('SI joint', 'L SI pain', 'over R SI', 'the SI': 'R' is already respelt 'are').
  [
    /(?<!\b(?:l|r|are|left|right|bilateral|both|over|around|across|the) )\bsi\b(?! (?:joint|joints|jt|jts|pain|ache|region|area|dysfunction|belt|injection))/g,
    'suicidal ideation',
    'si',
  ],
  // Both sides in a note's shorthand, 'B/L' ('B/L leg weakness'): spelt as the word ('L' alone stays a side).
  [/\bb ?\/ ?l\b/g, 'bilateral', '/'],
  // '&' and '+' between spaced words join as 'and' does ('back ache that won't go + I've lost weight'), not the '&' of
  // 'a & e'.
  [/(?<!\ba) [&+] (?!e\b)/g, ' and ', ['&', '+']],
  // A duration in clinical shorthand, weeks, days or months over 52, 7 or 12 ('LBP x2/52', 'pain x3/7', 'x6/12'):
  // spelt as the time it stands for. Without its 'x', only '/52' (no date has it): '3/7' may be the third of July.
  [/\bx ?(\d{1,2}) ?\/ ?52\b/g, 'for $1 weeks', '/'],
  [/\bx ?(\d{1,2}) ?\/ ?7\b/g, 'for $1 days', '/'],
  [/\bx ?(\d{1,2}) ?\/ ?12\b/g, 'for $1 months', '/'],
  [/\b(\d{1,2}) ?\/ ?52\b/g, '$1 weeks', '/'],
  // A temperature told normal, in words or a note's shorthand ('temp normal', 'temp NAD', 'his temperature is normal',
  // 'a normal temperature'): spelt 'afebrile', which names no fever, so a fever told after it in its sentence ('… but
  // tonight he has a fever') is still read, as a sentence-wide cancelling phrase would not let it be.
  [/\bnormal (?:temp|temps|temperature)\b/g, 'afebrile', 'normal temp'],
  [
    /\b(?:temp|temps|temperature|temperatures)(?:'s| is| are| was| were| reads| returned)? (?:normal|nad)\b/g,
    'afebrile',
    'temp',
  ],
  // Angina named as a stable or controlled diagnosis ('stable angina', 'angina well controlled'): a long-standing
  // condition, no pain told; a chest pain told beside it ('… but chest pain at rest today') is still read.
  [/\b(?:stable|controlled) angina\b/g, 'controlled heart condition', ' angina'],
  [/\bangina(?: is| has been)?(?: stable| well controlled| controlled)\b/g, 'controlled heart condition', 'angina'],
  // 'ca' is the clinical shorthand for cancer beside an organ ('prostate ca', 'ca breast'), and a piece of "can't".
  [
    /\b(prostate|breast|lung|bowel|colon|colorectal|rectal|kidney|renal|thyroid|ovarian|cervical|bladder|pancreatic|oesophageal|stomach|gastric|liver|skin|womb|uterine|endometrial|cell) ca\b(?!')/g,
    '$1 cancer',
    ' ca',
  ],
  [
    /\bca (prostate|breast|lung|bowel|colon|rectum|kidney|thyroid|ovary|cervix|bladder|pancreas|oesophagus|stomach)\b/g,
    'cancer of the $1',
    'ca ',
  ],
  // Sound-alikes of dictation and autocorrect, read as the body word only where the words beside them say so: 'sad all'
  // before an area for the saddle, 'chess' hurting for the chest, a 'lamp' on a part of the body for a lump, 'coffin'
  // beside a sneeze or after a person for a cough, a cancer's name heard as two words ('melon oma'). 'I play chess',
  // 'a lamp on my desk', 'sad all day' and 'carried a coffin' stay as they are.
  [/\bsad (?:all|dull|al) (area|region|zone)\b/g, 'saddle $1', 'sad '],
  [/\bchess (pain|pains|ache|aches|hurt|hurts|hurting|tightness|pressure|discomfort)\b/g, 'chest $1', 'chess'],
  [
    /\b(my|his|her|your|the) chess (is|was|feels|felt|keeps|has been|got|getting) (hurting|aching|sore|tight|painful|burning|crushing|heavy|pain)\b/g,
    '$1 chest $2 $3',
    'chess',
  ],
  [
    /\b(pain|pains|ache|aches|tightness|pressure|heaviness|discomfort) (in|across|on|through|to) (my|his|her|your|the) chess\b/g,
    '$1 $2 $3 chest',
    'chess',
  ],
  [
    /\blamp (on|in|under|near|by|behind|beside|above|below|at|next to) (my|his|her|their|your) (back|spine|neck|side|skin|bum|buttock|shoulder|ribs|hip|head|leg|arm|armpit|breast|groin|tummy|belly|stomach|chest|lower back|upper back)\b/g,
    'lump $1 $2 $3',
    'lamp ',
  ],
  [/\bcoffin(?:g|s|ed)?( (?:or|and) sneez)/g, 'cough$1', 'coffin'],
  [/(\bsneez(?:e|es|ed|ing) (?:or|and) )coffin(?:g|s|ed)?\b/g, '$1cough', 'coffin'],
  [/\b(i|you|he|she|we|they) coffin(?:g|s|ed)?\b/g, '$1 cough', 'coffin'],
  [/\b(?:melon|mela|melan|mellon) (?:oma|noma|homa)\b/g, 'melanoma', 'mel'],
  [/\b(?:sar|saar) coma\b/g, 'sarcoma', 'ar coma'],
  // A compound dictated as two words: 'thunder clap headache' ('thunder-clap' too, its hyphen already a space).
  [/\bthunder clap/g, 'thunderclap', 'thunder clap'],
  // A hedge after a verb of seeming or being ('looks kind of bent', 'feels sort of numb', "it's kinda swollen") says
  // what a little would: spelt 'a bit', as the patterns read it.
  [
    /\b(look|looks|looked|looking|feel|feels|felt|feeling|seem|seems|seemed|is|are|was|were|s|gone|got|getting|gotten) (kind of|sort of|kinda|sorta)\b/g,
    '$1 a bit',
    ['kind', 'sort'],
  ],
  // A hedge between a limb and what it does ('my foot sort of slaps down', 'her leg kind of gives way') says how it
  // feels to tell, not less of it: dropped, so the limb's verb stands next to it as the patterns read it.
  [
    /\b(foot|feet|leg|legs|knee|knees|toe|toes|hand|hands|arm|arms|fingers) (?:kind of|sort of|kinda|sorta) /g,
    '$1 ',
    ['kind', 'sort'],
  ],
];

/**
 * Rewrites the phrases above in a lower-case message. Each rewrite names text its pattern cannot match without (or
 * several, one of which it needs): most messages hold none of them, and a search for it is far cheaper than running
 * the pattern over the whole message.
 */
export function rewritePhrases(text: string): string {
  let rewritten = text;
  for (const [pattern, replacement, needs] of PHRASE_REWRITES) {
    const held = typeof needs === 'string' ? rewritten.includes(needs) : needs.some((each) => rewritten.includes(each));
    if (held) rewritten = rewritten.replace(pattern, replacement);
  }
  return rewritten;
}

/** 'cant' -> 'can not', "i'm" -> 'i am': forms the model would otherwise read as unknown words. */
function expandContractions(word: string): string {
  return (Object.hasOwn(CONTRACTIONS, word) ? CONTRACTIONS[word] : undefined) ?? word;
}
