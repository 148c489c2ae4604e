/**
 * The vocabulary of the red-flag triage, as regular expressions over the normalised message
 * (see normalise-message.ts: lower case, contractions spelt out, 'cannot' for every way of saying it).
 * Each pattern names one idea in the words people use, not the clinical term only.
 */

const words = (...alternatives: string[]) => `(?:${alternatives.join('|')})`;

const WHO = words('my', 'his', 'her', 'their', 'the', 'your', 'our');
const OPTIONAL_WHO = `(?:${WHO} )?`;
const A_FEW_WORDS = "(?:[a-z0-9']+ ){0,3}";

/** Back or neck pain, in lay words. */
export const BACK_PAIN = words(
  `(?:lower |upper |low |middle |mid )?(?:back|spine|spinal|neck|lumbar)(?: [a-z]+){0,2} (?:pain|pains|ache|aches|aching|hurts?|hurting|is sore|sore|agony|killing|spasms?|stiff|is killing|problems?|tender|is tender)`,
  `(?:pain|pains|ache|aching|hurts?|hurting|soreness|sore|agony|spasms?|stiffness|stiff|twinge)(?: [a-z]+){0,2} (?:in|on|at|down|across) ${OPTIONAL_WHO}(?:lower |upper |low |middle |mid )?(?:back|spine|neck|coccyx|tailbone)`,
  'backache',
  '(?:aching|achy|sore|painful|stiff|bad|tender|hurting|throbbing) (?:lower |upper |low )?(?:back|spine|neck)',
  'back ache',
  'sore back',
  'bad back',
  'back is (?:sore|agony|killing|bad|hurting|painful|worse|terrible)',
  'sciatica',
  'stiff neck',
  'lumbago',
  '(?:back|spine|neck) (?:has been|is|has) (?:really |very |so )?(?:painful|sore|hurting|bad|agony|tender)',
  'between (?:my |his |her )?shoulder blades',
  'trapped nerve',
  'slipped disc',
  'prolapsed disc',
);

/** Loss or change of feeling. */
export const NUMBNESS = words(
  'numb[a-z]*',
  'no feeling',
  'no sensation',
  'lost (?:all |the |my )?(?:feeling|sensation)',
  'los(?:s|ing) of (?:feeling|sensation)',
  'cannot feel',
  '(?:do|does|did) not feel (?:anything|a thing|it|much)',
  '(?:reduced|altered|strange|odd|weird|funny|different) (?:feeling|sensation)',
  'feels? (?:strange|odd|weird|funny|different|dead)',
  'pins and needles',
  'tingl[a-z]*',
  'dead',
  'anaesthesia',
  'anaesthetic',
);

/** The saddle area: where you would sit on a saddle. */
export const SADDLE_AREA = words(
  'saddle',
  'bum',
  'bottom(?! of)',
  'buttocks?',
  'backside',
  'genitals?',
  'genital area',
  'privates?',
  'private (?:parts|area|bits)',
  'groin',
  'crotch',
  'between (?:my |his |her |the )?legs',
  'down there',
  'back passage',
  'anus',
  'rectum',
  'perineum',
  'vagina',
  'vulva',
  'labia',
  'penis',
  'testicles',
  'scrotum',
  'inner thighs?',
  'when (?:i|he|she) wipes?',
  'wiping',
  'toilet paper',
  'undercarriage',
);

const PASS_URINE = words(
  'pee',
  'peeing',
  'wee',
  'weeing',
  'urinat[a-z]*',
  'pass(?:ing)? (?:urine|water)',
  'empty (?:my |his |her |the )?bladder',
  'go to the (?:toilet|loo|bathroom)',
  'start (?:the |my )?(?:flow|stream)',
);
const PASS_STOOL = words('poo', 'pooing', 'open (?:my |his |her )?bowels?', 'pass(?:ing)? (?:a )?(?:stool|motion)s?');

