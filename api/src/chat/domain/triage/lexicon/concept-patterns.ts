import type { RedFlagConceptId } from '@clinic/content';

/** How the triage finds one concept of the catalogue (packages/content red-flag-concepts.ts) in a message. */
export interface ConceptDefinition {
  /** Patterns over the vocabulary's classes (syntax in vocabulary.ts); any one is a mention. */
  patterns: readonly string[];
  /** A mention counts only when its sentence also says one of these ('for no reason'). */
  alsoInSentence?: readonly string[];
  /**
   * Sentences that say where or what 'it' is ('it's round the back passage'): a mention when one of the sentences
   * before (REFERRING_REACH, find-mentions.ts) says what 'it' is (@numbness).
   */
  referring?: {
    patterns: readonly string[];
    antecedent: readonly string[];
    /** The sentence after may say it too: 'Can't go. Been sat on the loo an hour.' */
    alsoAfter?: boolean;
    /** The concept's everyday causes (`explained.by`) account for these too, though `explained` names its wordings. */
    explainable?: boolean;
  };
  /** Further referring wordings, each group with antecedents of its own (a bare side is a leg's only after a leg). */
  alsoReferring?: readonly NonNullable<ConceptDefinition['referring']>[];
  /** A mention is cancelled when its sentence also says one of these, undenied ('trying to lose weight'). */
  unlessInSentence?: readonly string[];
  /**
   * As unlessInSentence, but reaching only the mention's own clause or question (mention-context/clauses.ts): a
   * phrase that starts in another clause of the sentence cancels nothing there. For a question's words and a laugh,
   * which must not take a report told beside them ('could my tablets cause an overdose, I've taken about 20').
   */
  unlessInClause?: readonly string[];
  /**
   * As unlessInClause, but no cancel when the mention is a small child's (Experiencer.isSmallChild; its ages and
   * their reason: people.ts CHILD_AGES): a cause that accounts for the words in an adult or an older child, not in a
   * baby or a toddler (a blocked nose or a cold for a breath that fails).
   */
  unlessInClauseExceptSmallChild?: readonly string[];
  /**
   * Classes (bare names) whose phrase accounts for the concept's words it holds, and for no others: a mention that
   * starts or ends inside one ('lie awake at night worrying about money') is none; one told beside it, even in its
   * clause ('…, the pain wakes me every night'), stays (mention-context/negation.ts heldByPhrase).
   */
  unlessHeldBy?: readonly string[];
  /**
   * Readings that say what the mention's words alone do not: the first one given after it, in its sentence or the
   * next, decides. A mention is none when that reading is `normal` ('my temperature every day since the op. It has
   * been 36.3'), and stays when it is `raised` ('temp 36.8 this morning, 38.4 now').
   */
  readings?: { normal: readonly string[]; raised: readonly string[] };
  /**
   * An everyday cause that accounts for a mention ('pulled a muscle', 'after a long shift'): a mention whose sentence
   * gives one, undenied, is not reported, unless the message also reports, for the same person, a concept of
   * `unlessAlso` (chest pain put down to reflux, with sweating, is still a possible heart attack). With `patterns`,
   * only those wordings (extra to the concept's own, which no cause accounts for) can be explained: 'legs heavy by
   * the end of a shift', not 'legs numb by the end of a shift'.
   */
  explained?: {
    by: readonly string[];
    patterns?: readonly string[];
    unlessAlso?: readonly RedFlagConceptId[];
    /**
     * Wordings no red flag of themselves that read like one (going more often or more urgently), with the everyday
     * causes that account for them alone ('peeing more since I drink more water'): a mention only where one of these
     * causes is named in its sentence or one beside it, and explained by it as by `by`. The causes account for none
     * of the concept's own wordings ('since the water tablets I've wet myself').
     */
    alone?: { patterns: readonly string[]; by: readonly string[] };
    /**
     * Everyday causes that account for the concept's wordings only when told of a child (Experiencer.isChild; its
     * ages: people.ts CHILD_AGES), and not beside a concept of `unlessAlso` told, unexplained, of anyone in the
     * message ('my 3 year old is wetting again since the new baby arrived'; not '… since his baby brother came, and he
     * has a fever', where 'he' may be either child).
     */
    forChild?: { by: readonly string[]; unlessAlso: readonly RedFlagConceptId[] };
    /** The sentence after the mention's may give the cause too: 'Lifts boxes at work. He has no pain.' */
    reachesNext?: boolean;
  };
  /**
   * Wordings of the concept that a cause in their sentence accounts for where it accounts for none of the others (a
   * pregnancy for a changed curve of the lower back, never for a lump): these patterns are the concept's as its own
   * are, and this `unlessInSentence` cancels them as well as the concept's own. Each group's cancels reach its own
   * patterns only. A cancel, not an `explained.patterns`: a cause there is read otherwise (none after a 'but' turning
   * to the mention, one in the sentence before counts, and `explained.by`'s own causes would reach these wordings too).
   */
  narrowly?: readonly {
    unlessInSentence: readonly string[];
    patterns: readonly string[];
    /** An everyday cause of these wordings alone, in place of the concept's own (a tackle in the run of a game). */
    explained?: ConceptDefinition['explained'];
    /** The group's own wordings told in a sentence after their antecedent, read as `referring` is. */
    referring?: ConceptDefinition['referring'];
  }[];
  /** Past history is the point ('I had breast cancer ten years ago'): words of long ago do not cancel it. */
  historyCounts?: boolean;
  /** An acute event: 'weeks ago' cancels it as well as 'years ago'. */
  acute?: boolean;
  /**
   * A state whose change is what matters (legs, bladder, a lump): told after it to be still there, back or changing
   * now ('legs went numb in 2020 and they still are, worse this week'), no time of long ago makes it history.
   */
  changeCounts?: boolean;
  /**
   * Brought on by exercise or a posture (@transient-cause in its sentence), a passing said anywhere later in the
   * sentence ends it ('both legs go numb in lotus pose and come back as soon as I unfold'), not only one just after it.
   */
  transient?: boolean;
  /**
   * A pain that ends of itself: told after it, in its sentence or the next, to have gone within the day or with an
   * everyday comfort (@passed-in-the-day: 'gone by lunchtime', 'it went after a hot bath'), and told nowhere after to
   * be back, still there or changing, it is over.
   */
  passesInTheDay?: boolean;
  /**
   * A sign whose passing is itself the warning (a stroke's that goes, a TIA: NHS.UK, call 999 even if the symptoms
   * disappear): told after it to have settled or gone ('her face drooped this morning, it went within the hour'), it
   * is still reported; only a time of long ago, a check that found it fine, a known condition, or a dental visit or
   * local anaesthetic named in its sentence (a numbing that wears off) makes it over.
   */
  passingCounts?: boolean;
  /** Thoughts of suicide are asked as questions ('what's the point in living?'): no question or 'if' cancels them. */
  hypotheticalCounts?: boolean;
  /**
   * Self-injury that an everyday task or thing accounts for ('cut myself chopping onions', @accidental-injury) is an
   * accident, unless its sentence says it was deliberate (@deliberate-harm: 'on purpose', 'because of the pain').
   */
  accidentsExcluded?: boolean;
  /**
   * The words may be borrowed by a figure of speech: inside one whose loose object is named (@figure-of-speech: 'the
   * price of parking makes me want to die') or followed in its sentence by a plain retraction (@jest-retracted:
   * '(joke obviously)', '… my gym membership that is'), the mention is not reported. A laugh never sets it aside, nor
   * a workout named beside it: legs gone numb after exercise can be the cord's own emergency.
   */
  figurative?: boolean;
  /**
   * Everyday causes that account for some of the concept's wordings when told after them, in their sentence or the
   * next ('Catching my toes on the stairs. It's my new slippers.'): a phrase of `wordings` (a class; any of the
   * concept's wordings without one) is not reported when a phrase of `causes` (a class) follows it there, undenied,
   * not guessed at and not turned from, and nothing after the mention tells it as changing or worse. A long-standing
   * condition accounts for no new symptom (`newToo` false: nothing in the mention's sentence or the cause's may be
   * told as new, 'since Tuesday'); a thing new itself (new shoes) accounts for one (`newToo`).
   */
  causedAfter?: readonly { wordings?: string; causes: string; newToo?: boolean }[];
  /**
   * The words may be a named long-term condition's usual state ('stress incontinence since my second baby, a small
   * leak when I sneeze, no change'): told as known and unchanged beside it, with nothing new, they are not reported.
   */
  knownConditionAccounts?: boolean;
  /** Said with 'if' or 'when' by nature ('it hurts if I cough'): a conditional does not make it hypothetical. */
  conditionalCounts?: boolean;
  /**
   * Done to someone (a crash): it happened to the one named as its object ('someone went into the back of us',
   * 'rear-ended me'), not to its doer; 'us' or 'we' is the writer and those named with them after it (people.ts).
   */
  doneTo?: boolean;
}

/** Things fitted or that fit: a brace, shoes, a kitchen ('the new brace is fitting', 'kitchen fitting'). */
const FITTED_THINGS =
  'brace|collar|shoes|shoe|insoles|insole|orthotics|belt|corset|support|kitchen|carpet|bathroom|windows|boiler|clothes|jeans|trousers|dress|size|glasses|pillow|mattress|chair';

/** Breathing that stops in sleep or at night: 'stops breathing for a few seconds in his sleep', 'at night'. */
const SLEEP_PAUSE = 'stop|stops|stopped|stopping breathing ... in|during|at his|her|my|their|the? sleep|night|nights';
/** Sleep apnoea known and seen to: 'he's got a CPAP', 'a sleep clinic referral', 'my apnoea'. */
const APNOEA_KNOWN = ['apnoea|apnea|cpap', 'sleep clinic|study|studies|specialist|service|unit|lab'];

/** Lips stained by what was eaten, drunk or put on them: 'blue from the slush puppy', 'purple after blackcurrant'. */
const LIPS_STAINED_BY =
  'from|after|with *? *? lolly|lollies|slush|slushie|slushies|blueberry|blueberries|blackcurrant|beetroot|squash|juice|wine|sweets|sweet|lipstick|gloss|dye|ink|paint|crayon|marker|pen|pens';

/** A child's speech slow to come, as a parent tells it: 'his speech is a bit behind', 'she sees a speech therapist'. */
const SPEECH_DELAYED = [
  'speech|talking|language is|s|was? a? bit|little|quite? behind|delayed|late',
  'speech|language delay|delayed|therapy|therapist|therapists|salt',
];

/** A dental visit or a local anaesthetic, by its words alone (not 'numbing', which is a face's numbness itself). */
const DENTAL_VISIT =
  'dentist|dentists|dental|filling|fillings|extraction|tooth|teeth|wisdom|crown|hygienist|anaesthetic|anesthetic|novocaine|lidocaine';

const BOTH_WAYS = (a: string, b: string) => [`${a} ... ${b}`, `${b} ... ${a}`];
/** A pain score as typed: '4', '4/10' ('4 out of 10' is read by its first word). */
const score = (value: number) => `${value}|${value}/10`;
/**
 * A pain score told to have risen ('was a 4, now it's a 9', 'from 3 out of 10 to an 8', '4/10 yesterday, 9/10
 * today'), or to be rising still ('a 9 and climbing'): the patterns pair each score with every higher one.
 */
const RISING_SCORES = [
  ...Array.from({ length: 10 }, (_, low) => {
    const higher = Array.from({ length: 10 - low }, (__, step) => score(low + 1 + step)).join('|');
    return [
      `was|were|been|at a|an? ${score(low)} ... now|today|tonight|then ... a|an|at? ${higher}`,
      `from a|an? ${score(low)} ... to a|an? ${higher}`,
      `${score(low)} ... ${higher} now|today|tonight`,
    ];
  }).flat(),
  `${Array.from({ length: 10 }, (_, value) => score(value + 1)).join('|')} and|still climbing|rising`,
];
/** Steroids said to be breathed in or put on, only: 'inhaler only, not tablets', 'inhaled steroids', 'a nasal spray'. */
const INHALED_ONLY = [
  'inhaler|inhalers|puffer|puffers|spray|sprays|cream|creams only',
  'inhaled|nasal|topical steroid|steroids',
];

/** 'Feel' of an opinion, with a clause after it: 'I don't feel my bottom is the problem' is no loss of feeling. */
const OPINION_FEEL = 'not|never feel|felt that? my|his|her|the @saddle-area is|are|was|were|has|have|be|need|needs';

/**
 * A mishap its sentence says left no injury ('came off my bike, no pain at all'), unless the same person reports
 * pain, nerve symptoms or anything else an injury could bring ('not hurt at the time, now my neck aches').
 */
const UNHURT: ConceptDefinition['explained'] = {
  by: ['@unhurt'],
  unlessAlso: [
    'spinal-pain',
    'upper-back-pain',
    'worsening-pain',
    'severe-or-worsening-pain',
    'persistent-pain',
    'spine-deformity',
    'nerve-symptoms',
    'both-legs-symptoms',
    'limb-weakness',
    'worsening-nerve-symptoms',
    'unsteady-walking',
    'clumsy-hands',
    'bladder-change',
    'bowel-change',
    'saddle-numbness',
    'sexual-dysfunction',
    'headache',
    'stiff-neck',
    'drowsy-or-confused',
    'collapse',
    'feeling-faint',
    'breathlessness',
    'chest-pain',
    'tummy-pain',
  ],
};

/** The wordings of a weight lost: 'dropped 8 kilos', 'down 10kg since Christmas', 'she has gone skin and bone'. */
/**
 * An amount as typed or said before a unit of weight ('6', '2.5', 'a', 'half', 'two'): not an article or an owner ('down
 * the stone steps', 'down my kilos of shopping'), which tell a thing of stone or a load, not a weight lost.
 */
const AMOUNTS = [
  ...Array.from({ length: 400 }, (_, index) => String(index + 1)),
  ...Array.from({ length: 1000 }, (_, index) => (index / 10).toFixed(1)),
  ...Array.from({ length: 100 }, (_, index) => `${index}.25|${index}.75`),
  '½|1/2',
  'a|half|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|couple|few|several',
].join('|');

/**
 * Clothes sizes told as gone down, from one size to a smaller ('gone from a 16 to a 12', 'went from a size 18 to a
 * size 14'): from 12 up, past any pain score out of ten ('the pain has gone from a 8 to a 4').
 */
const SIZES_GONE_DOWN = Array.from({ length: 11 }, (_, index) => 12 + index * 2).map(
  (size) =>
    `gone|went|go|goes|going|dropped|dropping|shrunk|shrank|come|came|down from a|an? size? ${size} to|into|down a|an? size? ${Array.from({ length: (size - 4) / 2 }, (_, index) => 4 + index * 2).join('|')}`,
);

const WEIGHT_LOST: readonly string[] = [
  '@weight-lost',
  ...SIZES_GONE_DOWN,
  'lose|lost|losing|dropped|drop|dropping|shed|shedding ... kilos|kilo|kg|pounds|pound|lbs|stone|stones',
  'lose|lost|losing|dropped|dropping ... weight',
  // A weight told as how far down or lighter: 'down 10kg since Christmas', '2 stone lighter' (not 'carried 20kg down the stairs').
  `down|lighter by? ${AMOUNTS} kilos|kilo|kg|pounds|lbs|stone|stones`,
  'kilos|kilo|kg|pounds|lbs|stone|stones lighter',
  // A weight told against a time before, on the scales: 'weighs 5 kg less than at Christmas', 'the scale says 8 kilo
  // less than March', 'the scale says 5 kilo under what I was at Easter' (not a load lifted: 'lift 10 kg less than in
  // March', nor a weight under a target: 'under what the nurse says is ideal').
  'weigh|weighs|weighed|weighing|weight|scale|scales ... kilos|kilo|kg|pounds|lbs|stone|stones less|lower|under|below than|since|before',
  'weigh|weighs|weighed|weighing|weight|scale|scales ... kilos|kilo|kg|pounds|lbs|stone|stones less|lower|under|below what i|he|she|we|they|you was|were|weighed',
  // A second amount joined to a first, with its own time: 'lost 3 lbs this week and nearly a stone since the summer'.
  'and|plus nearly|almost|over|about|around|well? a|half|* stone|stones|kilos|kg since|in|over',
  'weight ... drop|dropping|dropped|falling|fall|fallen off',
  // 'the weight keeps going down', 'my weight has gone down and down'.
  'weight keep|keeps|kept|has|have been? going|gone|go|goes|went down',
  // Gone thin: 'I've got really thin', 'she's gone skin and bone'.
  'gone|got|getting|become|becoming|look|looks|looking really|so|very|far|too|painfully? thin|skinny|gaunt|bony',
  'gone|got|getting|become|look|looks|looking skin and bone|bones',
];

/**
 * Each concept as combinations of the vocabulary's classes: 'change in bladder control' is an inability or a loss
 * of control near a word for urine, in either order, within a clause, not a list of sentences. Written from the
 * NHS.UK, GIRFT and NICE symptom lists; the catalogue decides which combinations of concepts are urgent.
 */