/** New trouble passing or holding urine or stool. */
export const BLADDER_OR_BOWEL = words(
  `(?:cannot|struggl[a-z]* to|trouble|difficult[a-z]*|problems?|hard to|straining to|strain to|unable to|issues?) ${A_FEW_WORDS}${PASS_URINE}`,
  `(?:cannot|struggl[a-z]* to|trouble|difficult[a-z]*|problems?|hard to|straining to|unable to) ${A_FEW_WORDS}${PASS_STOOL}`,
  `(?:have|has|had) not ${A_FEW_WORDS}(?:peed|weed|been for a wee|passed (?:urine|water)|had a (?:wee|pee)|been to the toilet)`,
  'incontinen[a-z]*',
  'wet (?:myself|himself|herself|the bed|my pants|my knickers|my trousers)',
  'wetting (?:myself|himself|herself|the bed)',
  'leak[a-z]* (?:urine|wee|pee)',
  '(?:urine|wee|pee) (?:is )?leak[a-z]*',
  '(?:lost|losing|loss of|no|poor) control (?:of|over) (?:my |his |her )?(?:bladder|bowels?|wee|pee|poo|toilet)',
  '(?:bladder|bowel)s? control',
  '(?:bladder|bowel|bowels|toilet|peeing|weeing|urine) (?:problems?|issues?|trouble|dysfunction|changes?|habits? (?:have |has )?changed|not working|have gone|has gone|stopped working)',
  '(?:peed|weed|pooed|pissed|wet|soiled|shat) (?:myself|himself|herself)',
  'soil(?:ed|ing) (?:myself|my)',
  'accidents? (?:in|with) (?:my |his |her )?(?:pants|underwear|trousers|knickers)',
  'cannot (?:hold|control|stop) (?:it|my (?:wee|pee|urine|bladder|bowels?|poo|water))',
  'cannot (?:tell|feel|sense) (?:when|if) (?:i|he|she) (?:need|needs|have|has) to (?:go|pee|wee|poo)',
  '(?:do|does) not (?:know|feel|notice) when (?:i|he|she) (?:need|needs) (?:to go|to pee|to wee|to poo|the toilet)',
  'not (?:noticing|feeling) when (?:i|he|she) (?:need|needs)',
  'urinary retention',
  'retention of urine',
);

/** A new change in sexual function. */
export const SEXUAL_DYSFUNCTION = words(
  'erectile',
  'erections?',
  'cannot get (?:it )?(?:hard|up)',
  'impoten[a-z]*',
  '(?:no|lost|loss of|reduced|less) (?:sensation|feeling) (?:during|when having|in) sex',
  'sex (?:feels|is) (?:numb|different|strange)',
  'numb during sex',
  'cannot (?:orgasm|climax|ejaculate)',
  'sexual (?:dysfunction|problems?|function|sensation)',
);

/** Symptoms in both legs. */
export const BOTH_LEGS = words(
  '(?:both|two|2) (?:of )?(?:my |his |her )?(?:legs|feet|thighs|calves)',
  '(?:down|in|into) (?:both|each) (?:of )?(?:my |his |her )?(?:legs?|sides)',
  'each leg',
  'both sides',
  '(?:left|right) and (?:left|right) legs?',
  'bilateral',
);

export const LEG_SYMPTOM = words(
  'pain',
  'pains',
  'sciatica',
  'numb[a-z]*',
  'tingl[a-z]*',
  'pins and needles',
  'weak[a-z]*',
  'heavy',
  'heaviness',
  'jelly',
  'giving way',
  'shooting',
  'burning',
  'aching',
  'ache',
  'hurt[a-z]*',
  'dead',
);

const LIMB = words('legs?', 'feet', 'foot', 'arms?', 'hands?', 'ankles?', 'toes', 'knees?', 'thighs?', 'fingers');

/** Weakness of a limb: a red flag when it is new or getting worse (WORSENING). */
export const LIMB_WEAKNESS = words(
  `(?:weak[a-z]*|heavy|heaviness|floppy|useless|no strength|lost (?:the |my )?strength) ${A_FEW_WORDS}(?:in )?${OPTIONAL_WHO}${LIMB}`,
  `${LIMB} ${A_FEW_WORDS}(?:weak[a-z]*|heavy|heaviness|floppy|useless|jelly)`,
  'cannot (?:stand|walk)(?: up)?(?: properly)?',
  'collaps[a-z]*',
);

/** Weakness that is a red flag on its own: legs giving way, a foot that drops, a limb that will not move. */
export const SEVERE_WEAKNESS = words(
  `${LIMB} ${A_FEW_WORDS}(?:giving way|give way|gives way|gave way|buckl[a-z]*|collaps[a-z]*)`,
  `cannot (?:lift|move|raise|bend|flex|stand on|point) ${OPTIONAL_WHO}(?:left |right )?${LIMB}`,
  'foot drop',
  'drop foot',
  `(?:drag[a-z]*|slapping) ${OPTIONAL_WHO}(?:left |right )?(?:leg|foot)`,
  'paralys[a-z]*',
  `${LIMB} (?:will not|would not|do not|does not|cannot) (?:hold|support|carry) (?:me|him|her|my weight|his weight|her weight)`,
  'cannot (?:stand up|stand at all|walk at all)',
);

/** Something new or getting worse. */
export const WORSENING = words(
  'getting (?:much |a lot |rapidly |quickly )?(?:worse|weaker|heavier|more)',
  'worse and worse',
  'weaker and weaker',
  'worsen[a-z]*',
  'increasing[a-z]*',
  'progressive[a-z]*',
  'more and more',
  'spread[a-z]*',
  'rapid[a-z]*',
  'quick[a-z]*',
  'fast',
  'by the (?:day|hour)',
  'every (?:day|hour)',
  'sudden[a-z]*',
  'overnight',
  'today',
  'this (?:morning|afternoon|evening|week)',
  'yesterday',
  'last night',
  'new',
  'started',
  'now',
  'recent[a-z]*',
  'since',
  'keeps?',
  'anymore',
  'any more',
);

/** Nerve symptoms getting worse quickly. */
export const RAPID_WORSENING = words(
  'rapid[a-z]*',
  'quick[a-z]*',
  'fast',
  'by the (?:day|hour)',
  'every (?:day|hour)',
  'within (?:hours|a day|a few hours|the day)',
  'spread[a-z]*',
  'hour by hour',
  'day by day',
  'in (?:a few|the last few|the past few) (?:hours|days)',
  'overnight',
);

export const NERVE_SYMPTOM = words(
  'numb[a-z]*',
  'tingl[a-z]*',
  'pins and needles',
  'weak[a-z]*',
  'nerve (?:pain|symptoms?)',
  'sciatica',
  'cannot feel',
  'heavy',
  'heaviness',
);

/** Unsteady walking. */
export const UNSTEADY_WALKING = words(
  'unsteady',
  'wobbly',
  'off balance',
  'los(?:e|ing) (?:my |his |her )?balance',
  'balance (?:is |has been |has got |has gone )?(?:bad|off|worse|poor)',
  'balance (?:has )?(?:gone|going)',
  'balance (?:problems?|issues?)',
  'keep (?:falling|tripping|stumbling)',
  'keeps (?:falling|tripping|stumbling)',
  'stumbl[a-z]*',
  'stagger[a-z]*',
  '(?:walk|walking) (?:like|as if) (?:i am |he is |she is |i was )?drunk',
  'cannot walk (?:straight|in a straight line|properly|without)',
  'difficulty walking',
  'trouble walking',
  'walking (?:has |is )?(?:got |getting |become )?(?:worse|difficult|harder|strange)',
  'feet (?:feel|do not feel) (?:like )?(?:they are )?(?:not mine|like cotton wool)',
);

/** Clumsy hands. */
export const CLUMSY_HANDS = words(
  'clums[a-z]*',
  'fumbl[a-z]*',
  'dropping (?:things|stuff|cups|objects|my)',
  'drop (?:things|stuff|cups|objects)',
  'cannot (?:do up|button|fasten|grip|hold|write)',
  'difficulty (?:with )?(?:buttons|gripping|writing|holding)',
  'handwriting (?:has )?(?:got |become |is |gone )?(?:worse|messy|shaky)',
  'hands? (?:are |feel |have been |has been |is |have gone )?(?:clumsy|useless|weak|weaker)',
  'grip (?:is |has )?(?:got |gone |become )?(?:weak|weaker|going)',
  'weak grip',
);