export const CONCEPT_PATTERNS: Readonly<Record<RedFlagConceptId, ConceptDefinition>> = {
  'spinal-pain': {
    // A pain told only as 'it' or 'the pain', its place named in the sentence or the two before: 'my back is ok at
    // work, but the second I lie down it's throbbing'; 'lower back pain for years. Now it's worse at night'.
    referring: {
      patterns: [
        // Pain words only: not 'it's always stiffer' nor 'it was gone by the morning'.
        'it be|is|s|was|keeps|gets|has|have been? really|so|very|actually|always|still|just|then|now|even? =throbbing|=throbs|=aching|=aches|=hurting|=hurts|agony|=killing|painful|sore|burning|stabbing|excruciating|unbearable|murder',
        // 'its' typed for "it's", a possessive never followed by these: 'neck seemed fine, but now its really painful'.
        'its really|so|very|actually|always|still|just|then|now|even? =throbbing|=aching|=hurting|=killing|agony|painful|sore|burning|stabbing|excruciating|unbearable|murder',
        'its actually|really|much|far|way|even|a? lot|bit? worse at|in|during the? night|nights|bed',
        'it be|is|s|gets|get|got|has|have|was been? actually|really|much|far|way|even|a? lot|bit? worse at|in|during the? night|nights|bed',
        'it be|is|s|has|was been? worse when|once|whenever|if i|he|she lie|lies|lay|go|goes|get|gets in|to? bed|down',
        'it do|does|did|has|have|is|s not ease|eased|easing|settle|settled|settling|let up when|once|if|at i|he|she? lie|lies|lay|rest|rests|night|bed',
        'the|this|that pain|ache|aching|pains|aches be|is|s|has|have|had|was|keeps|kept *? *? increased|worse|worsened|spread|unbearable|constant|excruciating|agony',
      ],
      antecedent: ['@spine-part'],
    },
    patterns: [
      '@spine-pain-named',
      '@spine-part *? *? @pain-word',
      // The spine said to be a pain (the noun), with words for its kind between: 'his back is a constant deep ache',
      // 'my neck has been one long dull throb', 'her back feels like a solid mass of pain'; not 'a bit stiff'.
      "@spine-part be|is|are|s|'s|was|were|has|have|feel|feels|felt be|been? like? a|an|one|pure|total|constant *? *? *? ache|aches|pain|pains|agony|throb|throbbing|soreness|torment",
      '@pain-word in|on|at|across|down|up|around|through my|the|his|her|your? @spine-part',
      '@pain-word in|on|at|across|down|up|around my|the|his|her? lower|upper|mid? @spine-part',
      // A pain told as coming with or from a part of the spine: 'night pain with a disc', 'pain from my lower back'.
      '@pain-word with|from a|my|the|his|her|this|that lower|upper|mid? @spine-part',
      // A time between the pain and its place: 'pain at night in my back', 'aches in the mornings in her neck'.
      '@pain-word at|in|during|through|overnight the? night|nights|morning|mornings|evening|evenings|bed in|on|across|down my|the|his|her lower|upper|mid? @spine-part',
      // How the pain began told between it and its place: 'pain came on like a switch in my low back', 'the ache
      // started suddenly across his lower back'.
      '@pain-word came|come|comes|started|starts|began|begun|hit|struck|kicked ... in|on|across|at|down|through my|the|his|her lower|upper|mid|low? @spine-part',
      // The spine told sore by the hand kept going to it, one's own: 'she keeps rubbing her back', 'he's always
      // holding his neck' (not 'I keep rubbing her back to settle her').
      'i keep|kept|am|m|was|been|have|ve always|constantly|still|now|forever|just? keep|been? rubbing|clutching|holding|gripping|massaging my lower|upper|low? @spine-part',
      'he keep|keeps|kept|is|s|was|been|has always|constantly|still|now|forever|just? keep|been? rubbing|clutching|holding|gripping|massaging his lower|upper|low? @spine-part',
      'she keep|keeps|kept|is|s|was|been|has always|constantly|still|now|forever|just? keep|been? rubbing|clutching|holding|gripping|massaging her lower|upper|low? @spine-part',
      // A region of the spine named with its pain: 'thoracic pain', 'lumbar ache'.
      'thoracic|lumbar|cervical|coccyx|tailbone @pain-word',
      "@spine-part be|is|are|has|have|'s be|been? really|very|so|quite|still? @pain-word",
      // A word of when before the degree: 'my back is now really sore', 'her neck has already been very painful'.
      "@spine-part be|is|are|has|have|'s|feel|feels be|been? now|already|still|suddenly really|very|so|quite|extremely|properly? @pain-word",
      // Told against how it was: 'her back has been more painful than usual', 'my neck is even more sore'.
      "@spine-part be|is|are|has|have|'s|was|were|feel|feels|felt be|been? even|far|much|a? bit|lot|little|lots? more @pain-word",
      // 'my back is much worse', 'my neck's been a lot worse': the pain itself said to be worse.
      "@spine-part be|is|are|'s|has|have|feel|feels|get|gets|got|getting be|been? much|far|way|even|so|really|loads|a? lot|bit|lots? worse",
      // Told in note form, the verb left out, worse at night or in bed: 'back worse at night', 'his neck much worse in bed'.
      'my|his|her|the|this? lower|upper? @spine-part much|far|way|even|a? lot|bit? worse at|in|during|through the? night|nights|nighttime|bed',
      // Said to be growing worse over a while: 'my back has been getting much worse', 'his neck is getting a lot worse'.
      "@spine-part be|is|are|'s|has|have been? getting|gotten|growing|grown steadily|gradually|much|far|way|even|so|really|loads|a? lot|bit|lots? worse",
      // Told in note form, the verb left out: 'back much worse since friday', 'her neck a lot worse today' ('came back
      // worse' is read 'returned worse', word-forms.ts, so its 'back' is not the back).
      'my|his|her|the|this? lower|upper? @spine-part much|far|way|even|loads|a? lot|bit|little|lots? worse',
      // Growing painful over a while, its degree between: 'my back has been getting really painful', 'her neck is
      // becoming more and more sore'.
      "@spine-part be|is|are|'s|has|have|had|was|were been? getting|gotten|growing|grown|becoming|become *? *? *? @pain-word",
      '@spine-part @pain-word',
      '@pain-word @spine-part',
      // The spine said to scream is the spine in pain: 'bending makes my back scream', 'her neck is screaming at her'.
      '@spine-part be|is|s|are|was|keeps|keep|has|have|been? been? scream|screams|screaming|screamed',
      '@pain-word right|just|all|directly? in|on|at|across|down|up|around|through|over|along|near my|the|his|her|your? lower|upper|mid? @spine-part',
      // Placed by how high or deep: 'an ache low in my back', 'a dull ache higher up his back'.
      '@pain-word low|lower|high|higher|deep|down|well|further|right low|high|down|up? in|on|across|at|down|up my|the|his|her @spine-part',
      'my|his|her @spine-part go|went|gone|gave|give|goes|locked|seized',
      'with|because|about|bout of? my|his|her @spine-part',
      // The back added to a list of what is wrong: 'proper ill plus my back', 'feverish and achy plus her neck'.
      'plus my|his|her|the lower|upper? @spine-part',
      // The same told as one more thing on top: 'really poorly today on top of her back', 'as well as my neck'.
      'on top of my|his|her|the lower|upper? @spine-part',
      'as well as my|his|her|the lower|upper? @spine-part',
      'can? not sleep|sleeping because|cause|for|with of? my|his|her|this|the|that @spine-part',
      'can? not get comfy|comfortable|settled ... for|with|because of? my|his|her @spine-part',
      'make|makes|made my|his|her lower|upper? @spine-part worse',
      // The spine as what a thing is hard on: 'lying in bed is agony for my back', 'lying down hurts my back'.
      'agony|agonising|murder|hell|torture|killing|excruciating|unbearable|worst|painful|sore for|on|to my|his|her @spine-part',
      'hurts|hurting|kills|killing my|his|her lower|upper? @spine-part',
      // 'No' told as 'zero' or with its intensifier: 'resting makes zero difference to my back', 'absolutely no difference'.
      'absolutely|literally|really? no|any|zero difference to|for my|his|her @spine-part',
      '@spine-part ... it|which|that @pain-word',
      // The spine said to be 'like this', then the pain told: "back's been like this for weeks, a constant ache".
      "@spine-part be|is|s|'s|has|have|was been? like this|that ... @pain-word",
      '@distress ... touch|press|pick|lift|near ... @spine-part',
      // The spine clutched, or held again and again, as pain is shown: 'clutching his neck', 'grabbed my lower back',
      // 'keeps holding her back' (not held once to steady someone, 'holding his back steady').
      'grabbed|grabbing|grabs|grab|clutched|clutching|clutches|clutch my|his|her|their lower|upper? back|neck|spine',
      'keeps|keep|kept|always|constantly|on holding my|his|her|their lower|upper? back|neck|spine',
      // Held through a stretch of time, as held again and again: 'holding her back all day', 'held his neck most of
      // the morning' (not 'holding my back straight all day').
      'holding|held|gripping my|his|her|their lower|upper? back|neck|spine all|most|half of? the? day|morning|afternoon|evening|night|week|weekend|time',
      'complain|complains|complaining|complained of|about ... @spine-part',
      'will|would|does|do|did not let * touch|near|feel ... @spine-part',
      'the middle|top|base|small|side|centre|center of my|the|his|her @spine-part',
      '@spine-part very|much|so|too|big|bad|lot @pain-word',
      '@spine-part has|have|had|is? suddenly|really|just|now? got|gone|become|gotten|getting very|really|so|much|proper|a? lot|bit? @pain-word|worse',
      '@spine-part proper|really|very|so|that @pain-word',
      '@spine-part be|is|feel|feels? fine|ok|okay|alright|good when|while|during',
      // Fine by day, said of the spine: the part that is not fine at other times ('my back is fine in the day but at
      // night it's unbearable', "neck's alright by day").
      "@spine-part be|is|feel|feels|'s? fine|ok|okay|alright|good in|by|through|all the? day|daytime|days|daylight",
      'with|because|about|bout of? this|that @spine-part',
      '@spine-part be|is|feel|feels|get|gets|got at? its|the? worst|worse',
      '@wakes-up ... by|with|from my|his|her lower|upper? @spine-part',
      '@spine-part has|have|had|is|was? started|starting|begun|began to hurt|ache|twinge|throb|play',
      // With a word of degree on either side: 'my lower back has started really hurting', 'has really begun to ache'.
      "@spine-part has|have|had|is|was|'s? really|properly|suddenly|now|just? started|starting|begun|began really|properly|badly? to? @pain-word",
      // A pain the spine has got, with words for its kind between: "my back's got this deep ache", 'his neck has
      // developed a dull, nagging pain'.
      "@spine-part has|have|'s|s got|gotten|developed|gained a|an|this|that|some * *? *? @pain-word",
      'make|makes|made|making my|his|her @spine-part ... worse',
      // The back as what wakes someone: 'my spine keeps me awake', 'my back is fine in the day and then wakes me'.
      '@spine-part *? wake|wakes|woke|waking|keeps|keep|kept|keeping|stops|stopping|stopped me|him|her',
      'my|his|her @spine-part ... and|then ... wake|wakes|woke|waking|keeps|kept|keeping me|him|her',
      '@pain-word on|to|at the left|right|side|middle|centre of my|the|his|her @spine-part',
      'grumbling|niggling|nagging|dodgy|achy|aching a|my|his|her|the? lower|upper? @spine-part',
    ],
  },
  'bladder-change': {
    changeCounts: true,
    knownConditionAccounts: true,
    // A toddler learning to use the potty has accidents.
    unlessInSentence: ['potty|toilet training|trained|train'],
    // A bed soaked with sweat is no wetting; a pill box still full is no bladder.
    unlessHeldBy: ['wet-with-sweat', 'container-still-full'],
    // Going more often or more urgently has ordinary reasons that account for nothing else of the bladder's: more to
    // drink, coffee, a pregnancy, a water tablet ('up all night weeing since the water tablets'); wetting, leaking,
    // retention or lost feeling told beside them is its own wording and stays unexplained.
    // A small child wetting again when a brother or sister arrives, or nursery starts, has gone back a step; not
    // beside back pain, leg signs or a fever told of the same child ('… and says her back hurts').
    explained: {
      by: ['@continence-cause'],
      alone: { patterns: ['@going-more-often'], by: ['@frequency-cause'] },
      forChild: {
        by: ['@regression-cause'],
        unlessAlso: [
          'spinal-pain',
          'saddle-numbness',
          'nerve-symptoms',
          'both-legs-symptoms',
          'limb-weakness',
          'worsening-nerve-symptoms',
          'unsteady-walking',
          'bowel-change',
          'fever',
          'feeling-unwell',
          'infection',
        ],
      },
    },
    // 'Can't go' with no destination is not passing urine only where the bladder or the toilet is the subject ('sat on
    // the loo for ages, can't go', 'I need a wee but I can't go. Nothing comes.'); 'can't go to work' is not, nor 'I
    // can't go' told of an appointment. Going somewhere is blanked as a loose phrase (vocabulary.ts, not-a-symptom).
    referring: {
      patterns: ['can not seem? to? go', 'can no longer go'],
      antecedent: [
        '@toilet',
        '@urine-noun',
        '@urine-verb',
        '@toilet-need',
        'bursting|desperate',
        'even|when|if i|he|she try|tries|tried|push|pushes|pushed|strain|strains|strained',
        'nothing come|comes|came|happens|happened',
      ],
      alsoAfter: true,
    },
    patterns: [
      '@wet-self',
      // 'Can't go to the loo', 'can't go for a wee': the toilet named after a going blanked as a loose phrase.
      '~go ~to the|a? @toilet',
      '~go ~for a|any? wee|pee|piss|tinkle',
      '@urinary-difficulty',
      'not|no|never @urine-verb since|all|for|today|yesterday',
      '@urine-noun problems|trouble|issues',
      // Control lost, with what is held left unsaid, as a follow-up turn does ('I can't hold it in'): read as the
      // bladder's, to fail towards safety; holding a thing in place is blanked (vocabulary.ts, not-a-symptom).
      'can|could? not|never|barely|hardly hold|keep it in',
      '@lose-control ... @urine-noun',
      '@lose-control ... @urine-verb',
      '@urine-noun ... @lose-control',
      '@inability to? @urine-verb',
      '@inability with|when|while @urine-verb',
      '@inability to? start|stop|control|hold my|the|his|her? @urine-noun',
      'not able to @urine-verb',
      // The past of 'can't': 'last night I couldn't pee' (an episode long over is history: mention-context.ts).
      'could not|never @urine-verb',
      'stop|stops|stopped|stopping you|me|him|her|them being able to @urine-verb',
      'no longer able to? @urine-verb',
      '@urine-noun problem|problems|issue|issues|trouble|difficulty|change|changes|dysfunction|weakness',
      'problem|problems|issue|issues|trouble|change|changes with|in my|his|her @urine-noun',
      'urinary incontinence|retention',
      // 'My bladder isn't working', 'why is my bladder not working?', 'waterworks have stopped working': not 'the water'.
      'bladder|waterworks is|are|has|have? not|stopped working|work',
      'bladder|waterworks will|does|do not work',
      // Asked with the bladder inside: 'why isn't my bladder working?'.
      'is|are|has|have|does|do not my|his|her|the? bladder|waterworks work|working',
      'incontinence|incontinent|incontinance',
      'not|never had|been|done|managed a|for|to? a? single|proper|decent? wee|pee since|all|for|in',
      // Not able to 'go' (or go to the toilet) for a day or less is not able to pass urine: 'haven't been able to go
      // all day'; longer may be the bowels.
      '@inability to? go @within-a-day',
      '@inability to? go to the? toilet|loo|bathroom @within-a-day',
      '@urine-noun ... not|never feel|feels|felt the same|normal|right',
      '@urine-noun ... not|never feel|feels|felt like it used to',
      'can? not feel it|urine|wee|pee passing|pass|come|coming',
      'can? not feel the|my|his|her urine|wee|pee passing|pass|come|coming|out',
      'can? not feel ... passing|pass water|urine',
      'incontinence|incontinent of urine',
      '@numbness ... when|while i|he|she @urine-verb',
      '@numbness ... @urine-verb',
      'can? not feel ... @urine-noun|@urine-verb',
      'can? not tell|know|feel if|when|whether my|the? @urine-noun',
      '@toilet-need ... @lose-control',
      'can? not feel|tell|know when|if i|he|she|you need|want to? go|wee|pee',
      'can not feel the need to @urine-verb',
      'not know when i|he|she need to go',
      'not know when i|he|she need the toilet|loo',
      '@lose-control ... @toilet',
      '@toilet ... @lose-control',
      'accident|accidents in my|his|her pants|knickers|trousers|bed|nappy',
      'accident|accidents in the? bed',
      'accident|accidents ... @urine-event|@faeces-event|@toilet',
      '@urine-event|@faeces-event|@toilet ... accident|accidents',
      'little accident|accidents',
      'having|had|have|keep|keeps a? two|three|several|few|more|some? accidents',
      '@unaware ... @toilet-need',
      '@toilet-need ... @unaware',
      '@toilet-need ... too late',
      'can? not feel|tell|know when|if i|he|she @faeces-verb|@urine-verb',
      'not|no|longer feel|felt|get|got the? urge',
      'no urge to go|pee|wee',
      'urge ... gone',
      '@inability to? feel ... @urine-noun|@faeces-noun',
      'check the toilet paper|tissue',
      'can? not tell if|whether i|he|she have|has been',
      'poo|pooed|wet|wee|pee|weed|peed the|my bed',
      'wet|wetting the? bed',
      'need|needing|wear|wearing|use|using|put a? pad|pads',
      'i|keep|keeps|started|start|been|am|is|just|now leak|leaking|dribble|dribbling|wetting',
      // A leak as the noun, as typed: not 'had a leaking aneurysm', where the word describes what follows.
      'had|have|having a =leak|=leaks',
      '@urine-event ... @unaware',
      '@unaware ... @urine-event',
      'bed|knickers|pants|trousers|sheets|underwear be|was|were|is|are|got wet|soaked|damp',
      'bed|knickers|pants|trousers|sheets|underwear be|was|were|is|are|got? wet|soaked|damp|drenched with|in @urine-noun',
      // Sweat and wee both: from the bedding, past the sweat (@wet-with-sweat) that accounts for the wetness alone.
      'bed|knickers|pants|trousers|sheets|underwear ... with|in sweat and|or @urine-noun',
      'wet the|my? bed|knickers|pants|trousers',
      'lose|lost|losing|no|poor|reduced|less @urine-noun control',
      '@urine-noun control ... lost|gone|poor|bad|reduced|worse|weak',
      '@urine-noun be|has|have|is? gone|go|went',
      '@urine-noun be|has|have|is? given up',
      '@urine-noun be|has|have|is? stopped working',
      'push|strain|straining ... to? @urine-verb',
      '@urine-noun ... let|lets|letting go',
      '@urine-noun ... gone rogue',
      'dribble|dribbles|dribbling out',
      'no|weak|proper|poor stream|flow',
      '@toilet ... nothing happen|happens|comes|came',
      // With a modal between: 'sat on the loo for ages and nothing will come out'; or bursting told after the nothing.
      '@toilet ... nothing will|would|does|did|is|wants|want to? come|coming out|through',
      '@toilet ... nothing will|would|does|did|is|wants|want to? happen|happening',
      'nothing will|would|does|did|is|wants|want to? come|comes|came|coming out ... bursting|desperate',
      'nothing will|would|does|did|is? come|comes|came|coming out ... @urine-verb|@urine-noun|@toilet',
      'urge|=feeling|=feelings|sensation to go|wee|pee ... gone|disappeared|vanished|stopped|went',
      'urge|=feeling|=feelings|sensation ... gone|disappeared|vanished',
      'urge|=feeling|=feelings|sensation ... went away',
      'urge|=feeling|=feelings|sensation ... wee|pee ... gone|disappeared|vanished|stopped|went',
      'press|push|pressing|pushing on my|his|her tummy|belly|stomach ... @urine-noun|@urine-verb',
      'get|getting the|my|his|her wee|pee|urine out',
      'can barely|hardly @urine-verb',
      '@inability ... empty my|his|her|the? bladder',
      '@urine-verb|@urine-noun be|is|has|feels? been? really|very|so|getting? difficult|hard|tricky|slow|struggle',
      '@urine-verb|@urine-noun be|is|has|feels? been? a struggle',
      '@urine-noun be|is|has|feels? been|gone|got|getting? really|very|so|much? weak|weaker|feeble',
      // Retention with overflow: bursting, yet only a little comes; a bladder that no longer says it is full.
      'only a? tiny|little|small? bit|trickle|dribble|drop|drops come|comes|came out',
      'bursting ... but|and|yet nothing|only|little',
      '@urine-noun ... not|never tell|tells|let|lets|warn|warns me',
      'it never|not empty|empties|emptying|emptied',
      'it does|did|is not empty|empties|emptying',
      'not sure|know|tell if|whether ... finished|done peeing|weeing',
      // The bladder's signal lost, told as going by the clock: 'I don't get the need-to-go feeling any more'.
      'not|no|never|stopped|longer get|getting|feel|feeling|have the? need|urge|signal|sensation|feeling|message ... wee|pee|toilet|loo|bladder',
      'not|no|never|stopped|longer get|getting|feel|feeling|have the? need|urge|signal|sensation|feeling to go any? more|anymore|now',
      'need to go feeling|sensation|signal',
      'by the clock',
      'remind|reminding|reminder|reminders myself? to go|wee|pee',
      'set|setting an? alarm|alarms|timer|reminders to go|wee|pee',
    ],
  },
  'bowel-change': {
    changeCounts: true,
    knownConditionAccounts: true,
    explained: { by: ['@continence-cause'] },
    unlessInSentence: [OPINION_FEEL],
    patterns: [
      '@soil-self',
      // The bowels said to have stopped working, or not to work properly: 'bowels not working right since'.
      '@faeces-noun be|are|is|have|has? not|stopped working|work properly|right|normally',
      '@lose-control ... @faeces-noun',
      '@lose-control ... @faeces-verb',
      '@faeces-noun ... @lose-control',
      'can? not feel|tell|know when|if i|he|she need|want to? @faeces-verb',
      'can? not feel|tell|know when|if i|he|she need a poo',
      'can? not feel ... @faeces-noun|@faeces-verb',
      // 'can't feel myself going to the toilet for a poo': the words between run longer than a gap.
      'can? not feel myself|himself|herself go|going|doing ... toilet|loo ... @faeces-noun|@faeces-verb',
      '@numbness ... when|while i|he|she @faeces-verb',
      'bowel|faecal incontinence',
      '@numbness ... when|while opening|passing|having ... @faeces-noun|@faeces-verb',
      '@faeces-noun ... can? not hold|control|stop',
      '@faeces-noun ... gone|go|went funny|weird|strange',
      'incontinent of faeces|stool|poo',
      'can not stop|hold a|my? bowel movement|motion|poo',
      '@faeces-noun problem|problems|issue|issues|control',
      'bowel|bowels|stool|stools|poo change|changes',
      'problem|problems|issue|issues|trouble with my|his|her @faeces-noun',
      'poo|pooed|pooing|pooping|pooped in|on my|his|her|the pants|knickers|trousers|bed',
      // A bed with no 'the': 'pooing in bed at night'.
      'poo|pooed|pooing|pooping|pooped|soiling|soiled in|on bed',
      '@faeces-event ... @unaware',
      '@unaware ... @faeces-event',
      'mess|messed|soil|soiled my|the|his|her pants|knickers|trousers|bed',
      'bowels|bowel opened|went|emptied ... bed|asleep|pants|knickers',
      'gone|went|been in my|his|her pants|knickers|trousers',
      '@faeces-noun ... let|lets|letting go',
      '@faeces-noun ... fall|falls|falling|leak|leaks|leaking out',
      'lose|lost|losing|no|poor|reduced @faeces-noun control',
      'no control down the back end',
      // The sphincter told through squeezing or holding it shut, and wind that was not wind.
      '@inability to? squeeze|clench|tighten|shut|close|grip ... @faeces-noun',
      'squeeze|squeezing|clench|clenching|hold|holding ... or|otherwise it|everything|something|stuff ... come|comes|leak|leaks|slip|slips out',
      'thought|assumed|expected ... wind|fart ... but|actually|more|not',
      'not|never just? wind|fart',
      'squeeze|squeezing|clench|clenching|clamp|clamping|tense|tensing|grip|gripping my|his|her|the bottom|bum|buttocks|cheeks|anus|sphincter ... stop|or|otherwise|escape|escaping|leak|leaking|accident|accidents',
      'things|stuff|poo escaping|escape|escapes|leaking|leaks',
      // Stool said to escape, with a word between: 'the stool escapes', 'poo keeps escaping' (not wind, which does).
      'poo|stool|stools|faeces|motion|motions keep|keeps|kept|just|still|sometimes? escaping|escape|escapes|escaped|slipping|slips|slipped',
      'mess|messed in|on my|the|his|her pants|knickers|trousers|bed|sheets',
      'clamp|clamping|tense|tensing|grip|gripping ... or|otherwise it|everything|something|stuff ... come|comes|leak|leaks|slip|slips out',
      'not|never tell|know the difference between ... gas|wind|fart|poo|stool',
      'sphincter control|tone',
      'lose|lost|loss of|no|poor|reduced|altered anal|rectal sensation|control|tone',
      // An examination's finding in a note, the tone or sensation named first ('PR tone reduced', 'anal tone lax'),
      // or the finding before it ('decreased PR tone').
      'pr|anal|rectal|sphincter tone|sensation reduced|decreased|diminished|absent|lax|poor|weak|lost|altered',
      'decreased|diminished|absent|lax|weak|reduced|poor pr|anal|rectal|sphincter tone|sensation',
      '@inability to? control|controlling|hold|holding my|the|his|her? @faeces-noun',
      'urge to go ... gone',
      '@inability to? push ... @toilet',
      'urge|=feeling|=feelings|sensation to poo ... gone|disappeared|vanished|stopped|went',
      '@unaware ... need a|to poo',
      '@unaware ... @faeces-verb',
      'can? not feel|tell|know when|if i|he|she need|needs a|to @faeces-noun',
      '@faeces-noun be|has|have|is? stopped working',
      '@faeces-noun ... not working|given up',
      // The sphincter's tone: 'my bum doesn't seem to shut properly'.
      '@faeces-noun ... not|never ... shut|close|seal|tighten|grip',
      'urge|=feeling|=feelings|sensation ... poo ... gone|disappeared|vanished|stopped|went',
      'feeling|urge|sensation that tells|tell you|me ... poo ... gone|disappeared|vanished|stopped|went',
      // Control of the back passage lost, or stool passed unnoticed.
      'can? not hold|control|stop wind|gas|farts',
      'not feel anything|it coming ... arrives|comes|happens|out',
      'things|stuff|poo slip|slips|slipping|slipped out',
      'ring muscle ... loose|useless|weak|open',
      'back passage|bottom|bum|sphincter feels|feel|is|has gone|become loose|useless|open',
      '@faeces-noun ... knew|know nothing about',
      // Said to act on their own: 'my bowels have a mind of their own' (the words before 'their', which is no person).
      '@faeces-noun ... a mind of',
      '@faeces-noun ... not know|realise|notice ... there',
    ],
  },
  'saddle-numbness': {
    changeCounts: true,
    knownConditionAccounts: true,
    // Cauda equina feared to come of a condition one has ('my sciatica will turn into cauda equina', 'is going to
    // progress to CES'): in its own clause only, so a sign told beside it still reports.
    unlessInClause: [
      'will|would|could|might|may|going|gonna to? turn|develop|progress|become|lead|go into|to? cauda equina|ces',
    ],
    unlessInSentence: [
      '@postural-cause',
      // 'I don't feel anything unusual when I wipe': nothing out of the ordinary denied, not a loss of feeling.
      'not|never notice|noticed|feel|felt any|anything unusual|strange|odd|different|abnormal|wrong|weird|funny',
      OPINION_FEEL,
      // The seat's own qualities, not the feeling of sitting: 'the cushion feels like I'm not sitting on anything hard',
      // "I don't feel the chair under me is supportive".
      "like i|he|she|you be|am|is|are|'m|'s|'re|was|were? not? sitting|sat on anything|owt hard|solid|firm|comfy|comfortable|soft|uncomfortable|supportive",
      'not|never feel|felt that? the|my|a|this seat|chair|saddle|toilet|loo|sofa|cushion under|beneath|underneath? me? is|are|was|were|has|have|gives|give|needs|need|be',
    ],
    // 'I've had a numb patch. It's hard to say where. It's round the back passage.'
    referring: {
      patterns: [
        'it|patch|area|bit be|is|seem|seems|feel|feels *? round|around|near|in|by|between the|my|his|her @saddle-area',
        'seat|saddle feel|feels|felt @numbness',
        'sensation|feeling around|in|of my|his|her|the? @saddle-area ... changed|different|reduced|less|gone|strange',
      ],
      antecedent: ['@numbness'],
    },
    patterns: [
      ...BOTH_WAYS('@numbness', '@saddle-area'),
      '@numbness bum|bottom',
      'saddle anaesthesia|numbness',
      // An examination's finding in a note: the saddle's sensation reduced, before or after it ('altered perianal
      // sensation', 'saddle sensation decreased').
      'reduced|altered|decreased|diminished|absent|impaired @saddle-area sensation|feeling',
      '@saddle-area sensation|feeling reduced|altered|decreased|diminished|absent|impaired',
      '@numbness ... @wipe',
      '@wipe ... not|hardly|barely feel|felt the|it|anything|properly|paper|tissue',
      // With a softener between: 'wiping this morning I couldn't really feel the paper'.
      '@wipe * * ... not|hardly|barely really|properly|quite|even? feel|felt the|my? paper|tissue',
      '@wipe ... not|hardly|barely really|properly|quite|even feel|felt it|anything',
      // Told by who washes or wipes another, as no response to the touch: 'she doesn't react when they wash her
      // bottom', 'no reaction at all when I clean his private area'.
      'not|never|no react|reacts|reacted|reaction|flinch|flinches|flinched|notice|notices|noticed ... wash|washes|washing|washed|clean|cleans|cleaning|cleaned|wipe|wipes|wiping|wiped ... @saddle-area',
      'can? not feel ... @wipe',
      '@wipe ... @numbness',
      '@wipe ... feel|felt nothing|different|strange|odd|weird|numb|funny',
      '@wipe ... feel|feels|felt like nothing|cotton|cardboard',
      '@wipe ... can|could only feel',
      'feel|feels like ... sitting|sat on a? cushion|pillow|cotton',
      // The seat not felt under one, as if it were not there: "like I'm not sitting on anything", "can't feel the seat
      // under me".
      "like i|he|she|you be|am|is|are|'m|'s|'re|was|were? not sitting|sat on anything|owt",
      'can? not|hardly|barely feel|felt the|a|my|his|her seat|chair|saddle|toilet|loo|sofa|cushion under|beneath|underneath me|him|her',
      "can? not|hardly|barely feel|felt the|a|my|his|her? seat|chair|saddle|toilet|loo|sofa|cushion i|he|she be|am|is|was|m|s|'m|'s sitting|sat on",
      // The saddle said not to be felt: 'I don't feel my bottom', 'he can hardly feel his privates'.
      'not|never|hardly|barely feel|felt my|his|her|the @saddle-area',
      // A touch on the saddle not felt, told by what touches it: "can't properly feel it against my bum", 'he can't
      // feel the seat under his bottom'.
      'not|never|hardly|barely properly|really? feel|felt it|anything|the|that seat|paper|tissue|water? properly|really? against|under|beneath my|his|her|the @saddle-area',
      // Water, a towel or a seat on the saddle not felt, told by where it touches: "couldn't really feel the water
      // between my legs", 'can hardly feel the towel on her bottom'.
      'not|never|hardly|barely properly|really|even? feel|felt the|that|a water|shower|towel|flannel|sponge|seat|chair|paper|tissue properly|really? on|round|around|against|under|beneath? my|his|her|the? @saddle-area',
      // The seat not felt, said plainly ('can't feel the toilet seat properly'), or oneself sitting on it.
      'can? not|hardly|barely feel|felt the|a|my|his|her? toilet|loo seat',
      'can? not|hardly|barely feel|felt the|a|my|his|her seat|chair|saddle|toilet|loo properly',
      'can? not|hardly|barely feel|felt the|a|my|his|her seat|chair|saddle|toilet|loo at all',
      'can? not|hardly|barely feel|felt myself|himself|herself sitting|sit|sat',
      'i|he|she =have|=has|=got|=am ... cauda equina|ces',
      'might|may|could|think|probably|worried|scared|afraid ... =have|=got|=having ... cauda equina|ces',
      '@saddle-area has|have|is? gone|going|went|goes to sleep',
    ],
  },
  'sexual-dysfunction': {
    // A known side effect of a medicine, or trouble a medicine treats: not the new loss cauda equina brings.
    explained: { by: ['@sex-medicine-cause'] },
    patterns: [
      'erection|erections ... problem|problems|issue|issues|difficulty|gone|stopped|weak|weaker|nothing',
      'can? not get it up',
      '@inability to? get|keep|maintain|have an? erection|erections|hard|stiff',
      // 'ED' as men write it, not the name: 'ED out of nowhere', 'new ED'.
      'ed problems|issues|trouble|since|started',
      'ed out of nowhere',
      'developed|got|getting|having|new|sudden ed',
      'can? not get|keep|maintain|have an? erection|erections|hard|stiff',
      'can not come any? more|anymore',
      '@sex ... can? not feel',
      'can? not feel ... @sex',
      '@numbness ... @sex',
      '@sex ... @numbness',
      'no|lost|lose|losing|weak|weaker|fewer|poor erection|erections',
      'loss of erection|erections',
      'lose|lost|losing|no ... erection|erections',
      'willy|penis ... not work|working',
      // 'It' only where it is the man's: 'it doesn't work down there', 'in bed it won't work'; not a medicine's 'it
      // does not work'.
      'it ... not work|working down|downstairs|below|bedroom|sex',
      // 'In the bedroom', the euphemism; 'in bed' alone is where a heat pad or a pillow does not work.
      'it ... not work|working in the bedroom',
      '@sex|bedroom ... it ... not work|working',
      'erectile dysfunction',
      'erectile dysfunction|problems|problem',
      'impotent|impotence',
      'can? not ejaculate|orgasm|climax',
      '@inability to? ejaculate|orgasm|climax',
      '@numbness ... during|in|when|having sex|intercourse',
      '@numbness ... during|in|when|having sex|intercourse',
      'sex|intercourse feel|feels|felt different|numb|strange|nothing',
      'can? not feel anything|much ... during|in|having sex|intercourse',
      'lost|no|loss of? sex drive|libido',
      '@sex ... @sexual-failure',
      '@sexual-failure ... @sex',
      // The feeling gone from climax: 'coming feels like nothing'.
      'coming|cum|orgasm|orgasms|climax|climaxing|ejaculating|ejaculation|ejaculate feel|feels|felt|is|was like? nothing|numb|dead|different',
      'things in the bedroom|downstairs ... stopped|not working',
      // The same said of 'down there' or 'down below', things and bits alike: 'things down there stopped working'.
      'things|thing|everything|stuff|bits|nothing down there|below ... stopped|stop|stops|not|quit|quits work|working|works',
      'no feeling|sensation ... when we try',
      // 'Perform' as men and their partners put it: 'he can't, um, perform or feel anything', 'can't perform in bed'.
      'can? not ... perform or|and come|climax|finish',
      'can? not ... perform or|and feel anything|owt|much',
      '@inability to? perform|function sexually',
      '@inability to? perform|function in|at bed|sex',
      '@inability to? perform|function in|at the bedroom',
      'no feeling|sensation ... when we have sex',
      // Sex told with whom before the loss: 'during sex with my partner last night I had no sensation at all', 'having
      // sex with my husband I realised I had lost all feeling' (not 'I have not lost any feeling').
      'during|having|in|with sex|intercourse with my|his|her|the? partner|husband|wife|boyfriend|girlfriend|fiance|fiancee ... no|without all|any|the? feeling|sensation|sensations',
      'during|having|in|with sex|intercourse with my|his|her|the? partner|husband|wife|boyfriend|girlfriend|fiance|fiancee ... i|he|she had|have|has|ve? lost all|any|the? feeling|sensation|sensations',
      // Sex left unsaid, told by the partner and a bare 'during', with the numbness named after as total: 'last night
      // with my partner I couldn't feel anything during, like totally numb' (not 'with my wife … anything during the
      // film', nor a jaw numb after the dentist).
      'with my|his|her|the? partner|husband|wife|boyfriend|girlfriend|fiance|fiancee ... not feel a? anything|thing|much|owt during ... totally|completely|utterly|entirely|just|all @numbness',
      'with my|his|her|the? partner|husband|wife|boyfriend|girlfriend|fiance|fiancee ... felt|feel|feeling nothing during ... totally|completely|utterly|entirely|just|all @numbness',
    ],
  },
  'both-legs-symptoms': {
    changeCounts: true,
    knownConditionAccounts: true,
    transient: true,
    // Feet that tingle in the cold: Raynaud's, not the nerves.
    unlessInSentence: [
      'raynaud|raynauds|chilblains',
      'in|from the cold',
      'when|if it is|gets cold',
      '@feet-numbness-cause',
    ],
    // Legs numb or weak told in the clause of muscle soreness or leg day: its aches ('can't feel my legs after leg day
    // lol'); not after a class or a race ('both my legs have gone numb after your spin class' still raises).
    unlessInClause: ['@workout-soreness'],
    // The feet's lost feeling put down after to diabetes ('Tingling in my feet. My nurse says it's neuropathy').
    causedAfter: [{ wordings: 'feet-lost-feeling', causes: 'feet-nerve-condition' }],
    // Leg symptoms that swapped sides and are in both now: 'it used to swap sides, now both at once'.
    referring: {
      patterns: [
        'now both at once',
        'now both together',
        'now both at the same time',
        'now in|down both',
        // One leg first, both now, the symptom left unsaid: 'used to be one leg now it's both', 'now it is in both'.
        'now it|its be|is|s? in|into|down? both',
        // Both now said alone, after one leg: 'Sciatica down my left leg for ages. Both legs now.'
        'both legs|feet|calves|thighs now',
      ],
      antecedent: ['@both-legs', 'side|sides|leg'],
    },
    // The other side told bare, as well as the first ('now it's in the left as well'): a spread, not a swap ('in the
    // left instead'). A leg's only after a leg or a foot, not after a side of the back or the ribs.
    alsoReferring: [
      {
        patterns: ['in|into|down|to the right|left|other|opposite one? as? well|too|also'],
        antecedent: ['leg|legs|foot|feet|calf|calves|thigh|thighs|shin|shins|sciatica'],
      },
    ],
    // Legs heavy or 'dead' after a long day or a race are spent; numb, tingling or weak they are not.
    explained: {
      patterns: BOTH_WAYS('@heaviness|@deadness', '@both-legs'),
      by: ['@tired-legs-cause'],
    },
    patterns: [
      ...BOTH_WAYS('@lost-feeling', '@both-legs'),
      ...BOTH_WAYS('@loss-of-power', '@both-legs'),
      '@both-legs ... give|gave|giving way',
      'sciatica|shoot|shooting|nerve|radiate|radiating ... @both-legs',
      '@both-legs ... sciatica',
      'sciatica in|on|down both',
      // Pain that now travels into both: 'it is going down both legs', 'runs down the backs of both legs'.
      'going|goes|gone|went|running|runs|ran|spread|spreads|spreading|shooting|shoots|travelling|travels|radiating|radiates down|into|through|to ... both',
      'pain|pains|shooting|burning|sciatica ... down|in|into|through both',
      // Counted rather than 'both': 'leg pain now in two legs not one', 'sciatica down 2 legs'.
      'pain|pains|ache|aches|shooting|burning|sciatica ... down|in|into|through two|2 legs|feet',
      'two|2 legs|sides not|instead of|rather than one|1',
      'now|also|too ... the? other|opposite leg|side',
      'the? other|opposite leg|side ... too|well|also|now',
      'right|left one|leg|side ... too|well|also',
      // 'Now' close after the side ('the left one now', 'the left leg has started going numb now'); a 'now' further on
      // may tell a recovery of its own clause instead ('only ever in the left leg and it's much better now').
      'right|left one|leg|side *? *? *? *? now',
      'now|also ... in? the? right|left one|leg|side ... too|well',
      'bilateral sciatica|numbness|weakness',
    ],
  },
  'nerve-symptoms': {
    transient: true,
    patterns: [
      ...BOTH_WAYS('@numbness', '@limb'),
      ...BOTH_WAYS('@loss-of-power|@heaviness', '@limb'),
      'foot drop|drop foot',
    ],
  },
  'limb-weakness': {
    changeCounts: true,
    // A limb that cannot move or lift 'much' or 'easily' after a race, a workout or a day on one's feet, told either
    // way round ('I can't move my legs much after the marathon', 'after leg day I can't lift my arms easily'): stiff
    // and sore, movement only lessened. A limb that cannot move at all, or 'properly', still raises whatever the cause.
    readings: { normal: ['much|easily ... @tired-legs-cause'], raised: [] },
    // Toes that catch, put down after to footwear or a sore foot (as for unsteady-walking).
    causedAfter: [{ wordings: 'feet-in-walking', causes: 'footwear-cause', newToo: true }],
    unlessInSentence: [
      '@tired-legs-cause ... move|lift my|his|her|their left|right|both? foot|feet|leg|legs|arm|arms much|easily',
    ],
    patterns: ['@limb-failure', '@limb ... @limb-failure', 'suddenly|sudden ... @loss-of-power|@heaviness ... @limb'],
  },
  'worsening-nerve-symptoms': {
    patterns: [
      '@numbness ... @worsening',
      '@loss-of-power|@heaviness ... @worsening',
      '@worsening ... @numbness',
      '@worsening ... @loss-of-power|@heaviness',
      'get|getting|grow|growing|become|becoming weaker|number',
      '@numbness ... up my|his|her? leg|legs|thigh|body|waist|arm|arms',
    ],
  },
  'unsteady-walking': {
    changeCounts: true,
    transient: true,
    // Walking hard, told in the clause of a named workout: its aches ('can barely walk lmao, DOMS is unreal').
    // And toes that catch the sun.
    unlessInClause: ['@workout-ache', 'catch|catches|catching|caught the|some sun'],
    // Standing told by how long it lasts ("can't stand at the hob for long"): an aching back's limit.
    unlessHeldBy: ['standing-for-long'],
    // The feet catching or a gait gone funny, put down after to footwear or a sore foot ('It's my new slippers').
    causedAfter: [{ wordings: 'feet-in-walking', causes: 'footwear-cause', newToo: true }],
    // Legs wobbly after a hard session at the gym: tired, not unsteady.
    // So is walking like a penguin or a robot ('I walk like a robot') after a race, not with nothing to account for it.
    explained: {
      patterns: [
        'wobbly legs',
        'legs ... wobbly',
        // On the legs as on the feet: 'she's gone really wobbly on her legs' (not after a marathon).
        'wobbly on my|his|her|their legs',
        'walk|walks|walking|walked like a|an penguin|robot|zombie|toddler',
      ],
      by: ['@tired-legs-cause'],
      reachesNext: true,
      // Not a leg told 'dead' beside them: a race's ('Legs dead, walking like a penguin').
      unlessAlso: ['limb-weakness', 'worsening-nerve-symptoms', 'both-legs-symptoms'],
    },
    patterns: [
      'unsteady',
      'wobbly|unsteady on my|his|her feet',
      'wobbly|unsteady when|while walking|standing',
      'walking has|is gone|become strange|funny|odd|weird|different',
      'walking ... hard|harder|difficult|struggle|impossible',
      'will not walk',
      'off balance',
      'balance is|has off|gone|bad|poor|terrible|awful|worse|affected',
      'lose|lost|losing my|his|her? balance',
      'balance problem|problems|issues',
      'keep|keeps|kept|keeping falling|tripping|stumbling',
      'keep|keeps|kept falling|fall over',
      'fall|falling over ... all the time',
      'fall|falling over ... a lot',
      '=stumbling|stagger|staggering',
      // 'Stumble' as what someone does, not a single mishap ('just a stumble on the stairs', @minor-fall).
      'i|he|she|they|we|you|and|to|keep|keeps|always|often|sometimes|constantly|now|then|still|start|started|starting stumble',
      'stumble a lot',
      'stumble all the time',
      'stumble more|often|when|whenever|while|everywhere|constantly',
      'walk|walking like ... drunk',
      'can? not walk|stand properly|straight|normally|unaided|without',
      '@inability to? walk|walking|stand|standing|shuffle|shuffling',
      // Walking reduced to a shuffle: 'can only shuffle round the kitchen'.
      'only|just shuffle|shuffling|shuffles|shuffled',
      '@inability with|when? walk|walking',
      'walking is|has difficult|hard|struggle|affected|different|strange|odd',
      'walk|walking funny|strangely|oddly',
      // Stubbed as a habit ('keep stubbing my toe'), or again and again; not once in the past ('stubbed my toe on the
      // door', a mishap). Toes caught, its side between ('keep catching my right toes'), and tripping over one's own
      // feet: footwear named after them may account for them (causedAfter).
      'catch|catching|catches|=stub|=stubs|stubbing my|his|her left|right|bad|big? toe|toes|foot',
      'tripping|trip over my|his|her? own? foot|feet|toe|toes',
      // The toes told as the subject: 'my toes keep catching on the stairs'.
      'toe|toes|foot|feet keep|keeps|kept|always|are|is|be catching',
      '=stubbed my|his|her toe|toes|foot ... again|twice|often|lot|times|always|constantly|repeatedly',
      'hold|holding on|onto to? the? wall|walls|furniture',
      'need|needing a stick|frame to walk',
      'hold|holding|holds|grab|grabbing|grabs on|onto? to? the? wall|walls|furniture',
      'walk|walks|walking like ... drunk|boat|ship|sailor',
      // Walking told as a decline: 'his walking has gone downhill fast', 'her mobility went downhill', or as a fall
      // from what it was to next to nothing: 'gone from walking the dog to barely getting across the room'.
      'walking|mobility|legs has|have|is|are|s|been|had gone|going downhill',
      'walking|mobility|legs went downhill',
      'gone|went|go|going from walking|walk|walks ... to barely|hardly|only|just|struggling|unable|needing|using|not|being *? get|getting|walk|walking|stand|standing|manage|managing|move|moving|make|making|shuffle|shuffling|stick|frame|wheelchair|walker|able|cross|crossing',
    ],
  },
  'clumsy-hands': {
    changeCounts: true,
    // Put down after to a long-standing condition of the hands: "can't do my buttons up. Arthritis in my fingers".
    causedAfter: [{ causes: 'hand-condition-cause' }],
    // Things dropped, buttons or jars that defeat someone, or clumsiness, told with a cause in the sentence, the one
    // before or the one after: someone clumsy by nature ('I think I'm just clumsy and tired'). Not with a limb told numb, weak or
    // unsteady beside them. A child's spills told again and again are a child's, unless a limb or the back is told of.
    explained: {
      by: ['@clumsy-by-nature'],
      patterns: [
        'clumsy|clumsiness',
        'drop|dropping|dropped thing|things|cup|cups|stuff|keys|everything',
        // Mugs or keys kept dropping: 'keep dropping my mug' (not a toddler dropping her cup).
        'keep|keeps|kept|always dropping my cup|cups|mug|mugs|keys|pen|fork|spoon|glass|things|stuff',
        // A drink or a plate let fall again and again: 'she's dropped her tea twice', 'dropped my coffee three times'
        // (not once, 'dropped my phone and cracked it').
        '=dropped|=drop|=dropping my|his|her|their tea|coffee|cuppa|drink|drinks|mug|mugs|cup|=glass|plate|plates|fork|spoon|cutlery|phone ... twice|again|times|repeatedly|constantly',
        '@inability to? do|doing up? my|his|her|their|the? button|buttons|zip|zips',
        // Told of a day it failed, in the past: 'today she couldn't do the buttons on her cardigan'.
        'could not|couldnt do|manage up? my|his|her|their|the? button|buttons',
        '@inability to? open a|the|my? jar|jars|bottle|bottles|tin|tins',
        'can? not open a|the|my? jar|jars|bottle|bottles|tin|tins',
      ],
      reachesNext: true,
      unlessAlso: [
        'nerve-symptoms',
        'limb-weakness',
        'worsening-nerve-symptoms',
        'unsteady-walking',
        'both-legs-symptoms',
      ],
      forChild: {
        by: ['twice|again|times|repeatedly|constantly'],
        unlessAlso: ['spinal-pain', 'nerve-symptoms', 'limb-weakness', 'worsening-nerve-symptoms', 'unsteady-walking'],
      },
    },
    patterns: [
      // Whoever's it is: 'she can't hold her cup', 'he can't grip the pen'.
      '@inability to? write|writing|grip|gripping|hold|holding|pick a|my|his|her|their|the|up? pen|pens|cup|cups|mug|mugs|things|anything|fork|spoon|cutlery',
      // Or grip an everyday thing: 'I can barely grip my phone', 'she can't grip the kettle' (not 'hold his phone still').
      '@inability to? grip|gripping my|his|her|their|the|a? phone|phones|kettle|glass|toothbrush|keys|bag|handle|handrail|steering',
      'handwriting',
      'grip is weak|weaker|gone|bad',
      'weak|lost|losing|poor grip',
      'hands|hand|fingers will|do? not work|working|do',
      'hands|hand are|is|feel|feels useless|clumsy|numb and clumsy',
      // Gone useless: 'my hands have gone useless', 'her hand's gone clumsy'.
      'hands|hand have|has|had? gone|going|got|become useless|clumsy',
      'fumble|fumbling',
      'fine movement|movements',
    ],
  },
  'cancer-history': {
    patterns: ['@cancer'],
    unlessInSentence: ['@cancer-worry'],
    historyCounts: true,
  },
  'weight-loss': {
    changeCounts: true,
    unlessHeldBy: ['counts-not-sizes'],
    patterns: WEIGHT_LOST,
    unlessInSentence: ['@weight-aim'],
    // A reason told in its sentence or the next: 'Lost a bit of weight. It's because I've cut out beer.'
    explained: { by: ['@weight-reason'], reachesNext: true },
  },
  'unexplained-weight-loss': {
    changeCounts: true,
    unlessHeldBy: ['counts-not-sizes'],
    alsoInSentence: ['@unexplained'],
    // Every wording of a weight lost, told in a sentence that gives no reason for it ('shed nearly a stone without
    // altering anything', 'down 6 kg and I do not know why').
    patterns: WEIGHT_LOST,
    unlessInSentence: ['@weight-aim'],
  },
  'night-pain': {
    changeCounts: true,
    // Kept awake by a worry, not woken by a pain: 'lie awake at night worrying about the mortgage', 'the stress keeps
    // me up'; only the waking the worry's own words tell.
    // Nor is a posture that cannot be taken where others can ("can't sleep on my front", "can't get comfy on the bus").
    unlessHeldBy: ['awake-with-worry', 'one-posture-limit'],
    // Pain at night after a day's hard work, gone by the morning, or long-standing arthritis: not the flag.
    unlessInSentence: [
      'fine|better|gone|ok|okay by|in the? morning',
      'after a|the? long? day of',
      'after a|an|the|my twelve|12|ten|10|eight|8|long|night|late|double|busy? hour? shift|shifts',
      // A condition a clinician has named as the cause: 'the consultant says my spondylitis is why'.
      '@clinician say|says|said|think|thinks|told ... is|s|was why|the reason|the cause',
      'spondylitis|spondyloarthritis',
      "it is|'s|was just|only|all? arthritis|wear",
      'because|due of|to my|his|her|the arthritis|osteoarthritis|spondylosis|wear',
      'from|with my|his|her|the arthritis|osteoarthritis|spondylosis|wear',
      // Kept awake by a snoring partner or a noise: not woken by the pain.
      'snore|snores|snoring|noise|noisy',
      // Up at night with a baby or a puppy: kept awake by someone else, not woken by the pain.
      'up|awake|night|nights|nightly with|by|for the|a|my|our new? baby|babies|newborn|toddler|twins|feeds|feeding|puppy',
      // Brought on by a day's work or a game, eased by rest, or fine on other nights: not the pain rest does not ease.
      'on my|his|her feet all day',
      'nights|days after i|he|she|we have? played|play|been|done|worked|trained|walked|run|ran',
      'fine|ok|okay|good on? the? other nights|days',
      'eases|eased|easing|settles|settled|better|easier once|when|after ... bed|lie|lying|lay|rest|resting|down',
      // Put down by a clinician to position or mechanics: night pain from a known cause.
      '@clinician say|says|said|think|thinks|reckon|reckons|told ... position|positional|posture|mechanical|muscular|mattress|arthritis',
      'had it for * ? years|decades',
      // Told to be the same as it has been for years: 'same as it has for the last 6 years', 'as it has done for years'.
      'same|unchanged as|like it|that|ever has|have|had|did|does done|been? for|over the? last|past? *? *? years|decades',
      // Pain on turning over or in one position, eased in another: mechanical, not the pain rest does not ease.
      'when|whenever|if|as i|he|she|you turn|roll over?',
      'turn|turning|roll|rolling over in bed',
      'lie|lying|sleep|sleeping|lay on my|his|her front|stomach|tummy',
      // A night spent in one posture and a stiffness found on waking ('slept on my front all night and woke with a
      // stiff neck'): what the posture left, not a pain that wakes one ('… and the pain woke me' is still night pain).
      'slept|sleep|sleeping|lain|lay|lying on my|his|her|the front|stomach|tummy|side|arm|sofa|couch|floor ... woke|wake|wakes|waking up? with',
      'then|and it is|s fine|ok|okay|alright|better',
      'since|from|after|blame the|a|my|our|this new|old|hard|soft|saggy|lumpy|cheap|blow|air|camp|spare|hotel up? mattress|bed|pillow|pillows',
      // A mattress or a pillow (not a bare 'bed': 'after the kids go to bed') named as the cause with up to two words
      // before it: 'after a rubbish hotel mattress', 'since that horrible cheap pillow'.
      'since|from|after|blame the|a|an|my|our|this|that * *? mattress|mattresses|pillow|pillows',
      'mattress|bed|pillow be|is|was|s too|so|really? hard|soft|old|saggy|lumpy',
      // Gone when slept on elsewhere, or put down to the bed: a pain of the bed, not one rest does not ease.
      'gone|fine|ok|okay|better|easier|goes|disappears if|when i|he|she sleep|sleeps|slept|stay|stays|stayed at|in|on|elsewhere|away',
      'it|that is|s the|my|our|this|that old? mattress|bed|pillow',
      'slept|sleep|sleeping awkwardly|funny|wrong|badly',
      'fine|better|ok|okay|eases|easier once|when|as i|he|she get|gets|got up',
      'fine|better|ok|okay|eases|easier as soon as i|he|she get|gets|got up',
      // 'fine at night', 'sleeps well': the night denied.
      'fine|ok|okay|alright|good at|in|during the? night',
      'sleep|sleeps|sleeping|slept fine|well|ok|okay|through',
      // The night's own quality denied: 'not worse at night', 'never bad in bed', 'I sleep like a log'.
      'not|never any? worse|bad|painful|sore at|in|during the? night|nights|bed',
      // The pain itself denied at night: 'not there at night', 'never there in bed'.
      'not|never there|present at|in|during the? night|nights|bed',
      'sleep|sleeps|sleeping|slept like a log|baby',
    ],
    patterns: [
      '@pain-word ... wake|wakes|woke|waking|keep|keeps|kept|stop|stops|stopping me|him|her|us',
      'can? not sleep|sleeping because|for|with ... @pain-word',
      'nocturnal|night back|neck|spine|spinal? pain|pains|ache',
      'no position ... comfortable|comfy',
      // 'can't sleep for my back', 'up most nights pacing because of my back', 'no position helps'.
      'can? not sleep|sleeping because|cause|for|with of? my|his|her|this|the|that @spine-part',
      'sleep|sleeping be|is|s|has|been? a? impossible|hard|difficult|hell|nightmare because|cause|for|with of? my|his|her @spine-part',
      // 'lying down hurts my back', 'lying in bed is agony for my back': lying still does not ease it.
      'lying|lie|lay down|flat|still ... =hurts|=hurting|=kills|=killing|agony|agonising|murder|unbearable|painful|sore|=aches|=aching|worse ... @spine-part',
      'lying|lie|lay in bed ... =hurts|=hurting|=kills|=killing|agony|agonising|murder|unbearable|painful|sore|=aches|=aching|worse ... @spine-part',
      'up|awake|pacing most|all|every|half? the? night|nights pacing|walking|awake|about|around? about|around? because|cause|with|for of? my|his|her|this|the|that @spine-part',
      // Bed dreaded for the pain it brings: 'I dread going to bed because of the pain in my back'.
      'dread|dreading|dreaded|scared|afraid|terrified of? going|go to bed|sleep ... because|cause|of|with|for ... @pain-word',
      'no position ... help|helps|helping|eases|works',
      // 'can't get comfy at night for my back', 'hurts more in bed', 'lying still makes it worse', 'dread going to bed'.
      'can? not get comfy|comfortable|settled ... for|with|because of? my|his|her @spine-part',
      '@pain-word more|most when|at|in ... @night',
      'lying|lie|lay still|down|flat make|makes|made ... worse',
      'lying|lie|lay in bed make|makes|made ... worse',
      // Lying down told first, the spine's pain after it as at its worst: 'when I finally lie down my back pain is the
      // worst it gets', as a day-sleeper after a night shift says it (not 'my back is better, sitting makes it worse').
      'lying|lie|lies|lay down|flat|still ... @spine-part @pain-word? be|is|s|gets|get|getting|feels|feel|goes|go|becomes at? its|the|much|even|so|really|way? worse|worst|agony|unbearable',
      // Lying down making the spine hurt, the spine named before the pain: 'lying down makes my back ache', told by
      // how bad it makes it too ('lying flat makes her neck unbearable', 'makes his back murder').
      'lying|lie|lay down|flat|still make|makes|made my|his|her @spine-part ache|hurt|throb|worse|sore|agony|agonising|agonizing|unbearable|murder|hell|excruciating|painful|scream',
      // Rest that does nothing for it ('resting doesn't touch it'), or lying flat past bearing ("can't lie flat any more").
      'rest|resting|lying|sleep|sleeping do|does|did not|never touch|help it',
      'can? not lie|lay flat|down at all',
      'can? not lie|lay flat|down anymore',
      'can? not lie|lay flat|down any more|longer',
      // The pain told before as what gets one up: 'a deep ache in my back that gets me out of bed at 3am'.
      '@pain-word|@spine-part that|which get|gets|got|drags|dragged me|him|her up|out ... @night',
      'dread|dreading|hate|scared ... bed|night|bedtime ... because|with|for of? my|his|her @spine-part',
      'not matter if|whether i|he|she am|is? resting|rest|lying|sitting',
      // No way of lying eases it, as 'no position helps': 'doesn't matter where he lies, it still wakes him'.
      'not matter where|how i|he|she|you|they lie|lies|lay|lying|sleep|sleeps|sleeping|position',
      'not matter which|what way|position i|he|she|you|they lie|lies|lay|lying|sleep|sleeps|sleeping',
      // The pain that comes the moment one lies down for the night: 'a deep ache as soon as I get into bed', 'the second
      // I lie down in bed it's throbbing'.
      '@pain-word ... soon|second|minute|moment as? i|he|she get|gets|got|go|goes|went into|in|to bed',
      '@pain-word ... soon|second|minute|moment as? i|he|she lie|lies|lay down|flat',
      'soon|second|minute|moment as? i|he|she get|gets|got|go|goes|went into|in|to bed ... @pain-word',
      'soon|second|minute|moment as? i|he|she lie|lies|lay down|flat ... @pain-word',
      // 'back pain at rest': pain that rest does not ease.
      'pain|ache|aches|aching|hurts|sore even? at|while|when rest|resting',
      'not go|going away ... rest|resting|lie|lying|laying',
      'worse ... lying|lie still|flat|down',
      '@distress ... @night',
      '@wakes-up ... @distress',
      '@distress ... @wakes-up',
      '@night ... not help|helping|ease|easing|improve',
      '@pain-word ... worse ... @night',
      'worse ... @night',
      '@wakes-up ... @night',
      '@night ... @wakes-up',
      '@pain-word ... at|in|during the? night',
      'night pain|pains',
      'pain at night',
      // The night first, the pain after it: 'fine in the day but at night it's unbearable', 'come night it's agony'.
      "at|in|during|through|come the? night|nights|nighttime|bed ... be|is|are|'s|gets|get|becomes|turns agony|agonising|unbearable|excruciating|horrendous|horrific|torture",
      // The same with the pain's strength said plainly, or the night bare: 'at night my back pain is terrible', 'night
      // time my back is killing me', 'in the night my back pain is very big' (as many write it in a second language).
      // Said of the pain, the spine or 'it' ('at night the baby is awful' is not).
      "at|in|during|through|come|from? the? night|nights|nighttime time? my|his|her|the|this|it? lower|upper? @spine-part? pain|ache|aching|pains? be|is|are|'s|gets|get|becomes|turns really|so|very|proper|just? terrible|awful|dreadful|horrible|painful|sore|throbbing|killing|big|agony|unbearable",
      // From an hour of the small hours: 'from 1am my back is throbbing'.
      'from|at|by|around|about|after|until|till midnight|1am|2am|3am|4am|5am ... @pain-word',
      'from|at|by|around|about|after|until|till 1|2|3|4|5 am ... @pain-word',
      // The pain placed, then what gets one up: 'the pain in my spine gets me up at 4 every morning'.
      '@pain-word in|on|across my|his|her|the lower|upper|mid? @spine-part get|gets|got|getting|drag|drags|dragged me|him|her up|out at|in|every|each|most',
      // The pain as what gets one up: 'the pain in my back gets me up in the small hours'.
      '@pain-word|@spine-part get|gets|got|getting|drag|drags|dragged me|him|her up|out ... @night',
      'wake|wakes|woke|waking|woken me|him|her? up? with|in|from|by|because of? the? pain',
      // Woken by a pain told with its kind: 'I get woken by a deep ache in my lower spine' ('by': the pain woke them).
      'wake|wakes|woke|waking|woken me|him|her? up? by a|an|the|this|my|his|her? *? *? @pain-word',
      'pain wakes|woke|is waking me|him|her',
      'can? not get comfortable|comfy',
      'rest does not help',
      'resting does not help',
      'not ease|eased|improve|better|settle with|by rest|resting|lying',
      '@pain-worse more? when|whenever|if i|he|she? lie|lying|sleep|sleeping',
      '@wakes-up ... because|as|from|due ... @pain-word',
      'up|awake every|most|all night|nights ... with|because|from my|his|her|the @spine-part|pain',
      // The spine's pain with no 'my' before it: 'up every night this week with back pain', 'awake most nights from neck ache'.
      'up|awake every|most|all night|nights ... with|because|from of? lower|upper|low? @spine-part @pain-word',
      // Up with the pain told before: 'his back is agony, he's up pacing the house every night with it'.
      'up|awake|pacing ... every|most|all night|nights with|because|from of? it',
      'as soon as i|he|she lie|lay|get ... @pain-word|throb|throbbing|starts|worse',
      'when|whenever|once i|he|she lie|lay down ... throb|throbbing|starts',
      'rest|resting makes|made absolutely|literally|really? no|zero difference',
      'lying still makes|made absolutely|literally|really? no|zero difference',
      'lying still|flat ... @pain-word|unbearable',
      'sleep|sleeping|slept in the|a|an chair|armchair|recliner|sofa',
      // Lying down itself told past bearing ('lying down is agony', 'lying down was torture'), and the night spent up
      // in a chair for the pain ('he sits up in his recliner every night because of his back'): rest does not ease it.
      'lying|lie|lay down be|is|s|was|are|has|have|gets|got|becomes|become become|got|gone|been? agony|agonising|agonizing|unbearable|torture|murder|hell|excruciating',
      'all|every|most|each night|nights sit|sits|sat|sitting|sleep|sleeps|slept|sleeping up? in a|an|the|my|his|her chair|armchair|recliner because|cause|cos|as|with|for of? ... @pain-word|@spine-part',
      'sit|sits|sat|sitting|spend|spends|spent|stay|stays|stayed up? in a|an|the|my|his|her chair|armchair|recliner all|every|most|each night|nights because|cause|cos|as|with|for of? ... @pain-word|@spine-part',
      '@pain-word all night',
      '@pain-word through the night',
      'gnaw|gnaws|gnawing ... all night',
      'pacing|pace|paces ... 1|2|3|4|5 am',
      '@night ... worst|hardest',
      'awake till|until|untill dawn|morning|sunrise|daylight',
      '@pain-word ... unbearable|agony|worse|worst|awful|terrible in|at bed',
      'the nights|night|nighttime ... the worst',
      'worse when|as|once i|you|he|she go|get to|into bed',
      'keeping|keeps|kept me|him|her awake',
      'getting|get|gets|got up in the night',
      'up in the night with',
      'pacing|pace|paces ... at night',
      'pacing|pace|paces ... 2am|3am|4am|5am',
      'sleeping|sleep|slept|sleeps sitting|sat|propped up|upright',
      '@wakes-up because of my|his|her|the @spine-part',
      // Someone woken by another getting up with their back: 'keeps waking me, he's forever getting up with his back'.
      '@wakes-up ... getting|get|gets|got up|out of? bed? with|because|from of? my|his|her|the lower|upper? @spine-part',
      '@wakes-up with|from my|his|her|the @spine-part',
      '@pain-word more|worse in|at bed|night',
      // 'Laying' for 'lying', as many say it: 'even when I'm laying down', 'even laying flat'.
      '@pain-word ... even when|while|if i|he|she|you? rest|resting|lie|lying|laying|sleep|sleeping',
      // The one at rest named with a verb of being: 'the pain is there even when he's lying still', 'even while I am resting'.
      "@pain-word ... even when|while|if i|he|she|you|they am|is|are|'m|'s|'re|s|m|re rest|resting|lie|lying|laying|sleep|sleeping",
      '@pain-word ... even at rest',
      'worst ... @night',
      '@wakes-up ... by|because|with|from of? my|his|her|the|this lower|upper? @spine-part|pain',
      '@pain-word ... even in bed',
      '@pain-word ... even at night',
      '@pain-word ... even lying|laying down|still|flat',
      'even resting|lying|laying ... @pain-word|throb|throbs',
      'even in|at bed|rest|night',
      'even lying|laying down|still|flat',
      'even when|while resting|lying|laying',
      'nights|night|nighttime be|are|is|have|has been? a? unbearable|agony|awful|terrible|hell|horrendous|nightmare',
      // Rest brings no relief.
      'not|never let|lets|ease|eases|settle|settles up? when|if|while|as|once i|he|she|you lie|lay|rest|sleep',
      'no|little|without relief|respite from|with|by|when rest|resting|lying|lie',
      'disturb|disturbs|disturbing|disturbed|interrupts|interrupted|wrecks|ruins my|his|her? sleep|sleeping|nights',
      // Lying in bed making it worse, told at a distance ('being in bed for long makes it worse'); lying down or flat
      // only next to it (above): over a gap it reaches the next clause ('lying down is fine, standing makes it worse').
      'lying|lie|lay|being in bed ... make|makes|made ... worse',
      '@pain-word ... day and night',
      '@pain-word ... for the? last|past few? nights',
      '@pain-word ... every|each night',
      '@pain-word ... not|never let|lets|letting me|him|her sleep',
      '@pain-word ... not|never slept|sleeping|sleep properly|well',
      'lying down|flat|rest|resting should help ... not',
    ],
    conditionalCounts: true,
  },
  'upper-back-pain': {
    transient: true,
    passesInTheDay: true,
    // A pulled muscle between the shoulder blades, or an ache after a named exertion or posture ('after painting the
    // ceiling'), after an everyday task ('after gardening', 'carrying the baby all day'), or read as postural by a
    // clinician who has seen it, unless the heart's, the aorta's or cancer's other signs come with it.
    explained: {
      by: [
        '@muscle-strain',
        '@transient-cause',
        '@everyday-task',
        'carrying|carried|lifting|lifted|holding|held ... @child|baby|toddler|shopping|bags',
        // A sitting posture named as its cause: 'aches from sitting', 'after slouching at the desk all day', a posture
        // held to feed a baby ('from breastfeeding'), a hunch as when it comes ('when I hunch over my phone'), or a
        // posture owned as poor ('my posture is awful').
        'from|after sitting|slouching|slumping|hunching|stooping|breastfeeding|nursing',
        'when|whenever|if|as i|he|she|you hunch|hunches|slouch|slouches|slump|slumps|stoop|stoops',
        'bad|poor|awful|terrible|rubbish|shocking posture',
        'posture be|is|s|was bad|poor|awful|terrible|rubbish|shocking',
        // Desk work at home, or muscles in knots: 'since I started working from home', 'knots between my shoulder
        // blades'.
        'work|works|worked|working from home',
        'knot|knots|knotted',
        // A swim, a session of exercise or training ('after each session'), or a tight spot a therapist finds: as
        // mechanical as a knot ('swim' is a loose word, blanked before concepts are sought: '~swim', '~swimming').
        'swam|~swim|~swims|~swimming|lengths',
        'after|following|from each|every|the|my|a|today|todays|yesterdays? session|sessions|class|classes',
        'tight spot|spots',
        'trigger point|points',
        '@clinician thinks|thought|said|says|reckons|feels|suspects ... postural|posture|muscular|mechanical',
        'postural|muscular|mechanical ... @clinician thinks|thought|said|says|reckons|feels|suspects',
        // A scratch or graze on the skin there, as a pet's claws leave ('the cat's claws left a scratch between my
        // shoulder blades', 'the puppy scratched my back'): a mark on the skin, not a pain deep in the back.
        // A night's posture named as its cause: 'from sleeping funny', 'slept awkwardly on it', 'after sleeping wrong',
        // as a sitting posture is (a night pain's own reading has the same words, night-pain).
        'slept|sleep|sleeping|sleeps awkwardly|funny|wrong|badly|oddly|weird|awkward',
        'a|the|some|few|little|small|tiny|bit scratch|scratches|graze|grazes',
        'claw|claws marks|mark',
        'scratched|clawed|scratching|clawing me|my|his|her|him',
      ],
      unlessAlso: [
        'sweating',
        'breathlessness',
        'chest-pain',
        'tearing-pain',
        'sudden-onset',
        'feeling-faint',
        'collapse',
        'cancer-history',
        'weight-loss',
        'night-pain',
      ],
    },
    // Posture at a desk, eased by a stretch: mechanical, not the catalogue's concern.
    unlessInSentence: [
      'better|eases|eased|easing|goes|went with|after|when stretches|stretching|stretch|massage|moving|movement',
      'at|on the|my computer|desk|laptop',
    ],
    // The skin there burnt by the sun, inked, or itching ('got sunburnt between my shoulder blades', 'a new tattoo
    // between her shoulder blades', 'an itchy rash between his shoulder blades'): the skin's, in its own clause only,
    // not an ache told in another beside it ('a rash between my shoulder blades, and a deep ache there wakes me').
    unlessInClause: [
      'sunburn|sunburnt|sunburned|tattoo|tattoos|tattooed|tattooing|tattooist|itch|itches|itchy|itching|rash|rashes|acne|pimple|pimples|blackhead|blackheads|eczema|hives',
      // A sting, a bite or a mark on the skin: 'stung by a wasp between the shoulder blades', 'a mole there'.
      'sting|stings|stung|bite|bites|bitten|mole|moles|freckle|freckles|wart|warts|boil|boils|blister|blisters|birthmark',
      // An itch out of reach ('can't reach the itch between my shoulder blades'), whose 'not' would deny the skin's
      // words after it; not the place told as out of reach ('the bit I can't reach'); and blades of a tool ('caught
      // my finger between the blades of the shears').
      'can|could not reach the|an|that|this|my itch|itches|itchy|rash',
      'scissors|shears|mower|lawnmower|razor|blender|fan|propeller|skate|skates|knife|knives',
    ],
    patterns: [
      '@pain-word ... @shoulder-blades',
      '@shoulder-blades ... @pain-word',
      '@shoulder-blades pain|ache|agony',
      'between my|the|his|her shoulder blades|shoulderblades',
      'pain|ache|aching|hurts|hurting|sore in|at|across the top|middle of my|the back',
      // The heart's pressure felt in the upper back: 'heavy and squeezing between the shoulders', 'a crushing weight
      // in his upper back'.
      '@shoulder-blades *? *? heavy|heaviness|squeezing|squeezed|crushing|pressure|gripping',
      'heavy|heaviness|squeezing|squeezed|crushing|pressure|gripping *? in|across|on|through|at? my|his|her|the? @shoulder-blades',
    ],
  },
  'back-lump-or-shape-change': {
    changeCounts: true,
    knownConditionAccounts: true,
    // A lump told to grow, with no place said ('had a lump for years, it's getting bigger'): to a spine clinic, the
    // back; unless its sentence puts it somewhere else ('a lump in my breast that is growing'), or tells the growth
    // as past ('it was getting bigger, then stopped').
    explained: {
      by: [
        'was|were getting|growing',
        '@limb|@chest|@tummy|@head|@arm-or-jaw|@saddle-area',
        'breast|breasts|nipple|armpit|armpits|wrist|wrists|hand|hands|finger|fingers|knee|knees|foot|feet|ankle|ankles|toe|toes|thigh|thighs|shin|elbow|shoulder|face|lip|tongue|throat|eyelid|scalp|ear|testicle|testicles|skin|gum',
      ],
      patterns: [
        '@lump ... getting|gets|get|got|grown|gotten|grows|grew bigger|larger',
        "@lump ... be|is|are|s|'s|keeps|keep|been growing|swelling|enlarging",
        "@lump ... has|have|s|'s grown",
      ],
    },
    // A scan named in the lump's own clause ('the lump the MRI showed is a disc'), not a scan asked for beside it ('a
    // lump on my spine that is growing, should I get a scan?').
    unlessInClause: ['scan', 'mri', 'x ray'],
    unlessInSentence: [
      'disc',
      'discs',
      'baby bump',
      // (A pregnancy's bump is no lump at all: its word is blanked, @pregnancy-bump in find-mentions.ts.)
      // A lump already known for what it is, or taken away.
      'it|that|which|lump was|is|s just? a? cyst|lipoma|boil|spot|pimple|mole|wart|abscess|bruise|bite|sting',
      'is|was|are|were just? a|an cyst|lipoma|boil|spot|pimple|mole|wart|abscess|bruise|bite|sting',
      'turned|turns|turning out to be|as a|an? cyst|lipoma|boil|spot|pimple|mole|wart|abscess|bruise|bite|sting',
      // A 'knot' told as a tight muscle: 'knots in my back muscles after the gym', 'a muscle knot by my spine'.
      'knot|knots|knotted in|of|up my|his|her|the? lower|upper? back|neck|shoulder|shoulders|trapezius? muscle|muscles',
      'muscle|muscles knot|knots|knotted',
      // A bump an insect left, told as its cause: 'got bitten by something and now there's a bump on my back', 'a
      // swelling on his neck since he was stung' (not a growing lump beside a bite told after it).
      'bitten|stung ... and|now|then|since ... bump|bumps|lump|lumps|swelling|swollen',
      'bump|bumps|lump|lumps|swelling ... since|after i|he|she was|got|been? bitten|stung',
      'bump|bumps|lump|lumps|swelling ... from|after a|an|the|my|his|her? *? bite|bites|sting|stings',
      // The bite named as the lump's kind: 'a mosquito bite lump on his back', 'a sting bump by her neck'.
      'bite|bites|sting|stings bump|bumps|lump|lumps|swelling',
      'lump|it|them was|were|got removed|excised',
      // Taken away, told with the lump's own words between: 'had a lipoma on her back removed'.
      'had|has|have|got|getting a|an|the|my|his|her @lump *? *? *? *? removed|excised',
      // A clinician's word that the lump is harmless: 'the GP said it is a harmless fatty lump', 'diagnosed a lipoma'.
      '@clinician says|said|thinks|thought|reckons|told|diagnosed|confirmed ... lipoma|lipomas|cyst|cysts|harmless|benign',
      // Or that it is a normal part of the body, a bone felt under the skin: 'my GP said it's just a normal vertebra
      // sticking out', 'the physio told me the knobble is only a bone' (not a lump sent for a scan).
      '@clinician says|said|thinks|thought|reckons|told|confirmed ... it|that|this|which|lump|bump|knobble is|s|was|were|are just|only? a|an? normal? bone|bones|vertebra|vertebrae|rib|ribs',
      // A lump a clinician has seen and found unchanged ('unchanged, checked by my GP', 'the GP says it has not
      // changed'): watched, not changing.
      ...BOTH_WAYS('unchanged|stable', '@clinician'),
      ...BOTH_WAYS('not|never|no changed|change|grown|bigger', '@clinician'),
      // The clinician's word told with the lump between ('the nurse says the lump on his back hasn't changed'): a
      // longer reach, as a bare 'not changed' no longer sets a symptom aside on its own.
      '@clinician says|said|thinks|reckons|told ... *? *? *? not|never|no changed|change|grown|bigger',
      ...BOTH_WAYS('same size', '@clinician'),
      // A curve a school or a coach noticed in a growing child, or seen as they bend forward, as scoliosis is
      // checked for: a routine referral, not a sign of cancer.
      'bend|bends|bending over|forward',
      'scoliosis check|checks|screening|clinic|appointment|brace|assessment|curve',
      'might|may|could have|be scoliosis',
      'think|thinks|thought|suspect|suspects|suspected ... scoliosis',
      'school|teacher|coach|instructor|screening ... noticed|spotted|said|mentioned|flagged|picked',
      // Muscle built up, told as making the back look so: 'my traps make my upper back look humped', 'all the muscle
      // I've put on makes my back look hunched in photos'.
      'traps|trapezius|lats|rhomboids|muscle|muscles|bulk|gains ... make|makes|made|making ... look|looks|looking|appear|appears',
      // One shoulder higher under a bag carried on it: the load's, not the spine's.
      'carry|carrying|carries|carried|lug|lugging ... bag|bags|handbag|rucksack|backpack|satchel',
    ],
    patterns: [
      '@lump on|in|near|at my|the|his|her? lower|upper? @spine-part',
      ...BOTH_WAYS('@lump', '@spine-part'),
      // A lump on the shoulder blade is on the back: 'a swelling over his shoulder blade that keeps growing' (not a
      // 'knot' there, which is a tight muscle).
      'lump|lumps|swelling|=bump|=bumps|growth|mass|bulge on|over|under|below|by|near|beside|between my|the|his|her|both? shoulder blade|blades|shoulderblade|shoulderblades',
      // A lump told over a bone of the spine, the spine named after: 'a hard swelling over one of the bones in my back'.
      '@lump over|on|near|by|beside|at|above one|some|two of the|my|his|her bones|vertebrae|knobbles in|of|down|along my|his|her|the lower|upper|mid? @spine-part',
      // A hump, or a lump, told as forming between the shoulders: 'a hump developing between my shoulders' (not a hump
      // from sitting hunched, told with no change).
      'hump|humps|hunchback|lump|lumps|swelling|bulge is|are|s|be|has|have|been? been? developing|forming|growing|appearing|appeared|formed|developed|coming|came ... between|across my|the|his|her shoulders|shoulder',
      'lump|swelling|bump on|in|near|at my|his|her? back|spine|neck',
      // A lump the writer is sure is new, with no place said: 'a hard lump that I swear wasn't there last month'.
      '@lump that|which? i|he|she swear|swears|think|thinks|reckon|reckons|know|knows|am|is|m|s sure|certain? ... was|were|been not|never there before|last|a|in|until|at|on|this|previously',
      // 'A hunch that I didn't have last year': new on the body, unlike 'I have a hunch that …'.
      '@lump|@shape-change|@shape-posture that|which i|he|she|it did|had|have|has|was? not|never have|had|there|been? before|last|a|in|until|when|this|previously',
    ],
    // A changed shape, told with no lump: a pregnancy accounts for a changed curve of the lower back (its sentence
    // saying 'pregnant' or 'pregnancy'), never for a lump nor for anything growing ('28 weeks pregnant and there's a
    // new hard lump on my spine').
    narrowly: [
      {
        // A pregnancy's bump, blanked (@pregnancy-bump), tells a pregnancy too: 'in our bump photos my back looks
        // hunched'.
        unlessInSentence: ['pregnant', 'pregnancy', '~bump|~bumps'],
        patterns: [
          // One shoulder blade told as standing out, as a changed shape does on one side: 'one shoulder blade sticks out
          // more than it used to' (not both blades, as on a thin child).
          'one of? my|his|her|the? shoulder blade|blades|shoulderblade|shoulderblades ... @shape-change',
          '@spine-part ... @shape-change',
          '@shape-change ... @spine-part',
          '@spine-part be|is|are|was|has|have|had|look|looks|looking|gone|become|got|seem|seems|getting|get|grown be|become|got|gone|getting|looking|grown? all|a|bit|very|really|more|slightly|quite|so|much? more|bit? @shape-posture',
          // The same told as begun: 'her back has started to look hunched', 'his spine is beginning to get more bent'.
          '@spine-part has|have|is|s|had? started|starting|begun|began|beginning to look|go|get|seem a|bit|very|really|more|slightly|quite|so|much? more|bit? @shape-posture',
          'a|my|his|her|the @shape-posture @spine-part',
          '@shape-posture|curve|bend in|of my|the|his|her @spine-part',
          // The spine told as going over, as a change under way: 'his back has started curving over', 'her spine has been
          // slowly curling forwards' (not a person bending over to do something, nor a back held curled at a desk).
          // 'Hunching over' is a loose word, blanked ('~hunching ~over': find-mentions.ts), as a person hunching over a desk
          // is; the spine's own hunching over is read here: 'mum's back has started hunching over a lot more'.
          '@spine-part *? has|have|is|are|was|been|started|starting|begun|began|keeps|keep|getting|seems|seem ... curving|curling|hunching|stooping|bowing|~hunching over|forward|forwards|~over',
          // One side seen higher or lower than the other, told as new, as a partner notices a spine's new curve: 'one of
          // my shoulders looks higher than the other now', 'one side of his back is lower lately' (not one shoulder
          // slightly higher in the mirror, nor a bag carried on one shoulder).
          'one of? my|his|her|the? shoulder|shoulders|hip|hips|side|sides ... higher|lower than the other now|lately|recently|these',
          'one of? my|his|her|the? shoulder|shoulders|hip|hips|side|sides ... be|is|are|s|look|looks|sits|sit|seems|gone|got higher|lower now|these|lately|recently',
          'one of? my|his|her|the? shoulder|shoulders|hip|hips|side|sides ... started|starting|begun|become|becoming|gone|getting|got to? sit|look|be? higher|lower',
          // Both shoulders or hips told as uneven, as new: 'my shoulders look uneven all of a sudden', 'her hips have gone
          // lopsided lately' (not shoulders uneven from how one sits at a desk, with no time said).
          'my|his|her|the|both shoulders|hips *? *? uneven|lopsided|wonky|crooked ... now|lately|recently|suddenly|sudden|anymore|these',
          // A changed shape noticed by the clothes on the upper body: 'my shirts sit funny now', 'his jumper hangs
          // differently', 'my clothes don't sit right anymore' (not trousers or a dress, nor a fit that weight changes).
          'clothes|clothing|shirt|shirts|top|tops|jumper|jumpers|coat|coats|jacket|jackets|collar|collars|blouse|blouses *? *? sit|sits|sitting|sat|hang|hangs|hanging|hung *? differently|different|funny|oddly|odd|strange|strangely|weird|wrong|lopsided|crooked|wonky',
          'clothes|clothing|shirt|shirts|top|tops|jumper|jumpers|coat|coats|jacket|jackets|collar|collars|blouse|blouses *? not|never|longer sit|sits|sitting|sat|hang|hangs|hanging|hung right|properly|straight',
          // The spine told only as an odd shape now: 'his back has gone a funny shape', 'my spine is a strange shape now'.
          '@spine-part be|is|are|s|has|have|gone|got|become|becoming|getting|look|looks|looking|seems *? *? a|an? funny|odd|strange|weird|wrong|peculiar shape',
        ],
      },
    ],
  },
  'pain-on-straining': {
    // A twinge told over within a minute ('sneezed and felt a twinge in my back, gone within a minute'): a passing
    // catch; only the strain its own words tell, not a pain on straining told beside it.
    // And straining at stool asked of a bowel remedy ('does fibre help with straining'): a bowel question; straining
    // at a lift or a workout ('when I strain lifting the shopping') or a push of the arms in a household task
    // ('bending and pushing sets my back off', 'pushing the hoover'): effort.
    unlessHeldBy: ['passing-twinge', 'straining-remedy', 'straining-at-effort', 'pushing-a-load'],
    // A twinge on sneezing since moving furniture, better each day: a strain settling.
    transient: true,
    passesInTheDay: true,
    // A named long-term bowel or chest condition's usual state: 'IBS, cramps when I go, have done for years'.
    knownConditionAccounts: true,
    // A strained muscle named ('a bit of lower back strain', 'a pulled muscle') accounts for a cough's or a sneeze's
    // twinge, unless cancer's or an infection's other signs come with it.
    explained: {
      by: [
        '@muscle-strain',
        '@spine-part strain|sprain|sprained|strained',
        // A knock in a game or a sport as when it began: 'since I hurt it at football', 'after he jarred it at rugby'.
        'since|after i|he|she hurt|injured|jarred|twisted|knocked|did it|my|his|her|that ... at|playing|in|during @play-or-sport|football|tennis|squash|badminton|basketball|training',
        // A twinge that came only with a cold's cough: 'it was fine before the cold', 'nothing before this flu'.
        'fine|ok|okay|alright|nothing before the|this|my|a cold|flu|virus|bug|cough',
      ],
      // A pain getting worse is told as one, whatever began it.
      unlessAlso: [
        'cancer-history',
        'weight-loss',
        'night-pain',
        'fever',
        'feeling-unwell',
        'worsening-pain',
        'severe-or-worsening-pain',
      ],
    },
    // A known disc problem explains pain on coughing (the catalogue's concern is pain no one has explained), and
    // 'no pain when I cough' denies it.
    unlessInSentence: [
      'disc|discs|prolapse|herniation|herniated',
      'pulled|strained|tweaked|jarred|twisted it|my|his|her back? lifting|moving|carrying|gardening|digging',
      // A back put out or done in, in any tense: 'did my back in', 'she puts her back out every time she sneezes'.
      'did|done|do|does|doing|put|puts|putting|threw|thrown|throw|throws|throwing my|his|her back in|out',
      // A lift or a carry as when it began: 'since I carried the tree in, my back catches when I cough'.
      'since|after i|he|she lifted|carried|moved|shifted|hauled|lugged',
      'it|that is|was fine now',
      'fine|gone now',
      'now fine|gone',
      'no|never|without @pain-word when|if|on|with i? @straining',
      'not hurt|ache|twinge when|if|on i? @straining',
      'fine|ok|okay|alright|good when|if|on i|he|she? @straining',
      // The strain's own quality denied: 'it doesn't get worse when I cough', 'sneezing doesn't make it worse', 'I wee
      // and poo fine'.
      'not|never get|gets|go|goes|feel|feels? any? worse|worst when|whenever|if|on|with i|he|she? @straining',
      '@straining do|does|did not|never make|makes|made it|my|his|her|the? back|pain? any? worse|hurt',
      '@straining fine|normally|ok|okay|alright',
      // A chest muscle strained in the gym, or a push with the arms: not the strain of a cough or the toilet.
      'pec|pecs|intercostal|bench',
      // Known causes of pain on straining: piles, sciatica from a known disc.
      'piles|haemorrhoids|hemorrhoids|fissure|sciatica',
      // Straining to lift: effort, not the strain of a cough or the toilet. Weights as typed: 'lost weight' is no lift.
      // A lift as the time or the strain itself ('when I'm lifting', 'straining to lift'), not a lift said to be fine
      // beside the strain that hurts ('lifting the baby is fine but a sneeze and my back is in bits').
      'when|while|whilst|from|after|by|on|during lifting',
      'strain|strains|straining|strained lifting|to lift',
      '=weights|deadlift|deadlifts|squats|gym',
      // The pain is somewhere else: 'every time I cough my ribs hurt, no back pain'.
      'no|not|without back|neck|spine|spinal pain',
      'ribs|rib|throat|hernia|stitches hurt|hurts|ache|aches|sore',
      'push|pushing|pushed up|off|myself|open',
      // A twinge of a moment, over as it comes: 'my back twinges a little for a second when I sneeze'.
      'twinge|twinges|twinged|twinging|catch|catches|twang|twangs ... for a|one split? second|moment',
      'twinge|twinges|twinged|twinging|catch|catches|twang|twangs ... second|seconds|moment and? then? gone',
      // The pain itself inside the 'if', then a question of what it would mean: 'if I sneeze and it hurts my back,
      // what does that mean?' asks what if (not 'when I sneeze it hurts, what does that mean?').
      'if i|you|he|she|someone|somebody|people @straining and it|that|this|my|your|his|her|their? @pain-worse ... what|whats|should|would|could|does|do|is|can',
    ],
    patterns: [
      '@pain-worse ... when|whenever|if|on|after|with|during|to i|he|she|they|you|we? @straining',
      // The strain made, done or had: 'when I make cough', 'when he does a sneeze', 'when I have a poo'.
      '@pain-worse ... when|whenever|if|after|during i|he|she|they|you|we make|makes|do|does|have|has|give|gives a? @straining',
      '@pain-worse ... to have|do a poo',
      '@straining ... because|with of? my|his|her @spine-part',
      '@straining ... make|makes|made|sends|send it? ... @pain-worse',
      // 'Every time I cough' told with what it does to the back or how it hurts, not on its own ('I get phlegm every
      // time I cough'): a strain is a red flag for the pain it brings.
      'every|each time i|he|she @straining ... @pain-worse|@spine-part|ouch|ow|owww|argh|ugh|aargh',
      '@spine-part|ouch|ow|owww|argh|ugh|aargh ... every|each time i|he|she @straining',
      // The pain told by the sound or the doubling over it draws: 'he's yelping every time he coughs', 'each sneeze
      // doubles her over with the pain' (not 'cries', which a child with a cold does, nor 'screams', said of others).
      'yelp|yelps|yelping|yelped|howl|howls|howling|howled|whimper|whimpers|whimpering|groan|groans|groaning ... every|each time i|he|she @straining',
      'every|each time i|he|she @straining ... yelp|yelps|yelping|yelped|howl|howls|howling|howled|whimper|whimpers|whimpering',
      '@straining ... double|doubles|doubled|doubling me|him|her|them up|over with|in the? pain|agony',
      // Or by the floor it nearly brings one to: 'sneezed and nearly dropped to the floor', 'coughs and almost goes down'.
      '@straining ... nearly|almost|practically dropped|drop|drops|collapsed|collapse|fell|fall|falls|went|go|goes to|on|down to|on? the|my? floor|ground|deck|knees',
      // Or with the bracing it takes ('every time I cough I have to grip the sofa'): the pain told by what it makes one
      // do ('grab' and 'hold' only with 'onto': 'I have to grab a tissue every time I sneeze' is not bracing).
      'every|each time i|he|she @straining ... have|has|had|got to brace|clutch|grip',
      'every|each time i|he|she @straining ... have|has|had|got to grab|hold onto|on',
      'have|has|had|got to brace|clutch|grip ... every|each time i|he|she @straining',
      'have|has|had|got to grab|hold onto|on ... every|each time i|he|she @straining',
      // Or with something solid to brace on: 'every time I cough I have to grab the sofa' (not a tissue).
      'every|each time i|he|she @straining ... have|has|had|got to grab|hold|hang ... sofa|settee|couch|chair|table|wall|banister|bannister|counter|worktop|rail|railing|doorframe|bed|sink',
      'grab|grabs|grabbing|hold|holds|holding the|a|onto|my|his|her? *? sofa|settee|couch|chair|table|wall|banister|bannister|counter|worktop|rail|railing|doorframe|bed|sink ... every|each time i|he|she @straining',
      'when|whenever|if i|he|she|they|you|we @straining ... @pain-worse',
      '@straining ... @spine-part ... @pain-word',
      '@straining ... @pain-word',
      '@pain-worse ... when|whenever|if i|he|she am|is|are? on|at the loo|toilet ... push|pushing|strain|straining',
      // The effort itself told as trying to go: 'my back kills when I'm on the loo trying to go'.
      '@pain-worse ... when|whenever|if i|he|she am|is|are? on|at the loo|toilet trying|struggling|straining to go|poo|open',
      'every|each @straining ... through|into|in|up|down my|his|her lower|upper|mid? @spine-part',
      '@straining go|goes|shoots|sends|went ... through|into|up|down my|his|her lower|upper|mid? @spine-part',
      // The spine named first: 'my back goes when I sneeze', 'my back aches each time I cough'.
      '@spine-part *? *? @pain-worse|go|goes|went|twinge|twinges|spikes ... when|whenever|if|every|each time? i|he|she|you? @straining',
      '@straining set|sets|setting|sent my|his|her @spine-part off',
      // The same with 'off' first, or told as a trigger: 'laughing at the telly sets off my lower back'.
      '@straining ... set|sets|setting|sent|trigger|triggers|triggered|triggering off? my|his|her lower|upper|mid? @spine-part',
      // Or by the pain's force, as if knocked down, the spine or its pain named beside: 'my back is so bad that a
      // sneeze nearly floors me', 'coughing flattens her with the pain' (not 'the sneeze floored me, it was so loud').
      '@spine-part ... @straining ... floor|floors|floored|flooring|flatten|flattens|flattened|flattening|poleaxe|poleaxes|poleaxed me|him|her|them',
      '@straining ... floor|floors|floored|flooring|flatten|flattens|flattened|flattening|poleaxe|poleaxes|poleaxed me|him|her|them ... @spine-part|@pain-word',
      // Any strain at all, and the spine's pain: 'any cough and my spine lights up', 'one sneeze and her back goes'.
      'any|every|each|one|single @straining and|& my|his|her|the? @pain-worse',
      'any|every|each|one|single @straining and|& my|his|her|the lower|upper? @spine-part *? @pain-worse|go|goes|went|twinge|twinges',
      // The strain of the toilet told after going: 'his back catches when he goes to the loo and strains'.
      '@pain-worse ... when|whenever|if i|he|she go|goes|went|going to|on the loo|toilet ... push|pushes|pushing|strain|strains|straining',
      // The spine gripped or giving on a strain: 'any sneeze and I'm holding my back', 'sneezing and my back goes'.
      '@straining ... holding|grabbing|clutching|gripping|hold|grab|clutch|grip my|his|her @spine-part',
      // The same told the other way round: 'he holds his back each time he coughs', 'winces whenever she sneezes'.
      'holding|grabbing|clutching|gripping|hold|holds|grab|grabs|clutch|clutches|grip|grips my|his|her lower|upper|mid? @spine-part when|whenever|every|each time? i|he|she|you? @straining',
      // Gripped with more told between: 'he grabs his back and groans whenever he coughs'.
      'holding|grabbing|clutching|gripping|holds|grabs|clutches|grips my|his|her lower|upper|mid? @spine-part and ... when|whenever|every|each time? i|he|she|you? @straining',
      '@pain-worse ... every|each time i|he|she|they|you|we @straining',
      '@straining ... and my|his|her @spine-part go|goes|twinges|spasms|locks|seizes',
      // With the part of the spine named and the cry it gives: 'any sneeze and my lower back screams'.
      '@straining ... and my|his|her lower|upper|mid @spine-part go|goes|twinges|spasms|locks|seizes|screams|protests|catches|twangs',
      '@straining ... and my|his|her @spine-part screams|protests|catches|twangs',
      '@pain-word ... spike|spikes|spiking|jump|jumps|shoot|shoots|flare|flares with|on|at a|every|each? @straining',
      // 'I daren't sneeze, my back kills': straining avoided for the pain it brings.
      'dare|daren not @straining ... @spine-part|@pain-worse',
    ],
    conditionalCounts: true,
  },
  'persistent-pain': {
    patterns: ['@persistent', '@pain-word ... @persistent', '@persistent ... @pain-word'],
  },
  fever: {
    // A fever a common illness accounts for, or given as the reason to move an appointment ('flu and a temperature,
    // can we rearrange?'), is no finding of its own; with
    // any concept a trigger pairs it with, it stays (the rules raise what they raised; the second net reads it as set
    // aside).
    explained: {
      by: ['@common-illness', '@rearranging'],
      unlessAlso: [
        'spinal-pain',
        'recent-spinal-procedure',
        'recent-operation',
        'stiff-neck',
        'drowsy-or-confused',
        'slurred-speech',
        'breathlessness',
        'unsteady-walking',
        'limping',
        'light-sensitivity',
        'non-fading-rash',
        'mottled-skin',
        'no-urine',
        'sense-of-dying',
        'wound-infection',
      ],
    },
    patterns: ['@fever-word'],
    unlessHeldBy: ['cold-surroundings'],
    readings: {
      // A reading told normal in words: 'checked my temperature, it's normal', 'took his temp, it came back normal'.
      normal: [
        '@normal-temperature',
        // Normal, not 'fine' or 'ok', which may say how the writer copes ('a temperature, it's fine, I'll manage'); the
        // reader gives 'came back' as 'returned'.
        "it|that|which|this be|is|s|'s|was|were|reads|read normal",
        'it|that|which|this return|returned|returns normal',
      ],
      raised: ['@raised-temperature'],
    },
    // Heat and cold that are a thing's, not the body's: 'hot and cold packs', 'the shower runs hot then cold', 'the
    // weather is hot one minute and cold the next'. Reaching the clause alone: a fever told beside it still counts.
    unlessInClause: [
      'hot|cold|heat|ice pack|packs|compress|compresses|therapy|water|bath|baths|shower|showers|drink|drinks|food',
      'hot|heat|cold|ice and|then|or cold|ice|hot|heat pack|packs|compress|compresses|therapy|water|bath|baths|shower|showers',
      'weather|shower|showers|water|bath|tap|taps|room|house|flat|office|heating|radiator|radiators|car|boiler|oven|weather is|s|was|be|keeps|kept|goes|go|went|runs|run|ran|turns|turned|going|running',
    ],
    unlessInSentence: [
      'room temperature',
      'body temperature',
      // Night sweats of the menopause.
      'menopause|menopausal|perimenopause|perimenopausal|hrt',
    ],
  },
  'feeling-unwell': {
    patterns: ['@unwell'],
  },
  infection: {
    patterns: ['@infection-word'],
  },
  'injecting-drugs': {
    patterns: ['@injecting-drugs'],
    historyCounts: true,
    unlessInSentence: [
      'steroid',
      'epidural',
      'a|an|the|my|his|her|this|that injection',
      'injection in|into|for',
      'insulin',
      'b12',
      'vaccine',
      'jab',
      'botox',
      'blood thinner',
      // Given up long ago: 'clean for 8 years', 'drug free since 2009', 'not injected in decades', 'quit 10 years ago'.
      'clean|sober|abstinent|free|off for|since *? *? *? years|decades|decade',
      // The same without the 'for', as said aloud: 'been clean 9 years', 'sober twenty years now'.
      'clean|sober|abstinent 1*|2*|3*|4*|5*|6*|7*|8*|9*|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|many|several years|decades',
      'clean|sober|abstinent|free|off since 19*|200*|2010|2011|2012|2013|2014|2015|2016|2017|2018|2019',
      'not|never used|use|injected|inject|touched|touch anything|drugs|heroin|it? in|for *? *? *? years|decades|decade',
      'stopped|quit|quitting|injecting|using *? *? *? years|decades ago',
      'gave|came up|off *? *? *? years|decades ago',
      // Use told years ago, and given up since then: 'overdosed on heroin ten years ago and have been clean since, is
      // methadone ok?', 'used decades ago, sober ever since' (not with use given up only lately, 'clean since Monday',
      // or taken up again, 'relapsed last week', told in the sentence: @persisting).
      'years|decades ago ... clean|sober|abstinent|free ever? since',
    ],
  },
  'weak-immunity': {
    patterns: ['@weak-immunity'],
    // One steroid injection, an inhaler or a cream is not a weakened immune system.
    unlessInSentence: [
      'steroid|steroids injection|injections|jab|inhaler|inhalers|cream|creams|spray',
      ...INHALED_ONLY,
    ],
    historyCounts: true,
  },
  'recent-spinal-procedure': {
    patterns: [
      '@spinal-procedure',
      'operation|surgery|op|injection on|in|to my|his|her @spine-part',
      '@spine-part operated on',
      'operated on my|his|her @spine-part',
      // The place on the spine told as where a procedure was done: 'the bit of my back where they did the nerve
      // block', 'the part of her neck where she had the injection'.
      '@spine-part where|that they|he|she|i|we did|do|had|have|put|gave|give|injected the|my|a|an|his|her|their? nerve|steroid|facet|root? block|blocks|injection|injections|jab|jabs|op|operation|surgery|procedure|epidural|needle',
    ],
    // Long ago, anywhere in the sentence: 'my fusion was years ago'.
    unlessInSentence: ['years ago'],
    // A procedure only offered, awaited or wondered about, in its own clause or question: 'should I have an
    // injection in my spine?'. Not of one had, told beside the question ('had a discectomy last week, should I worry
    // about this fever?').
    unlessInClause: [
      'waiting',
      'considering',
      'should i',
      'offered',
      'recommended',
      'candidate',
      'might need',
      'may need',
      'need a|an',
      'needs a|an',
      'booked',
      'waiting list',
      'due to have',
      'going to have',
      'scheduled',
      'planned',
      'suggested',
      'thinking about',
      'discussed',
      'might have a|an',
      'might be',
    ],
  },
  'recent-operation': {
    // Recent is weeks, not years: 'had my op a week ago, now a temperature' is the time a wound infection shows.
    patterns: ['@operation', '@spinal-procedure'],
    // An operation still to come is not recent, in its own clause: 'having surgery next week' (not 'had my op last
    // week, seeing the surgeon next week, and the wound is weeping').
    unlessInClause: [
      'next week|month|year',
      'due to have',
      'going to have',
      'booked in? for',
      'scheduled for',
      'waiting list',
    ],
  },
  'long-journey': {
    patterns: ['@journey'],
  },
  'serious-injury': {
    patterns: [
      '@serious-mechanism',
      // A broken spine told as such ('I think I've broken my back', 'he has fractured his neck'): an injury as serious
      // as its mechanism, whatever the mechanism was.
      'broke|broken|fractured|fracture|cracked|crushed my|his|her|their|your back|neck|spine|vertebra|vertebrae',
    ],
    // Sent off a raised thing onto hard ground, told with the activity's own verb: 'trampolined off the side onto the
    // patio', 'flew off the swing onto the concrete'. Not a thing that bounced ('the ball bounced off the wall onto the
    // patio'), nor off a step or a kerb, nor into water (@launched-off, @raised-edge, @hard-ground).
    narrowly: [
      // A tackle, in the run of a game or a season ('bruises everywhere from being tackled all game'), is the game's
      // knocks, not a serious accident: unless told with nerve or limb signs, severe or worsening pain, a deformity or
      // a collapse ('tackled all game, now my arms tingle'); one tackle stays one ('tackled at rugby, now my neck …').
      {
        unlessInSentence: [],
        patterns: ['tackle', 'tackled', 'scrum'],
        explained: {
          by: ['@tackled-in-play'],
          unlessAlso: (UNHURT.unlessAlso ?? []).filter(
            (concept) => !['spinal-pain', 'upper-back-pain', 'persistent-pain'].includes(concept),
          ),
        },
      },
      {
        unlessInSentence: ['ball|balls|frisbee|toy|toys|rain|hail|water|light|sound|echo'],
        patterns: [
          '@launched-off right|straight|clean|backwards|sideways|headfirst? off|over|from the|a|an|his|her|my|their|our|its *? @raised-edge ... onto|on|into|against the|a|some? @hard-ground',
        ],
      },
    ],
    acute: true,
    doneTo: true,
    explained: UNHURT,
    // Off a bike or a horse at a walking pace ('came off my bike at walking pace onto grass'): a tumble, not the speed
    // of a serious accident (not a motorbike, nor a car).
    // A low pace's words are loose words, blanked ('at walking pace', 'at 5 mph' read as '~at …': find-mentions.ts).
    unlessInSentence: [
      'off|from my|his|her|a|the bike|bicycle|horse|pony|scooter ... ~at',
      'off|from my|his|her|a|the bike|bicycle|horse|pony|scooter ... at a walk|crawl|standstill',
      'off|from my|his|her|a|the bike|bicycle|horse|pony|scooter ... barely|hardly moving|going',
    ],
  },
  'spinal-injury': {
    explained: UNHURT,
    patterns: [
      '@injury-word',
      '@injury-word ... @spine-part',
      '@spine-part ... @injury-word',
      'neck|back|spinal|spine injury',
      'hurt|hurted my|his|her neck|back|spine',
      'injured|hurt|jarred|twisted|cricked my|his|her neck|back',
      'broke|broken|fractured|fracture|cracked|crushed my|his|her|their|your back|neck|spine|vertebra|vertebrae',
      // Knocked down by someone: the one knocked is hurt, not the doer ('my grandson knocked me flying').
      'knocked|knock|knocks|pushed|push|pushes|shoved|barged|bowled|sent|tipped me|him|her over|down|flying',
    ],
  },
  'minor-fall': {
    patterns: ['@minor-fall'],
    acute: true,
    // The spine itself bending over the years is a change of shape, not a mishap ('could it make my back bend over
    // time'); and a strain or a fall said, in its sentence or the next, to have left no pain ('lifts boxes at work. He
    // has no pain, is he at risk?') hurt nothing: unless the same person also tells a pain or a sign an injury could
    // bring.
    explained: {
      by: [
        '@spine-part *? *? bend|bending|bent|bends|curve|curving|curved|stoop|stooping|hunch|hunching over time|years',
        ...UNHURT.by,
      ],
      unlessAlso: [...(UNHURT.unlessAlso ?? []), 'sudden-onset'],
      reachesNext: true,
    },
  },
  'fragile-bones': {
    patterns: ['@fragile-bones'],
    // Steroids breathed in or put on the skin do not thin the bones as tablets taken for long do.
    unlessInSentence: ['steroid|steroids inhaler|inhalers|cream|creams|spray', ...INHALED_ONLY],
    historyCounts: true,
  },
  'spine-deformity': {
    patterns: [
      ...BOTH_WAYS('@spine-part', '@shape-change'),
      ...BOTH_WAYS('@spine-part', '@lump'),
      '@spine-part ... look|looks|looking a? bit? different|wonky|bent|twisted|uneven|odd|lopsided',
      '@spine-part be|is|are|was|has|have|had|look|looks|looking|gone|become|got|seem|seems|getting|get|grown be|become|got|gone|getting|looking|grown? all|a|bit|very|really|more|slightly|quite|so|much? more|bit? @shape-posture',
      // The same told as begun: 'her back has started to look hunched', 'his spine is beginning to get more bent'.
      '@spine-part has|have|is|s|had? started|starting|begun|began|beginning to look|go|get|seem a|bit|very|really|more|slightly|quite|so|much? more|bit? @shape-posture',
      'a|my|his|her|the @shape-posture @spine-part',
      '@shape-posture|curve|bend in|of my|the|his|her @spine-part',
      // The spine told as going over, as a change under way: 'his back has started curving over', 'her spine has been
      // slowly curling forwards' (not a person bending over to do something, nor a back held curled at a desk).
      '@spine-part *? has|have|is|are|was|been|started|starting|begun|began|keeps|keep|getting|seems|seem ... curving|curling|hunching|stooping|bowing over|forward|forwards',
    ],
  },
  'worsening-pain': {
    patterns: [
      ...RISING_SCORES,
      '@pain-word ... keeps|keep|still climbing|rising',
      '@pain-word ... keeps|keep|still going up',
      '@pain-word ... get|getting|gets|got|become|becoming|much|even worse',
      'get|getting|gets|got|become|becoming|grown|growing steadily|progressively|gradually|much|even|a|bit|lot? worse',
      'keep|keeps? get|getting|gets worse',
      'way|much|far|a|lot worse',
      'more severe|painful|intense',
      'worse and worse',
      'worsening',
      'worse every|each day',
      'has|have got worse',
      'progressive|progressively',
      'much worse',
      'worse than at? first|before|yesterday',
      '@pain-word|hurt|hurts|sore|painful ... more than before|ever|usual',
      'more painful|sore than before|ever|usual',
      'worse and? not better',
      'not getting better',
      // 'it's worse now', 'worse since the injection': worse than it was.
      'worse now|since',
      // The change told by 'now', or a pain that has changed its kind: 'now the pain is worse and different'.
      'now *? *? is|s|are|feels|feel|gone|getting worse',
      'worse and|but different|changed',
      // A pain changed in kind, not only in degree ('hurting in a different way to before', 'a new kind of pain'): with
      // a recent operation or an injury, what the catalogue asks about.
      '@pain-word ... in a whole? different|new way|manner',
      'different|new|another kind|type|sort of @pain-word',
      '@pain-word differently|different to|from|than before|usual|normal',
      "@pain-word be|is|are|feels|feel|'s|has|have now? be|been|become|got|gone? different|changed|new",
    ],
  },
  'severe-or-worsening-pain': {
    patterns: [
      '@severe',
      '@pain-word ... get|getting|gets worse',
      'get|getting|gets worse',
      'worse and worse',
      'worsening',
      'can not move|turn my|his|her? head|neck',
      'hurt|hurts|painful|pain|agony to|when|on move|moving|turn|turning|movement',
      'pain on movement',
      'can not move',
    ],
  },
  'chest-pain': {
    // Ribs and muscles aching after days of coughing with a cold: strained by the cough.
    unlessInSentence: [
      'coughing|cough all|for a? week|days|weeks',
      'with|from a|the? cold|flu ... @pain-word',
      // Rubbing something in or off, not rubbing at a pain: 'rubbed his chest dry with a towel'.
      'rub|rubs|rubbing|rubbed ... towel|cream|lotion|oil|vicks|balm|suncream|dry',
    ],
    // A worn thing told tight where it sits on the chest ('the brace is quite tight across my ribs', 'my support feels
    // tight round my chest'): the thing's fit, in its own clause only ('my brace is tight and now a crushing pain in my
    // chest' still raises).
    unlessInClause: [
      `${FITTED_THINGS}|bra|binder|strap|straps|top|vest is|s|'s|are|feels|feel|felt|was|were|seems|seemed|sits *? *? tight|tighter across|around|round|over|on|under my|his|her|the? @chest`,
    ],
    // A pulled muscle or known reflux, unless the heart's other signs come with it.
    explained: {
      by: [
        '@chest-pain-cause',
        // A hyperbole laughed off as it is said: 'the news gave me chest pain ha', 'that bill gives me chest pains lol'.
        'give|gives|gave|giving|given me|him|her chest pain|pains ha|haha|hahaha|lol|lmao|😂|🤣|😅|😆|jk',
      ],
      unlessAlso: [
        'sweating',
        'breathlessness',
        'collapse',
        'feeling-sick',
        'pain-spreading-to-arm-or-jaw',
        'feeling-faint',
        'tearing-pain',
        'worst-ever-pain',
      ],
    },
    patterns: [
      '@chest *? *? @pain-word',
      '@pain-word in|on|across|around|through|at my|the|his|her? @chest',
      '@chest *? tight|tightness|heavy|heaviness|pressure|crushing|squeezing|pain',
      'tight|tightness|heavy|heaviness|pressure|crushing|squeezing|weight ... @chest',
      'chest pain|pains',
      'elephant on my chest',
      'elephant|vice|crushing|squeezing ... @chest',
      '@chest ... elephant|vice|crushing|squeezed|squeezing',
      // A hand held, pressed or rubbed on the chest shows the pain there: 'he keeps rubbing his chest'.
      'holding|holds|held|clutching|clutches|clutched|grabbing|grabbed|gripping|gripped|rubbing|rubs|rubbed|massaging|pressing|pressed his|her|my chest',
      '@pain-word ... @chest',
      '@chest ... @pain-word',
      '@pain-word ... @spreading ... @chest',
      '@chest and|n @spine-part',
      '@spine-part and|n @chest',
      '@heart-claim',
    ],
  },
  sweating: {
    patterns: ['@sweat'],
    unlessInSentence: ['night sweats', 'hot weather', 'gym', 'exercise', 'workout'],
  },
  // Someone struggling to breathe now (NHS.UK 'When to call 999'), told by whoever is with them: not breathing
  // normally. A breath lost to a laugh, the heat, a nose blocked or a worn thing too tight, each only in the mention's
  // own clause: 'she laughed at the telly and now she can't breathe' still raises. A nose blocked or stuffy and a
  // cold account for no baby's or toddler's breath (unlessInClauseExceptSmallChild; why: people.ts CHILD_AGES).
  'struggling-to-breathe': {
    acute: true,
    unlessInClause: [
      'laugh|laughs|laughed|laughing|laughter|giggle|giggles|giggling|giggled',
      // Read from the mention's start, as the 'not' of "can't breathe" would deny a phrase after it.
      '@breath-failing in|with this|the heat|humidity|smoke|pollen',
      '@breath-failing through my|his|her|the|their|your nose|nostril|nostrils',
      // Worn ('can't breathe properly in it') or a posture's, told as when it happens: a habit, not a breath failing now.
      // Lying flat or down is no such posture: breath that fails lying down is breathing not normal ('can't breathe
      // when I lie flat'); lying face down is ('… when I lie on my front for the massage').
      '@breath-failing properly? in it|them',
      // A grunt with effort, a lift's or a poo's: 'I grunt with every breath when I squat', '… as she poos'.
      'grunt|grunts|grunting|grunted ... when|while|as i|he|she|they|you lift|lifts|lifting|squat|squats|squatting|deadlift|deadlifts|train|trains|training|exercise|exercising|strain|strains|straining|poo|poos|pooing|push|pushes|pushing',
      '@breath-failing ... when|whenever i|he|she|they|you bend|bends|sit|sits|lean|leans|wear|wears',
      '@breath-failing ... when|whenever|while i|he|she|they|you lie|lies|lay|lays|am|is|are|m|s flat? on|face my|his|her|their|the|your? front|stomach|tummy|belly|face|down',
      'so|too|that|really hot|humid|muggy|warm',
      `${FITTED_THINGS}|bra|top|shirt|waistband|strap|straps|binder ... tight|tighter`,
      'freezing|icy water|sea|pool|weather|wind',
    ],
    unlessInClauseExceptSmallChild: [
      'so|too|that|really stuffy',
      'nose|nostrils is|are|s? so|really|completely|totally? blocked|bunged|stuffy|congested',
      'blocked|bunged|stuffy|congested up? nose|nostrils',
      'cold',
    ],
    patterns: ['@breath-failing'],
    narrowly: [
      {
        // Lips coloured by what was eaten, drunk or put on them: 'his lips are blue from the slush puppy', 'a funny
        // colour after the beetroot' (as for mottled-skin). Not something choked on: 'choking on a sweet, lips blue'.
        unlessInSentence: [LIPS_STAINED_BY],
        patterns: ['@lips-coloured'],
      },
      {
        // Only an odd colour, of lips chapped or dry: 'my lips are dry and a funny colour in the mornings'.
        unlessInSentence: [LIPS_STAINED_BY, 'dry|chapped|cracked|flaky|peeling', 'cold sore|sores'],
        patterns: ['@lips-odd-colour'],
      },
    ],
  },
  breathlessness: {
    patterns: ['@breathless'],
  },
  collapse: {
    // 'Went down' is a collapse where it goes nowhere ('went down in the kitchen'), not a trip down to a place; and
    // dropping or slumping to the floor is one, not getting down to exercise ('dropped to the floor for press-ups').
    explained: {
      patterns: ['went down', 'dropped|slumped|crumpled|sank to|on|onto the floor|ground|deck'],
      by: ['@went-somewhere'],
    },
    patterns: ['@collapse'],
  },
  // A person who has collapsed, now or today (NHS.UK 'When to call 999'): 'my dad collapsed today', 'mum has
  // collapsed', 'she keeled over in the garden'. An event: 'weeks ago' cancels it as well as 'years ago'.
  'sudden-collapse': {
    acute: true,
    // As for the collapse concept: 'went down' in the kitchen, not to the kitchen; dropped to the floor, not for
    // press-ups.
    explained: {
      patterns: ['went down', 'dropped|slumped|crumpled|sank to|on|onto the floor|ground|deck'],
      by: ['@went-somewhere'],
    },
    // Each only in the mention's own clause: 'the tent blew down, and then dad collapsed' is a collapse.
    unlessInClause: [
      // A thing collapsed, or a part of the body: 'the tent collapsed', 'a collapsed disc', 'my legs collapsed'.
      'collapsed|collapsing @collapsible-thing',
      '@collapsible-thing *? *? has|have|had|is|are|was|were|s? just|completely|partially|partly|totally|slightly|mildly|finally|then|now|also? collapsed|collapse|collapses|collapsing',
      // Flopped onto a sofa or into bed, worn out: 'collapsed on the sofa after work', 'collapsed into bed at 9'.
      'collapse|collapsed|collapsing|collapses ... on|onto|into the|my|his|her|their|our|a? sofa|couch|settee|bed|beanbag|armchair|hammock',
      // With laughter or into tears; or nearly, which is faintness ('I nearly collapsed in the heat').
      'with|from|in|into laughter|laughing|giggles|hysterics|tears|sobs',
      'nearly|almost|practically collapse|collapsed|keeled',
      // Feared, not come: 'I feel like I'm going to collapse', 'close to collapsing'.
      'going|gonna|about|ready|close|verge|point to|of? collapse|collapsing',
      'feel|feels|felt|feeling like ... collapse|collapsing',
      'feel|feels|felt|feeling as if|though ... collapse|collapsing',
      'could|might|may|would collapse',
      // Feared to come again: 'I'm scared she will collapse again'.
      'will|ll|wil =collapse',
      // Dated to days past in its own clause ('collapsed last week, he's fine'); a collapse again told in a clause of
      // its own after an old one ('… last year and tonight he has collapsed again') is now.
      '@collapsed-down *? *? *? last|previous week|weekend|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday',
      '@collapsed-down *? *? *? *? days|weeks|months|years ago|back',
    ],
    // Taken to hospital since, told after it ('collapsed last night and was taken to hospital'): cared for, not now.
    unlessInSentence: [
      '@collapsed-down ... was|were|been|got|being taken|rushed|admitted|brought to|into hospital|a&e|resus|ae|icu',
    ],
    patterns: ['@collapsed-down'],
  },
  'feeling-sick': {
    patterns: ['@sick'],
  },
  'pain-spreading-to-arm-or-jaw': {
    patterns: [
      '@pain-word ... @spreading ... @arm-or-jaw',
      '@chest ... @spreading ... @arm-or-jaw',
      '@pain-word in|into my|the? jaw',
      'jaw ... @pain-word',
      'left arm ... @pain-word|@numbness',
      '@pain-word ... left arm',
    ],
    // The arm hurting beside the back, the chest or the jaw ('his back and arm hurt', 'pain in my chest and arms'): a
    // heart attack's pain told as two places, unless a game or a task accounts for it ('after painting the ceiling')
    // and no faintness or breathlessness comes with it. Not beside the neck: a trapped nerve's (nerve-symptoms).
    explained: {
      by: ['@play-or-sport', '@everyday-task'],
      patterns: [
        'back|chest|shoulder|shoulders|jaw and|& left|right? arm|arms be|is|are|keep|keeps? hurt|hurts|hurting|ache|aches|aching|sore|pain|painful|pains',
        '@pain-word in|across|round my|his|her|the back|chest|shoulder|shoulders|jaw and|& left|right? arm|arms',
      ],
      unlessAlso: ['chest-pain', 'breathlessness', 'collapse', 'feeling-faint'],
    },
  },
  'tearing-pain': {
    // A person torn between two duties or places: 'I feel like I'm being torn in two between work and mum'.
    unlessInSentence: [
      'in two|half between work|home|jobs|job|family|families|them|us|both|friends|kids|children|parents',
    ],
    patterns: [
      '@tearing *? @sensation-noun',
      // A tearing simile, its subject the pain or the body ('it felt like ripping'; not 'I feel like tearing my hair
      // out'), or told with 'as if|though'.
      'it|this|that|@pain-word|@chest|@spine-part feel|feels|felt like @tearing',
      'feel|feels|felt as if|though @tearing',
      'it be|feel|feels|is tearing|ripping',
      'felt|feel a|something? @tearing in|inside|through my|his|her',
      '@sensation-noun ... like ... @tearing',
      'like something|someone ... @tearing',
      '@sensation-noun ... @tearing',
      'felt|feel|feeling something @tearing|give|snap inside',
      // Something told as torn inside the back, chest or tummy, said or felt: 'said something ripped inside his back',
      // 'something has torn in my chest' (not a thing torn: 'something ripped in my bag').
      'something has|had|s|just? @tearing|tore|ripped|torn in|inside my|his|her|the @spine-part|@chest|@tummy',
      'something in|inside my|his|her|the @spine-part|@chest|@tummy has|had|s|just? @tearing|tore|ripped|torn',
      // The body told as being torn, in the passive ('said it felt like it was being torn apart', 'like his insides
      // were being ripped'); not 'felt like I had torn a muscle', nor a person torn between two duties.
      'feel|feels|felt|feeling like it|something|its|his|her|he|she *? *? was|were|is|are being @tearing',
      'feel|feels|felt|feeling as if|though it|something|its|his|her|he|she *? *? was|were|is|are being @tearing',
    ],
  },
  'sudden-onset': {
    patterns: ['@sudden'],
  },
  'tummy-pain': {
    patterns: [
      '@tummy *? @pain-word',
      '@pain-word @tummy',
      // A hand held or clutched on the tummy shows the pain there, as on the chest: 'holding his belly', 'clutching her
      // stomach' (not 'holding the baby on her tummy').
      'holding|holds|held|clutching|clutches|clutched|grabbing|grabbed|gripping|gripped|clasping|clasped his|her|my|their @tummy',
      // Placed in the back and the tummy joined by 'and': 'pain in his back and stomach', 'across her lower back and belly'.
      '@pain-word in|on|across|around|through my|the|his|her? lower|upper|mid? @spine-part and|n|plus @tummy',
      // Complained of, as the back is: 'complaining of his tummy all morning', 'complained about her stomach'.
      'complain|complains|complaining|complained of|about ... @tummy',
      '@pain-word in|on|across|around my|the|his|her? lower? @tummy',
      'tummy|stomach|belly ache',
      'abdominal pain',
      'bellyache',
    ],
  },
  'feeling-faint': {
    patterns: ['@faint'],
  },
  'pulsing-tummy': {
    // A pulse felt through a slim belly ('because I'm slim', 'being so thin') is the normal aorta, with nothing else
    // told of it; with back or tummy pain, faintness or a known aneurysm, it stays.
    explained: {
      by: [
        "because|as|cos|coz|since i|he|she be|am|is|s|'s|m|are so|quite|very|really? slim|thin|skinny|slender",
        'being so|quite|very|really? slim|thin|skinny|slender',
      ],
      unlessAlso: ['spinal-pain', 'tummy-pain', 'feeling-faint', 'collapse', 'sudden-onset', 'known-aneurysm'],
    },
    patterns: [
      '@pulsing ... @tummy',
      '@tummy ... @pulsing',
      'pulse|heartbeat in my|the? @tummy',
      // A mass that beats, the aneurysm itself, wherever it is felt: 'pulsatile mass on palpation'.
      'pulsatile|pulsating|pulsing|throbbing mass|lump|swelling',
    ],
  },
  'pain-on-breathing-in': {
    patterns: [
      '@pain-worse ... when|whenever|if|as i|he|she? @breathe-in',
      // 'every time' and 'each time' are 'whenever': 'back pain that catches every time I breathe'.
      '@pain-worse ... every|each|any time i|he|she|you? @breathe-in',
      '@pain-worse ... anytime|everytime i|he|she|you? @breathe-in',
      '@breathe-in ... @pain-worse',
      'sharp|stabbing|catching pain|pains ... @breathe-in',
      'hurts|hurt|painful to breathe',
      '@pain-worse @breathe-in',
      '@pain-worse on|with|when|while|if|as|whenever i? @breathe-in',
      'pleuritic',
    ],
    conditionalCounts: true,
  },
  'coughing-blood': {
    patterns: ['@cough-blood', 'blood ... when i cough', 'coughing|coughed|cough ... blood'],
  },
  'swollen-calf': {
    patterns: [...BOTH_WAYS('@swollen', '@calf'), '@clot', '@calf ... @pain-word', '@pain-word ... @calf'],
  },
  headache: {
    figurative: true,
    patterns: [
      '@headache-word',
      '@head *? @pain-word',
      '@pain-word ... @head',
      '@head ... @pain-word',
      // The head said to split or burst: 'my head felt like it split open', 'his head is bursting'.
      '@head ... split|splitting|bursting',
      '@head *? felt|feels|feel|is|was like it|its|it is? split|splitting|bursting|burst|exploded|exploding',
    ],
  },
  'worst-ever-pain': {
    figurative: true,
    patterns: ['@worst-ever'],
  },
  'stiff-neck': {
    patterns: [
      'stiff neck',
      // The verb may be dropped, as a hurried message does: 'neck so stiff I can't move it'.
      "neck be|is|was|'s|feels|feel|been? so|very|really|too|that|super|proper|extremely|dead? stiff",
      'neck stiffness',
      'neck|back is? rigid',
      'rigid neck',
      'can? not bend|touch|put my|his|her? chin to|on|onto my|his|her? chest',
      // The chin that will not go down: 'can't get my chin down', 'can't bring her chin down to her chest'.
      'can? not get|bring|put|tuck|touch my|his|her? chin down|in',
      'can? not bend|move|turn my|his|her? neck',
      // Seized or locked, as a joint is: 'back of my neck has seized up', 'her neck's locked solid'.
      'neck *? *? *? seized|locked|seizing|locking',
      'seized|locked up? neck',
    ],
  },
  'non-fading-rash': {
    // A rash told to fade under the glass now ('the rash fades when I press a glass on it'): the test passed; only the
    // words its phrase holds, so a rash told not to fade beside it still raises.
    unlessHeldBy: ['fades-under-glass'],
    patterns: [
      '@rash ... @not-fading',
      '@not-fading ... @rash',
      'purple spots',
      'spots|rash that|which do|does|did? not fade|go|disappear',
      'rash|spots ... glass',
      // The rash's place told between it and the test: 'a rash on my legs that doesn't go when I press a glass on it'.
      '@rash ... not fade|go|disappear|blanch|change ... glass|tumbler',
    ],
  },
  'light-sensitivity': {
    patterns: [
      '@light-dislike',
      'light|lights ... unbearable|hurt|hurts|painful|bright',
      'light|lights ... can not stand',
    ],
  },
  'drowsy-or-confused': {
    // Drowsy from the anaesthetic on the day of an operation, as the ward expects, unless sepsis's other signs come too.
    explained: {
      by: ['@expected-drowsiness'],
      unlessAlso: ['fever', 'mottled-skin', 'breathlessness', 'no-urine', 'slurred-speech', 'sense-of-dying'],
    },
    patterns: ['@confused'],
  },
  'slurred-speech': {
    // A stroke's lasting sign told after it as worse now ('drooped for years after a stroke, much worse today') is a
    // change that matters: no time of long ago or long standing makes it history.
    changeCounts: true,
    // Slurring alone is a stroke's sign (NHS FAST, stroke-signs) and, with an infection, sepsis's. Slurring that drink,
    // drugs, sedation or an anaesthetic, a dental numbing, tiredness or a stammer in its sentence accounts for is set
    // aside, unless the same person has another sign beside it (a weak arm, a dropped face, a fever, confusion).
    explained: {
      by: ['@slurring-cause'],
      unlessAlso: [
        'fever',
        'infection',
        'drowsy-or-confused',
        'limb-weakness',
        'one-sided-weakness',
        'face-drooping',
        'nerve-symptoms',
        'sudden-onset',
        'sight-change',
        'worst-ever-pain',
        'stiff-neck',
        'collapse',
      ],
    },
    // A recording, a character or a text that slurs, or a slur as an insult, in the mention's own clause.
    unlessInClause: ['@slurring-not-speech'],
    unlessInSentence: SPEECH_DELAYED,
    // A long-term condition's usual speech, told as unchanged ('has had MS for years, his speech slurs at times').
    knownConditionAccounts: true,
    patterns: ['@slurred'],
  },
  'sight-change': {
    // Seeing double from drink, or a squint or lazy eye long known: not a sign of now.
    unlessInSentence: [
      'pint|pints|drunk|drinks|drinking|wine|beer|vodka|gin|shots|tipsy|hungover|hangover|pissed|wasted',
      'squint|lazy eye|amblyopia',
    ],
    patterns: ['@sight-change'],
  },
  'mottled-skin': {
    // Fingers blue in the cold, a bruise, or redness round a wound (infected-surgical-wound): not the skin of sepsis.
    unlessInSentence: [
      'raynaud|raynauds|chilblains|bruise|bruised|bruising|tattoo',
      // Coloured by something eaten, drunk or put on: 'lips went blue from the ice lolly'.
      'lolly|lollies|slush|slushie|slushies|blueberry|blueberries|blackcurrant|squash|juice|wine|lipstick|dye|ink|paint|crayon|marker',
      'in|from the cold',
      'when|if it is|gets cold',
      'around|round|near|by the|my|his|her scar|wound|incision|stitches|cut|bite|sting',
    ],
    patterns: [
      '@mottled',
      // 'his skin looks patchy and grey', 'her lips have gone a bit blue'.
      // The colours as said with -y or -ish ('bluey grey', 'greyish blue'), and in US spelling, are the same colours.
      'skin|lips|lip|face|mouth look|looks|looked|looking|gone|going|went|go|goes|turned|turning|is|are|was|were|seem|seems|has|have gone|turned? a? bit|really|very|quite|slightly|all? patchy|blotchy|mottled|@cyanosed-colour|ashen',
      '@cyanosed-colour around|round the|his|her|my? lips|mouth',
      'gone|turned|going|turning a? horrible|funny|strange|awful|odd|weird|dusky? @cyanosed-colour colour|color|tinge',
    ],
  },
  'no-urine': {
    patterns: ['@no-pee'],
  },
  'sense-of-dying': {
    patterns: ['@doom'],
  },
  'wound-infection': {
    patterns: [
      ...BOTH_WAYS('@wound', '@infected-look'),
      // Where the wound is, or what it is from, told between it and its sign: 'the cut on my back from surgery is
      // going red', 'the scar from my op last month is all hot'.
      '@wound on|down|across|along|in|at my|his|her|the @spine-part ... @infected-look',
      '@wound from|after|of my|his|her|the|an|a? @operation|@spinal-procedure ... @infected-look',
      '@wound on|down|across|along|in|at my|his|her|the @spine-part from|after my|his|her|the|an|a? @operation|@spinal-procedure ... @infected-look',
      'wound infection',
      'infected wound',
      'where the needle|injection went|was ... @infected-look',
      '@spine-part ... red|hot ... swollen',
    ],
    unlessInSentence: ['healed', 'healing well', 'looks fine', 'looks good', 'looks normal'],
  },
  overdose: {
    conditionalCounts: true,
    // A dose taken twice over, told as vitamins or supplements ('took my morning tablets twice, it was only my vitamin
    // D and calcium'): no overdose. Only the wordings of a second dose are so explained (a bottle of them, or 30, still
    // raise), and not with drowsiness, confusion, sickness or a collapse beside them.
    explained: {
      by: [
        'it|they|those|these|both|all was|were|are|is only|just? my|his|her|the|their|some? @vitamin',
        'only|just my|his|her|the|their|some? @vitamin',
        '@took-many my|his|her|the|their? @vitamin',
        // One dose over, counted against the one meant: 'took two naproxen by mistake instead of one', 'had 2 co-codamol
        // rather than 1' (a second dose's wordings only: a box or twenty by mistake still raise).
        'two|2 @tablets ... instead|rather of|than one|1',
        'twice|double ... instead|rather of|than once|one|1',
        // A single dose taken at another time than meant: 'took my evening dose at 6 instead of 10 by mistake, just the
        // one normal dose'.
        'at * *? instead|rather of|than at? * ... just|only the? one|1 usual|normal|regular? dose',
        'at * *? instead|rather of|than at? * ... just|only? a|one single usual|normal|regular? dose',
        // A check that showed the dose was never taken: 'the slot was still full so I hadn't'.
        '@dose-not-taken-after-all',
      ],
      patterns: [
        '@took-many ... @tablets ... twice|double|extra',
        '@took-many ... @tablets ... by mistake|accident',
        // Wordings of a second dose that the overdose class held: 'twice by mistake', 'a double dose', 'took double'.
        'twice by accident|mistake',
        'double dose|dosed',
        'took|taken double',
        'taking|taken|took|had|given|giving double|twice|triple|extra his|her|my|the|their? @tablets|dose|doses',
        'accidentally|mistakenly ... gave|given|give|took|taken|had ... twice|double|extra|again',
        'accidentally|mistakenly ... gave|given|give|took|taken|had ... as well',
        'accidentally|mistakenly ... gave|given|give|took|taken|had ... two|2|three|3 doses',
        '@took-many my|his|her|the? morning|evening|night|daily? @tablets twice',
        'forgot|forgotten|forgetting ... took|taken|had ... again|twice',
        'took|taken|had ... again|twice ... forgot|forgotten|forgetting',
        // A dose repeated three times or more by mistake ('taken both doses three times today because he forgot'), or a
        // double dose doubled again ('doubled up and then doubled up again on my amitriptyline').
        '@took-many|given|gave ... 3|4|5|6|three|four|five|six|several|multiple times ... forgot|forgotten|forgetting',
        'forgot|forgotten|forgetting ... already ... @took-many|given|gave ... 3|4|5|6|three|four|five|six|several|multiple times',
        'doubled|doubling up|it ... doubled|doubling up|it again|twice on|with my|his|her|their|the @tablets|dose|doses',
        '@tablets ... doubled|doubling up|it ... doubled|doubling up|it again|twice',
        // A count of three or more taken in place of one, or many in place of two: 'taken maybe 8 instead of 1'.
        '@took-many about|around|like|maybe|roughly|nearly|almost|probably|possibly? 3|4|5|6|three|four|five|six|@many-count @tablets? instead|rather of|than 1|one',
        '@took-many about|around|like|maybe|roughly|nearly|almost|probably|possibly? @many-count @tablets? instead|rather of|than 2|two',
      ],
      unlessAlso: ['drowsy-or-confused', 'collapse', 'feeling-sick', 'self-harm-thoughts', 'self-harm-plan-or-act'],
    },
    // All of one's tablets taken, which may be the whole supply or the day's round: told as usual, as prescribed or
    // as a named round ('took all his tablets this morning as usual', 'all my morning tablets'), it is the round.
    narrowly: [
      {
        unlessInSentence: [
          'as|like usual|normal|normally|always|prescribed|directed|instructed|advised|every|each',
          'as|like i|he|she|they|we always|normally|usually do|does|did',
          'same as always|usual|normal|ever|every|each',
          'all of? my|his|her|their|the morning|evening|night|bedtime|lunchtime|daily|usual|regular|normal @tablets',
        ],
        patterns: [
          'taken all my',
          'took all my',
          // Told of someone else, or with 'of': 'my mum took all her sleeping tablets', 'he's taken all of his pills'.
          'taken|took|swallowed all of? his|her|their|my *? @tablets',
          'swallowed all',
          'swallowed all ... @tablets',
          '@took-many some|all of ... @tablets',
        ],
      },
      {
        // All of one's tablets taken, then drowsy or confused, even told as the usual round: the round may not have
        // been the usual one (NHS.UK poisoning: 999 for someone drowsy after swallowing something). 'took all her
        // tablets as usual this morning, and now she's very drowsy and confused'; not a drowsiness told as slight, nor
        // a puzzle ('confused by the new pharmacy', 'muddled about the times on the label').
        unlessInSentence: [
          'confused|muddled by|about|over|with the|my|his|her|this|that|these|those|your|a|an|new|it|them',
        ],
        patterns: [
          '@took-many all of? my|his|her|their|the *? @tablets ... ... ... is|s|seems|seem|looks|look|gone|become|very|really|so|quite|more|and|now|got|getting|completely|totally|all confused|confusion|muddled|disorientated|disoriented|delirious',
          '@took-many all of? my|his|her|their|the *? @tablets ... ... ... very|really|so|extremely|terribly|unusually drowsy|sleepy',
        ],
        // Told in a sentence of its own after the tablets, of a pronoun or 'now' ('Mum took all her tablets as usual.
        // Now she's very drowsy and confused.'); not of someone named ('The baby is so sleepy today').
        referring: {
          patterns: [
            'i|he|she|they|now *? *? is|s|am|m|are|seems|seem|looks|look|gone|become|very|really|so|quite|more|got|getting|completely|totally|all|feel|feels|feeling confused|confusion|muddled|disorientated|disoriented|delirious',
            'i|he|she|they|now *? *? very|really|so|extremely|terribly|unusually drowsy|sleepy',
          ],
          antecedent: ['@took-many all of? my|his|her|their|the *? @tablets'],
        },
      },
    ],
    // A medicine's safety asked about, the question word just before the medicine: 'could my painkillers cause an
    // overdose?', in its own question only: '… cause an overdose, I've taken about 20' is still an overdose told.
    unlessInClause: [
      'can|could|would|will|might|does|do my|the|his|her|these|those? @tablets cause|give|mean|trigger an? overdose',
      // Taking too many asked about as a harm in general, the taking its subject: 'could taking too many painkillers
      // for my back be dangerous?' (a time or a sign between tells it taken: '… yesterday be why I feel drowsy').
      'can|could|would|will|might|may|does|is taking|having|using too|way|far many|much @tablets? be|get|cause|do? dangerous|harmful|bad|risky|fatal|deadly|serious|toxic|damage|harm|hurt|problems',
      'can|could|would|will|might|may|does|is taking|having|using too|way|far many|much @tablets? for|with|on|in|during * *? be|get|cause|do? dangerous|harmful|bad|risky|fatal|deadly|serious|toxic|damage|harm|hurt|problems',
    ],
    // 'I've thought about taking all my tablets': a thought of self-harm (self-harm-thoughts), not an overdose taken.
    unlessInSentence: [
      'thought|thinking|think|tempted|considered|considering|urge about|of|to? just? take|taking|swallow|swallowing|necking|downing|overdose|overdosing',
      'twice|times a|per|each day|week',
      // A count of unnamed tablets taken each day, in the present of habit: 'he takes 12 tablets a day' (his usual
      // medicines); not 'took' or 'has been taking', nor a named drug ('takes 12 paracetamol a day').
      '=take|=takes * different|separate? tablets|pills|meds|medicines|medications a|per|each day',
      // One of each of one's medicines: 'took all her tablets this morning, one of each as usual'.
      'one|1 of each',
      // Tablets put into a box that sorts them by day: 'took all my tablets out of the packets into mum's organiser'.
      '@put-in-a-dosette',
      // A schedule, not a double dose: 'twice daily', 'twice, morning and night'.
      'twice|times daily|weekly',
      'twice ... morning|mornings and|& night|nights|evening|evenings|bedtime',
      // A day's usual total, or a dose a prescriber raised.
      '7|8|seven|eight @tablets? a|per|each|every day',
      // Taken at the wrong time, not too many: 'took my morning tablets two hours late by accident'.
      'hours|hour|minutes late|early',
      'as|because|since the|my @clinician increased|upped|doubled|raised|changed',
      // A fear of too many, corrected by a count: 'I thought I'd taken too much, but I'd miscounted'.
      'thought|worried|feared|panicked i|he|she had|d|would taken|took|had ... but i|he|she had|d|would? miscounted|misremembered|misread|miscalculated',
    ],
    // 'How much paracetamol is too much? I've had 12 tonight': a count taken, beside a question about a maximum.
    referring: {
      patterns: [
        '@took-many about|around|like|maybe|roughly|over|nearly|almost|probably? @overdose-count of? them|those? today|tonight|already|so|in|at|this|since|within',
        // A count of them, or a count guessed at, with no time after it: '… cause an overdose, I've taken about 20',
        // 'I've swallowed 15 of them'.
        '@took-many about|around|like|maybe|roughly|over|nearly|almost|probably? @overdose-count of them|those|these',
        '@took-many about|around|like|maybe|roughly|over|nearly|almost|probably @overdose-count',
      ],
      antecedent: [
        '@tablets ... too|max|maximum|most|limit|safe|overdose',
        'too|max|maximum|most|limit|safe|overdose ... @tablets',
        'how many|much ... @tablets',
      ],
    },
    patterns: [
      '@overdose',
      // A street drug taken, then a sign of being unwell: 'snorted loads of coke and is having chest pains', 'dropped 3
      // pills at a festival and my heart won't slow down' (pills 'dropped' or 'bombed' only: 'took my pills and felt
      // sick' is a side effect).
      '@drug-taken ... @street-drug ... @taken-unwell|heart|chest|racing|pounding|overheating|breathing',
      'dropped|dropping|bombed|bombing ... pills|pill|tabs|caps ... @taken-unwell|heart|chest|racing|pounding|overheating|breathing',
      // A relapse told with a lot taken, after the body has lost its tolerance: 'relapsed last night and took a lot',
      // 'relapsed and used loads'.
      'relapsed|relapse|relapsing ... took|taken|used|using|did|done|injected|smoked|snorted|swallowed a? lot|lots|load|loads|too|way|tons|heaps',
      // Something unnamed taken, and found unconscious: 'found my son unconscious, think he took something at a party'.
      '@took-many|done|did something|stuff ... unconscious|unresponsive|collapsed|fitting',
      'unconscious|unresponsive|collapsed|fitting ... @took-many|done|did something|stuff',
      // Found beside empty packets: 'found my dad, empty pill packets everywhere'.
      'empty @tablets? packets|packet|boxes|box|bottles|bottle|blisters|strips|wrappers everywhere|around|beside|next|by|all|scattered|on|strewn',
      'found|beside|next to|surrounded by ... empty @tablets? packets|packet|boxes|box|bottles|bottle|blisters|strips|wrappers',
      '@took-many all|a|the whole? packet|box|bottle|strip|pack|lot of? my|the|his|her? @tablets',
      // The article dropped, as in a hurried message: 'took whole pack of paracetamol over the day'.
      '@took-many whole|entire packet|box|bottle|strip|pack of? my|the|his|her? @tablets',
      '@took-many * * @tablets at once',
      // 'a handful' as its own pattern: an alternative is one word, so 'handful|a handful?' read 'took a tablet' as one.
      '@took-many 10|12|15|16|20|24|30|32|40|50|100|loads|lots|dozens|handful of? @tablets',
      '@took-many a handful of? @tablets',
      // The same told of tablets someone else owns, a relative named as their owner: 'took a handful of my mum's
      // sleeping pills', 'swallowed loads of his dad's tramadol', 'necked a bottle of grandad's morphine'.
      '@took-many a? handful|load|loads|bunch|bottle|packet|box|strip|pack|dozen|dozens of @others-tablets',
      // 'A lot of' only swallowed: 'had a lot of my husband's tablets to sort out' is a chore.
      'swallowed|necked|downed|gulped|popped|took|taken a? lot|lots of @others-tablets',
      // A count past any dose, taken by mistake, the tablets left unnamed ('I think I've taken about 20 by mistake'):
      // the medicine is the one the message asks about.
      '@took-many about|around|like|maybe|roughly|over|nearly|almost|probably? @overdose-count of? them|those? by mistake|accident',
      'accidentally|mistakenly @took-many about|around|like|maybe|roughly|over|nearly|almost|probably? @overdose-count',
      '@took-many @tablets ... too many|more than',
      '@took-many way|far? to|too many',
      // Too much taken, but not food eaten: 'ate way too much at Christmas' is a meal; 'ate too much of the calpol'
      // names what was eaten, and counts.
      'took|taken|taked|popped|swallowed|had|necked|take|taking|takin|put|gulped|chugged|back way|far? to|too much',
      'put|stuck on way|far? to|too much',
      'ate|eaten|eat|eating|eats way|far? to|too much of ... @tablets|@poison',
      '@took-many the rest of my|the|his|her? @tablets',
      '@took-many ... =twenty|=thirty|=forty|=fifty|dozen|dozens|hundred',
      '@took-many ... load|loads|handful|packet|box|bottle of my|his|her|the? @tablets',
      '@took-many more|extra @tablets? than i|he|she should|meant|allowed|prescribed',
      // A multiple of the most one may take: 'took about double the max of the codeine', 'been taking twice the
      // maximum dose for days', 'had triple the recommended amount'.
      '@took-many about|around|like|maybe|roughly|nearly|almost|over|probably|easily? double|twice|triple|treble the max|maximum|recommended|safe|allowed|stated|limit',
      // 'Took way more gabapentin than prescribed', 'had far more than I'm allowed'.
      '@took-many way|far|much|lots|loads|a? lot? more|extra @tablets? than i|he|she|they? am|is|was|were|be? should|meant|allowed|prescribed|recommended|advised|supposed',
      // The medicine told as a share of one's own supply, or the limit as what one ought: 'taken more of my co-codamol
      // than I ought', 'had far more of his tramadol than he was meant to'.
      '@took-many way|far|much|lots|loads|a? lot? more|extra of my|his|her|their|the @tablets than i|he|she|they? am|is|was|were|be? ought|should|meant|allowed|prescribed|recommended|advised|supposed',
      '@took-many way|far|much|lots|loads|a? lot? more|extra @tablets? than i|he|she|they? ought',
      // Doses counted and crowded together: 'took 3 lots of codeine close together', 'had two doses of morphine back to
      // back' (not 'I take my morning and lunch tablets close together').
      '@took-many way|far|much|lots|loads|a? lot? more|extra @tablets? than the box|packet|leaflet|label|pharmacist|gp|doctor',
      '@took-many 2|3|4|5|two|three|four|five|several|multiple lots|doses ... close together',
      '@took-many 2|3|4|5|two|three|four|five|several|multiple lots|doses ... back to back',
      '@took-many ... 9|10|11|12|13|14|15|16|18|20|24|30|40 a|per|each day',
      // A medicine named beside the vitamins, taken twice too: 'took my vitamin D and my morphine twice'.
      '@took-many ... and|plus|also|with my|his|her|the|their? @tablets ... twice|double|extra',
      // Someone else's (or the wrong) tablets on top of one's own, by mistake, or several of them.
      '@took-many @others-tablets ... as well as mine|my',
      '@took-many @others-tablets ... along|together with mine|my',
      '@took-many @others-tablets ... on top of mine|my',
      '@took-many @others-tablets ... and|plus mine',
      // The same told of someone else: 'she's had grandad's tablets on top of her own'.
      '@took-many @others-tablets ... as well as his|her|their own',
      '@took-many @others-tablets ... on top of his|her|their own',
      '@took-many @others-tablets ... along|together with his|her|their own',
      '@took-many @others-tablets ... by mistake|accident',
      'accidentally|mistakenly @took-many @others-tablets',
      'mixed|muddled|confused|mix|muddle ... @took-many @others-tablets',
      '@took-many @others-tablets ... 3|4|5|6|7|8|three|four|five|six|seven|eight|few|several|couple of? his|hers|theirs|them|those',
      '@took-many a? load|loads|lot|lots|handful|bunch|bottle|packet|box of my|his|her|the? @tablets',
      // Another day's doses taken beside today's: 'took tomorrow's tablets as well', 'had Friday's and Saturday's
      // pills with today's', 'swallowed the whole week's blister pack'.
      "@took-many tomorrow|tomorrows|tomorrow's ... @tablets|dose|doses|blister|blisters",
      "@took-many ... @tablets|dose|doses ... as well as today|todays|today's|tonight|tonights|tonight's",
      "@took-many ... @tablets|dose|doses ... along|together with today|todays|today's|tonight|tonights|tonight's",
      "@took-many ... @tablets|dose|doses ... on top of today|todays|today's|tonight|tonights|tonight's",
      "@took-many the|a|her|his|my? whole|entire week|weeks|week's|weekend|weekend's @tablets|dose|doses|blister|blisters|pack|dosette",
      'already|just taken|took the|my|all|some? @tablets',
      'lost count of ... @tablets',
      'necked|downed|gulped|chugged all ... @tablets',
      // Drink and all the tablets downed together: 'necked a bottle of gin and all her sleeping pills'.
      'necked|downed|gulped|chugged ... all of? my|his|her|the|their @tablets',
      'necked|downed|gulped|chugged the lot',
      // The same when the drink is an everyday one, whose words are loose ('downed his squash and all his pills').
      '~necked|~downed|~gulped|~chugged|~drank|~drunk ... all of? my|his|her|the|their @tablets',
      '~necked|~downed|~gulped|~chugged|~drank|~drunk ... a|the whole|full|entire bottle|packet|box|strip|tub of my|the|his|her? @tablets',
      'drank|drunk|drink|downed|necked|swallowed|had the|a whole|full|entire bottle|packet|box|strip|tub of my|the|his|her? @tablets',
      '@took-many ... in one go',
      // Three or more of a painkiller taken at a time (its dose is one or two): 'taking her paracetamol 8 at a time'.
      '@took-many ... 3|4|5|6|three|four|five|six|@many-count at a time',
      // Past paracetamol's day's most, told in grams: 'had way more than 4g a day', 'over 4 grams'.
      '@took-many ... more|over|above|exceeded|exceeding|past than? the? 4g|5g|6g|8g|4000mg|4|four|5|6|8 g|grams|gram|grammes',
      // All of one's tablets, with a count past a day's most told as a guess: 'I take all the tablets from doctor,
      // maybe 15' (said in the present by a second-language speaker).
      '@took-many all the|my|his|her? @tablets ... maybe|perhaps|probably|roughly|nearly|almost|like|over @overdose-count',
      // Many told, then counted as a guess: 'I taked many tablets for the pain, maybe 25'.
      '@took-many many|lots|loads|lot of? the|my|his|her? @tablets ... maybe|perhaps|probably|roughly|nearly|almost|like|over|about|around @overdose-count',
      // 'a few too many of my tramadol', 'a week's worth in two days', 'forgot and took two more', patches at once.
      'few too many of? my|his|her|the? @tablets',
      "@took-many ... day|days|week|weeks|month 's|s? worth of? my|his|her|the? @tablets",
      'forgot|forgotten|forgetting ... took|taken|had 1|2|3|4|5|one|two|three|four|five more',
      // A repeated dose taken: a second lot on top of the first ('took another lot', 'necked a second load'), or a dose
      // taken again after one already had ('forgot I'd already had my tablets and took some more'); not another dose on
      // time ('took another dose at teatime').
      'took|taken|swallowed|necked|downed|gulped a|an? another|second|third|extra lot|load|batch|handful',
      // One round of a day's tablets taken three or more times over: 'she's taken her morning pack four times today'
      // (not 'takes his gabapentin three times a day', set aside above).
      '@took-many my|his|her|their|the? morning|evening|night|bedtime|lunchtime|daily @tablets|dose|pack|packs|meds|medicine|medication 3|4|5|6|three|four|five|six|several times',
      // Two days' medicines at once: 'has taken both today's and tomorrow's tablets', 'took two days' worth'.
      'taken|took|had|swallowed|given|gave both today|todays|tonight|this ... and tomorrow|tomorrows *? @tablets|dose|doses|meds|medicine|medication|ones|lot|lots',
      'taken|took|had|swallowed|given|gave two|three|four|several days|weeks worth',
      'forgot|forgotten|forgetting|realise|realising|realised|remember|remembered ... already ... @tablets|dose|doses|meds ... took|taken|had|swallowed|necked|gave|given|give him|her|them|me|my|his? a|an|some? another|more|again|extra|double|twice|second|few|couple',
      '2|3|4|two|three|four|several|multiple|extra ... patch|patches ... same time',
      // Several doses inside an hour, all the tablets in the house, something taken and now not waking.
      'two|three|four|five|2|3|4|5|several|multiple lots|doses of my|his|her|the? @tablets ... in|within an|one|a hour',
      'two|three|four|five|2|3|4|5|several|multiple lots|doses of my|his|her|the? @tablets ... in|within half an hour',
      '@took-many all|every ... @tablets in the house|cupboard|drawer|cabinet',
      // Every tablet a box or a packet held: 'took all the pills in the box'.
      '@took-many all|every ... @tablets in|from the|a|that|this box|packet|pack|bottle|strip|tub|blister',
      'taken|took|swallowed something|stuff ... can? not wake|rouse',
      // Tablets, and someone who will not wake: 'took her pregabalin with wine, now she won't wake up properly'.
      '@tablets ... he|she|they|dad|mum will|can|could|wo not wake|rouse',
      // With no one named, 'won't wake' is someone else's: 'dropped loads of pills at a party and won't wake up'.
      '@tablets ... will|wo not wake|rouse',
      // Tablets with a whole bottle, or a bottle of spirits: 'took her diazepam then a whole bottle of wine'.
      '@took-many my|his|her|the|their|some? @tablets ... whole|full|entire bottle|bottles',
      '@took-many my|his|her|the|their|some? @tablets ... bottle|bottles of vodka|whisky|gin|rum|spirits|tequila|brandy',
      'whole|full|entire bottle|bottles ... @took-many my|his|her|the|their|some? @tablets',
      'bottle|bottles of vodka|whisky|gin|rum|spirits|tequila|brandy ... @took-many my|his|her|the|their|some? @tablets',
      // Every one of them, told after the tablets: 'taken her diazepam, all of them'.
      '@took-many my|his|her|the|their|some? @tablets ... all of them|those',
      '@took-many ... all at once',
      '@took-many ... @tablets ... at once',
      '@took-many ... day|days|week|weeks worth|supply of? my|his|her|the? @tablets',
      '@took-many ... half|quarter a|the? bottle|packet|box|strip',
      'empty blister|blisters|packet|packets|box|boxes|bottle|strip|strips|pack|packs',
      // A container told full, then empty, and its tablets taken: 'the box was full this morning, now it's empty, I took
      // them'.
      'full ... empty|gone ... took|taken|swallowed|necked|downed them|those|all',
      '@tablets ... two|three|full boxes|packets|strips ... gone|missing|empty',
      '@took-many about|around|like|maybe|roughly|over|nearly|at|least|almost|probably? @many-count of? my|the|his|her? @tablets',
      '@took-many ... @many-count of? my|the|his|her? @tablets',
      '@took-many @many-count of ... @tablets',
      // Three or more at a time every few hours: past the day's limit of most painkillers.
      '@took-many 3|4|5|6|three|four|five|six * *? every 1|2|3|4|one|two|three|four|couple|few? hour|hours',
      // Two at a time more often than every four hours: 'taking 2 paracetamol every 2 hours' (not 'every 4 hours').
      '@took-many 2|two * *? every 1|2|3|one|two|three|couple? of? hour|hours',
      // A painkiller taken every hour or two, its count unsaid: 'she's been taking paracetamol every 2 hours', 'taking
      // the paracetamol every two hours', 'having her co-codamol every hour'.
      '=taking|=having|=took|=taken|=had the|my|his|her|their|your? @tablets every 1|2|one|two|couple? of? hour|hours',
      // One's own tablets topped up with someone else's: 'she topped up her tramadol with her husband's codeine'.
      'top|tops|topped|topping up ... with|using @others-tablets',
      '@took-many ... @tablets ... over and over',
      '@took-many ... @tablets ... again and again',
      'forgot|forgotten|forgetting to take|remove the old|other|last one|patch off',
      'gave|given|give him|her|them|my ... @tablets|dose|doses ... twice|double|extra|by mistake|accident',
      // 'given mum her morphine twice', 'gave my son two doses of calpol': a carer's double dose.
      'gave|given my|our|the? @adult-relative|@child|patient ... @tablets|dose|doses ... twice|double|extra',
      'gave|given my|our|the? @adult-relative|@child|patient ... @tablets|dose|doses ... by mistake|accident',
      'load|loads|handful|lot|lots of @tablets ... wine|vodka|alcohol|drink|beer|whisky|gin|cider',
      'wine|vodka|alcohol|drink|beer|whisky|gin|cider ... load|loads|handful|lot|lots of @tablets',
      // The tablets taken with a lot to drink: 'mixed his diazepam with a lot of wine', 'washed her sleeping tablets down
      // with a bottle of vodka' (not 'a glass of wine with my naproxen').
      'mixed|mixing|mix|washed|washing my|his|her|the|their? @tablets ... load|loads|lot|lots|bottle|bottles of wine|vodka|alcohol|drink|beer|whisky|gin|cider',
      '@took-many ... times my|the|his|her usual|normal|prescribed|recommended? dose',
      '@took-many extra|more @tablets ... every|all',
      '@took-many everything|all ... medicine|medicines|cabinet|cupboard',
      // The count in figures as in words: 'stuck 3 of the fentanyl patches on at once'.
      '2|3|4|5|two|three|four|five|several|multiple|extra ... patch|patches ... at once',
      '2|3|4|5|two|three|four|five|several|multiple|extra ... patch|patches ... together',
      // More patches on than the one prescribed: 'put three fentanyl patches on instead of one'.
      '2|3|4|5|two|three|four|five|several|multiple|extra ... patch|patches ... instead of one|1',
    ],
  },
  poisoning: {
    // A child taking their own medicine as they should ('swallowed his medicine without a fuss').
    unlessInSentence: [
      'without a|any fuss',
      'as prescribed',
      // As what was taken ('had her own calpol'), not as what a poison was mistaken for ('confused it for his medicine').
      '@swallow-verb|took|taken|take|takes|taking|had|has|have|given|gave|give|giving him|her|them? his|her|their own? medicine|dose|antibiotics|calpol|prescription',
      // A stomach upset from bad food, not a poison swallowed.
      'food poisoning',
      // Tablets moved, not swallowed: 'took them all out of the packets into the dosette box'.
      'them|those all out|back|off|home|away|into|round|along|to',
      // Tablets put into a box that sorts them by day (see overdose).
      '@put-in-a-dosette',
      // People taken somewhere, not tablets swallowed: 'took them all on holiday', 'has taken them all swimming'.
      'them|those all on|for a|an|the|their|our? holiday|holidays|trip|trips|walk|day|outing|picnic|ride',
      // 'Swimming' is a loose word, blanked before concepts are sought (find-mentions.ts): named here as '~swimming'.
      'them|those all swim|swimming|~swimming|shop|shopping|camp|camping|fish|fishing|bowling|skate|skating|ride|riding|walk|walking|sightseeing',
      // Denied with 'any': 'my daughter didn't swallow any of my tablets', 'he hasn't eaten any of it'.
      'did|does|has|have|had not|never swallow|swallowed|eat|eaten|take|taken|chew|chewed|drink|drunk|lick|licked any|anything',
    ],
    // A cook's food or a dish called poison, in the mention's own clause: a verdict on its taste ('my flatmate's cooking
    // is poison', 'the canteen food is pure poison'). The dish right before its verb: not 'the food she ate was
    // poison', a wild thing ('the mushrooms were poison'), a drink, or food 'poisoned'.
    unlessInClause: [
      'cooking|cookery|baking|curry|curries|stew|stews|chilli|lasagne|dinner|dinners|lunch|lunches|breakfast|breakfasts|meal|meals|food|takeaway|takeaways|sandwich|sandwiches is|was|s|are|were|tastes|tasted|taste pure|absolute|actual|literal|literally|basically|actually|honestly|like|total|utter? poison',
      // The same verdict told as a deed: the cook's food 'nearly poisoned' its eater ('my mum's cooking nearly poisoned
      // me', 'his curry has tried to poison us all'); the dish right before its verb, as above.
      'cooking|cookery|baking|curry|curries|stew|stews|chilli|lasagne|dinner|dinners|lunch|lunches|breakfast|breakfasts|meal|meals|food|takeaway|takeaways|sandwich|sandwiches nearly|almost|practically|basically|literally|actually|honestly|has|have|had|tried|trying|tries|is|s|was? to? nearly|almost|practically|basically|literally? poisoned|poisoning|poison me|him|her|us|them|everyone|everybody',
    ],
    /**
     * 'Them all' or 'the lot' taken, after tablets or a poison named in the sentence or the two before ('my nan's
     * tablets were on the side. she has taken them all'); swallowed, necked or downed, with nothing named before.
     */
    referring: {
      patterns: ['@took-many them|those all', '@took-many all of? them|those', '@took-many the whole? lot'],
      // Or, with nothing named, someone unwell since or a cry for what to do: 'took the lot, now he is really sleepy'; or
      // a farewell, the subject often dropped as in a text: 'took them all, tell my kids I love them'.
      antecedent: ['@tablets', '@poison', '@taken-unwell', '@farewell-words'],
      // Told the other way round: 'he took the lot. he is being sick now'.
      alsoAfter: true,
    },
    // Two medicines with the same drug in them: paracetamol twice over. The second said not to have been taken ('saw
    // my Lemsip has paracetamol too, but I haven't taken the Lemsip'), or stopped in time, is a question asked first.
    narrowly: [
      {
        unlessInSentence: [
          'not|never take|taken|took|had|have|tried the|my|a|any|that? codamol|cocodamol|lemsip|lemsips|beechams|solpadeine|migraleve|sudafed',
          'not|never take|taken|took|had it|them|that|any yet',
          'never took|taken|had it|them|that|any',
          'stopped myself|himself|herself|themselves',
          'before i|he|she|they|we took|taken|take|had any|it|them|one',
        ],
        patterns: [
          'both|also|all|each ... have|has|contain|contains|got paracetamol|codeine',
          'paracetamol and|with|plus ... codamol|cocodamol|lemsip|beechams|solpadeine|migraleve|sudafed',
          // The same told one after another: 'took my paracetamol, then lemsip, then co-codamol on top'.
          'paracetamol ... then ... codamol|cocodamol|lemsip|beechams|solpadeine|migraleve|sudafed',
        ],
      },
      // Tablets got hold of, then counted and found all there ('we counted and every tablet is there'): none taken.
      // Only for tablets got at: a child told to have swallowed one still raises, whatever the rest.
      {
        unlessInSentence: [
          'every|each tablet|tablets|pill|pills|capsule|capsules|one is|are|was|were still? there|accounted',
          'all *? of? the? tablets|pills|capsules|ones|them|they is|are|were|was still? there|accounted',
          'all accounted for',
          'none|nothing is|are|was|were? missing|gone',
          'all @overdose-count tablets|pills|capsules? there|accounted',
          'seal|seals be|is|was|are|were unbroken|intact|still on',
        ],
        patterns: ['got into my|the @tablets|medicine|pills|cupboard', 'got|gets|getting hold of ... @tablets|@poison'],
      },
    ],
    patterns: [
      // Someone else said to have taken them all, with nothing after ('she has taken them all'): a message in few
      // words about tablets at hand; a place they were taken to is excluded above ('taken them all to the tip').
      "he|she|they|@adult-relative has|have|s|'s taken|swallowed them|those all",
      // The writer's own, in as few words, often with an apology or a goodbye ('i took them all. sorry'): in a chat
      // to a clinic, with no place after it (excluded above), what was taken is tablets.
      'i took them|those all',
      "i have|ve|'ve taken|swallowed them|those all",
      'swallowed|necked|downed|gulped|chugged them|those all',
      'swallowed|necked|downed|gulped|chugged all of? them|those',
      'swallowed|swallow|swallowing|necked|downed|gulped|chugged the whole? lot',
      // A container of tablets swallowed whole, its tablets left unsaid: 'he has necked the whole tub' (a bottle is
      // left out: it is as often a drink's).
      'swallowed|necked|downed|gulped|chugged the|a whole|entire tub|tubs|packet|packets|pack|box|strip|blister|pot',
      // All the tablets pressed out of their packets and then swallowed: 'popped all my tablets out of the blister
      // packs and swallowed them', 'all of them out of the foil and swallowed them' (not 'all the biscuits out of the
      // packet and ate them', or tablets put in a dosette box).
      'all|every of? my|the|his|her|their|your? @tablets ... out of ... @swallow-verb|necked|downed|gulped|swallow them|those',
      'all|every ... out of the|their|my|his|her|its? blister|blisters|foil|foils|strip|strips ... @swallow-verb|necked|downed|gulped|swallow them|those',
      '@swallow-verb ... @poison',
      'turned out to be|was @poison',
      'poisoned',
      'poisoning',
      'my|his|her son|daughter|child|toddler|baby|kid ... @swallow-verb ... @tablets',
      // A child (or '3 year old') with someone's tablets or a patch in the mouth.
      '@child ... @swallow-verb ... @tablets|@poison',
      '@child ... suck|sucking|sucked|chew|chewing|chewed|lick|licking|licked ... @tablets|@poison',
      // The tablets or the patch named first, then 'it' in a child's mouth: 'the patch fell off and my 2yo was chewing it'.
      '@tablets|@poison ... @child ... suck|sucking|sucked|chew|chewing|chewed|lick|licking|licked it|them|one|some',
      'not know how many ... had|taken|swallowed|eaten',
      'son|daughter|child|toddler|baby|kid|grandson|granddaughter ... @swallow-verb ... @tablets',
      '@tablets ... in his|her|their mouth',
      // More paracetamol a day than the most one may take (eight 500 mg tablets): '12 paracetamol a day for four days'.
      '@overdose-count paracetamol|paracetamols|cocodamol|codamol a|per|each|every day',
      // Carbon monoxide told by its signs (NHS): the gas named with a symptom, the alarm sounding and then someone ill,
      // or a whole household ill at once, its pets too ('we've all got headaches, even the cat is floppy'); not an
      // alarm's battery chirping.
      'carbon monoxide ... headache|headaches|dizzy|dizziness|sleepy|drowsy|sick|vomiting|confused|breathless|faint|collapsed',
      'headache|headaches|dizzy|dizziness|sleepy|drowsy|sick|vomiting|confused|breathless|faint|collapsed ... carbon monoxide',
      'carbon monoxide ... off|beeping|alarming|sounding|sounded ... all|both|everyone|everybody|we|they|he|she ... headache|headaches|dizzy|sleepy|drowsy|sick|vomiting|confused|faint',
      'all|both|everyone|everybody ... headache|headaches|dizzy|sleepy|drowsy|sick|vomiting ... even|also|plus the|our cat|dog|cats|dogs|pet|pets',
      // Tablets of unknown make, taken from someone: 'took pills someone gave him at a party', 'had tablets a stranger
      // sold her' (not 'the tablets the doctor gave him').
      '@took-many some|a|the? few? @tablets @given-by-someone',
    ],
  },
  // A bare self-cut ('she has cut herself') may be a kitchen accident; told in a sentence that names self-harm, it is
  // one ('we watched a film about a girl who self-harms and now my daughter has cut herself'), whoever the self-harm
  // named was. An everyday task or thing that accounts for it (accidentsExcluded) still makes it an accident.
  'self-cut-told-as-self-harm': {
    accidentsExcluded: true,
    alsoInSentence: ['self harm|harmed|harming|harms|harmer|harmers|injury|injuring|injured|injure'],
    patterns: ['has|have|had|just|already|s cut|slashed himself|herself|themselves|myself'],
  },
  // Someone who has hurt themselves (no fall, game or task named: accidentsExcluded) told in the same sentence to be
  // losing a lot of blood: 'my son has hurt himself badly, he says he's fine but there's a lot of blood', 'she's
  // harmed herself and is bleeding heavily'. A hurt alone may be a bump; a hurt with a fall or a sport is an accident.
  'self-injury-bleeding-heavily': {
    accidentsExcluded: true,
    // A hurt a game, a fall, a task or a thing done accounts for: 'hurt himself at rugby, lots of blood from his nose'.
    explained: { by: ['@play-or-sport', '@minor-fall', '@everyday-task', '@transient-cause'] },
    alsoInSentence: [
      'lot|lots|loads|load|pool|puddle of blood',
      'so|too|that much blood',
      'blood everywhere|pouring|gushing|pooling|dripping|soaking|soaked',
      'bleeding heavily|badly|profusely|everywhere|loads|lots',
      'bleeding a lot',
      'bleeding so|really|very much|badly|heavily',
      'bleeding not|never stop|stopping',
      "can|could|won't|wont|will|does|doesn't|didn't not? stop the? bleeding",
    ],
    patterns: [
      "has|have|had|just|already|s|'s hurt|harmed|injured himself|herself|themselves",
      'i have|just|already hurt|harmed|injured myself',
    ],
  },
  'self-harm-thoughts': {
    // A jump off an everyday thing ('jumped off the diving board', 'jumps off the sofa'): play, not a wish to die;
    // only the words its phrase holds.
    unlessHeldBy: ['everyday-jump'],
    hypotheticalCounts: true,
    accidentsExcluded: true,
    figurative: true,
    // A medicine's side effect asked about: 'can pregabalin cause suicidal thoughts?' (a leaflet's warning read), in
    // its own question only: '… give you suicidal thoughts, I have been getting them' is still told as one's own. Not
    // 'could it be giving me …' (a side effect had now, the writer's own).
    unlessInClause: [
      'can|could|does|do|will|would|might|may @tablets cause|give|trigger|bring on? you|people|anyone|someone? @self-harm-phrase thoughts|feelings|ideas|ideation?',
      // Carrying on with a named task, weighed as worth it or not: 'wondering if it's worth carrying on with the physio'.
      'worth carrying|going on with|doing',
      // A task wished done: 'I just want it all to be over with' (the op, the move).
      'be over with',
      'be over and done',
      // Not being somewhere at a named place or day: "I'd rather not be here at the clinic on Saturday", 'not be there
      // on Monday' (not 'at all', nor 'in this world').
      'not be here|there at the|your|a',
      'not be here|there on|next|this monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend',
      // Not able to go on with a named task: "I can't go on with these exercises" (not 'with this pain', 'like this').
      'can not go|carry|keep on? with|doing the|these|those|my|his|her|this|that|all? exercises|exercise|stretches|stretching|physio|physiotherapy|job|course|class|classes|sessions|session|running|gym|pilates|yoga|commute|treatment|diet|tablets',
      // Everyone better off with a thing: 'everyone would be better off with a standing desk' (not 'with me gone').
      'better off with|using|having|buying a|an|the|some',
    ],
    narrowly: [
      {
        // A wish to be let go ('dad keeps saying just let me go'), unless to a place or a task: 'just let me go home',
        // 'please let him go to the toilet first', 'let me go and get the bands'.
        unlessInSentence: [
          'let me|him|her go to|home|out|back|first|early|in|into|on|off|for|outside|there|with|through|ahead',
          'let me|him|her go and get|see|check|have|do|grab|make|find|fetch|ask',
        ],
        patterns: ['just|please let me|him|her go'],
      },
      {
        // Letting oneself fall, thought of or pictured: 'think about just letting myself fall', 'I picture letting
        // myself topple over the railing'. Not a fall into sleep, a stretch or a habit ('letting myself fall asleep').
        unlessInSentence: [
          'let|letting|lets myself|himself|herself|themselves fall|topple|tumble asleep|into|~into|behind|back|~back|for|in|apart|short|ill|sick|pregnant',
        ],
        patterns: [
          'thought|thoughts|thinking|think|picture|picturing|imagine|imagining|urge|urges|tempted|wonder|wondering about|of|to? just|simply? let|letting myself|himself|herself|themselves fall|topple|tumble',
        ],
      },
      {
        // A past attempt or self-harm, then a wish to do it again, in its sentence or one after: 'I tried to kill
        // myself in 2019. Tonight I want to do it again.' The wish is of now, whatever dated the act.
        unlessInSentence: [],
        patterns: [],
        referring: {
          patterns: [
            'want|wants|wanted|wanting|wanna|urge|urges|tempted to? do|doing it|that|this|the same? again',
            'feel|feels|feeling like doing it|that|this|the same? again',
          ],
          antecedent: [
            '@self-harm-phrase',
            'overdose|overdosed|overdosing',
            // Not 'hurt myself', which is as often an accident ('hurt myself lifting at the gym').
            'cut|cutting|harmed|harming|burnt|burned|burning myself|himself|herself|themselves',
          ],
        },
      },
    ],
    // Thoughts asked about, then told as the writer's own: '… give you suicidal thoughts? I've been having them'.
    referring: {
      patterns: ['have|has|had|been|keep|kept|get|gets|getting|having *? *? them|these|those'],
      antecedent: ['@self-harm-phrase thoughts|feelings|ideas|ideation'],
    },
    patterns: [
      '@self-harm-phrase',
      'thought|thoughts|thinking|think about|of @self-harm-phrase',
      'want|wanted|going|urge|urges|thought|thoughts|think|thinking to|of|about? hurt|hurting|harm|harming myself|himself|herself',
      // Any hurt turned on oneself, with a word of how often between: 'I think sometimes to hurt myself', 'thoughts of
      // cutting herself again', 'she keeps thinking about burning herself'.
      'want|wanted|urge|urges|thought|thoughts|think|thinking sometimes|often|always|constantly|again|a|lot? to|of|about? hurt|hurting|harm|harming|cut|cutting|burn|burning|injure|injuring myself|himself|herself|themselves',
      // 'I feel like hurting myself': a wish told with 'feel like'.
      'feel|feels|feeling|felt like hurting|harming|cutting|burning myself|himself|herself',
      'stockpile|stockpiling|stockpiled|hoard|hoarding|hoarded|stash|stashing|stashed my|the|his|her|some? @tablets',
      'saving|saved up my|the|his|her|some? @tablets',
      'thought|thoughts|thinking|think|tempted|considered|considering|urge|urges about|of|to? just? taking|take|swallowing|swallow|necking|downing all|every|the|a whole|entire|full? box|packet|bottle|strip? of? my|the|his|her? @tablets|lot',
      'thought|thoughts|thinking|think|tempted|considered|considering|urge|urges about|of|to? overdose|overdosing',
      // Cuts or burns kept hidden, or unexplained, on the arms, wrists or thighs: the NHS's sign of self-harm that a
      // parent sees ('she hides cuts on her wrists under long sleeves', 'cuts on her arms she hides').
      // Hidden, not covered: cuts are covered with plasters too.
      'hide|hides|hiding|hid the|her|his|their|my|some|fresh|new? cuts|burns on her|his|their|my|both arms|arm|wrists|wrist|thighs|thigh|legs',
      'cuts|burns on her|his|their|my|both arms|arm|wrists|wrist|thighs|thigh|legs ... hide|hides|hiding|hid|hidden',
      'unexplained cuts|burns',
      // Cuts or burns told as one's own doing, on a named part: 'my arms are covered in cuts I made', 'cuts on his
      // arms he made himself' (not 'the cuts I made in the dough').
      'arms|arm|wrists|wrist|thighs|thigh|legs|leg|stomach|tummy|skin ... cuts|burns|scratches i|he|she|they have|has|had? made|did|done|gave',
      'cuts|burns|scratches on|to my|his|her|their arms|arm|wrists|wrist|thighs|thigh|legs|leg|stomach|tummy ... made|did|done|gave it|them|those? myself|himself|herself|themselves',
      // Fresh cuts where self-harm is done, not where a fall, a game or keyhole surgery leaves them: 'fresh cuts on
      // her wrists'.
      'fresh|new cuts|burns on|to? my|his|her|their wrists|wrist|thighs|thigh|forearm|forearms',
      // Blades kept hidden, or found in a child's things: 'razor blades hidden in her pencil case' (not blades for a
      // knife found in the garage).
      'razor|sharpener|pencil blades|blade ... hidden|hid|hiding|stashed|stashing|tucked',
      'found|find|finding|discovered ... blades|blade ... in|under|inside his|her|their room|bedroom|drawer|drawers|bag|pencil|case|pillow|mattress|wardrobe',
    ],
    conditionalCounts: true,
  },
  'self-harm-plan-or-act': {
    hypotheticalCounts: true,
    accidentsExcluded: true,
    narrowly: [
      {
        // Deep or gaping cuts where self-harm is done, an act that needs A&E now: 'come out of her room with deep cuts
        // on her legs', 'cuts on his arms that are gaping open'; not those a task, a game, a fall or an operation
        // accounts for ('a deep cut on his leg from falling off his scooter', 'the cut from the vein harvest').
        unlessInSentence: [
          '@play-or-sport',
          '@minor-fall',
          '@everyday-task',
          '@accidental-injury',
          'op|operation|operations|surgery|surgical|incision|harvest',
        ],
        patterns: [
          'deep|gaping cut|cuts|gash|gashes|slash|slashes on|to|in|across my|his|her|their|both arms|arm|wrists|wrist|thighs|thigh|legs|leg|forearm|forearms|stomach|tummy',
          'cut|cuts|gash|gashes|slash|slashes on|to|across my|his|her|their|both arms|arm|wrists|wrist|thighs|thigh|legs|leg|forearm|forearms ... gaping|deep',
        ],
      },
    ],
    /**
     * Someone told of as hurting themselves over a while, with no part of the body hurt ('our 15 year old has been
     * hurting herself'): a parent's words for self-harm, unless a game, a sport, a fall or a task accounts for it
     * ('he keeps hurting himself on the trampoline', 'been hurting himself at rugby').
     */
    explained: {
      // A goodbye unanswered for an everyday reason: 'no reply, the signal is rubbish at sea', 'her battery died'.
      by: [
        // The writer's own phone turned off: 'my phone is off all weekend'.
        'my phone|mobile be|is|s|was|will be? off|dead|silent',
        '@transient-cause',
        '@minor-fall',
        '@everyday-task',
        '@play-or-sport',
        'signal|reception|battery|flight|plane|ferry|abroad|roaming|asleep|sleeping',
        // Told with 'no', which would otherwise deny the cause: 'she has no signal in the mountains'.
        'no|bad|poor|rubbish|patchy signal|reception|wifi|internet|battery',
        // A rope taken out for a job or a game: 'a rope to the woods for the hammock', 'to tow the car'.
        'hammock|swing|tent|tents|camping|climbing|abseiling|tow|towing|boat|sailing|kayak|canoe|den|treehouse|tyre|tug',
      ],
      patterns: [
        // A goodbye sent, and no answer since: 'she sent me a text saying goodbye and isn't answering', 'he rang to say
        // goodbye and now his phone is off', "messaged 'love you all' and can't be reached" (not a goodbye with an
        // answer, or with none asked for, or one a flight or a lost signal accounts for).
        'text|texts|texted|message|messages|messaged|voicemail|rang|phoned|called|call|posted ... @farewell-words ... @no-answer',
        // A rope or a hose carried off to a lonely place, or driven away with: 'took a rope out to the forest', 'gone to
        // the woods with a rope', 'drove off with the hosepipe' (not one taken for a hammock or a tow).
        'rope|noose|hosepipe|hose ... woods|wood|forest|trees|fields|bridge|cliff|cliffs|river|quarry|reservoir|lake|hills|moors',
        'woods|wood|forest|trees|fields|bridge|cliff|cliffs|river|quarry|reservoir|lake|hills|moors ... rope|noose|hosepipe|hose',
        'been|keeps|keep|kept|is|s|are|re hurting himself|herself|themselves',
        'been hurting myself',
        // An act on oneself told as 'something bad' done to a wrist or an arm ('I have done something bad to my wrist',
        // "she's done something awful to her arms"), unless a sport or a task accounts for it.
        "have|has|had|just|already|is|s|'s done|did something bad|terrible|awful to my|his|her wrist|wrists|arm|arms|thigh|thighs|neck|throat",
        // A head smashed against a wall or a door, not in a fall: 'he has already smashed his head against the wall'.
        'smashed|smashing|smash|smashes his|her|my|their own? head against|into the|a wall|walls|door|doors|mirror',
        // A blade or a rope put by for a time soon: "I've put the knife by my bed for later", 'the razor is ready for
        // tonight' (not one got out for a task: 'the carving knife ready for tonight's roast').
        'knife|knives|blade|blades|razor|razors|rope|noose ... for later|tonight|2nite|tonite|afterwards',
        // A cut told as deep and still bleeding or open to the fat, or a burn that took the skin: 'cut deep and it
        // won't stop bleeding', 'went deeper than usual', 'burnt myself and the skin is gone' (not when a task
        // accounts for it: 'cut deep chopping wood'; nor a nurse who 'went deep' with a needle).
        'cut|cuts|slashed|sliced too? deep|deeply|deeper ... not|never stop|stopping bleeding|bleed',
        'went|gone|go deeper than usual|ever|before|normal|last ... not|never stop|stopping bleeding|bleed',
        'cut|cuts|slashed|sliced too? deep|deeply|deeper ... still|keeps|keep bleeding',
        'went|gone|go deeper than usual|ever|before|normal|last ... still|keeps|keep bleeding',
        'cut|cuts|slashed|sliced too? deep|deeply|deeper ... see|seeing|showing the? fat|bone|tendon',
        'went|gone|go deeper than usual|ever|before|normal|last ... see|seeing|showing the? fat|bone|tendon',
        'burnt|burned|scalded myself|himself|herself|themselves ... skin|flesh be|is|has|s|came|come|coming? gone|off|melted|charred|black|hanging',
        'burnt|burned his|her|my|their arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin ... skin|flesh be|is|has|s|came|come|coming? gone|off|melted|charred|black|hanging',
      ],
    },
    /**
     * Someone who cannot be reached, told after a farewell, a note or a letter left, in the sentence or the two before:
     * 'she posted goodbye on facebook this morning and now nobody can reach her', 'left a note. his car is gone and
     * he is not answering' (unless a flight, a dead battery or sleep accounts for it, as `explained.by` says).
     */
    referring: {
      patterns: ['@no-answer', '@unreachable'],
      antecedent: [
        '@farewell-words',
        'left|leaving|written|wrote|writing|posted|posting|sent|sending a|an|his|her|their|some? note|notes|letter|letters|goodbye|goodbyes',
        'put|puts|putting up a|an|his|her|their? note|letter|goodbye',
      ],
      explainable: true,
    },
    // A jump onto or into an everyday thing: "I'm going to jump on the treadmill after work", 'jump in the shower' (not
    // 'off', 'from' or 'in front of', nor a train or a river).
    unlessInClause: [
      'jump|jumping on|onto|in|into the|a|my|our shower|bath|treadmill|bike|call|zoom|teams|pool|sofa|bed|trampoline|bandwagon|laptop|computer|phone|car|van|scales',
    ],
    // A return put off, not ruled out: 'not coming back till sunday', 'won't be back for a week'.
    // A hose taken for its job: 'drove off with the hosepipe to wash his van'.
    unlessInSentence: [
      'not|never be? coming|come|return|returning|back back? till|until|before|for|after',
      // A note about a chore or a thing: 'left a note for all of us about the bins'.
      'note|notes|letter|letters ... about|re|regarding|reminding the|a|an|our|tomorrow|tonight|dinner|tea',
      'hosepipe|hose ... to|for wash|washing|water|watering|clean|cleaning|fill|filling|hose',
    ],
    patterns: [
      // Gone to a lonely or high place, not to come back: 'drove to the quarry and won't be coming back'.
      'to|into|up|down to? the|a bridge|cliff|cliffs|railway|tracks|quarry|river|sea|reservoir|woods|forest|lake|moors|hills ... not|never be? coming|come|return|returning|back',
      // A means named, then someone shut in with it: 'has the kitchen knife and has locked herself in the toilet'.
      'blade|blades|knife|knives|razor|razors|rope|noose|belt|cord|gun|shotgun|pills|tablets ... shut|locked herself|himself|myself|themselves in',
      // Driven or gone away with a rope or a hose (no drive accounts for it): 'he has driven off with the hosepipe'.
      'driven|drove|gone|went|run|ran off|away with a|the|his|her|my rope|noose|hosepipe|hose',
      '@self-harm-phrase ... @self-harm-plan',
      '@self-harm-plan ... @self-harm-phrase',
      'how to @self-harm-phrase',
      // A note's word for a wound someone gave themselves: 'self-inflicted lacerations', 'cuts, self-inflicted' (not a
      // scar, which is healed).
      'self inflicted cut|cuts|wound|wounds|laceration|lacerations|lac|lacs|stab|burn|burns|injury|injuries',
      'cut|cuts|wound|wounds|laceration|lacerations|lac|lacs|stab|burn|burns|injury|injuries ... self inflicted',
      'have|just|already cut|hurt|harmed myself',
      // Someone else's act told with the blade it was done with ('my son has hurt himself with knife'), unless a task
      // accounts for it (accidentsExcluded: 'cut himself with a knife chopping onions').
      'has|have|had|just|already cut|hurt|harmed|stabbed|slashed himself|herself|themselves|myself with|using a|an|the|his|her|my? knife|knives|blade|blades|razor|razors|scissors',
      'i have taken an? overdose',
      'can? not keep myself|himself|herself|themselves safe',
      'not safe right|tonight|now',
      'can? not promise|guarantee i|he|she will|can|be|stay|keep ... safe',
      'cut|cuts|cutting|slashed deeper',
      'cut|cuts|cutting|slashed too deep',
      'going to jump',
      // About to (not did) step in front of a particular vehicle: 'stepping in front of the next train'.
      '=step|=stepping|=walk|=walking|=jump|=jumping|=throw|=throwing myself? out? in front of the|this|that next|first? train|bus|lorry|truck|car|tube',
      'i am going to do it',
      'standing|stood on the|a bridge|edge|ledge|roof|platform',
      // On the line itself: 'I am stood on the railway line right now', 'she's standing on the tracks'.
      'standing|stood|sitting|sat|lying|lay on the|a railway|train|rail line|lines|track|tracks',
      'standing|stood|sitting|sat|lying|lay on the tracks',
      // Someone said to be on a bridge or a ledge now: "he's on the motorway bridge", 'I am on a ledge'.
      "i|he|she|they am|is|are|s|'s|re|'re on|at the|a motorway|railway|river|road? bridge|ledge",
      // At the edge or the top of a height: 'standing at the edge of the cliff', 'sat on top of the multistorey'.
      // Or of a railway platform: 'standing at the edge of the platform right now'.
      'standing|sitting at|on the|a edge|top of the|a cliff|cliffs|bridge|roof|building|tower|multistorey|quarry|platform|tracks',
      // Goodbyes sent: 'he has texted goodbye to his friends'.
      'texted|texting|messaged|messaging|sent|sending goodbye|goodbyes to everyone|everybody|us|family',
      'texted|texting|messaged|messaging|sent|sending goodbye|goodbyes to his|her|their|my|all|the friends|family|kids|children|mates|of',
      // A means at hand and the thought of using it: 'a rope in the shed and I keep thinking about using it'.
      '@self-harm-means ... keep|keeps|kept thinking about|of using it|them',
      '@self-harm-means ... not stop thinking about|of using it|them',
      '@self-harm-means ... tempted|urge|urges to use it|them',
      'rope is? ready',
      'got|have the rope',
      'goodbye letter|letters|note|notes',
      'written my|a goodbye|suicide',
      'at the station ... jump',
      'can? not stop myself from? acting',
      'acting on it',
      'going to kill|end himself|herself|myself|his|her|my',
      'cut her|his|my wrists|wrist|arm|arms ... deep',
      'do it tonight|2nite|today',
      'going to do it',
      // Affairs set in order beside despair, or beside goodbyes said: "don't think I'll be around much longer, I've
      // made my arrangements", 'given the dog to my neighbour and said my goodbyes'.
      '@despair ... @affairs-settled',
      '@affairs-settled ... @despair',
      '@self-harm-phrase ... @affairs-settled',
      '@affairs-settled ... @self-harm-phrase',
      '@affairs-settled ... said|saying|say my|his|her|their goodbyes',
      'said|saying my|his|her|their goodbyes ... @affairs-settled',
      // Goodbyes said, and tonight named for an end or a going: "said my goodbyes, it ends tonight", 'said his goodbyes
      // and tonight he goes' (not 'said my goodbyes at work, leaving do tonight').
      'said|saying all? my|his|her|their goodbyes ... tonight|2nite|tonite i|he|she|it go|goes|leave|leaves|end|ends|die|dies',
      'said|saying all? my|his|her|their goodbyes ... it|this|everything|i|he|she end|ends|go|goes|die|dies tonight|2nite|tonite',
      'taken|took|take|put a blade|razor|knife|lighter to my|his|her',
      // With a word for the blade between: 'taken a razor blade to her thighs', 'put a kitchen knife to his arm'.
      'taken|took|take|taking|put a|the|his|her|my *? blade|blades|razor|razors|knife|lighter|scissors to my|his|her|their arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|body|stomach|tummy|chest|face|throat',
      'burnt|burned|cut|hit|hurt|harmed myself|himself|herself ... on purpose',
      // Someone who has hurt themselves with a blade, or because of the pain: 'he's just stabbed himself in the leg'.
      'stabbed|slashed myself|himself|herself|themselves',
      'hurt|harmed|stabbed|slashed|cut|burnt|burned myself|himself|herself|themselves ... because|cause of? the|my|his|her pain',
      'burnt|burned|cut|hit|hurt|harmed myself|himself|herself ... deliberately',
      "have|has|had|just|already|is|s|'s cut|burnt|burned his|her|my legs|arms|wrists|thighs|arm|leg|wrist",
      // Someone else's self-cut told as now, not as a story ('my daughter has cut herself', "she's cut herself
      // again"), unless a task, a game or a thing cut on accounts for it (accidentsExcluded: 'on a tin can').
      "has|have|is|s|'s|just|already cut|slashed himself|herself|themselves",
      // Seen doing it, or doing it now: 'found my girlfriend cutting herself', "he's cutting himself in his room".
      'found|find|caught|catch|saw|seen|see|discovered ... cutting|slashing|burning|harming himself|herself|themselves',
      'walked|walk|walking in on ... cutting|slashing|burning|harming himself|herself|themselves',
      "is|s|'s|are|re|keeps|keep cutting|slashing|burning|harming himself|herself|themselves",
      'going to drink|swallow|neck|take the lot',
      // The present for a plan: "tonight I'm taking the lot", 'swallowing them all now'.
      'tonight|today|now i|he|she be|am|is taking|swallowing|necking|downing the lot',
      'taking|swallowing|necking|downing the lot tonight|today|now',
      'going to drink|swallow|neck|take them all',
      'going to drink|swallow|neck|take all of it|them',
      'texted|messaged|sent|text|message me|us|everyone goodbye',
      'goodbye text|message|texts|messages',
      'left|leaving|written|wrote a note|letter ... sorry|goodbye',
      'going to @self-harm-phrase',
      '@self-harm-phrase ... i have decided',
      '@self-harm-phrase ... made up my mind',
      'this is my|the last message|post|text',
      // A farewell, and the message called the last: 'thanks for everything, last message from me'.
      '@farewell-words ... last message|post|text|words from me',
      '@farewell-words ... last message|post|text|words ever',
      // A farewell, and the worry about one said to end soon: 'said bye to my family, tomorrow they will not need to
      // worry for me' (not 'said bye at the airport, they will not need to worry as I will text').
      '@farewell-words ... tomorrow|tonight|soon ... not|never need|have|got to worry|worrying for|about me',
      '@farewell-words ... not|never need|have|got to worry|worrying for|about me ... anymore|again|soon|tomorrow|tonight',
      'goodbye everyone|all|world',
      // A goodbye written as for ever: 'texted me saying goodbye forever', 'sent the kids a message, bye forever'.
      'text|texts|texted|message|messages|messaged|sent|wrote|written ... goodbye|bye forever',
      // Sorry for an act about to come: 'sorry to everyone for what I'm about to do'.
      'sorry ... for what i|he|she be|am|is|m|s about|going|gonna to? do',
      // Belongings given away as no longer needed: 'given away my things, I won't need them soon'.
      'given|giving|gave away all? my|his|her|their|our? things|stuff|belongings|possessions|clothes|jewellery|games ... ... not|never be? need|needing',
      'given|giving|gave all? my|his|her|their|our? things|stuff|belongings|possessions|clothes|jewellery|games away ... ... not|never be? need|needing',
      'threatening|threatened|threatens|threaten to @self-harm-phrase',
      'threatening|threatened|threatens|threaten to jump|kill|end|hang|overdose',
      '@self-harm-means ... going|heading|go out? there? now|tonight',
      'top of the|a multi? storey|bridge|cliff|cliffs|building|tower|roof|flats ... now|tonight',
      '@self-harm-means ... thinking|thought of|about walking|jumping|going in',
      'decided ... tonight|today|now',
      "tonight is|'s the night ... decided",
      'engine running ... garage',
      'garage ... engine running',
      'hose|hosepipe ... exhaust',
      'can not stop myself tonight|now',
      'can not stop myself from? hurting|harming|cutting|burning|killing|overdosing',
      'not feel safe with|around|by myself',
      // 'don't feel safe on my own right now': not safe alone, now; not 'on my own in the shower'.
      'not feel safe being? on my|his|her own|alone right? now|tonight|rn|atm',
      'not feel safe being? alone right? now|tonight|rn|atm',
      // Not safe alone, then the means in mind: 'don't feel safe on my own. keep thinking about the pills upstairs'.
      'not feel safe ... thinking|think|thought about|of the|my|all? @self-harm-means',
      // 'scared I'll do something stupid', 'don't trust myself tonight with all these tablets'.
      'scared|afraid|frightened|terrified ... do something stupid|silly|daft to? myself|himself|herself|tonight|now',
      'not trust myself tonight|now|alone',
      // Being left alone told as what one dares not: 'don't trust myself to be alone tonight', 'to be on my own'.
      'not trust myself|himself|herself|themselves to be|being|stay|staying|left|be? left? alone',
      'not trust myself|himself|herself|themselves to be|being|stay|staying on my|his|her|their own',
      'not trust myself|himself|herself|themselves to be|being|stay|staying by myself|himself|herself|themselves',
      // Said as a plan for now: 'I'm going to do something stupid tonight', 'gonna do something drastic now'.
      'going|gonna|about to? do something stupid|drastic tonight|now',
      // Someone who has cut themselves badly, can't stop, is about to take the rest, sits on the edge of a bridge.
      'has|have|is|s|just|already? cut|slashed|harmed himself|herself|themselves|myself really|very|so|quite? badly|bad|deep|deeply',
      // A self-cut that will not stop bleeding: 'she has cut herself and it won't stop bleeding'.
      'cut|slashed|harmed|stabbed himself|herself|themselves|myself ... not|never stop|stopping bleeding',
      'cut|slashed|harmed|stabbed himself|herself|themselves|myself ... lot|lots|loads|pool of blood',
      // 'the blade against my wrist right now', 'not safe, I'm going to hurt myself'.
      'blade|blades|knife|razor|razors against|to my|his|her wrist|wrists|arm|arms|throat|skin',
      'not safe ... going|gonna to? hurt|harm|kill myself|himself|herself',
      'can? not stop self harming',
      'can? not stop cutting|harming ... blood|bleeding|deep|myself',
      'going|gonna|about to take|swallow|neck the rest',
      'plan and the means',
      'means and a|the plan',
      'plan and a|the means',
      // A farewell: 'the last time anyone hears from me'.
      'last time anyone|anybody|you|they|people|everyone will? hear|hears|see|sees from? me',
      // Up somewhere high, looking down over the drop.
      'edge|ledge ... looking|staring|peering down|over',
      'looking|staring|peering over the edge',
      'top floor|storey|level ... looking|staring|peering down|over',
      'voice|voices ... telling|tell|tells|told me to hurt|harm|kill myself',
      'going|gonna to? hurt|harm myself|himself|herself ... tonight|2nite',
      'sat|sitting|stood|standing|perched on the|a edge|ledge|railing|railings|parapet of the|a bridge|roof|cliff|cliffs|building|flats|car|multi',
      'sat|sitting|perched on the|a bridge|roof|parapet|railings',
      'not trust myself ... @tablets|knife|knives|blade|blades|razor|razors|rope',
      // 'going to take all her pills tonight': the means and the act said together, now.
      'going|gonna|about to take|swallow|neck|drink all|the|whole|every my|his|her|the|of? @tablets ... tonight|2nite',
      'going|gonna|about to swallow|neck all|the|whole|every my|his|her|the|of? @tablets',
      'left|leaving|written|wrote|writing a? note|notes|letter|letters to my|his|her|the kids|children|family|wife|husband|partner|mum|dad',
      'scared|afraid|frightened|terrified of what i|he|she will|might|could|would do',
      'went|gone|go too far with the|a|my knife|blade|razor|blades|cutting',
      'phoned|called|rang|texted|messaged me|us from|on the|a roof|bridge|cliff|cliffs|edge|ledge|tracks|platform',
      'going|go|heading to the bridge|cliff|cliffs|railway|tracks ... tonight|today|now',
      // The night set and all at hand: "tonight's the night, I've got everything I need".
      "tonight|today be|is|s|'s? the night|day ... got|have everything i need",
      "got|have everything i need ... tonight|today be|is|s|'s? the night|day",
      'slit|slashed|sliced my|his|her wrists|wrist|arms|arm|throat',
      '@self-harm-means ... in front of me|him|her',
      '@self-harm-means ... next to|beside me|him|her',
      'my|his|her arm|arms|hand|hands|wrist|wrists|leg|legs|thigh|thighs|skin ... @deliberate',
      'not think i can stop|keep myself',
      'about to take|swallow|drink|neck all|the|my ... @tablets',
      'about to take|swallow|drink|neck the lot',
      '@self-harm-means ... going|about to take|swallow|drink|neck them|it|the|all',
      '@tablets|knife|blade|rope|razor|noose in my hand|hands',
      'not trust myself to stay alive|safe',
      // The act under way, the means readied, notes left.
      'been|keep|keeps|kept harming|burning myself|himself|herself',
      'been hurting|cutting myself|himself|herself with|again',
      'been hurting|cutting myself|himself|herself on purpose',
      'checked|tested the beam|rope|hook',
      'rope ... beam|hook|loft|garage|tree|bannister|banister',
      'left|leaving|written|wrote notes|letters for the|my kids|children|family|wife|husband|partner|mum|dad',
      'left|leaving|written|wrote a note|letter for the|my kids|children|family|wife|husband|partner|mum|dad',
      // Notes or letters for everyone at once: 'written letters to each of us', 'left a note for all of us' (not one
      // about a chore, excluded above: 'a note for all of us about the bins').
      'left|leaving|written|wrote|writing a? note|notes|letter|letters to|for each|all|every|both of? us|you|them',
      'shut|locked herself|himself|myself in ... with a|my|his|her|the|some? *? blade|blades|knife|knives|razor|razors|rope|pills|tablets|belt|cord|cable|flex|lead|noose|gun|shotgun',
      // Shut in, and saying they will hurt themselves: 'has locked himself in the bathroom and says he is going to hurt
      // himself' (a plan told from behind a locked door, not a thought).
      'shut|locked herself|himself|themselves|myself in ... ... going|gonna|about to? hurt|harm|kill|cut herself|himself|themselves|myself',
      'know how and i? have what i need',
      // A way of doing an unnamed 'it' worked out, thought through or decided on, by the writer for themselves: "I've
      // worked out how I would do it if the pain doesn't stop", 'figured out when I'll do it' (not 'how to do the
      // exercise' or 'how I'd get to the clinic', which name what is done).
      "worked|figured|thought|sussed|sorted out|through how|when|where i would|d|'d|will|ll|'ll|could|can|am|m|'m|be? going|gonna|to? do it",
      "decided|planned|chosen|picked how|when|where i would|d|'d|will|ll|'ll|could|am|m|'m|be? going|gonna|to? do it",
      // The same known already, or both the way and the time: 'I know how I'd do it if this pain doesn't stop', 'know
      // exactly how and when I'll do it' (not 'I know how to do it', the exercise, nor 'how and when it started').
      "know|knows|knew exactly|precisely? how|when|where i|he|she|they would|d|'d|will|ll|'ll|could|am|m|'m|be? going|gonna|to? do it",
      "know|knows|knew|decided|planned|worked|figured out? exactly|precisely? how|when and when|where i|he|she|they would|d|'d|will|ll|'ll|could|am|m|'m|be? going|gonna|to? do it",
      // Both known with nothing named, and a time waited for: 'I know exactly how and when, just waiting for the
      // weekend' (not 'how and when to take my tablets', nor a weekend waited for alone).
      'know|knows|knew|decided|planned|worked|figured out? exactly|precisely? how and when|where ... waiting|wait for|till|until',
      'how many ... @tablets ... it would|will|d take',
      'writing|texting|messaging|typing this from|on the|a ... roof|bridge|cliff|cliffs|edge|ledge|tracks|platform',
      'sorted|sorting|arranged|arranging it|everything|things so ... not|never be a burden',
      // Head or fists struck against something hard to feel or cope, or till it bleeds: 'banging my head on the wall to
      // feel something else' (not the idiom alone, 'banging my head against a brick wall with the council').
      'bang|banging|bangs|banged|hit|hitting|hits|smash|smashing|smashed|punch|punching|punched my|his|her|their head|fist|fists against|on|into|off the|a wall|walls|floor|door ... @deliberate-harm',
      'bang|banging|bangs|banged|hit|hitting|hits|smash|smashing|smashed|punch|punching|punched my|his|her|their head|fist|fists against|on|into|off the|a wall|walls|floor|door ... bleeding|bleeds|bled|blood',
    ],
  },
  // What turns thoughts of self-harm (told anywhere in the message) into a danger now: a goodbye or thanks for having
  // tried, a self that cannot be stopped, a hurt already done that no task, game or fall accounts for.
  'self-harm-turning-to-act': {
    accidentsExcluded: true,
    explained: { by: ['@play-or-sport', '@minor-fall', '@everyday-task'] },
    patterns: [
      '@farewell-words',
      'thanks for trying',
      'thank you for trying',
      'not feel|think|know like|that|if? i|he|she can|could|will stop|control|trust myself|himself|herself',
      'can not stop|control|trust myself|himself|herself',
      "has|have|had|just|already|s|'s hurt|harmed|injured himself|herself|themselves|myself",
      'hurt|harmed|injured himself|herself|themselves|myself badly|bad|seriously',
    ],
  },
  'self-harm-means': {
    hypotheticalCounts: true,
    conditionalCounts: true,
    patterns: ['@self-harm-means'],
  },
  despair: {
    hypotheticalCounts: true,
    conditionalCounts: true,
    patterns: ['@despair'],
  },
  limping: {
    patterns: [
      'limp|limping|limps|hobble|hobbling',
      'refuse|refuses|refusing|refused to? walk|stand|bend|weight',
      'stopped|stop|stops|not want|wanting|wants to walk|stand',
      'will|would|does|do|did not walk|stand|bend',
      'will|would|does|do|did not put weight',
      'drag|drags|dragging|dragged his|her|their|my|a leg|foot',
      'walk|walks|walking like an? old man|woman|lady|granny|grandad',
    ],
  },
  'known-aneurysm': {
    // An aneurysm told as repaired ('burst in 2020 and was repaired', 'had his aneurysm stented') is no aneurysm that
    // can leak: back ache beside it is ordinary, unless the same person tells a pain that came on suddenly, is severe
    // or getting worse, or tummy pain, faintness or a collapse (a repair can fail). Not one awaited ('due to be repaired').
    explained: {
      by: [
        'was|were|been|got|had repaired|stented|fixed|grafted',
        'aneurysm|aaa|aorta repaired|stented|fixed|grafted',
        'after|since|had|following my|his|her|an|the|a? aneurysm|aaa|aortic|evar repair|stent|graft|operation|surgery',
      ],
      unlessAlso: [
        'sudden-onset',
        'severe-or-worsening-pain',
        'worsening-pain',
        'worst-ever-pain',
        'tearing-pain',
        'chest-pain',
        'tummy-pain',
        'feeling-faint',
        'collapse',
        'pulsing-tummy',
      ],
    },
    patterns: [
      'aneurysm',
      'aaa',
      'aneurysm screening|surveillance',
      'enlarged|swollen|dilated aorta',
      'marfan|marfans',
      'ehlers danlos',
      'connective tissue disorder|disease',
    ],
    historyCounts: true,
  },
  'bulging-soft-spot': {
    patterns: ['soft spot|fontanelle ... bulging|bulge|swollen|raised|tense|full', 'bulging soft spot|fontanelle'],
  },
  // Someone collapsed (NHS.UK 'When to call 999'). Told by whoever is with them; an emergency now, so 'weeks ago'
  // cancels it as well as 'years ago'.
  'not-breathing': {
    acute: true,
    // Breath held or taken on purpose, or the night's pauses of sleep apnoea already known: 'stop breathing when I
    // lift', 'not breathing through my nose', 'my apnoea means I stop breathing in my sleep'. Each only in the
    // mention's own clause: 'he snores but now he has stopped breathing', 'she collapsed lifting the shopping, and
    // now she's not breathing'. Snoring now is no cancel: a gasping, snoring breath is how a cardiac arrest sounds.
    unlessInClause: [
      'through my|his|her|the|their nose|mouth',
      'apnoea|apnea|cpap|snore|snores',
      'holding|hold|held my|his|her|their|your breath',
      // A trouble named by the breathing, told absent: 'no breathing problem', 'no breathing difficulties'.
      'no breathing|breath problem|problems|trouble|troubles|difficulty|difficulties|issue|issues|worries',
      // CPR learnt, not given: 'had CPR training at work', 'got my resuscitation certificate'.
      'cpr|resuscitation course|courses|training|trained|class|classes|certificate|refresher|qualification|instructor|dummy|doll|mannequin',
      'first aid',
      // Breath as a technique taught in a class ('the physio said I was breathing wrong during the exercises').
      'breathing|breathe wrong|wrongly|incorrectly during|in|for|through my|the|his|her|their? exercise|exercises|class|classes|session|sessions|yoga|pilates|workout|workouts|singing|lesson|lessons|stretches|planks|plank',
    ],
    // The writer's own habit of holding a breath to lift or strain, told as when it happens (a clause of its own):
    // 'I stop breathing when I lift'. Not another's lifting ('she collapsed while lifting boxes, she is not breathing').
    unlessInSentence: [
      'when|while i|you lift|lifting|exercise|exercising|plank|planking|squat|squatting|strain|straining',
      // Breathing that stops in sleep, told with sleep apnoea named or seen to (a CPAP, a sleep clinic), anywhere in
      // the sentence: 'stops breathing in his sleep, he's got a CPAP now', 'I stop breathing at night but I've a
      // sleep clinic referral'. Both must be told; a pause in sleep alone still raises.
      ...APNOEA_KNOWN.flatMap((known) => BOTH_WAYS(SLEEP_PAUSE, known)),
    ],
    patterns: ['@not-breathing'],
  },
  unresponsive: {
    acute: true,
    // Not responding to a treatment, hard to wake in the morning or put out by a tablet: no one unconscious.
    // Said of a treatment: 'not responding to the tablets' (read after the words: a cancel after 'not' would be denied).
    readings: {
      normal: [
        'to|with a|an|any|the? course|round|dose|block|trial|rehab|rehabilitation|surgery|operation|op|epidural|it|them|this|that',
        'to|with the|my|his|her|their|any? tablets|tablet|pills|meds|medication|medicine|treatment|treatments|physio|physiotherapy|injection|injections|antibiotics|painkillers|exercises|therapy|steroids|drugs',
        // A habit of waking late: 'will not wake up for school' (read after the words, as the 'not' would deny it).
        'up? for|before school|work|college|uni',
        'up? before|until|till|til midday|noon|lunchtime|lunch|dinner|afternoon',
        // A message unanswered, read after the words: "couldn't respond to your email" (a cancel would be denied).
        'to|with your|my|his|her|their|the|an|a|any|that|this? email|emails|message|messages|text|texts|letter|letters|call|calls|voicemail|voicemails|post|posts|comment|comments|review|invite|invitation|request|requests|survey|questionnaire',
        // A topic left unanswered, read after the words: 'my teenager is not answering me about his exercises'.
        'about|over|regarding',
        // An answer awaited from an office: 'no response from the clinic', 'can't get any response from reception'.
        'from the|your|my|his|her? clinic|practice|receptionist|reception|office|surgery|team|hospital|secretary|insurer|insurance|company|you',
      ],
      raised: ['to me|us|you|anything|anyone|anybody|touch|voices|shaking|calling'],
    },
    // Hard to wake as a habit, or put under on purpose, in the mention's own clause: a lazy one, a lie-in,
    // 'I can't wake up in the mornings on these tablets', 'I was unconscious during my operation', 'knocked out for
    // the scan'. Never across the sentence: tablets, a night or sleep told beside it are an overdose or a collapse in
    // the night ('took her tablets at night and now we can't wake her'; 'she was asleep and now she won't wake up').
    unlessInClause: [
      // Not a teenager as such: one who will not wake while being shaken is unconscious ('for school' is read above).
      'lazy',
      'lie in',
      // 'morning' alone is no habit ('can't wake her this morning'): plurals match their singular, so only 'every …'.
      'every|most|some morning|mornings|day|days',
      'on these|those|the|my|new new|strong|sleeping? tablets|pills|meds|medication|painkillers',
      'during|under|for|throughout|in the|my|his|her|their|an|a? operation|op|surgery|anaesthetic|anesthetic|general|procedure|scan|mri|sedation|theatre',
      'put|knocked|was|were out|under for the|my|his|her|an|a? operation|op|surgery|scan|mri|procedure',
      // Asleep early as a habit: 'I'm out cold by 9pm these days', 'out cold before ten most nights'.
      'out cold by|before',
      'the count by|before',
      // Said just after the words or a few words on ('out cold most nights', 'out for the count on the sofa every
      // evening'): 'these days' and 'every night' are each two elements.
      'cold|count *? *? *? nowadays|lately',
      'cold|count *? *? *? these days',
      'cold|count *? *? *? most|every|each night|nights|evening|evenings',
      // Knocked out of a contest: 'got knocked out of the cup'.
      'knocked out of',
      // A pain or a condition that does not respond (to treatment), said of it just before the words: 'my sciatica
      // is not responding to anything', 'my back doesn't respond'. Not a person: 'hurt his back, not responding'.
      '@spine-part|sciatica|pain|condition|symptoms|arthritis|stenosis|disc|injury|migraine|headaches is|s|has|have|does|do|did|will|just|really? not|n responding|respond|reacting|react',
      // A message unanswered: 'emailed twice and can't get any response', 'no response to my letter'.
      'email|emails|emailed|voicemail|voicemails|letter|letters|enquiry|enquiries|complaint|complaints|form|forms|referral|referrals|invoice|website|online',
      // Not answering a phone, a text or the door, or an office not answering: 'he's not answering his phone',
      // 'reception isn't answering me'.
      'phone|phones|mobile|text|texts|texted|texting|messages|whatsapp|door|doorbell|rang|ringing',
      'receptionist|reception|secretary|office|clinic|practice|insurer|company',
    ],
    // A question left unanswered, or a sulk: 'he's not answering me when I ask about his back, he just sulks'.
    unlessInSentence: ['when|if i|we ask|asked', 'sulk|sulks|sulking', 'ignoring me|us'],
    patterns: ['@unresponsive'],
    narrowly: [
      {
        // A phone, a message or a question not answered (read from the 'not', which a cancel after it would deny), a
        // breath lost to a run, or grey hair: 'slumped on the sofa, not answering his texts', 'gasping after my run'.
        unlessInSentence: [
          'not|n answering|responding to? his|her|my|the|their|your|our|any|a? phone|phones|mobile|call|calls|text|texts|message|messages|email|emails|whatsapp|door|doorbell|question|questions',
          '@tired-legs-cause',
          'haired|hair',
        ],
        patterns: ['@gasping-not-answering'],
      },
    ],
  },
  seizure: {
    // 'Fitting' of a brace, a kitchen or into a group; 'seizing up' of a back; 'fits' of laughter or coughing; a fit
    // of temper at a bill. Not a seizure. Each only in the mention's own clause ('my back seized up earlier and now he
    // is having a fit'; 'she is fitting, I fitted a stair gate yesterday'); a thing fitted only beside the word
    // ('the brace is fitting', 'a kitchen fitter'), not anywhere in it ('she fell off her chair and is fitting').
    unlessInClause: [
      'fitting|fitted into|well|nicely|properly|fine|better|comfortably|snugly|correctly|together',
      'fitting|fitted in at|with|well|ok|okay|fine',
      'fitting|fitted a|an|the|my|his|her|new|some',
      `${FITTED_THINGS} is|are|was|were|s|isn't|aren't|not|still|now? fitting|fitted|fitter|fitters|fits`,
      'seizing|seized|seize|seizes up|stiff',
      'fit|fits of laughter|laughing|giggles|coughing|sneezing|temper|rage|pique',
      'fit|fits of the giggles|hysterics|sulks|jealousy',
      'coughing|sneezing|laughing|giggling fit|fits',
      'fit when he|she|they|i|you|we saw|heard|found|see|hear|find|get|got|told',
      // A fitting as an appointment, told with its day or its booking: 'the fitting was yesterday', 'my fitting is
      // booked', 'a fitting appointment'. Not 'she was fitting yesterday' (the verb before it).
      'fitting|fittings was|were|is|are|s yesterday|today|tomorrow|last|next|this|booked|done|cancelled|moved|rearranged',
      'fitting|fittings appointment|appointments|session|sessions|date|slot',
      // One fit had once, long past: 'he had a seizure once when his sugar went low'.
      'had a|one|his|her|their? seizure|fit|convulsion once|twice',
      // A limb, a muscle or the back gone stiff and shaking, or stiff with nerves: 'my legs went stiff and shaking
      // after the squats', 'I went all stiff and shaky with nerves'. Not a person or a whole body gone stiff.
      '@limb|legs|arms|muscle|muscles|back|neck|jaw|joints went|gone|go|goes|going all? stiff|rigid',
      'nerves|nervous|anxious|anxiety|fright|stagefright|panic',
    ],
    patterns: ['@seizure'],
  },
  // A stroke (NHS.UK stroke symptoms, FAST). A face that has dropped is one whatever came before it: a dental visit,
  // an injection or an anaesthetic excuses only a face that is numb (one-sided-weakness), never one dropped ('had a
  // tooth out on Monday but now her face has dropped on one side'). A Bell's palsy named in the face's own clause
  // ('her face droops from her Bell's palsy') is not one; asked about beside it ('his face has dropped, is it Bell's
  // palsy?') it still is.
  'face-drooping': {
    acute: true,
    // A stroke's lasting sign told after it as worse now ('drooped for years after a stroke, much worse today') is a
    // change that matters: no time of long ago or long standing makes it history.
    changeCounts: true,
    passingCounts: true,
    // A side of a thing sagging ('the left side of the mattress is sagging', 'the bed's right side is drooping').
    unlessInClause: [
      'palsy',
      'mattress|bed|sofa|couch|pillow|chair|seat|cushion|shelf|ceiling|curtain|curtains|roof|tent|hammock',
      // A droop only felt, in the clause of a dental visit or a local anaesthetic: numbness, whatever it feels like
      // ('numb from the dentist, feels like my mouth is drooping'). Not one seen ('her face has dropped'), nor one
      // told after a turn ('had a filling, now it feels like …' is a clause of its own).
      ...BOTH_WAYS(DENTAL_VISIT, 'feels|feel|felt|feeling like|as|though'),
      // A face's two sides told apart, or a smile wonky, as photographs show it ('my face looks different on one side
      // in selfies', 'in pictures my smile is lopsided'): how one looks on camera, not a face dropped. Not a droop seen
      // on a call or in a photo ('her face looked droopy on one side on the video call').
      ...BOTH_WAYS(
        'different|uneven|same|lopsided|wonky|crooked',
        'selfie|selfies|photos|pictures|pics|photographs|camera|cameras|filter|filters',
      ),
    ],
    patterns: ['@face-droop'],
  },
  'one-sided-weakness': {
    acute: true,
    // A stroke's lasting sign told after it as worse now ('drooped for years after a stroke, much worse today') is a
    // change that matters: no time of long ago or long standing makes it history.
    changeCounts: true,
    passingCounts: true,
    // The writer's own habit of a posture, told as when it happens, anywhere in the sentence (a clause of its own):
    // 'my left side goes numb when I lie on it'. Not a posture in the past ('she was sitting …, and now …').
    unlessInSentence: ['when|whenever|if i|you sleep|lie|sit|lean'],
    // Lying or sleeping on one side with an arm gone dead under one: 'I sleep on my left side and my arm goes numb';
    // one side of a part of the body, not the body: 'numb down the left side of my thigh'. Each only in the mention's
    // own clause: 'she was lying on the sofa and now can't move her left side' is a stroke.
    // A face (a lip, a cheek, a tongue) only numb on one side, in the clause that names a dental visit, an injection
    // or an anaesthetic, is that anaesthetic: 'my face feels numb on one side after the dentist'. Not a face dropped
    // (face-drooping), not a side weak, not a numbness told in another clause ('…, and his whole left side is numb').
    unlessInClause: [
      'sleep|sleeping|slept|lie|lying|lay|laying|sit|sitting|sat|lean|leaning on',
      'side of my|his|her|their|the @spine-part|@leg|foot|feet|thigh|calf|bum|buttock|face|neck|head|tummy|chest',
      '@numb-face-part ... @dental-numbing',
      '@dental-numbing ... @numb-face-part',
    ],
    patterns: ['@side-loss'],
    // A face numb on the side told before it, in a sentence that names a dental visit or a local anaesthetic: 'had a
    // filling on the left, my face is numb on that side' ('numbing' itself is the face's numbness, no cause).
    explained: { patterns: ['@face-on-that-side'], by: [DENTAL_VISIT, 'root canal', 'local injection'] },
  },
  // One arm gone weak of a sudden (NHS.UK FAST; a TIA's that passes needs 999 too): 'one arm went floppy for ten
  // minutes and is back to normal now', "mum's right arm went dead and heavy all of a sudden", "couldn't lift his arm
  // for a few minutes". Told as sudden, as gone floppy or dead and useless, or for minutes: not an arm weak for months
  // with the neck (a trapped nerve's, told as gradual or long standing: history), nor one gone dead lying on it.
  'sudden-arm-weakness': {
    acute: true,
    passingCounts: true,
    patterns: [
      '@sudden ... @one-arm ... @arm-failed',
      '@one-arm ... @sudden ... @arm-failed',
      '@one-arm ... @arm-failed ... @sudden',
      '@one-arm *? went|gone floppy|limp|useless',
      '@one-arm *? went|gone all? dead|weak|heavy and|n floppy|limp|useless|heavy|weak|dead',
      '@one-arm ... @arm-failed ... for *? *? minutes|mins|minute|min|seconds|secs',
      '@sudden ... @arm-lift-failed',
      '@arm-lift-failed ... @sudden',
      '@arm-lift-failed ... for *? *? minutes|mins|minute|min|seconds|secs',
    ],
    // Lain or slept on, or a posture's habit ('my arm went dead and heavy when I slept on it'); each in the sentence.
    unlessInSentence: [
      'sleep|sleeping|slept|lie|lying|lay|laying|lean|leaning|leant|leaned on it',
      'sleep|sleeping|slept|lie|lying|lay|laying|lean|leaning|leant|leaned on my|his|her|their|that|the arm|hand|side',
      'when|whenever|if i|you|he|she sleep|lie|sit|lean|type|hold|carry',
    ],
    // A knock, a jab, a nerve block or a workout accounts for an arm gone dead or weak ('dead arm from a punch', 'arm
    // went heavy after the flu jab', 'arm felt useless after bench press'), unless a stroke's other sign is told.
    explained: {
      by: [
        'punch|punched|thump|thumped|knock|knocked|whack|whacked|hit|funny bone|elbow',
        'jab|injection|vaccine|vaccination|booster|block|anaesthetic|anesthetic|drip|cannula|blood test',
        '@tired-legs-cause',
        'bench|press|presses|weights|lifting|pullups|pushups|curls|climbing|rowing|boxing|tennis|cricket|bowling',
      ],
      unlessAlso: ['face-drooping', 'speech-loss', 'slurred-speech', 'one-sided-weakness', 'sight-change'],
    },
  },
  'speech-loss': {
    acute: true,
    // A stroke's lasting sign told after it as worse now ('drooped for years after a stroke, much worse today') is a
    // change that matters: no time of long ago or long standing makes it history.
    changeCounts: true,
    passingCounts: true,
    // English not one's first language, a stammer, a child learning to talk, a sound too loud to talk over or tears:
    // each only in the mention's own clause ('mum can't find her words all of a sudden, her English is normally
    // perfect' is a stroke). Pain is no cause: 'he can't get his words out with the pain' may be a stroke told with a
    // headache, and a false alarm is the safer error. A sore throat or a voice lost is explained below.
    unlessInClause: [
      'english|language|accent|stammer|stutter|toddler|baby|dyslexia|dyslexic|autism|autistic',
      'over|with the noise|music',
      'for|with crying|tears|sobbing',
      // Words of a song, a script or a screen ('keeps saying the wrong words in the song'), and gibberish talked to a
      // pet or a baby ('talks gibberish to the dog').
      '@slurring-not-speech',
      'to the|his|her|my|their|our dog|dogs|cat|cats|baby|babies|pet|pets|budgie|parrot|plants|telly|tv',
    ],
    // The writer's words put down to their own nerves anywhere in the sentence ('sorry for the muddled voicemail, my
    // words came out wrong because I felt so anxious'); not another's put down to theirs by whoever writes ('mum
    // suddenly can't get her words out because she's anxious'). A stroke's other sign beside it raises on its own.
    unlessInSentence: [
      'because|cause|cos|as i was|am|m|felt|feel|got|get so|really|too|very|a? bit? nervous|anxious|flustered|embarrassed',
      'with|from|through|because of my|the? nerves',
      // A habit told by when it comes: 'my speech is a bit off when I'm anxious', 'whenever he's tired'.
      'when|whenever i|im|he|she|they|hes|shes am|m|is|s|are|get|gets|feel|feels? nervous|anxious|stressed|flustered|tired|exhausted|nervy|panicky',
      // A child's speech slow to come: 'his speech is a bit behind', 'she sees a speech therapist'.
      ...SPEECH_DELAYED,
    ],
    // A long-term condition's or an old stroke's usual speech, told as still, always or unchanged ('has MS and his
    // speech is slurred as usual'), as for slurred-speech; a change told now ('this morning') still raises.
    knownConditionAccounts: true,
    patterns: ['@speech-lost'],
    // Not speaking clearly, properly or at all, in the sentence of a voice lost or a throat's illness ('I have
    // laryngitis and can't speak clearly'), is the voice's loss, in whichever clause it is told; unless the same person
    // has a stroke's other sign beside it (a face drooping, a weak side, a sudden start, confusion). Garbled, muddled
    // or lost words are never a throat's.
    explained: {
      // Drink, a sedative, a dental numbing or tiredness accounts for words that will not come out right as well.
      by: ['@voice-loss-cause', '@slurring-cause'],
      patterns: [
        'can|could not say his|her|my|their words properly|right|clearly|straight',
        'talking|speaking|talks|speaks gibberish',
        'came|come|comes|coming out with gibberish|nonsense',
        'mumbling|babbling|mumbles|babbles gibberish|nonsense',
        'can|could not speak|talk properly|clearly|right',
        'can|could not speak|talk at all',
        'can|could not speak|say a word',
      ],
      unlessAlso: [
        'face-drooping',
        'one-sided-weakness',
        'limb-weakness',
        'slurred-speech',
        'drowsy-or-confused',
        'sudden-onset',
        'sight-change',
        'worst-ever-pain',
        'collapse',
        'nerve-symptoms',
      ],
    },
  },
  'stroke-named': {
    acute: true,
    passingCounts: true,
    patterns: ['@stroke-claim'],
  },
  'child-patient': {
    // Set from the experiencer (mention-context.ts), never from words alone.
    patterns: [],
  },
};