/** Fever, in lay words. */
export const FEVER = words(
  'fever[a-z]*',
  'high temperature',
  'temperature of',
  '(?:a|got a|have a|had a|running a) temperature',
  '(?:38|39|40|41)(?:\\.[0-9])? ?(?:degrees|c\\b)',
  '(?:100|101|102|103|104)(?:\\.[0-9])? ?(?:degrees|f\\b)',
  'shiver[a-z]*',
  'shaking (?:all over|uncontrollabl[a-z]*)',
  'rigou?rs',
  'chills',
  '(?:night )?sweats',
  'sweating (?:at night|in the night|a lot|buckets|all night)',
  'night sweating',
  'temperature (?:of |is |was |at |up to )?(?:3[89]|4[01]|10[0-4])',
  'hot and cold',
  'hot and shivery',
  'flu[- ]like',
  'burning up',
  'feel(?:ing)? (?:really |very |so )?(?:hot|feverish)',
);

export const UNWELL = words('feel(?:ing)? (?:really |very |so |generally )?(?:unwell|ill|poorly)', 'unwell', 'poorly');

/** Signs that someone who has thoughts of self-harm is in danger now. */
export const IMMEDIATE_DANGER = words(
  'overdos[a-z]*',
  'taken (?:all )?(?:my |the |a lot of |lots of |too many )?(?:pills|tablets)',
  'going to (?:do it|kill|end|take)',
  'tonight',
  'right now',
  '(?:have|made|got) a plan',
  'plan to',
  'bleeding',
  'cannot keep (?:myself )?safe',
);

/** A recent operation or injection on the spine. */
export const RECENT_SPINAL_PROCEDURE = words(
  `(?:after|since|following|post) (?:my |his |her |the |a |an )?(?:recent |spinal |back |neck |lumbar )*${A_FEW_WORDS}(?:surgery|operation|op|procedure|injection|injections|epidural|nerve block|nerve root block|facet [a-z]+|discectomy|microdiscectomy|fusion|decompression|laminectomy|spinal tap|lumbar puncture)`,
  `(?:had|have had|has had) (?:a |an |my |back |spinal |neck |lumbar |the |steroid |epidural |facet |nerve |cortisone )*(?:surgery|operation|op|procedure|injection|injections|epidural|nerve block|nerve root block|facet [a-z]+|discectomy|microdiscectomy|fusion|decompression|laminectomy|spinal tap|lumbar puncture)`,
  '(?:surgery|operation|op|injection|discectomy|microdiscectomy|fusion|decompression|laminectomy|epidural) (?:on (?:my|his|her) (?:back|spine|neck) )?(?:a few|two|three|four|five|six|2|3|4|5|6|several)? ?(?:days|weeks) ago',
  '(?:surgery|operation|op|injection|discectomy|fusion|decompression|epidural) (?:last|this) (?:week|month)',
);

export const POST_PROCEDURE_WARNING = words(
  FEVER,
  UNWELL,
  'wound (?:is )?(?:red|hot|oozing|weeping|leaking|swollen|open|smells|discharg[a-z]*|infected|pus)',
  '(?:red|hot|swollen|oozing|weeping|leaking) (?:wound|scar|incision)',
  'pus',
  'discharge',
  'redness',
  'swollen',
  'swelling',
  'inflamed',
  '(?:is|are|looks|has gone|went|gone) (?:very |really )?(?:red|hot)',
  'infect[a-z]*',
  '(?:new|worse|worsening|severe|increasing|terrible|agonising|excruciating) (?:back |neck )?pain',
  'pain (?:is |has )?(?:got |getting |become )?(?:worse|much worse|severe|unbearable)',
);

export const INJECTING_DRUGS = words(
  'inject(?:s|ed|ing)? (?:drugs|heroin|crack|speed|myself|steroids)',
  'i ?v drugs?',
  'intravenous drugs?',
  'drug user',
  'heroin',
  'shooting up',
  'use needles',
);

export const WEAK_IMMUNITY = words(
  'immunosuppress[a-z]*',
  'immunocompromised',
  'immune ?(?:system)? (?:is )?(?:weak|weakened|low|suppressed|compromised|poor)',
  '(?:weak|weakened|low|poor|suppressed) immun[a-z]*',
  'chemotherapy',
  '(?:long[- ]term|high[- ]dose) steroids?',
  'steroids? (?:for|tablets for) (?:years|months|a long time)',
  'prednisolone',
  'biologics?',
  'methotrexate',
  'hiv',
  'aids',
  'transplant',
  'neutropen[a-z]*',
  'no spleen',
);

/** Cancer, now or in the past. */
export const CANCER = words(
  'cancers?',
  'tumours?',
  'malignan[a-z]*',
  'carcinoma',
  'lymphoma',
  'myeloma',
  'leukaemia',
  'melanoma',
  'sarcoma',
  'metasta[a-z]*',
  'secondaries',
  'chemotherapy',
  'radiotherapy',
  'oncolog[a-z]*',
  'mastectomy',
);

const RELATIVE = words(
  'mum',
  'dad',
  'mother',
  'father',
  'gran[a-z]*',
  'nan',
  'aunt[a-z]*',
  'uncle',
  'cousin',
  'sister',
  'brother',
  'family',
  'friend',
  'relative',
  'neighbour',
  'colleague',
  'wife',
  'husband',
  'partner',
  'son',
  'daughter',
);

/** Words in front of a cancer term that make it a worry, not a history: 'is it cancer?', 'signs of cancer'. */
export const CANCER_WORRY = words(
  `(?:be|is|sign of|signs of|symptom of|worried about|afraid of|scared of|fear|rule out|ruled out|test for|tests for|screen for|screening|could be|might be|risk of|cause) ${OPTIONAL_WHO}`,
);

/** A relative's illness ('my mum had cancer'): not the history of a visitor who speaks of their own pain. */
export const RELATIVE_BEFORE = `${RELATIVE} ${A_FEW_WORDS}`;

/** The visitor speaking of themselves, not of 'my mum'. */
export const SPEAKER = words('i', 'me', 'myself', `my(?! ${RELATIVE})`);

export const CANCER_IN_THE_FAMILY = words('runs in (?:the|my|our) family', 'family history');

export const WEIGHT_LOSS = words(
  `(?:lost|been losing|am losing|keep losing|keeps losing|dropped|shed) ${A_FEW_WORDS}(?:weight|kg|kilos?|stone|pounds|lbs)`,
  '(?:lost|dropped|shed) [0-9]+ ?(?:kg|kilos?|st|stone|pounds|lbs)',
  '(?:unexplained|unintentional|unintended|sudden|rapid) weight loss',
  'weight loss (?:without|for no)',
  'weight (?:is |has been )?(?:dropping|falling off)',
  'losing (?:a lot of |lots of |so much )?weight',
  'clothes (?:are )?(?:hanging off|loose)',
);
/** 'will losing weight help?': weight loss as an aim, not a symptom. */
export const WEIGHT_LOSS_AS_AIM =
  words(
    'will',
    'would',
    'could',
    'does',
    'do',
    'can',
    'should',
    'helps?',
    'by',
    'from',
    'for',
    'of',
    'about',
    'try',
    'trying',
    'start(?:ed)?',
    'need to',
    'want to',
    'aim to',
    'is',
  ) + ' $';
export const WEIGHT_LOSS_EXPLAINED = words(
  '(?<!(?:not|no|without)(?: on a| a| any)? )diet[a-z]*',
  'slimming',
  'gym',
  'on purpose',
  'trying to',
  'intentional',
  'exercis[a-z]*',
  'calorie',
  'weight watchers',
  'ozempic',
  'mounjaro',
);

/** Pain at night or that stops sleep. */
export const NIGHT_PAIN = words(
  `(?:pain|ache|aching|hurts?|hurting|agony|worse) ${A_FEW_WORDS}(?:at night|in the night|night time|nighttime|overnight|all night)`,
  'night pain',
  'worse at night',
  'wak(?:es|ing|e) (?:me|him|her) (?:up )?(?:at night|in the night|every night|from sleep|with pain)',
  '(?:pain|it) wak(?:es|e|ing) (?:me|him|her)',
  'keeps? (?:me|him|her) (?:awake|up at night)',
  'cannot sleep (?:because of|for|due to|with) (?:the )?pain',
  'pain (?:stops|keeps|prevents) (?:me|him|her) (?:from )?sleep[a-z]*',
  'not (?:improve|get better|ease) (?:with|when) (?:rest|resting|lying down)',
  'even (?:at|when) (?:rest|resting|lying (?:down|still))',
);

/** A serious accident or fall. */
export const MAJOR_TRAUMA = words(
  '(?:car|road|motorway|motorbike|motorcycle|bike|bicycle|cycling|traffic|horse riding|riding|skiing|diving) (?:crash|accident|collision|smash)',
  'road traffic',
  'rta',
  '(?:hit|knocked (?:down|over|off)|run over) by (?:a |the )?(?:car|bus|van|lorry|truck|vehicle|motorbike)',
  `f(?:e|a)ll(?:en)? (?:[a-z]+ )?(?:off|from|down) (?:a |the |my |our |some )?(?:[a-z]+ )?(?:ladder|roof|horse|balcony|stairs|flight of stairs|height|tree|scaffold[a-z]*|wall|cliff|window|loft|bunk bed|trampoline|motorbike)`,
  'fall from (?:a )?height',
  'came off (?:my |a |the |his |her )?(?:bike|motorbike|horse)',
  'thrown from',
  'dived into',
  'diving into',
  'crashed (?:my |his |her |a |the |into )',
  'head[- ]on',
  'high speed',
  'landed (?:hard )?on (?:my|his|her) (?:back|neck|head)',
  'went through the windscreen',
);

/** An accident long ago is history, not an emergency. */
export const LONG_AGO = words(
  '(?:years|decades) ago',
  'as a (?:child|kid|teenager)',
  'when (?:i|he|she) was (?:young|younger|a child|a kid|little|a teenager|at school)',
  'last year',
  'in (?:19|20)[0-9]{2}',
  'long time ago',
  'years back',
  'for (?:many |several |[0-9]+ )?years',
  'since (?:childhood|i was|he was|she was|birth)',
  'long[- ]standing',
  'always had',
  'all my life',
  'since (?:childbirth|having (?:my|the) (?:baby|kids|children))',
);

/** Fragile bones and a minor fall. */
export const FRAGILE_BONES = words(
  'osteoporo[a-z]*',
  'osteopenia',
  'thin bones',
  'brittle bones',
  'steroid tablets',
  '(?:long[- ]term|high[- ]dose) steroids?',
);
export const MINOR_FALL = words(
  'f(?:e|a)ll(?:en|ing)?',
  'slipped',
  'tripped',
  'lifting',
  'lifted',
  'bump(?:ed)?',
  'strain(?:ed)?',
  'twist(?:ed)?',
  'cough(?:ed|ing)',
  'sneez(?:ed|ing)',
);

export const CHEST_PAIN = words(
  'chest (?:pain|pains|tight[a-z]*|pressure|hurts?|hurting|ache|aching|discomfort)',
  '(?:pain|pains|tight[a-z]*|pressure|ache|aching|discomfort) (?:[a-z]+ ){0,2}(?:in|on|across|through) (?:my |his |her |the )?chest',
  'tight chest',
  '(?:tearing|ripping) (?:pain|feeling|sensation)',
  'heart attack',
);

/** Thoughts of suicide or self-harm. */
export const SELF_HARM = words(
  'suicid[a-z]*',
  'kill (?:myself|me|himself|herself)',
  'killing (?:myself|himself|herself)',
  'end (?:my life|it all|things|everything|his life|her life)',
  'ending (?:my life|it all|things|it)',
  'take (?:my|his|her) (?:own )?life',
  'want(?:ed)? to die',
  'wish (?:i|he|she) (?:was|were) dead',
  '(?:would be |am |are )?better off dead',
  'better off without me',
  'no (?:point|reason) (?:in )?(?:living|going on|to live|carrying on)',
  'self[- ]harm[a-z]*',
  '(?:harm|harming|hurt|hurting|cut|cutting) (?:myself|himself|herself) (?:on purpose|deliberately|again)',
  '(?:harm|harming|cutting) (?:myself|himself|herself)',
  '(?:want|wanting|thoughts of|thinking about|urge to|urges to) (?:to )?(?:harm|hurt|cut) (?:myself|himself|herself)',
  'overdos[a-z]*',
  'taken (?:all|too many|lots of|a lot of|a bottle of|a whole|loads of) (?:of )?(?:my |the )?(?:pills|tablets|paracetamol)',
  '(?:do|does) not want to (?:be here|live|wake up|go on|be alive)',
  'cannot (?:go on|carry on|take (?:it|this|any) any ?more|cope any ?more)',
  'give up on (?:life|living)',
  'not worth living',
  'life is not worth',
);

/** The clinical names, for people who say what they fear: 'I think I have cauda equina'. */
export const NAMED_CAUDA_EQUINA = words('cauda equina(?: syndrome)?', 'ces', 'saddle anaesthesia');
export const NAMED_CORD_COMPRESSION = words(
  '(?:spinal )?cord compression',
  'compress(?:ed|ing) (?:spinal )?cord',
  'myelopathy',
  'mscc',
);
export const NAMED_SPINAL_INFECTION = words(
  'discitis',
  'spinal infection',
  'infection (?:in|of) (?:my |his |her |the )?(?:spine|back|disc)',
  'epidural abscess',
  'abscess',
  'osteomyelitis',
);
/** Saying one has, or fears one has, the named condition. */
export const CLAIMS_CONDITION = words(
  'i (?:think|fear|worry|believe|suspect|am worried|am scared|am afraid)',
  '(?:he|she) (?:thinks?|fears?|might|may|could)',
  '(?:have|has|got|getting|developing|developed) (?:got )?(?:a |an )?(?:suspected |possible )?',
  '(?:could|might|may) (?:this|it|i|he|she) (?:be|have)',
  '(?:is|are) (?:this|these|it|my symptoms)',
  'signs? of',
  'symptoms? of',
  'diagnosed with',
  'sent (?:me )?to a ?& ?e (?:with|for)',
  'worried (?:about|it is|i have|that)',
);

/** First-person and third-party words: someone is describing what is happening to them. */
export const PERSONAL = words(
  'i',
  'me',
  'my',
  'mine',
  'myself',
  'we',
  'our',
  'us',
  'he',
  'she',
  'him',
  'her',
  'his',
  'mum',
  'dad',
  'mother',
  'father',
  'husband',
  'wife',
  'partner',
  'son',
  'daughter',
  'child',
  'baby',
  'friend',
  'brother',
  'sister',
  'grandma',
  'grandad',
  'grandmother',
  'grandfather',
  'nan',
  'today',
  'now',
  'suddenly',
  'since',
  'yesterday',
  'currently',
  'tonight',
  'last night',
  'this morning',
);

/** A general question about a topic ('what is cauda equina syndrome?'), when nobody's symptoms are described. */
export const GENERAL_QUESTION_OPENING = words(
  'what (?:is|are|does|do|causes?|happens|exactly|kind|sort|type|types)',
  'whats',
  "what's",
  'how (?:is|are|do|does|common|serious|long|quickly|likely|often|would|can|should)',
  'why (?:is|are|do|does|would)',
  'which',
  'when (?:is|are|should|do|does)',
  '(?:can|could) (?:you )?(?:explain|tell me|describe)',
  'tell me (?:about|more)',
  'explain',
  'define',
  'describe',
  '(?:is|are|can|could|does|do) (?:a |an |the )?(?:cauda|spinal|back|sciatica|disc|cord|chest|fever|cancer|red|weight|night|bladder|numbness|tingling|weakness|trauma|osteoporosis|myelopathy|tumours?|infection|discitis|suicidal)',
);

/** Words that deny what follows: 'no numbness', 'without a fever', 'never had cancer'. */
export const NEGATION_CUES = new Set([
  'no',
  'not',
  'never',
  'without',
  'nor',
  'neither',
  'none',
  'denies',
  'deny',
  'nothing',
  'nope',
]);

/** Words after which a negation no longer applies: 'no fever but my legs are weak'. */
export const NEGATION_SCOPE_BREAKS = new Set([
  'but',
  'and',
  'although',
  'though',
  'however',
  'except',
  'yet',
  'now',
  'because',
  'so',
  'then',
  'apart',
  'also',
  'which',
  'still',
  'just',
  ',',
  '(',
  ')',
]);

/** Talk about warning signs in general, not a report of one: 'what are the red flags, such as saddle numbness?' */
export const HYPOTHETICAL_CUES = words(
  'watch (?:out )?for',
  'look (?:out )?for',
  'warning signs?',
  'red flags?',
  'such as',
  'what if',
  'in case',
  'told (?:me|us|him|her) (?:about|to watch|to look)',
  'leaflet',
  'read (?:about|that)',
);
