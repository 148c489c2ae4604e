import { findRedFlagEntry, RED_FLAG_ACTIONS, RED_FLAG_CATALOGUE, RED_FLAG_CONCEPT_IDS } from '@clinic/content';
import { CONCEPT_PATTERNS } from '../domain/triage/lexicon/concept-patterns';
import { readMessage } from '../domain/triage/read-message';
import { triageMessage } from '../domain/triage/triage';
import { reportedConcepts, triageByRules } from '../domain/triage/triage-message';
import { namedOnly, raisedEntries } from '../domain/triage/triage-result';
import { urgentReply } from '../domain/triage/urgent-reply';

/** Every entry the chat's triage raises, named or companion. */
const raised = (message: string) => raisedEntries(triageMessage(message));
const symptomsOf = (entryId: string) => findRedFlagEntry(entryId)!.symptoms;
const SELF_HARM_WORDING = 'You do not have to cope with this alone';
/** The categories of the entries the reply names. */
const categoriesOf = (message: string) =>
  new Set(triageMessage(message).named.map((entryId) => findRedFlagEntry(entryId)?.category));

describe('red-flag triage', () => {
  it('finds every concept the catalogue’s triggers use', () => {
    const used = new Set(RED_FLAG_CATALOGUE.flatMap((entry) => entry.triggers.flatMap((trigger) => trigger.all)));
    for (const concept of used) expect(RED_FLAG_CONCEPT_IDS).toContain(concept);
    for (const concept of used) {
      if (concept !== 'child-patient') expect(CONCEPT_PATTERNS[concept].patterns.length).toBeGreaterThan(0);
    }
  });

  it('reads "peed", "peeing" and "pee" as one word', () => {
    const bases = ['I peed', 'I am peeing', 'I pee'].map((text) => readMessage(text).tokens.at(-1)?.base);
    expect(new Set(bases)).toEqual(new Set(['pee']));
  });

  it.each([
    ['a typo', 'numbnes round my bum'],
    ['a US spelling', 'I have saddle anesthesia, could this be cauda equina?'],
    ['a curly apostrophe', 'I can’t pee and my back is agony'],
    ['shouting', 'CANT FEEL MY PRIVATES AND BACK IS SORE'],
    ['lay words with no clinical term', 'I wet myself in Tesco and never felt it coming'],
    ['text speak', 'cnt feel wen i need a wee'],
    ['a parent writing about a child', 'my daughter can’t hold her wee'],
    ['no back pain at all', 'I keep having accidents and can’t tell when I need the loo'],
  ])('reads %s', (_case, message) => {
    expect(categoriesOf(message)).toContain('cauda-equina');
  });

  it.each([
    'I have no numbness around my bottom',
    'No fever, no weakness and no bladder problems, just a stiff back',
    'I have never had cancer, my back aches after gardening',
    "I'm not suicidal, just tired of the pain",
    'Can chest pain be a sign of a heart attack? Just curious, I don’t have it.',
  ])('respects the denial in "%s"', (message) => {
    expect(raised(message)).toEqual([]);
  });

  it('does not let a denial reach past "but"', () => {
    expect(categoriesOf('No fever but I cannot feel my bottom')).toContain('cauda-equina');
  });

  it('treats a general question as a topic, and a description of symptoms as a report', () => {
    expect(raised('What is cauda equina syndrome?')).toEqual([]);
    expect(raised('Can sciatica cause bladder problems?')).toEqual([]);
    expect(categoriesOf('Can the numbness in my bum be a sign of something serious?')).toContain('cauda-equina');
  });

  it("tells a relative's past history from the visitor's own", () => {
    expect(raised('My grandad had prostate cancer, is back pain hereditary?')).toEqual([]);
    expect(categoriesOf('I had breast cancer and now have new back pain')).toContain('cancer');
    expect(categoriesOf('Mum finished radiotherapy for breast cancer and now her back hurts')).toContain('cancer');
  });

  // The rules alone (triageByRules), so that the second net cannot hide a context rule that fails.
  it('dates by a time of long ago what it governs, and no more', () => {
    expect(triageByRules('My sister had a bad time a few years back and took an overdose. She is well now.')).toEqual(
      [],
    );
    expect(triageByRules('About ten years ago I had a fall and could not pee for a day')).toEqual([]);
    expect(triageByRules("I had a fall years ago and can't pee")).toEqual(['cauda-equina-bladder']);
    expect(triageByRules('I had surgery years ago and wet myself today')).toEqual(['cauda-equina-bladder']);
    expect(triageByRules("there's a lump on my back I didn't have last year")).toEqual(['cancer-lump-or-shape-change']);
  });

  it('reads a sentence that says where "it" is with the one that said what it is', () => {
    const numbPatch = "I've had a numb patch since Sunday. It's hard to say where. It's round the back passage.";
    expect(triageByRules(numbPatch)).toEqual(['cauda-equina-saddle-numbness']);
    expect(triageByRules("My back aches. It's round the back passage that it hurts.")).toEqual([]);
  });

  it('reads a question about anyone as the writer’s own when the writer then claims it', () => {
    expect(triageByRules('Does back pain get worse when you sneeze?')).toEqual([]);
    expect(triageByRules("Does anyone get back pain when they sneeze? Mine's got so bad I brace myself")).toEqual([
      'cancer-pain-on-straining',
    ]);
    expect(triageByRules("Asking for a friend, no I'm not, it's me: I can't feel my bum")).toContain(
      'cauda-equina-saddle-numbness',
    );
  });

  it('reads an opening "can" without a subject as a statement', () => {
    expect(triageByRules('can barely pee, have to really strain')).toEqual(['cauda-equina-bladder']);
  });

  it('keeps the person an age in apposition is about, and reads a bracketed age after a name as a child', () => {
    const childFever = ['child-back-pain-night-or-fever'];
    expect(triageByRules('our girl is 8, has a temperature and says her back hurts')).toEqual(
      expect.arrayContaining(childFever),
    );
    expect(triageByRules('my lad, aged 11, has a temperature and a sore back')).toEqual(
      expect.arrayContaining(childFever),
    );
    expect(triageByRules('Noah (6) has a temperature and his lower back is sore')).toEqual(
      expect.arrayContaining(childFever),
    );
    expect(triageByRules('my girl is 8, is it normal for kids to get back pain with a temperature?')).toEqual([]);
  });

  it('reads a worried question that dates the symptom, or that the writer follows with their own case, as a report', () => {
    expect(triageByRules('do I need to worry about not being able to wee since lunchtime?')).toEqual([
      'cauda-equina-bladder',
    ]);
    expect(triageByRules('is it ok to have a numb backside for three days?')).toEqual(['cauda-equina-saddle-numbness']);
    const followed =
      'is it serious, going numb round the back passage after lifting? feels like I sat on ice for hours';
    expect(triageByRules(followed)).toEqual(['cauda-equina-saddle-numbness']);
    expect(triageByRules('is it serious, going numb round the back passage after lifting?')).toEqual([]);
    expect(
      triageByRules('Can numbness round the back passage be a sign of cauda equina? I have had sciatica for years.'),
    ).toEqual([]);
  });

  it('reads "that has been happening to me" after a general question as the writer claiming what it named', () => {
    const asked = 'Can a bad disc make you soil yourself without noticing?';
    expect(triageByRules(asked)).toEqual([]);
    expect(triageByRules(`${asked} Only asking as it happened to me twice today.`)).toEqual(['cauda-equina-bowel']);
    expect(triageByRules(`${asked} Which is what I am having.`)).toEqual(['cauda-equina-bowel']);
    expect(triageByRules(`${asked} My neighbour says it happened to her.`)).toEqual([]);
  });

  it('reads a count of tablets taken, beside a question about the most one can take, as an overdose', () => {
    expect(triageByRules("what's the safe limit for naproxen? I've necked 14 since teatime")).toEqual([
      'overdose-or-poisoning',
    ]);
    expect(triageByRules("what's the safe limit for naproxen in a day?")).toEqual([]);
    expect(triageByRules('how many codeine can I have in a day? I had 4 today')).toEqual([]);
  });

  it('reads retention told in the words of someone who learnt English later', () => {
    expect(triageByRules('from yesterday my father cannot do the wee, he is trying all day')).toEqual([
      'cauda-equina-bladder',
    ]);
    expect(triageByRules('i am try to make wee but no wee come')).toEqual(['cauda-equina-bladder']);
    expect(triageByRules('please can I do a wee before my appointment?')).toEqual([]);
  });

  it("reads someone else's self-injury because of the pain as self-harm in immediate danger", () => {
    expect(triageByRules("my sister has just hurt herself badly because of the pain, she won't let me see")).toEqual([
      'self-harm-immediate-danger',
    ]);
    expect(triageByRules('my sister has just hurt herself badly because of the pain')).toContain(
      'self-harm-immediate-danger',
    );
    expect(triageByRules('my son hurt himself falling off his bike')).toEqual([]);
  });

  it('reads a passive wish not to exist as thoughts of self-harm, and "would not mind" as no denial', () => {
    expect(triageByRules("I wouldn't mind if I just never existed")).toEqual(['self-harm-thoughts']);
  });

  it('reads numbness told as not feeling the paper when wiping, or little feeling when touching oneself', () => {
    expect(triageByRules("after I wiped I couldn't feel it at all")).toEqual(['cauda-equina-saddle-numbness']);
    expect(triageByRules('since the fall, when I touch myself there is barely any feeling')).toEqual([
      'cauda-equina-sexual-function',
    ]);
  });

  it('reads leg symptoms that moved from side to side and are now in both legs', () => {
    expect(triageByRules('the sciatica kept moving from leg to leg, now in both')).toEqual(['cauda-equina-both-legs']);
    expect(triageByRules('My legs ache. Both my kids are off school now.')).toEqual([]);
  });

  it('reads the clinical shorthand patients copy from their letters (ca, tx, onc)', () => {
    expect(triageByRules('kidney ca on tx, new pain in my lower back')).toEqual(['cancer-history-new-spinal-pain']);
    expect(triageByRules('under the onc for years, new pain in my lower back')).toEqual([
      'cancer-history-new-spinal-pain',
    ]);
    expect(triageByRules('my breast can get sore before my period, and my lower back aches')).toEqual([]);
  });

  it('does not take loose words for alarms', () => {
    expect(raised("I'm dying to get back to the gym")).toEqual([]);
    expect(raised('my back is killing me after gardening')).toEqual([]);
  });

  it('sets aside what an everyday cause explains, unless a sign that keeps it urgent comes with it', () => {
    expect(triageByRules('I get heartburn after big meals, a burning in my chest, GP says it is reflux')).toEqual([]);
    expect(triageByRules("I think it's just reflux but I've got a crushing chest pain and I'm sweating")).toContain(
      'heart-attack',
    );
    expect(triageByRules('my legs feel heavy by the end of a long shift')).toEqual([]);
    expect(triageByRules('both my legs went numb by the end of a long shift')).toEqual(['cauda-equina-both-legs']);
  });

  it('reads a denial of the symptom that ends a mention, and a comparison that is not a cause', () => {
    expect(triageByRules('my bum is sore not numb')).toEqual([]);
    expect(triageByRules('my bum is numb, it started this morning')).toEqual(['cauda-equina-saddle-numbness']);
    expect(triageByRules("my bum feels numb like I've been sat on it for hours, but I haven't")).toEqual([
      'cauda-equina-saddle-numbness',
    ]);
    expect(triageByRules('my bum goes numb if I sit on it for a long time')).toEqual([]);
  });

  it("reads 'they' after a part of the body as that part, not as other people", () => {
    expect(
      triageByRules("my inner thighs and round my back passage feel like they're wrapped in cling film, back pain"),
    ).toEqual(['cauda-equina-saddle-numbness']);
  });

  // Round 7 (each fails on the code before it): the rules alone, so that the second net cannot hide a reading.
  it('ends what exercise or a posture brought on when it passes, and nothing else that passes', () => {
    expect(triageByRules('sat cross legged on the floor and both legs went numb, fine as soon as I got up')).toEqual(
      [],
    );
    expect(triageByRules('both legs went numb, fine as soon as I got up')).toEqual(['cauda-equina-both-legs']);
  });

  it('dates by a time of long ago that opens the next clause what came just before it', () => {
    expect(triageByRules('I took an overdose when I was young')).toEqual([]);
    expect(triageByRules('I took an overdose')).toEqual(['overdose-or-poisoning']);
  });

  it("reads a professional's or a form's words about a condition as no report of it", () => {
    expect(triageByRules('I have assisted with decompressions for cauda equina')).toEqual([]);
    expect(triageByRules('the pre-op questionnaire asks if I have any bladder problems')).toEqual([]);
  });

  it('reads a normal temperature as a reading, not a fever', () => {
    expect(triageByRules('day 5 after my discectomy, temperature 36.8')).toEqual([]);
    expect(triageByRules('day 5 after my discectomy, temperature 38.6')).toContain('infected-surgical-wound');
  });

  it('sets aside a fever a common illness explains, unless what pairs it with a red flag comes too', () => {
    const concepts = (message: string) => reportedConcepts(message).map(({ concept }) => concept);
    expect(concepts('I have flu and a temperature, can we rearrange?')).not.toContain('fever');
    expect(triageByRules('I have flu with a temperature of 39 and bad back pain')).toEqual(['infection-fever']);
  });

  it('reads drowsiness after an operation as sepsis, unless the anaesthetic explains it', () => {
    expect(triageByRules('he is very drowsy and confused two days after his op')).toEqual(['sepsis-signs']);
    expect(triageByRules("he is very drowsy after his op today, the nurse said it's the anaesthetic")).toEqual([]);
  });

  it('reads bowel and bladder control told through holding on, and thoughts of dying in quotation marks', () => {
    expect(triageByRules('I have to clamp my bottom together or stuff comes out')).toEqual(['cauda-equina-bowel']);
    expect(triageByRules('I only know I need to go when it starts coming out')).toEqual(['cauda-equina-bladder']);
    expect(triageByRules("Dad said if it wasn't for the grandkids he'd have 'called it a day' by now")).toEqual([
      'self-harm-thoughts',
    ]);
  });

  // Round 8 (each fails on the code before it): readings of meaning, not phrases.
  it('reads the first temperature given after the word, in its sentence or the next, as normal or raised', () => {
    const measured = 'my carer has taken my temperature every day since my back operation.';
    expect(triageByRules(`${measured} It has been 36.3 every day and I feel well`)).toEqual([]);
    expect(triageByRules(`${measured} It was 36.9 yesterday and 38.4 today`)).toContain('infected-surgical-wound');
    expect(triageByRules('temp 99.1F, back sore after the fall')).toEqual([]);
  });

  it('reads legs heavy or dead after a race as spent, with the race told in the sentence before', () => {
    expect(triageByRules('Half marathon yesterday! Both legs went dead this morning')).toEqual([]);
    expect(triageByRules('Both legs went dead this morning')).toEqual(['cauda-equina-both-legs']);
    expect(triageByRules('Half marathon yesterday! Both legs went numb this morning')).toEqual([
      'cauda-equina-both-legs',
    ]);
  });

  it('ends a strain brought on by lifting when a time course that settles is told after it', () => {
    const lifted = 'Lifted the dishwasher out on Saturday. It hurts my back to cough but';
    expect(triageByRules(`${lifted} each day is better than the one before`)).toEqual([]);
    expect(triageByRules(`${lifted} it is getting worse`)).toContain('cancer-pain-on-straining');
  });

  it("reads an adult relative's long-standing condition as no new report, unless something is new", () => {
    expect(
      triageByRules('My uncle has had MS for years and his legs are numb, which specialist should he see?'),
    ).toEqual([]);
    expect(triageByRules('My uncle has had MS for years and now his legs are numb')).toEqual([
      'cauda-equina-both-legs',
    ]);
    expect(triageByRules('My cousin uses a wheelchair after a spinal cord injury in a rugby scrum')).toEqual([]);
  });

  it('reads an age in brackets after a name as a child', () => {
    expect(triageByRules('Ella (9) is running a temperature and cries if I go near her back')).toContain(
      'child-back-pain-night-or-fever',
    );
  });

  it('reads the loss of the need to go, passive thoughts of dying and a denial by "zero"', () => {
    expect(triageByRules("I don't get the need to go feeling any more, so I go by the clock")).toEqual([
      'cauda-equina-bladder',
    ]);
    expect(triageByRules("Driving I think it would be easier to just go into a wall. Not saying I'd do it")).toEqual([
      'self-harm-thoughts',
    ]);
    expect(triageByRules('Zero numbness in my legs, just a sore back from digging')).toEqual([]);
  });

  it("reads insurance for cancer, and a journalist's words about cauda equina, as no report", () => {
    expect(triageByRules('My policy has cancer cover but my op is for a slipped disc')).toEqual([]);
    expect(triageByRules('I am a journalist writing about cauda equina syndrome')).toEqual([]);
  });

  it('reads words that name built-in properties of objects as the words they are', () => {
    const read = readMessage('my builder is a constructor, tostring valueof hasownproperty');
    expect(read.tokens.map((token) => token.base).filter((base) => /^[a-z]+$/.test(base))).toEqual([
      'my',
      'builder',
      'is',
      'a',
      'constructor',
      'tostring',
      'valueof',
      'hasownproperty',
    ]);
  });

  it("reads thoughts of taking all of one's tablets as self-harm whatever is said of acting, and a thought owned after a question", () => {
    expect(
      triageByRules("I catch myself thinking about just swallowing every tablet in the drawer. I won't do anything."),
    ).toContain('self-harm-thoughts');
    expect(
      triageByRules(
        'Do people in long-term pain ever wish they could go to sleep and not wake up? The thought keeps coming back.',
      ),
    ).toContain('self-harm-thoughts');
  });

  it("reads a general question followed by a dated onset as the writer's own, and not an unrelated start", () => {
    expect(
      triageByRules('Can a worn disc make you wet yourself? It started on Thursday and I have never had it before.'),
    ).toContain('cauda-equina-bladder');
    expect(triageByRules('Can a worn disc cause bladder problems? My physio started on Thursday.')).toEqual([]);
  });

  it("reads an if about the writer's own symptom as a report when its course or a date follows", () => {
    expect(
      triageByRules(
        'Should I be worried if my pain sits between my shoulder blades? It has been there about five weeks.',
      ),
    ).toContain('cancer-between-shoulder-blades');
    expect(triageByRules('Do I need A&E if I have not been able to wee since this morning?')).toContain(
      'cauda-equina-bladder',
    );
    expect(triageByRules('Should I be worried if I ever get pain between my shoulder blades?')).toEqual([]);
  });

  it('reads pain that now travels into both legs, followed by a question whether that is normal', () => {
    expect(
      triageByRules(
        "My sciatica was only in the right leg but since Wednesday it's going down both legs. Is that normal?",
      ),
    ).toContain('cauda-equina-both-legs');
  });

  it("reads someone else's tablets taken on top of one's own, or several of them, as an overdose", () => {
    expect(triageByRules("I got confused and took my partner's tramadol on top of mine, about five of his.")).toContain(
      'overdose-or-poisoning',
    );
    expect(triageByRules("I borrowed two of my husband's paracetamol because mine had run out")).toEqual([]);
  });

  it('sets aside an episode that was checked and is over, not one that is back', () => {
    const checked =
      'Last month I went to A&E with chest pain, worried it was my heart. The ECG and bloods were all normal and it has settled.';
    expect(triageByRules(checked)).toEqual([]);
    expect(
      triageByRules(
        'A fever and a sore back last month, which turned out to be a chest infection and cleared up with antibiotics.',
      ),
    ).toEqual([]);
    expect(triageByRules(`${checked} Today I have chest pain again with back pain.`)).toContain(
      'chest-pain-with-back-pain',
    );
  });

  it('dates by a clause that points back at it ("which was years ago") what came just before', () => {
    expect(triageByRules('I came off a motorbike and broke my back, that was 35 years ago.')).toEqual([]);
    expect(triageByRules('I fell from a roof and fractured my spine when I was 19, which was decades ago.')).toEqual(
      [],
    );
    expect(triageByRules('I took an overdose aged 20, which is over 25 years ago.')).toEqual([]);
    expect(
      triageByRules(
        'I took an overdose aged 20, which is over 25 years ago, and now I keep thinking of ending my life.',
      ),
    ).toContain('self-harm-thoughts');
  });

  it("reads a character's symptoms in fiction as no one's", () => {
    expect(triageByRules("I'm writing a novel in which the hero loses all feeling in his saddle area.")).toEqual([]);
    expect(
      triageByRules('I am writing a story where the heroine wets herself after a fall. Would that happen?'),
    ).toEqual([]);
    expect(
      triageByRules('For my book: the main character wets himself after a fall. How would he describe it?'),
    ).toEqual([]);
  });

  it('reads a denial of anything unusual when wiping, numbness that outlasts a posture, and the need to go unfelt', () => {
    expect(triageByRules("I don't notice anything odd when I wipe, just a stiff back")).toEqual([]);
    expect(triageByRules('My bum went numb after a long drive and is still numb two days later')).toContain(
      'cauda-equina-saddle-numbness',
    );
    expect(triageByRules('my back is bad and the disc stops me feeling when I need a wee')).toContain(
      'cauda-equina-bladder',
    );
  });

  // Round 10 (each fails on the code before it): the rules alone.
  it("reads '&' and '+' between words as 'and', which ends a negation's reach, but not the '&' of 'a & e'", () => {
    expect(triageByRules("my lower back ache won't shift & I've lost a stone for no reason")).toEqual([
      'cancer-weight-loss',
    ]);
    expect(triageByRules("my lower back ache won't shift + I've lost a stone for no reason")).toEqual([
      'cancer-weight-loss',
    ]);
    expect(readMessage('I went to a & e').tokens.map((token) => token.normal)).toEqual([
      'i',
      'went',
      'to',
      'a',
      '&',
      'e',
    ]);
  });

  it("reads 'I haven't changed anything' after a weight loss as unexplained, not as a symptom unchanged", () => {
    expect(triageByRules('my trousers are falling off me, down 6 kilos, and I have not changed anything')).toEqual([
      'cancer-weight-loss',
    ]);
    expect(triageByRules('my trousers are falling off me, down 6 kilos, since my new diet')).toEqual([]);
  });

  it("reads walking reduced to 'barely able to' or a shuffle as difficulty walking", () => {
    expect(triageByRules('my grandma is barely able to walk since Tuesday')).toEqual([
      'cord-compression-walking-or-limbs',
    ]);
    expect(triageByRules('my husband can only shuffle from the bed to the bathroom now')).toEqual([
      'cord-compression-walking-or-limbs',
    ]);
    expect(triageByRules('I did the shuffle dance at the wedding')).toEqual([]);
  });

  it('reads a symptom said to have come back as here now, whatever dated it before, but not one that may come back', () => {
    expect(triageByRules('I had a numb bum after my discectomy in 2021, and the numbness has come back')).toEqual([
      'cauda-equina-saddle-numbness',
    ]);
    expect(triageByRules("The chest pain I had in the spring is back and I'm clammy")).toContain('heart-attack');
    expect(
      triageByRules('Both my legs went numb two years ago and it cleared up with physio. It has returned.'),
    ).toEqual(['cauda-equina-both-legs']);
    expect(triageByRules("I'm worried the numbness down below I had years ago will come back")).toEqual([]);
    expect(triageByRules('I lost all feeling in my bum after a fall years ago but it came back')).toEqual([]);
    expect(triageByRules('meditating cross legged both legs go numb and come back as soon as I uncross')).toEqual([]);
  });

  it("reads 'not managed to wee' and not being able to 'go' for a day or less as a change in the bladder", () => {
    expect(triageByRules("my wife hasn't managed to pee since she got up, her back is bad")).toContain(
      'cauda-equina-bladder',
    );
    expect(triageByRules("I've not managed a single wee since lunchtime")).toEqual(['cauda-equina-bladder']);
    expect(triageByRules("I haven't been able to go to the loo all afternoon")).toEqual(['cauda-equina-bladder']);
    expect(triageByRules("I haven't been able to go swimming all week because of my back")).toEqual([]);
    expect(triageByRules("haven't been able to go for a poo for four days")).toEqual([]);
  });

  it('reads an injury told with the everyday task or thing that caused it as an accident, unless deliberate', () => {
    expect(triageByRules('cut myself with the bread knife making sandwiches, can I still come on Friday?')).toEqual([]);
    expect(triageByRules("I've burnt myself on the hob, it's blistered")).toEqual([]);
    expect(triageByRules('I cut myself pruning the roses on purpose, the pain was too much')).toContain(
      'self-harm-immediate-danger',
    );
    expect(triageByRules('I burnt myself on the hob because of the pain in my back')).toContain(
      'self-harm-immediate-danger',
    );
    expect(triageByRules("I've been cutting myself most nights since I gave up my gardening")).toContain(
      'self-harm-thoughts',
    );
  });

  it("reads a relative's symptoms dated by their diagnosis as long-standing, unless something new follows", () => {
    expect(
      triageByRules('my brother has been wobbly on his feet ever since his MS diagnosis, do you see people with MS?'),
    ).toEqual([]);
    expect(triageByRules('my aunt has had weak legs since she was diagnosed with multiple sclerosis')).toEqual([]);
    expect(
      triageByRules(
        'my aunt has had weak legs since she was diagnosed with multiple sclerosis, but today she fell twice',
      ),
    ).toContain('cauda-equina-both-legs');
  });

  it("reads symptoms after a story on screen or in print as a character's, even after the writer's own words", () => {
    expect(
      triageByRules('My back is a bit stiff. In the series I binged last week, a nurse went numb in her saddle area.'),
    ).toEqual([]);
    expect(
      triageByRules('I watched a boxset all weekend and in one episode the main character could not feel his legs'),
    ).toEqual([]);
    expect(
      triageByRules('in the soap the landlord wet himself, and since Monday I have been wetting myself too'),
    ).toEqual(['cauda-equina-bladder']);
  });

  it("reads 'doesn't change when I rest' as pain rest does not ease, not as a symptom unchanged for years", () => {
    expect(
      triageByRules("my lower back aches worst in the night and it doesn't change if I lie down or walk about"),
    ).toEqual(['cancer-night-pain']);
    expect(triageByRules("my lower back aches in the night, it hasn't changed in ten years")).toEqual([]);
  });

  it('is deterministic', () => {
    const message = 'temp of 38.5 and my back is killing me';
    expect(triageMessage(message)).toEqual(triageMessage(message));
    expect(triageMessage(message)).toEqual(namedOnly(['infection-fever']));
  });
});

// Readings that set a mention aside: each keeps a report in the same words urgent beside it.
describe('red-flag triage: what sets a mention aside', () => {
  it('reads laughter told through the bladder as an idiom, not a loss of control', () => {
    expect(triageByRules('the panto had the kids wetting themselves with laughter')).toEqual([]);
    expect(triageByRules('my sister was peeing herself laughing at the vet bill')).toEqual([]);
    expect(triageByRules('the new sitcom had me weeing myself, back hurts from laughing')).toEqual([]);
    expect(triageByRules('I have been wetting myself this week, no laughing matter with my back')).toEqual([
      'cauda-equina-bladder',
    ]);
  });

  it('reads a beating, a wreck or a car crash said of how one feels or of a thing done badly as idioms', () => {
    expect(triageByRules('after the first week of boot camp I feel like I got run over by a lorry, all sore')).toEqual(
      [],
    );
    expect(triageByRules('I am a total wreck after the wedding weekend, my lower back aches')).toEqual([]);
    expect(triageByRules('my backhand has been a complete car crash since the summer, is it my spine?')).toEqual([]);
    expect(triageByRules('I was hit by a lorry on my bike this morning and my neck really hurts')).toEqual(
      expect.arrayContaining(['trauma-serious-accident']),
    );
    expect(triageByRules('it was a car crash on the motorway, my car is a wreck and my back is agony')).toEqual(
      expect.arrayContaining(['trauma-serious-accident']),
    );
  });

  it('reads a lump that has been there for many years, unchanged, as settled, unless it is growing or changing', () => {
    expect(
      triageByRules('there is a bump on my spine that has been there for 30 years, my doctor says a cyst'),
    ).toEqual([]);
    expect(triageByRules('a bump on my spine has been there for 30 years but lately it has got bigger')).toEqual([
      'cancer-lump-or-shape-change',
    ]);
    expect(triageByRules('a bump on my spine has been there for decades and now it is changing shape')).toEqual([
      'cancer-lump-or-shape-change',
    ]);
  });

  it('reads a fear of cancer told by any verb of worry as no cancer had, but keeps a history told beside it', () => {
    expect(triageByRules('each time my lower back aches I fret that it is a tumour, how can I calm down?')).toEqual([]);
    expect(triageByRules('my back twinges after gardening and I am terrified this could be cancer')).toEqual([]);
    expect(
      triageByRules('I had lung cancer three years ago and have new back pain, I am terrified it could be cancer'),
    ).toEqual(['cancer-history-new-spinal-pain']);
  });

  it('reads a relative’s diagnosis told with its lead-up as their story, unless something is said to be new', () => {
    expect(
      triageByRules(
        'our aunt got diagnosed with bone cancer following two years of neck pain. Is neck pain hereditary?',
      ),
    ).toEqual([]);
    expect(
      triageByRules('my mum was diagnosed with bone cancer after months of neck pain and today she has new back pain'),
    ).toContain('cancer-history-new-spinal-pain');
    expect(triageByRules('I was diagnosed with bone cancer after months of neck pain')).toContain(
      'cancer-history-new-spinal-pain',
    );
  });

  it('reads a story the writer is writing as fiction whatever words describe it, unless they claim it after', () => {
    expect(
      triageByRules(
        'I am writing a gritty spy script where the villain is shot in the back and his legs go numb, plausible?',
      ),
    ).toEqual([]);
    expect(triageByRules('I am writing a long letter to my GP because both my legs have gone numb')).toEqual([
      'cauda-equina-both-legs',
    ]);
  });

  it('reads a worry about a clot as no clot had, but keeps the signs told beside it', () => {
    expect(
      triageByRules(
        'got myself anxious about blood clots after the coach trip, I can breathe fine, only my neck is stiff',
      ),
    ).toEqual([]);
    expect(
      triageByRules('anxious about a DVT after the coach trip, my calf is swollen and it hurts to breathe in'),
    ).toContain('pulmonary-embolism');
  });

  it('reads a walking-pace speed as no speed of a serious accident, unlike a real one', () => {
    expect(triageByRules('a van nudged my car at about 3 mph at the lights, my neck is stiff and sore')).toEqual([]);
    expect(triageByRules('a van hit my car at about 30 mph at the lights, my neck is sore')).toContain(
      'trauma-serious-accident',
    );
  });

  it('reads an adult relative’s paralysis told as how a past event ended as lasting, unless it is dated now', () => {
    expect(
      triageByRules('my neighbour’s husband was left paralysed by a diving accident. How can I protect my neck?'),
    ).toEqual([]);
    expect(triageByRules('my husband was left paralysed by a diving accident this afternoon')).toContain(
      'cord-compression-walking-or-limbs',
    );
    expect(triageByRules('I was left paralysed by a diving accident')).toContain('cord-compression-walking-or-limbs');
  });

  it('reads sides that ache from laughing, and fear that paralyses, as idioms', () => {
    expect(triageByRules('we giggled so much at the quiz that my sides were sore, great night')).toEqual([]);
    expect(triageByRules('I was paralysed by nerves before the injection, is that common?')).toEqual([]);
    expect(triageByRules('my back hurts when I laugh or cough and it has got worse every week')).toEqual([
      'cancer-pain-on-straining',
    ]);
  });

  it('reads a numb bottom from a long sitting as postural, unless it is dated from then on or has not passed', () => {
    expect(triageByRules('my backside went numb sat through a four hour wedding service, is that normal?')).toEqual([]);
    expect(triageByRules('bum went dead during a 2 hour movie, odd feeling')).toEqual([]);
    expect(triageByRules('my bottom has been numb since I sat through a long opera on Friday')).toEqual([
      'cauda-equina-saddle-numbness',
    ]);
    expect(triageByRules('sat through a three hour play and my bum went numb and it has not worn off')).toEqual([
      'cauda-equina-saddle-numbness',
    ]);
    expect(triageByRules('numb bum for three days after sitting for hours on a coach')).toEqual([
      'cauda-equina-saddle-numbness',
    ]);
  });

  it('reads legs that go numb on the toilet and come back on standing as postural, not when they do not come back', () => {
    const sat = 'I sat on the toilet reading for ages and both my legs went numb.';
    expect(triageByRules(`${sat} Got up and they came back within a minute.`)).toEqual([]);
    expect(triageByRules(`${sat} Got up and they haven't come back.`)).toEqual(['cauda-equina-both-legs']);
    expect(triageByRules(`${sat} Got up and they never came back.`)).toEqual(['cauda-equina-both-legs']);
  });

  it('reads an episode that was looked into, explained and is over as history, unless it is still there or back', () => {
    const checked = 'my daughter had a high temperature and a sore back in the autumn, it was just a virus';
    expect(triageByRules(`${checked}, the tablets did the trick and she is back at netball.`)).toEqual([]);
    expect(triageByRules(`${checked}, but her temperature is up again and her back hurts.`)).toEqual(
      expect.arrayContaining(['child-back-pain-night-or-fever']),
    );
    const chest = 'I had chest pain and upper back pain at Easter, the hospital said it was muscular';
    expect(triageByRules(`${chest}. Can I do yoga?`)).toEqual([]);
    expect(triageByRules(`${chest} but it keeps coming back.`)).toContain('chest-pain-with-back-pain');
    expect(triageByRules(`${chest} and I have had it on and off since.`)).toContain('chest-pain-with-back-pain');
  });

  it('reads a mishap said to have left no injury as no accident to triage, unless pain or nerve symptoms follow', () => {
    expect(triageByRules('fell off my scooter at about 10 mph, not a scratch on me, just checking')).toEqual([]);
    expect(triageByRules('fell off the trampoline onto the mat, not hurt at all, is it ok to keep bouncing?')).toEqual(
      [],
    );
    expect(triageByRules('fell off my scooter at about 10 mph, not a scratch, but now my neck aches')).toEqual([
      'trauma-serious-accident',
    ]);
    expect(triageByRules('thrown from a horse at a gallop, no pain but my arms are tingling')).toContain(
      'trauma-serious-accident',
    );
  });

  it('reads a general question the writer then says is not theirs as a question, and a claim as a report', () => {
    const asked = 'Can a bulging disc make you lose control of your bladder?';
    expect(triageByRules(`${asked} Luckily that is not happening to me, only a sore back.`)).toEqual([]);
    expect(triageByRules(`${asked} I have not had any of that, my back is just stiff.`)).toEqual([]);
    expect(triageByRules(`${asked} Because that is happening to me right now.`)).toEqual(['cauda-equina-bladder']);
  });

  it('reads an ache between the shoulder blades after a named exertion as mechanical, unless other signs come with it', () => {
    expect(triageByRules('sore between my shoulder blades since painting the ceiling all weekend')).toEqual([]);
    expect(
      triageByRules('sore between my shoulder blades after decorating the ceiling, and short of breath'),
    ).toContain('cancer-between-shoulder-blades');
  });

  it('dates by an age one was ("when I was 19") what it governs, unless it happened again since', () => {
    expect(
      triageByRules('I took an overdose when I was 19, that was half my life ago. Do you do acupuncture?'),
    ).toEqual([]);
    expect(triageByRules('I took an overdose when I was 19 and again this evening')).toEqual(['overdose-or-poisoning']);
    expect(triageByRules('I took an overdose as a teenager and again this evening')).toEqual(['overdose-or-poisoning']);
  });

  it('dates by a subject’s "once", or by a year told as what the time was, an episode over, unless it happened again', () => {
    expect(
      triageByRules('I once swallowed a whole box of my sleeping pills after a break up. Is swimming ok for my back?'),
    ).toEqual([]);
    expect(
      triageByRules('I swallowed a box of sleeping pills after my divorce, that was 2011. Can I do pilates?'),
    ).toEqual([]);
    expect(triageByRules('I once swallowed a whole box of sleeping pills and I have done it again tonight')).toEqual([
      'overdose-or-poisoning',
    ]);
    expect(triageByRules('I once again swallowed a whole box of my sleeping pills')).toEqual(['overdose-or-poisoning']);
    expect(triageByRules('I swallowed a box of sleeping pills tonight, each one was 200 mg')).toEqual([
      'overdose-or-poisoning',
    ]);
  });

  it('reads an episode said to be cleared by a treatment, and well since then, as over, unless it is back', () => {
    const episode = 'two winters ago I had a water infection with a fever and a sore back, cleared up with antibiotics';
    expect(triageByRules(`${episode}. Since then it has been fine. Can I book a massage?`)).toEqual([]);
    expect(triageByRules(`${episode}. Since then my back has been agony and I am feverish again.`)).toContain(
      'infection-fever',
    );
    expect(triageByRules('I have a fever and a sore back, being treated with antibiotics')).toContain(
      'infection-fever',
    );
  });

  it('does not read a settling as the end when the symptom is then said to be back, still there or going on since', () => {
    const settled = 'the numbness round my back passage eased off on Sunday';
    expect(triageByRules(`${settled} and has not bothered me, fine to cycle again?`)).toEqual([]);
    expect(triageByRules(`${settled} but today it's back`)).toEqual(['cauda-equina-saddle-numbness']);
    expect(triageByRules(`${settled}. It keeps coming back though.`)).toEqual(['cauda-equina-saddle-numbness']);
    expect(triageByRules(`${settled} but is still there a little`)).toEqual(['cauda-equina-saddle-numbness']);
  });

  it('reads an everyday illness named as what an episode was ("it was tonsillitis"), with a recovery, as over', () => {
    const episode = 'our girl had a fever and a bad back, it was tonsillitis';
    expect(triageByRules(`${episode} and she is fine now.`)).toEqual([]);
    expect(triageByRules(`${episode}, but she has a fever again and her back hurts.`)).toContain(
      'child-back-pain-night-or-fever',
    );
    expect(triageByRules('Does a slipped disc make you wet yourself? I have not had any of that.')).toEqual([]);
  });

  it('reads an episode gone within a time, or fixed by a treatment, as over, unless it came back or is still there', () => {
    expect(
      triageByRules('my bottom tingled oddly after a boat trip, it passed within a few minutes and never came back'),
    ).toEqual([]);
    expect(
      triageByRules('hit by a van at 30 mph in the summer, sore neck, physio sorted it. Can I go back to boxing?'),
    ).toEqual([]);
    expect(
      triageByRules('my bottom tingled oddly after a boat trip, it passed within a few minutes but came back tonight'),
    ).toEqual(['cauda-equina-saddle-numbness']);
    expect(triageByRules('my bum went numb after a bike ride and is still numb this evening')).toEqual([
      'cauda-equina-saddle-numbness',
    ]);
  });

  it('does not let reading or a document earlier in a clause cover the writer’s own symptom told after it', () => {
    expect(triageByRules('I was reading about sciatica on your website and today both my legs have gone numb')).toEqual(
      ['cauda-equina-both-legs'],
    );
    expect(triageByRules('I was reading on your website about numbness in both legs, is it common?')).toEqual([]);
  });

  it('reads symptom words a document lists as the document’s, not the writer’s, unless the writer then has them', () => {
    expect(
      triageByRules('my consent form lists incontinence and paralysis among the risks, how often does that happen?'),
    ).toEqual([]);
    expect(
      triageByRules('the pre-op leaflet lists numbness in both legs as a rare risk, who do I ask about it?'),
    ).toEqual([]);
    expect(
      triageByRules('the pre-op leaflet lists numbness in both legs as a risk, and today both my legs have gone numb'),
    ).toContain('cauda-equina-both-legs');
  });
});

describe('the urgent reply', () => {
  it('leads with the most urgent catalogue action and gives every number to call', () => {
    const reply = urgentReply(
      namedOnly(['cancer-night-pain', 'cauda-equina-bladder', 'cancer-history-new-spinal-pain']),
    );
    const positions = ['Call 999', 'Contact your acute oncology team', 'NHS 111 today'].map((text) =>
      reply.indexOf(text),
    );
    expect(positions[0]).toBe(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(reply).toContain('[999](tel:999)');
    expect(reply).toContain('[NHS 111](tel:111)');
  });

  it('points someone with thoughts of self-harm, raised by the rules, to Samaritans in the self-harm wording', () => {
    expect(triageByRules('I want to end it all')).toContain('self-harm-thoughts');
    const reply = urgentReply(triageMessage('I want to end it all'));
    expect(reply).toMatch(/^Call Samaritans free on 116 123/);
    expect(reply).toContain(SELF_HARM_WORDING);
  });

  it("gives a more urgent companion's action and numbers, but not its warning signs", () => {
    const reply = urgentReply({ named: ['cancer-night-pain'], companions: ['overdose-or-poisoning'] });
    expect(reply).toMatch(/^Call 999 or go to A&E now\./);
    expect(reply).toContain('[999](tel:999)');
    expect(reply).toContain(`Warning signs include ${symptomsOf('cancer-night-pain')}.`);
    expect(reply).not.toContain(symptomsOf('overdose-or-poisoning'));
  });

  it('uses the self-harm wording only when a named entry is self-harm, not for a self-harm companion', () => {
    const reply = urgentReply({ named: ['cancer-night-pain'], companions: ['self-harm-thoughts'] });
    expect(reply).toContain(RED_FLAG_ACTIONS.samaritans.instruction);
    expect(reply).toContain('[Samaritans 116 123](tel:116123)');
    expect(reply).not.toContain(SELF_HARM_WORDING);
    expect(reply).not.toContain(symptomsOf('self-harm-thoughts'));
  });

  // Issue 25: the net read this as cancer night pain with an overdose as its companion, and the reply named "having
  // taken too many tablets". Whatever the net now raises, the reply gives every raised entry's action, and only the
  // named entries' warning signs.
  it('answers night pain the net raises without naming a companion’s warning signs', () => {
    const triage = triageMessage('I get pain at night if I lie on my left side');
    const reply = urgentReply(triage);
    for (const entryId of raisedEntries(triage)) {
      expect(reply).toContain(RED_FLAG_ACTIONS[findRedFlagEntry(entryId)!.action].instruction);
    }
    for (const entryId of triage.companions) expect(reply).not.toContain(symptomsOf(entryId));
    expect(reply).not.toContain(symptomsOf('overdose-or-poisoning'));
    expect(reply).not.toContain(SELF_HARM_WORDING);
  });
});

describe('round 12 readings of reports the rules missed', () => {
  it.each([
    ['a cause offered, then turned from', 'prob just a pulled muscle but since lunch my chest has been really hurting'],
    ['a comparison with before, not a time of long ago', 'my spine is more crooked than it used to be, and it aches'],
    ['the spine said to be worse', 'my lower back is a lot worse at night now'],
    ['not feeling safe alone, now', "I really don't feel safe on my own tonight"],
    ['fear of what one will do, now', 'so frightened I might do something daft tonight'],
    ['not trusting oneself with the means', "can't trust myself around the knives at the moment"],
    ["someone's act and means said together", 'my brother says he is going to take all his pills tonight'],
    ['letters written to the family', "I've wrote letters to my kids and my husband"],
    ['hopelessness said plainly', "honestly can't see any future for me"],
    ["a carer's double dose", 'I think I gave my nan her oramorph twice tonight'],
    ['a report after an exclamation of dismay', 'oh no I think I gave my nan her oramorph twice tonight'],
    ['a fever weeks after an operation', "had my op two weeks ago and I've been running a temperature since yesterday"],
    ['sleep lost for the spine', "can't sleep for my neck lately, whatever I try"],
    ['nights spent up because of the spine', 'awake most nights walking about because of my lower back'],
    ['no position that helps', 'my back aches in bed and no position really helps'],
    ['straining said as a number 2', 'my lower back twinges every time I do a number 2'],
    ['bowel sensation lost, said at length', "I can't feel myself going to the loo for a poo any more"],
    ['a wound with a gap in it', 'there is a gap in my scar from the op now'],
    ['spinal pain with kidney dialysis', "I'm on dialysis three times a week and my back really hurts"],
    ['the spine named before the straining', 'my neck twinges every time I cough lately'],
    ['straining that sets the spine off', 'coughing sets my lower back off'],
    ['pain that spikes with straining', 'the ache in my back spikes with every sneeze'],
    ['straining avoided for the pain', "I daren't cough, my back is that bad"],
    ['blowing the nose as straining', 'my back hurts when I blow my nose'],
    ['the spine as what lying in bed is hard on', 'lying in bed is murder on my lower back these days'],
    ['rest that makes no difference to the spine', 'resting makes no difference to my neck at all'],
    ['the spine worst in the small hours', 'my back is the worst in the small hours'],
    ['lying down that hurts the spine', 'I sleep sat up now because lying flat hurts my back'],
    ['sleep made impossible by the spine', 'sleeping is a nightmare because of my back'],
    ['someone who has cut themselves badly', "my girlfriend's just cut herself really deep"],
    ["cutting one can't stop", "can't stop cutting and it won't stop bleeding"],
    ['the rest about to be taken', 'took some already and about to take the rest'],
    ['someone sat on the edge of a bridge', "I'm sitting on the ledge of the car park roof"],
    ['family said to cope better without one', "they'd all manage better if I was dead"],
    ['hitting oneself', "I've been punching myself in the head when the pain gets bad"],
    ['searching ways to die', 'keep looking up ways to die'],
    ['several doses inside an hour', 'I had three doses of my oramorph within an hour'],
    ['all the tablets in the house', 'my son took every tablet in the house'],
    ['something taken, and now not waking', "she's taken something and we can't wake her properly"],
    ['a puffy wound', 'my scar from the op has gone puffy and angry'],
    ["a parent's dose given by mistake", "I've given my little boy his brother's medicine by accident"],
  ])('raises %s', (_case, message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });

  it.each([
    [
      'worse since a spinal injection',
      'steroid injection in my back 10 days ago, worse since',
      'infection-risk-factors',
    ],
    ['hurting oneself, tonight', "I think I'm going to hurt myself tonight", 'self-harm-immediate-danger'],
    ['pain at rest', 'my lower back aches when resting as well now', 'cancer-night-pain'],
    ['never wanting to have been born', "some days I wish I'd never been born", 'self-harm-thoughts'],
    ['feeling a burden', 'I just feel like such a burden to everyone', 'self-harm-thoughts'],
    ['tired of living', 'honestly sick of living with this', 'self-harm-thoughts'],
    ['not caring whether one lives', "don't really care whether I live or die now", 'self-harm-thoughts'],
    ['wishing to sleep forever', 'I want to go to sleep forever', 'self-harm-thoughts'],
    ['driving into a river', 'keep thinking of driving into the canal', 'self-harm-thoughts'],
    ['a plan and the means', 'I have a plan and the means now', 'self-harm-immediate-danger'],
    ['voices telling one to harm oneself', 'the voice keeps telling me to kill myself', 'self-harm-immediate-danger'],
    ['no comfort at night for the spine', "can't get comfortable in bed for my neck", 'cancer-night-pain'],
    ['pain more in bed', 'my back aches more when I am in bed', 'cancer-night-pain'],
    ['lying still making it worse', 'lying flat makes my lower back worse', 'cancer-night-pain'],
    ['bed dreaded for the spine', 'I hate bedtime now because of my back', 'cancer-night-pain'],
    ['a few too many tablets', 'had a few too many of my co-codamol today', 'overdose-or-poisoning'],
    ["a week's worth taken", "took a week's worth of my pregabalin since Monday", 'overdose-or-poisoning'],
    ['a dose forgotten and taken again', 'forgot I had taken them and had two more', 'overdose-or-poisoning'],
    ['patches worn at the same time', 'I have got 3 patches on at the same time', 'overdose-or-poisoning'],
    ['locked in with the blades', 'my son shut himself in with some razor blades', 'self-harm-immediate-danger'],
    ['a deep cut said without an auxiliary', 'cut myself so deep this time', 'self-harm-immediate-danger'],
    ['the blade held to the skin', 'got the knife against my wrist', 'self-harm-immediate-danger'],
    ['not safe, and about to harm oneself', "I'm not safe, I'm going to harm myself", 'self-harm-immediate-danger'],
  ])('raises %s as its entry', (_case, message, entryId) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['said to have been really painful', 'my lower back has been really painful'],
    ['said in everyday words to hurt', 'my back only really bothers me'],
    ['said in everyday words to hurt', "my neck's been giving me gyp"],
    ['said to have flared up', 'my lower back has flared up again'],
  ])('reads spinal pain %s', (_case, message) => {
    expect(reportedConcepts(message).map((found) => found.concept)).toContain('spinal-pain');
  });

  it.each([
    ['a cause given after the turn', 'my chest is sore but I think it is just a pulled muscle from the bench press'],
    ['a shape change of long ago', 'my back used to be a bit crooked when I was a teenager, physio sorted it'],
    ['a spine said to be better at night', 'my back is a lot better at night now, I sleep fine'],
    ['something that bothers the writer', 'it bothers me that I sleep so badly at night, my back is fine'],
    ['not feeling safe alone in a place', "since my back went I don't feel safe on my own in the bath"],
    ['something daft that is an everyday risk', "I'm scared I'll do something daft like lift the wardrobe on my own"],
    ['not trusting oneself with food', "I don't trust myself with biscuits in the cupboard"],
    ['taking all the tablets somewhere', 'I am going to take all my tablets to the chemist for a medicines review'],
    ['a letter to a doctor', "I've written a letter to my GP about my back"],
    ['no future in a job', "I can't see a future in this job with my back"],
    ['a denial after an exclamation', "oh no, I haven't taken too many tablets, I only asked about the maximum dose"],
    ['a fever before an operation', "I'm booked in for surgery next month and have a temperature, should I tell them?"],
    ['a fever years after an operation', 'I had an operation years ago and now have a temperature with a cold'],
    ['nights up with a baby', "I'm awake most nights with the baby, could that be why my back aches?"],
    ['sleep lost for the heat', "can't sleep for this heat, my back is fine though"],
    ['a number 2 on a list', 'number 2 on my list of questions: do you do pilates?'],
    ['a gap between a scar and something else', "there's a gap between my scar and my belly button, is that normal?"],
    ['dialysis without pain', 'my dad is on dialysis, can he still come to your pilates class?'],
    ['a spine fine on straining', 'my back is fine when I cough, it is just stiff in the mornings'],
    ['a question whether lying in bed hurts', 'does lying in bed all weekend hurt my back?'],
    ['advice on what is bad for the spine at night', 'is sleeping on my front bad for my back at night?'],
    ['a cut while shaving', "he's cut himself shaving, quite deep"],
    ['cutting the grass', "I can't stop cutting the grass every weekend and now my back aches"],
    ['sitting on the edge of the bed', 'I sit on the edge of the bed for ages before I can stand up'],
    ['doses spread over a day', 'I had three doses of paracetamol in 24 hours, is that ok?'],
    ['a question whether pain is worse with age', 'is back pain worse now that I am 50?'],
    ['rest that eases the pain', 'my back eases off when I rest, it only hurts after gardening'],
    ['a puffy face', 'my face is puffy in the mornings and my back is fine'],
    ['a burden on a service', "I don't want to be a burden on the NHS by coming in"],
    ['sleeping long after a walk', 'I could sleep forever after that walk'],
    ['a question whether sitting makes the back worse', 'does sitting all day make my back worse?'],
    ['a few too many drinks', 'had a few too many last night and my back aches'],
    ["a week's worth of shopping", "I carried a week's worth of shopping home and my back is sore"],
    ['a fall that hurt badly', 'I hurt myself badly falling off a ladder last week'],
    ['a burn from the oven', 'he burnt his hand badly on the oven door'],
    ["a carer's schedule", 'I have given my dad his morphine twice daily since the op, is that too long?'],
    ["a carer's schedule, morning and night", 'we gave grandad his paracetamol twice, morning and bedtime'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 13 readings of everyday chat', () => {
  it.each([
    ['going to a class', "can't go to my spin class with this neck"],
    ['going out', "I can't go out with my mates at the moment, my back's too stiff"],
    ['going anywhere', 'I cannot go anywhere without my neck clicking'],
    ['doing something', "can't go swimming or cycling since I hurt my lower back"],
    ['going for something else', "I can't go for a jog with my sciatica"],
    ['not going, of an appointment', "sorry, I can't go on Thursday after all, my back is better anyway"],
  ])('reads "can\'t go" %s as no bladder symptom', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cauda-equina-bladder');
  });

  it.each([
    ['after a comma', "I can't go, been on the loo twenty minutes and my back is agony"],
    ['with a need to go', "I'm desperate for a wee but I just can't go"],
    ['told in the sentence after', "Can't go. I've sat on the toilet half an hour now"],
    ['to the toilet', "can't go to the lav at all since this morning"],
    ['for a wee', "I can't go for a pee even though I need one"],
    ['with nothing coming', "I can't seem to go, nothing happens"],
  ])('reads "can\'t go" %s as not passing urine', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });
});

describe('round 13: "can\'t go on" with something to go on', () => {
  it.each([
    ["a family's holiday", "we can't go on our family holiday now because of my slipped disc"],
    ['the rides', "my son can't go on the rides at the fair with his bad back"],
    ['a trip', "can't go on a school trip next week, my neck is too stiff"],
  ])('reads going on %s as no thought of suicide', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['like this', "honestly I can't go on like this much longer"],
    ['any more', "can't go on anymore with this pain"],
    ['living', "I can't go on living this way"],
    ['and nothing after it', "I can't go on. I'm so tired of it all"],
  ])('still reads not carrying on %s as thoughts of suicide', (_case, message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});

describe('round 13: legs spent after exercise told by its kind', () => {
  it.each([
    ['a spin class', 'both legs completely dead after spin class tonight lol'],
    ['the gym', 'legs are totally dead after the gym yesterday haha'],
    ['a boxing class', 'my legs are dead from boxing last night, both of them'],
  ])('reads legs dead after %s as spent', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it('still reads legs numb after a spin class, and a typed "spin" for the spine', () => {
    expect(triageByRules('both my legs went numb after spin class and are still numb tonight')).toContain(
      'cauda-equina-both-legs',
    );
    expect(reportedConcepts('my lower spin really aches').map((found) => found.concept)).toContain('spinal-pain');
  });
});

describe("round 13: a relative's event told with what they took it for", () => {
  it.each([
    [
      'a heart attack taken for the back',
      'my grandad had a heart attack that he assumed was his back playing up, scary',
    ],
    [
      'chest pain put down to the back',
      'my aunt had chest pain once and she put it down to her back, it was her heart',
    ],
    [
      'a heart attack told as a family story',
      'my dad had a heart attack he reckoned was back ache, so now the whole family panics at every little twinge',
    ],
  ])('reads %s as their story', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['dated today', 'my grandad had a heart attack this morning that he assumed was his back playing up'],
    ['going on now', 'my aunt is having chest pain, she thought it was her back'],
    ['back again', 'my dad had a heart attack he thought was his back, and now he has chest pain again'],
  ])('still reads one %s as chest pain', (_case, message) => {
    expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
  });
});

describe('round 13: a strain now better by a share told as a number', () => {
  it.each([
    ['per cent', "I hurt my back lifting a sofa and couldn't walk properly for a while. Now I'm around 85% better."],
    [
      'percent',
      'Did my back in carrying boxes, I could not stand straight for two days. 70 per cent better today though, so that is something.',
    ],
  ])('reads one %s better as passing', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'worse again',
      "I hurt my back lifting a sofa and couldn't walk properly for a while. Now I'm around 85% better but it's getting worse again.",
    ],
    [
      'still there',
      "I hurt my back lifting a sofa and couldn't walk properly for a while. Now I'm around 85% better, but I still can't walk properly.",
    ],
    ['with no cause', "My back is killing me and I can't walk properly. Now about 90% better"],
  ])('still reads one %s as a red flag', (_case, message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});

describe('round 13: injecting drugs given up long ago', () => {
  it.each([
    [
      'drug free since a year long past',
      "I haven't injected in years, I've been drug-free since 2009, and my back aches",
    ],
    [
      'sober for over a decade',
      "I injected heroin in my twenties but I've been sober for over a decade now. Lower back pain for a week, is that related?",
    ],
    ['quit years ago', 'I used to inject drugs, quit about 12 years ago. My back hurts.'],
  ])('sets aside one given up (%s)', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['told as history alone', 'I used to inject drugs and my back hurts'],
    ['taken up again', "I've been clean for 8 years but I'm injecting again and my back is killing me"],
    ['started again', 'I gave up heroin years ago but started injecting again in the summer and my back hurts'],
    ['given up lately', "I've been clean for 3 weeks, I used to inject heroin and now my back is agony"],
  ])('still reads one %s as a risk', (_case, message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });
});

describe('round 13: a fall from a seat or a step near the floor', () => {
  it.each([
    ['off the bed', 'since falling off the bed my back aches'],
    [
      'from the bottom step',
      'My lower back has been sore since I fell off the bottom step, I am 40 and healthy. Ice or heat?',
    ],
  ])('reads a fall %s as no weight lost', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['weight dropping off', 'my back aches, the weight is just dropping off me', 'cancer-weight-loss'],
    [
      'weight lost beside the fall',
      "I fell off the kitchen stool and my back hurts, also I've lost a stone without trying",
      'cancer-weight-loss',
    ],
    ['fragile bones', 'My nan has osteoporosis and fell off her chair, now her back hurts', 'trauma-fragile-bones'],
    ['a bunk bed', 'I fell off the bunk bed and my back is agony', 'trauma-serious-accident'],
  ])('still reads %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('round 13: a wound someone has looked at and called healing', () => {
  it.each([
    ['looks clean', 'My op wound is a bit red round the edges, the GP had a look and told me it looks clean'],
    [
      'healing nicely',
      'The incision from my back surgery was red and weepy last week but the practice nurse says the wound is healing nicely',
    ],
  ])('reads one that %s as over', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'hot now',
      "My wound from my op was a little red, the nurse said it's healing fine but now it's hot and oozing pus",
    ],
    ['worse since', "My wound from my op is red and oozing, the nurse said it's healing but it's getting worse"],
    ['judged by the writer alone', "my operation wound is red and hot and I feel it's healing badly"],
  ])('still reads one %s as infected', (_case, message) => {
    expect(triageByRules(message)).toContain('infected-surgical-wound');
  });
});

describe("round 13: a campaign's words asked about", () => {
  it.each([
    ['an advert', 'why do they keep going on about the worst headache of your life in the adverts on the telly'],
    ['a billboard', "There's a billboard near me that says worst headache ever = call 999, who decided that?"],
  ])("reads the words of %s as no one's", (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['likened to the adverts', "I've got the worst headache of my life, just like the one on the NHS adverts"],
    [
      'after seeing a poster',
      'Saw the poster in the waiting room about the worst headache ever and now I have exactly that, it came on suddenly an hour ago',
    ],
    [
      'claimed after the question',
      'Why do they say the worst headache of your life is serious? Because I have the worst headache of my life right now',
    ],
  ])('still reads one %s', (_case, message) => {
    expect(triageByRules(message)).toContain('sudden-severe-headache');
  });
});

describe("round 13: another person's cauda equina told in the past", () => {
  it.each([
    ['a brother', "I'm worried because my brother had cauda equina, my back hurts"],
    ['a neighbour', 'I am nervous as my neighbour suffered cauda equina, though my own back is just a bit stiff'],
  ])("reads %s's as their story", (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['with the writer numb now', "I'm anxious because my friend had cauda equina and now my bum is numb"],
    ['claimed by the writer', 'I think I have cauda equina, my friend had it'],
    ['back again', "my sister had CES last year and now she can't feel her bum again"],
  ])('still reads one %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });
});

describe('round 13 readings of reports the rules missed', () => {
  it.each([
    // Despair beside the means: no one to miss them, not wanting to come down from somewhere high.
    ['self-harm-immediate-danger', "got the rope in the shed now. no one will even notice I'm gone"],
    ['self-harm-immediate-danger', "i'm up on the roof at work and i'm not going to climb back down"],
    // Tablets saved up, named first; the means and a plan; a farewell; looking down from the top floor.
    ['self-harm-immediate-danger', "I've got weeks of my co-codamol stashed away and I can't do this anymore"],
    ['self-harm-immediate-danger', 'I have the means and the plan sorted'],
    ['self-harm-immediate-danger', 'this is the last time anybody will hear from me'],
    ['self-harm-immediate-danger', 'on the top level of the shopping centre car park staring down'],
    // Bowels said not to work properly; empty packets beside someone; gone thin; weight lost without meaning to.
    ['cauda-equina-bowel', "my bowels haven't worked right since my back flared"],
    ['overdose-or-poisoning', 'came home to my wife asleep on the sofa with empty tablet boxes beside her'],
    ['cancer-weight-loss', "she's got so gaunt lately and her lower back is always sore"],
    ['cancer-weight-loss', 'dropped half a stone without intending to'],
    // 'weed' as the past of 'wee'; no wee in hours; a child felt to be hot.
    ['cauda-equina-bladder', "my back's bad and I haven't weed since breakfast"],
    ['cauda-equina-bladder', 'not done a wee in ten hours and my back is killing'],
    ['child-back-pain-night-or-fever', 'my 5 year old says her back hurts and she feels really hot'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['a rope for a tent', "bought a rope for the tent, I don't want to come down with a cold on the trip"],
    ['pills saved for a holiday', 'I have my tablets put aside for the holiday, is that ok for my back?'],
    ['a point about exercises', "I don't see the point of the stretches, my back is no better"],
    ['a last time at the clinic', 'last time you saw me my back was worse'],
    ['a bowel question about working hours', 'do your physios work on bowel problems after surgery?'],
    ['an empty box of tissues', 'the box of tissues is empty and my nose is running'],
    ['empty packets taken for recycling', 'I put the empty tablet packets in the recycling bin'],
    ['thin from training', 'I want to get really thin for my wedding'],
    ['weeds in the garden', 'pulling weeds all day in the garden'],
    ['a hot day', "it's so hot today, my son is boiling in his school jumper"],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 13 second readings', () => {
  it.each([
    // Not being able to hold, control or contain it is the report, not a denial of what follows.
    ['cauda-equina-bladder', "couldn't control it at all and peed myself in the car"],
    ['cauda-equina-bowel', "I just couldn't contain it and soiled myself on the bus"],
    ['cauda-equina-bladder', "I couldn't stop it coming and wet myself"],
    ['cauda-equina-bladder', "didn't even feel it and wet myself"],
    // Pain a spine clinic is told of, placed nowhere in the body, is the spinal pain it sees.
    ['cancer-night-pain', 'the pain gets me up every night and resting makes no difference'],
    ['cancer-night-pain', "the ache won't settle even lying down, and nights are the worst bit"],
    // About to step in front of a particular vehicle is the act, not only the thought.
    ['self-harm-immediate-danger', "I'm going to walk out in front of the next bus"],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['holding on until the loo', "I couldn't hold on much longer so I dashed to the toilet and made it in time"],
    ['a denial after holding back', "I didn't hold back at the gym and there's no numbness anywhere"],
    ['night pain placed in a knee', 'the pain in my knee wakes me every night'],
    ['night pain after an operation', 'since my knee replacement the pain keeps me up at night'],
    ['night waking denied', 'no numbness, not waking me in the night, only stiff after gardening'],
    ['a roof garden', 'we were sat out on the roof garden all evening'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it('reads a step in front of a bus told as done, for a reason, as no immediate danger', () => {
    expect(triageByRules('I stepped out in front of the bus to flag it down')).not.toContain(
      'self-harm-immediate-danger',
    );
  });
});

describe('round 13 third readings', () => {
  it.each([
    // Blue or grey said with -y or -ish, or as lips that 'went' that colour, is the colour of sepsis.
    ['sepsis-signs', "her lips went greyish and she's burning up with an infection"],
    ['sepsis-signs', 'his mouth looks bluey and he has a fever'],
    // A hand rubbed or pressed on the chest shows the pain there.
    ['chest-pain-with-back-pain', 'my gran keeps rubbing her chest and her upper back aches'],
    // Thrown or fallen from anything ridden is a serious mechanism, whoever's it was.
    ['trauma-serious-accident', 'my daughter fell off her moped yesterday and her neck hurts'],
    ['trauma-serious-accident', 'my brother was thrown from his quad bike and his back is killing him'],
    // Things 'down there' or 'down below' said not to work are the sexual function, put delicately.
    ['cauda-equina-sexual-function', "since my back went, everything down below just doesn't work any more"],
    // 'Every time' or 'each time' is 'whenever': pain each time one breathes in is pleuritic.
    ['pulmonary-embolism', 'my calf is swollen and my back hurts each time I take a deep breath'],
    // The spine said to scream or protest is the spine in pain.
    ['cancer-pain-on-straining', 'my neck screams whenever I strain on the loo'],
    // 'Than it was' a time ago makes that time the baseline: the change is now, not history.
    ['cancer-lump-or-shape-change', 'my spine is more crooked than it was a year ago'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['lips coloured by a sweet', 'my lips went bluey from the slushie'],
    ['lips blue in the cold sea', 'her lips looked bluey after swimming in the cold sea'],
    ['a chest rubbed dry', 'he rubbed his chest dry with a towel, his back aches from the gym'],
    ['getting off a motorbike', 'he got off his motorbike and stretched his sore back after the long ride'],
    ['a child falling off a scooter', 'my son fell off his scooter in the park and grazed his knee'],
    ['heaters down there', 'the heaters down there have stopped working and my back is cold'],
    [
      'pain each time one bends',
      'my calf is sore from running and my back hurts every time I bend down, breathing is fine',
    ],
    ['a baby screaming on the potty', 'the baby screams when he strains on the potty'],
    ['a shape put right long ago', "my back looked crooked a few years ago before physio, it's straight now"],
    ['lips stained by a drink', "my son's lips look bluey from the grape juice"],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 15: false alarms on ordinary messages', () => {
  it.each([
    [
      'a stiff neck unchanged for years',
      'Bowel cancer in 2016, all clear. My neck has been stiff for 20 years, no change, can I try yoga?',
    ],
    [
      'an ache without change for decades',
      'I had a lymphoma treated years ago. My lower back has ached for two decades without any change.',
    ],
    [
      'a back unchanged over many years',
      'After breast cancer in 2011 I still get my usual sore back over many years, unchanged. Is swimming ok?',
    ],
  ])('reads years of a pain said not to have changed as long-standing: %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Bowel cancer in 2016. My neck has been stiff for 20 years, no change, but this month it is getting worse.',
    'Bowel cancer in 2016. My neck has been stiff for 20 years with no change and now it is back worse than ever.',
    'Bowel cancer in 2016. My neck has been stiff for 3 weeks, no change.',
    'Bowel cancer in 2016. My neck has been stiff for 20 years and getting worse.',
  ])('still raises a pain worse now, or new, beside a cancer history: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
  });

  it.each([
    [
      'numb legs gone by the next day',
      'Both my legs went numb after the spinal anaesthetic and had worn off by the following morning. Can I start pilates?',
    ],
    [
      'numb feet that went within a day',
      'My feet were numb after the long epidural, it all went within the next day. Best stretches for posture?',
    ],
  ])('reads a symptom gone by the next day as over: %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Both my legs went numb last week, it went by the next day but now it is back.',
    'Both my legs went numb last week, it went by the next day but they are still weak.',
    "Both my legs went numb and weak on Monday and by the next day I couldn't walk",
  ])('still raises numb legs that are back, still there or worse by the next day: %j', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });

  it.each([
    [
      'a crash imaged with nothing broken',
      'Rear-ended on the motorway in March, the hospital scanned my neck, nothing was broken, it has settled a lot.',
    ],
    [
      'a fall off a horse with no fracture',
      'Fell off my horse at Easter, x-rays of my back showed no fracture and I was sent home. Is riding ok now?',
    ],
  ])('reads an injury imaged and found whole, told in the past, as checked and over: %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Came off my motorbike yesterday, nothing broken on the x-ray but my back is getting worse and my legs are tingling',
    'Car crash in June, x-rays showed nothing broken but the neck pain is still there and worse.',
    'Came off my motorbike this morning, my back really hurts, no fracture I think',
  ])('still raises a serious accident that is recent, or still there or worse: %j', (message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });

  it.each([
    [
      'night pain',
      "My back's ached for years and it hasn't changed, but now the pain is waking me at night",
      'cancer-night-pain',
    ],
    [
      'a bladder change',
      'Had a sore lower back for ages, nothing new, though lately I cannot tell when my bladder is full',
      'cauda-equina-bladder',
    ],
    [
      'saddle numbness',
      'My back pain has not changed in years but since Sunday my bum has gone numb',
      'cauda-equina-saddle-numbness',
    ],
    [
      'weak legs',
      'Back trouble for decades, not changed, but this week both my legs have gone weak',
      'cauda-equina-both-legs',
    ],
    [
      'night pain, after an unchanged pain',
      'My back pain has not changed but today it woke me up at night twice',
      'cancer-night-pain',
    ],
  ])(
    'reads what a turn to now ("but now", "but lately") tells after an unchanged pain as now: %s',
    (_case, message, entry) => {
      expect(triageByRules(message)).toContain(entry);
    },
  );

  it.each([
    "I've had back pain for years and it hasn't changed, but now I've found a physio I like",
    'My lower back has been the same for years but today I am off to the gym, any stretches?',
    'Back ache for ages, not changed, but lately I sleep through the night. Should I still do the exercises?',
  ])('keeps a long-standing pain with a turn to something ordinary as ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'a bladder accident, never again',
      'Had one episode of wetting myself after hurting my back about ten years ago, never happened again, just so you know',
    ],
    [
      'a bowel accident, not again since',
      'Lost control of my bowels lifting a sofa a few years back, it has not happened again since',
    ],
  ])('reads an episode of long ago said never to have happened again as history: %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['Lost control of my bowels lifting a sofa a few years back, and again this morning', 'cauda-equina-bowel'],
    ["Wet myself lifting a sofa years ago and it's happened again twice this week", 'cauda-equina-bladder'],
  ])('still raises an episode of long ago that has happened again: %j', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    "My lower back aches more at night but it's fine when I stay at my mum's, must be our bed",
    "My back pain is worse at night, I reckon it's the mattress",
  ])('reads a night ache gone on another bed, or put down to the bed, as the bed’s: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "My back pain wakes me every night, even when I sleep at my sister's on her new mattress",
    'The back pain wakes me at night whatever bed I sleep in',
    "My back pain is worse at night, it's the worst when I lie down and rest",
  ])('still raises a night pain that no bed changes: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'My back pain was diagnosed as psoriatic arthritis and is well controlled on methotrexate. Any yoga classes you recommend?',
    'The aching in my spine was looked into and diagnosed as AS, and it is now controlled with a biologic. Which pillow is best?',
  ])('reads a pain diagnosed and controlled on its treatment as checked and over: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My back pain was diagnosed as psoriatic arthritis and is controlled on methotrexate, but this week it is much worse and I have a fever',
    "I'm on a biologic for my AS and my back pain is suddenly much worse",
    "My back pain was diagnosed as AS, and I'm on a biologic. It's been really bad for a fortnight, worse than ever",
  ])('still raises a pain on an immune-suppressing treatment that is worse now: %j', (message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });

  it.each([
    'My aunt was knocked off her bike in the 80s and has had a hunched back since. Is there anything that helps?',
    'My grandad fell down the stairs years ago and has walked with a twisted spine since, can physio help?',
  ])(
    'reads a shape told as there since a time of long ago ("… and has been bent since") as long-standing: %j',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );

  it.each([
    'My dad fell off a ladder years ago and has had a hunched back since, but this year it has got much worse',
    'I had cancer years ago and have had a lump on my spine since, it is getting bigger',
  ])('still raises a shape that is changing, or new since a recent time: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each([
    'Stood on the touchline for the whole match, shivering, and now my lower back aches',
    'Queuing outside the stadium in the sleet, I was shivering and now my lower back aches',
  ])('reads a shiver told with the cold the writer was out in as the cold’s: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "My back is agony and I'm shivering and feel hot and cold",
    'I keep shivering under the duvet and my back is killing me',
    'Waiting at the bus stop I started shivering and burning up, and my back is agony',
    'Came home from the bus stop shivery with a temperature of 39 and my back hurts',
  ])('still raises a shiver with no cold to account for it, or with a fever’s other signs: %j', (message) => {
    expect(triageByRules(message)).toContain('infection-fever');
  });

  it.each([
    ['cancer-lump-or-shape-change', 'Was in a crash in 2005 and have had a lump by my spine, it has grown'],
    [
      'cancer-lump-or-shape-change',
      'Got hit by a van years ago and have had a lump on my back since, it keeps growing',
    ],
    [
      'cauda-equina-saddle-numbness',
      'Fell off a horse years ago and have had numbness around my bottom since, it has spread',
    ],
    ['cauda-equina-both-legs', 'Was in a crash years ago and have had weak legs since, they are getting weaker'],
    ['cauda-equina-bladder', 'Fell on the ice years ago and have been leaking urine since, it is getting worse'],
  ])(
    'a change told in the present makes a state current, whatever old event its sentence dates (%s): %j',
    (entry, message) => {
      expect(triageByRules(message)).toContain(entry);
    },
  );

  it.each([
    'A bump since my crash in 2010, unchanged, my GP checked it',
    'Was in a crash in 2005 and have had a lump by my spine since',
    'Years ago I had a lump by my spine that was growing, they removed it and all was fine',
    'Fell on the ice years ago and have had a lump on my back since, it is not getting bigger',
    'Hurt my back in a crash years ago and it is getting worse',
  ])('leaves an old state or event with no change of the state now ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 15 readings of reports the rules missed', () => {
  it.each([
    // A numbing simile told of someone ('like they've had a local'); the inside of the thighs; the saddle not felt.
    ['cauda-equina-saddle-numbness', "his bits feel like he'd been given a dental injection since his back went"],
    ['cauda-equina-saddle-numbness', 'the inside of my thighs is numb and my back is agony'],
    [
      'cauda-equina-saddle-numbness',
      "since lifting the wardrobe I can't really say, I just don't feel my bum on the seat",
    ],
    ['cauda-equina-saddle-numbness', 'my back hurts and down below there is a sleeping feeling'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['an opinion with feel', "I don't feel my bottom is where the pain starts, it's higher up my back"],
    ['a local at the dentist', 'had a local anaesthetic at the dentist and my back ached in the chair'],
    ['the bottom part of the back', 'the bottom part of my back feels numb after a long drive'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cauda-equina-saddle-numbness');
  });
});

describe('round 15: being a student is not asking for study', () => {
  it.each([
    // A student reporting their own symptoms; study named as the purpose still makes a question general.
    ['meningitis-signs', 'uni student, burning up with a fever and my neck is rigid'],
    // 'Too stiff to …' is stiff.
    ['meningitis-signs', "my son has a fever of 39 and his neck's too stiff to look down"],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    [
      'a student asking for coursework',
      "I'm a nursing student asking for my coursework: is a rigid neck with fever meningitis?",
    ],
    ['an exam question', 'we had an exam question on a stiff neck with a high fever, what is the answer?'],
    ['a neck too stiff after the gym', 'my neck is too stiff after the gym to turn my head fully'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('meningitis-signs');
  });
});

describe('round 15 self-harm readings', () => {
  it.each([
    // What cannot be borne named ('this pain'); tablets gathered over time; the present for tonight's plan.
    ['self-harm-immediate-danger', "standing by the railway line, I can't bear the pain any longer"],
    ['self-harm-immediate-danger', "I've been saving my tramadol and I can't cope with the agony anymore"],
    ['self-harm-immediate-danger', "today I'm swallowing the lot, sorry"],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['pain not borne, no means', "I can't bear the pain any longer, can I get an earlier appointment?"],
    ['tablets collected from the chemist', 'collecting my tablets from the chemist on the way home'],
    ['taking a lot of things to the tip', "I'm taking the lot of old boxes to the tip today"],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('self-harm-immediate-danger');
  });
});

describe('round 15 night pain readings', () => {
  it.each([
    // The night first and the pain after it; the pain as what gets one up.
    ['cancer-night-pain', 'my lower back pain is manageable by day, but in bed it becomes agony'],
    ['cancer-night-pain', 'the ache in my neck drags me out of bed in the early hours'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['a night out that was agony', 'the night out was agony, my feet hurt in those heels'],
    ['the alarm gets one up', 'my alarm gets me up at 5am and my back is a bit stiff'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });
});

describe("round 15: 'feel' of an opinion and a simile with \"'s had\"", () => {
  it('reads a numbing simile told with "she\'s had" as numbness', () => {
    expect(triageByRules("since her back went, her privates feel like she's had a local")).toContain(
      'cauda-equina-saddle-numbness',
    );
  });
  it('does not read an opinion about the bottom as a change in the bowels', () => {
    expect(triageByRules("I don't feel my bum is what needs treating, my neck is the problem")).not.toContain(
      'cauda-equina-bowel',
    );
  });
});

describe('round 15: a student of a health profession asks about what they study', () => {
  it('does not raise signs listed by a student nurse', () => {
    expect(
      triageByRules('student nurse here. fever with a rigid neck and feeling drowsy, which is the worst sign?'),
    ).toEqual([]);
  });
  it('still raises the same signs reported by a student of another subject', () => {
    expect(triageByRules('history student here. fever with a rigid neck and feeling drowsy, help')).toContain(
      'meningitis-signs',
    );
  });
});

describe('round 15: a young person hurting themselves, told by a parent', () => {
  it.each([
    // Hurting oneself over a while, no part of the body named: a parent's words for self-harm.
    ['self-harm-immediate-danger', "our 16 year old has been hurting himself and won't talk to us"],
    ['self-harm-immediate-danger', 'I think my stepdaughter is hurting herself, she is 13'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['hurt at play', 'my lad keeps hurting himself on his skateboard, his back is sore today'],
    ['hurt at a sport', "she's been hurting herself at netball and her lower back aches"],
    ['hurt lifting', 'my husband has been hurting himself lifting at work, back twinges'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message).filter((id) => id.startsWith('self-harm'))).toEqual([]);
  });
});

describe('round 15: a wound told with where it is or what it is from before its sign', () => {
  it.each([
    // A back someone owns is the body's back, even before 'from' ('back from' is otherwise a return).
    ['infected-surgical-wound', 'the wound on his back from the discectomy looks angry today'],
    ['infected-surgical-wound', 'the staples from her operation two weeks back are oozing now'],
    ['infected-surgical-wound', 'scar across my lower back after the fusion seems to be getting hot'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['an old scar, not red', 'the scar on my back from an op years ago has healed, not red at all'],
    ['back from a trip', 'just got back from the op on my knee, wound dry, my back stiff from the bed'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('infected-surgical-wound');
  });
});

describe('round 15: the spine fine by day, the night left to say the pain', () => {
  it.each([
    ['cancer-night-pain', "my back's okay through the day but come night it's unbearable"],
    ['cancer-night-pain', 'neck is alright in the daytime, nights are horrendous'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['fine by day, and at night too', 'my back is fine in the day and sleeps fine at night, just stiff'],
    ['fine by day after physio', 'my neck is good in the day now, the exercises helped'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });
});

describe('round 15: the seat not felt under one', () => {
  it.each([
    ['cauda-equina-saddle-numbness', "since the back pain started it's like I'm not sat on anything at all"],
    ['cauda-equina-saddle-numbness', 'my sciatica is awful and I can barely feel the chair beneath me'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    [
      'a soft cushion',
      'this memory foam is like sitting on air, like I am not sitting on anything firm, my back loves it',
    ],
    ['an opinion of the chair', "I don't feel the chair under me is high enough for my back"],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cauda-equina-saddle-numbness');
  });
});

describe('round 15: a past habit said to go on', () => {
  it.each([
    ['infection-risk-factors', 'used to inject back in the day, still do, back pain for three weeks'],
    ['infection-risk-factors', 'he used to inject as a teenager and still does, his back has ached for a month'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([['given up', 'used to inject as a teenager, clean for ten years, back pain for a month']])(
    'does not raise %s',
    (_case, message) => {
      expect(triageByRules(message)).not.toContain('infection-risk-factors');
    },
  );
});

describe('round 15: up at night to pass water; a place told only against another', () => {
  it.each([
    ['the bladder that gets one up', 'my bladder gets me up at night and my back aches'],
    ['the prostate that wakes him', "his prostate wakes him up during the night and his lower back's stiff"],
  ])('does not raise night pain for %s', (_case, message) => {
    expect(raised(message)).not.toContain('cancer-night-pain');
  });

  it('still raises night pain when the back pain itself gets one up beside the bladder', () => {
    expect(triageByRules('my bladder gets me up at night, and my back pain wakes me too')).toContain(
      'cancer-night-pain',
    );
  });

  it.each([['higher up than before', 'the stiffness has moved higher up my back since Monday']])(
    'does not raise the upper back for %s',
    (_case, message) => {
      expect(triageByRules(message)).not.toContain('cancer-between-shoulder-blades');
    },
  );

  it('still raises the upper back told high up in it', () => {
    expect(triageByRules('a constant ache high up in my back that is there at rest')).toContain(
      'cancer-between-shoulder-blades',
    );
  });
});

describe('round 16: units of time written short', () => {
  it.each([
    ['a crash dated in "yrs"', 'I had a motorbike crash 15 yrs ago. my lower back aches after long drives'],
    [
      'a fall dated in "yr"',
      'fell off scaffolding 1 yr ago and broke nothing, now I just want a stretching plan for my back',
    ],
    ['an accident dated in "mths"', "I hurt my neck in a car accident 8 mths ago, now I'd like tips for desk posture"],
  ])('reads a time of long ago written short as long ago: %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I was in a motorbike crash 2 hrs ago and my neck is agony',
    'car crash 15 yrs ago and again this morning, my back is agony',
  ])('still raises an accident dated now: %j', (message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });
});

describe('round 16: a question about anyone', () => {
  it.each([
    'how is a broken neck from a rugby tackle treated in someone who can still walk?',
    'what does a surgeon check after a fall from a roof in a person who feels fine?',
    'what happens after a car crash at 70mph to someone who walks away?',
  ])('reads a question whose only person is anyone as general: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['the writer', 'why did my legs go numb after the car crash this morning?', 'cauda-equina-both-legs'],
    [
      'the writer, asked of anyone after',
      'why can I not feel my bum since last night, is that normal for people?',
      'cauda-equina-saddle-numbness',
    ],
    [
      'a relative',
      'my son was tackled hard at rugby and hurt his neck, how is that treated in someone who can still walk?',
      'trauma-serious-accident',
    ],
  ])('still raises a question about someone in particular: %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('round 16: signs a clinician said to watch for', () => {
  it.each([
    'the surgeon said to look out for numbness around my back passage or losing control of my bladder. is a bit of ache in the scar normal?',
    'my GP told me to watch for weakness in both my legs, so far so good, can I go swimming?',
    'the nurse said to look out for loss of feeling around my bottom, none of that so far, when can I drive?',
    'after my discectomy I was given a card saying watch out for numbness in my groin or weakness in both my legs, all good so far. When can I lift my toddler?',
  ])("reads a 'my' inside the signs to watch for as where they would be, not a report: %j", (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'told as had since',
      'the leaflet says to watch out for numbness between my legs, and since this morning I have it',
      'cauda-equina-saddle-numbness',
    ],
    [
      'told as new today',
      'the physio told me to look out for numbness round my bum and today my bum has gone numb',
      'cauda-equina-saddle-numbness',
    ],
    ['the writer its subject', 'the leaflet says to watch for trouble peeing and I can’t pee', 'cauda-equina-bladder'],
    [
      'asked about as now had',
      'I was told to look out for numbness in my saddle area, is it normal that I now have it?',
      'cauda-equina-saddle-numbness',
    ],
    [
      'legs gone this morning',
      'I was told to watch for weakness in both my legs and both my legs have given way this morning',
      'cauda-equina-both-legs',
    ],
  ])('still raises a sign to watch for that the writer then has: %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("round 16: a relative's symptom that turned out to be a disease", () => {
  it.each([
    'my aunt had neck pain that turned out to be a tumour, so now I worry about every twinge in my neck',
    "my brother was diagnosed with myeloma after months of back pain and now I'm terrified, mine is from decorating",
    'my uncle suffered back ache which proved to be prostate cancer, does that run in families?',
  ])("reads it as the relative's story, the writer's worry now not theirs: %j", (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'her new numb legs',
      'my mum had back pain that turned out to be breast cancer and now she has numb legs',
      'cancer-history-nerve-symptoms',
    ],
    [
      'his pain worse now',
      'my husband had back pain that turned out to be cancer and now his back pain is much worse at night',
      'cancer-history-new-spinal-pain',
    ],
    [
      'his new neck pain',
      'my dad was diagnosed with bowel cancer after months of back pain and now he has a new pain in his neck',
      'cancer-history-new-spinal-pain',
    ],
  ])('still raises what is new of the relative: %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("round 16: 'is back' that opens a symptom's words", () => {
  it.each([
    'my uncle suffered back ache which proved to be prostate cancer, is back pain hereditary?',
    'my gran had a lump on her spine that turned out to be cancer years ago, is back pain something that runs in families?',
  ])("reads 'is back pain …' as asking about back pain, not a return: %j", (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I had breast cancer in 2015 and the back pain is back',
    'I had breast cancer in 2015 and my back pain is back this week',
    'I had cancer years ago, the back ache I had then is back',
  ])('still reads a pain said to be back as returned: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
  });
});

describe('round 16: a stiffness found on waking after a night in one posture', () => {
  it.each([
    'my teenager slept on his stomach the whole night and woke up with a sore back, should he stretch?',
    'slept on the couch all night and woke with an achy lower back, is a heat pad ok?',
    'fell asleep lying on my arm all night and woke up with a stiff neck, any stretches?',
  ])('reads it as what the posture left, not night pain: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I slept on my front and the pain in my back woke me at 3am, it does every night',
    'I slept on my side and woke with my back in agony, it has woken me every night this week',
    'my back pain wakes me every night even though I slept on my back',
  ])('still raises a pain that wakes one at night: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });
});

describe('round 16: a twinge on coughing put down to a strained muscle', () => {
  it.each([
    "I've got a mild neck sprain from yoga, it twinges when I sneeze, will that calm down?",
    'pulled a muscle in my back, every cough sends a jolt through it, how long does that last?',
    'is it fine to sneeze hard with a lower back strain or will it make it worse?',
  ])('reads it as the strain, not pain on straining: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I had breast cancer and now my back hurts when I cough, I think it is a back strain',
    'my back strain hurts every time I cough and it wakes me at night',
    'pulled a muscle in my back and every cough hurts, and I have lost a stone without trying',
  ])("still raises it beside cancer's other signs: %j", (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});

describe("round 16: a recent accident told with the writer left out ('was in a crash …')", () => {
  it.each([
    ['was in a motorcycle collision 3 hours ago and my neck is in agony', 'trauma-deformity-or-worsening-pain'],
    ['were in a head-on collision on the motorway earlier and my back is agony', 'trauma-serious-accident'],
    ['was thrown from a horse 20 minutes ago and my back is agony', 'trauma-serious-accident'],
    ['was rear-ended at the lights an hour ago, neck is killing me', 'trauma-serious-accident'],
  ])('reads it as a statement about the writer: %j', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'is a motorbike crash likely to damage the spine?',
    'was in a car crash years ago and my neck still aches now and then',
    'are whiplash injuries from a car crash common?',
  ])('still reads a general question or an old accident as ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("round 16: a question about one's own bladder or feeling, asked with its subject inside ('why can't I …')", () => {
  it.each([
    ["why can't he wee since his back went at lunchtime? he's in agony", 'cauda-equina-bladder'],
    ["why can't I go for a pee since yesterday? my lower back is killing me", 'cauda-equina-bladder'],
    ["why can't she control her bladder since her back went on Monday? she's in agony", 'cauda-equina-bladder'],
    ["why can't I feel my backside since last night? my back is in agony", 'cauda-equina-saddle-numbness'],
    ["why isn't my bladder working right since I hurt my back yesterday?", 'cauda-equina-bladder'],
    ["my waterworks haven't worked properly for two days now and my lower back is agony", 'cauda-equina-bladder'],
  ])('reads it as a report: %j', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'why does a prolapsed disc affect the bladder?',
    "why can't you pee with a trapped nerve in your back?",
    'how does the bladder work when a disc slips?',
    "the water hasn't worked in the flat since yesterday and my back aches from carrying buckets",
  ])('still reads a general question or an everyday look-alike as ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 16: a hedge after a verb of seeming', () => {
  it.each([
    ['looks kind of', 'my brother fell down the stairs yesterday and his back looks kind of bent now'],
    ['sort of', 'Dad tripped on the stairs last night and his spine seems sort of twisted'],
  ])('reads %s as a bit', (_case, message) => {
    expect(triageByRules(message)).toContain('trauma-deformity-or-worsening-pain');
  });

  it('does not make a question of kind a symptom', () => {
    expect(triageByRules('what kind of chair is best for my back')).toEqual([]);
  });
});

describe('round 16: the saddle told by what it does; numbness told by a visit to the dentist', () => {
  it.each([
    ['the dentist visit as a simile', 'my backside feels as if I had just come from the dentist, since lunchtime'],
    ['the bits one sits on', 'the bits she sits on have gone numb since she woke up'],
  ])('raises saddle numbness for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });

  it.each([
    ['a chair sat on', 'I sit on a hard chair all day and my back is sore'],
    ['a trip to the dentist', 'I was at the dentist this morning and my back ached in the chair'],
  ])('does not raise saddle numbness for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cauda-equina-saddle-numbness');
  });
});

describe('round 16: rest named with a verb of being; up at night with the pain told before', () => {
  it.each([
    ['resting, with is', "her lower back aches even while she's resting"],
    ['up with it', 'his neck pain has been awful, he is up walking round the house most nights with it'],
  ])('raises night pain for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it('does not raise night pain for one up with a baby', () => {
    expect(triageByRules('my back is a bit stiff, I am up every night with the baby')).not.toContain(
      'cancer-night-pain',
    );
  });
});

describe('round 16: a pain told to have no end, beside a means at hand', () => {
  it.each([
    ['never ends', "I've got the tablets lined up. this pain never ends"],
    ['never going to stop', "I'm up on the roof of the flats. the agony's never going to stop"],
  ])('raises immediate danger for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it('raises nothing for a pain that never ends told alone', () => {
    expect(triageByRules('my lower back pain never ends, is physio worth trying?')).not.toContain(
      'self-harm-immediate-danger',
    );
  });
});

describe('round 16: a long-standing lump said to grow now', () => {
  it.each([
    ['unplaced, for years', "I've had this lump for years and it's getting bigger"],
    ['placed, for ages', 'there has been a lump near my spine for ages, it has grown lately'],
  ])('raises a lump for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each([
    ['unchanged since an old accident', 'a lump since my fall in 2012, no change, my GP looked at it'],
    ['placed elsewhere', 'a lump in my armpit for years, it is getting bigger'],
    ['growing told as past', 'I had a lump for years, it was getting bigger but the GP removed it'],
  ])('does not raise a lump for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
  });
});

describe('round 16: a means told by where it is, and life beyond bearing', () => {
  it.each([
    ['tablets beside one', "the paracetamol is beside me now. can't go on this way"],
    ['a blade in the hand', "the razor's in my hand. I can't live with this any more"],
    ['by the tracks', "I'm near the rail tracks. no one would even notice"],
    ['notes written', "I've written my letters and tied the belt"],
  ])('raises immediate danger for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    ['a knife by the cook', 'the knife is next to me on the chopping board while I cook, my back aches'],
    ['a commute', 'the train line was delayed again and standing made my back ache'],
    ['a task beyond one', "I can't do it anymore, the hoovering is too much for my back"],
  ])('does not raise immediate danger for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('self-harm-immediate-danger');
  });
});

describe('round 16: the seat not felt said plainly; asleep told as a simile', () => {
  it.each([
    ['the loo seat', 'since Tuesday he can barely feel the loo seat'],
    ['oneself sitting', "I couldn't feel myself sat on the chair this morning"],
    ['gone to sleep', 'my bottom feels as if it has gone to sleep and my back is bad'],
  ])('raises saddle numbness for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });

  it('does not raise saddle numbness for a chair felt through a thick cushion', () => {
    expect(triageByRules('with the new cushion I can feel the chair less, my back is sore')).not.toContain(
      'cauda-equina-saddle-numbness',
    );
  });
});

describe('round 16: weight loss told by the scales', () => {
  it.each([
    ['kilos down, eating as before', "the scales say she's 7 kg down and she's not eating any differently"],
    ['stone lighter, for no reason', "my dad is nearly 4 stone down this year, he can't explain it"],
  ])('raises weight loss for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it('does not raise weight loss for a loss aimed at', () => {
    expect(triageByRules("I'm a stone lighter since starting my diet, and my back is stiff")).not.toContain(
      'cancer-weight-loss',
    );
  });
});

describe('round 16: the spine gripped or giving on a strain', () => {
  it.each([
    ['gripped', 'every cough and she is clutching her back'],
    ['giving', 'a sneeze and his back seizes, since the spring'],
  ])('raises pain on straining for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it('does not raise pain on straining for a cough told beside a back held for another reason', () => {
    expect(triageByRules('I had a cough last winter; now I am holding my back straight at the desk')).not.toContain(
      'cancer-pain-on-straining',
    );
  });
});

describe('round 16: lying down that makes the spine hurt; rest that does nothing for it', () => {
  it.each([
    ['lying down, the spine named first', 'lying down makes her back ache more than standing'],
    ['rest that does nothing', "resting doesn't touch it, my lower back aches whatever I do"],
    ['the pain that gets one up', 'there is a dull ache in her spine that drags her out of bed in the night'],
    ['lying flat past bearing', "my back is bad and I can't lie flat at all now"],
  ])('raises night pain for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it('does not raise night pain for lying down that eases the back', () => {
    expect(triageByRules('lying down makes my back feel better after work')).not.toContain('cancer-night-pain');
  });
});

describe('round 16: a limb that feels asleep is not the feeling of needing to go', () => {
  it('does not raise the bladder entry for a verb of feeling before a word of going', () => {
    expect(triageByRules('my hand feels like it has gone to sleep from leaning on the desk')).not.toContain(
      'cauda-equina-bladder',
    );
  });

  it.each([
    ['the feeling named as a noun', 'the feeling that tells me I need a wee has gone completely'],
    ['the urge', 'my arm felt heavy and the urge to pee has disappeared'],
  ])('still raises the bladder entry for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });
});

describe('round 16: a pain that keeps one from something other than sleep', () => {
  it.each([
    ['an outing', 'the ache in my spine stops me getting to the swimming pool'],
    ['work', 'her back pain keeps her from work most weeks'],
  ])('does not raise night pain for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });

  it.each([
    ['stopped from sleep', 'the pain in his back stops him from getting off to sleep'],
    ['kept up', 'my lower back ache keeps me up'],
    ['woken', 'the pain in my back wakes me'],
  ])('still raises night pain for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });
});

describe('round 16: a strain told as over', () => {
  it.each([
    ['gone', "his cough's gone now and his back gets stiff after driving"],
    ['cleared', 'the sneezing has cleared up and my lower back aches a bit at work'],
  ])('does not raise pain on straining for a strain that has %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-pain-on-straining');
  });

  it.each([
    ['the pain that a cough sends through', 'each cough has gone straight through her spine all week'],
    ['another strain that still hurts', 'the cough has gone but his back still aches when he sneezes'],
    ['a cough told in a list', 'my back hurts when I cough and when I laugh'],
  ])('still raises pain on straining for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});

describe('round 16: a lump a clinician has found unchanged', () => {
  it.each([
    ['unchanged, then the clinician', 'there is a lump low on her spine, stable, the consultant saw it in May'],
    ['the clinician, then unchanged', "the nurse says the lump on his back hasn't changed in size"],
  ])('does not raise the lump entry for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
  });

  it.each([
    ['a growth a clinician is told of', 'the lump by my spine has got bigger and the doctor wants to see it'],
    ['unchanged said with no one checking', 'the lump on my back looks unchanged to me'],
  ])('still raises the lump entry for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });
});

describe('round 16: a repeated dose taken', () => {
  it.each([
    ['a second lot, the medicine unnamed in a follow-up turn', 'sorry, I swallowed a second lot an hour ago'],
    ['a dose taken again after one already had', "he didn't realise he'd already had his codeine and took more"],
  ])('raises overdose for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    ['another dose on time', 'she took another dose at bedtime as the label says'],
    ['another lot of treatment', 'I had another lot of acupuncture on Tuesday'],
    ['something else done again', 'I forgot I had already paid and took another ticket'],
  ])('does not raise overdose for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('overdose-or-poisoning');
  });
});

describe('round 16: control lost with what is held left unsaid', () => {
  it.each([
    ['a follow-up turn', "since Sunday he can't hold it in"],
    ['barely held', 'I can barely hold it in until I reach a toilet'],
  ])('raises the bladder entry for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });

  it.each([
    ['an exercise held in place', "I can't hold it in position for the full thirty seconds"],
    ['something kept in mind', "I can't keep it in my head which stretch comes first"],
  ])('does not raise the bladder entry for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cauda-equina-bladder');
  });
});

describe('round 18: a strain told by the throat, a wince or torture', () => {
  it.each([
    ['clearing the throat', 'every time he clears his throat his lower back twinges, new since June'],
    ['a wince', 'every cough makes my husband wince, his back has been like that since March'],
    ['torture', 'blowing my nose is torture for my back lately'],
    ['the spine lighting up', 'whenever I sneeze my neck lights up, that is new'],
  ])('raises pain on straining for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it('does not raise pain on straining for torture or a cleared throat that is not pain', () => {
    expect(triageByRules('the queue on the phone was torture, I cleared my throat and booked a back check')).toEqual(
      [],
    );
  });
});

describe('round 18: the weight said to be down by an amount', () => {
  it.each([
    ['kilos', 'my weight is down 6 kilos since spring, eating the same, and my back aches'],
    ['stone', "her weight's gone down nearly a stone, she has no idea why"],
  ])('raises weight loss for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it('does not raise weight loss for weight put down on a leg or a loss aimed at', () => {
    expect(triageByRules('I can put my weight down on my leg again after the sprain')).toEqual([]);
    expect(triageByRules('weight down 3 kg on my slimming plan, back a bit stiff')).not.toContain('cancer-weight-loss');
  });
});

describe('round 18: both legs counted as two', () => {
  it.each([
    ['pain in two legs', 'the pain has moved into two legs now, it was only the left'],
    ['two instead of one', 'an ache in 2 legs instead of 1 since the weekend'],
  ])('raises both legs for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });

  it('does not raise both legs for two sides of the neck or legs merely counted', () => {
    expect(triageByRules('the ache is on two sides of my neck after sleeping badly')).not.toContain(
      'cauda-equina-both-legs',
    );
    expect(triageByRules('I stand on two legs all day at work and my feet are fine')).toEqual([]);
  });
});

describe('round 18: going to the toilet told as without any sensation', () => {
  it.each([
    ['bowels', 'this morning she passed a motion without any sensation whatsoever'],
    ['bladder', 'I weed in the shower with zero sensation of it happening'],
  ])('raises cauda equina for %s', (_case, message) => {
    expect(triageByRules(message).some((entry) => entry.startsWith('cauda-equina'))).toBe(true);
  });

  it('does not raise cauda equina for going without any difficulty', () => {
    expect(triageByRules('I opened my bowels without any straining today, no pain at all')).toEqual([]);
  });
});

describe("round 18: 'perform' as a euphemism for sex", () => {
  it.each([
    ['in bed', 'since his disc went my husband is unable to perform in bed'],
    ['with a filler', "I can't, er, perform or come at all since last week"],
  ])('raises sexual function for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-sexual-function');
  });

  it('does not raise sexual function for performing at work or a show', () => {
    expect(triageByRules("I can't perform my duties at work and can't feel comfortable at my desk")).toEqual([]);
    expect(triageByRules('my back is too stiff to perform in the concert on Friday')).toEqual([]);
  });
});

describe('round 18: a rash that does not fade, told in the third person', () => {
  it('raises meningitis signs for a rash that does not go or did not fade', () => {
    expect(triageByRules('my boy has spots which does not go away under a tumbler, and a high temperature')).toContain(
      'meningitis-signs',
    );
    expect(triageByRules('she had a rash that did not fade when we tried the glass')).toContain('meningitis-signs');
  });

  it('does not raise meningitis signs for a rash that does fade', () => {
    expect(triageByRules('his rash does fade when pressed and he is bouncing about')).not.toContain('meningitis-signs');
  });
});

describe('round 18: pain told as worse by "now", or worse and different', () => {
  it.each([
    ['now', 'I had a nerve root block last week and now my back feels worse'],
    ['different', 'four days after the facet injection the ache is worse but different'],
  ])('raises infection risk after a spinal procedure for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });

  it('does not raise infection risk for a pain worse at one time of day after a procedure long ago', () => {
    expect(triageByRules('my back is worse in the mornings, I had an injection years ago')).toEqual([]);
  });
});

describe('round 18: an engine left running in a closed garage', () => {
  it('raises immediate danger for someone shut in a garage with the engine on, beside despair', () => {
    expect(
      triageByRules("my dad's in the garage with the engine on and the door shut, he said he can't go on like this"),
    ).toContain('self-harm-immediate-danger');
  });

  it('does not raise self-harm for a car warmed up in a garage', () => {
    expect(triageByRules('I leave the car running in the garage on frosty mornings, my back is stiff')).toEqual([]);
  });
});

describe('round 18: night pain woken by a pain of some kind; a spinal pain with a time or a region', () => {
  it.each([
    ['woken by an ache', 'she is woken by a gnawing ache in her low back in the small hours'],
    ['a time between pain and place', 'aching through the night in my neck, and it has been weeks'],
    ['a region named', 'waking in the night with thoracic pain, new this year'],
  ])('raises night pain for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it('does not raise night pain for a neck stiff on waking or a sleep broken by a baby', () => {
    expect(triageByRules('woke up with a stiff neck from a draughty window')).toEqual([]);
    expect(triageByRules('woken by the baby twice and my neck is a bit stiff')).toEqual([]);
  });
});

describe("round 18: 'for ages after' is how long each bout lasts, not a long-standing pain", () => {
  it('raises pain on straining for a pain that lasts for ages after each cough', () => {
    expect(triageByRules('if she sneezes her back throbs for ages')).toContain('cancer-pain-on-straining');
  });

  it('still reads a pain had for ages as long-standing', () => {
    expect(triageByRules("I've had a stiff back for ages, it wakes me at night")).toEqual([]);
  });
});

describe('round 18: a strain told with the spine held or a lower spine named', () => {
  it.each([
    ['held first', 'my nan grips her back whenever she coughs now'],
    ['a lower spine', 'bearing down sends a bolt up her lower spine'],
    ['a wince each time', 'Grandad grimaces, says it stabs, each time he sneezes'],
  ])('raises pain on straining for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it('does not raise pain on straining for a back held for a posture', () => {
    expect(triageByRules('I grip my back brace when I put it on')).toEqual([]);
  });
});

describe("round 18: a wish to self-harm told with 'feel like'", () => {
  it('raises self-harm thoughts for feeling like harming oneself', () => {
    expect(triageByRules('some days my daughter feels like cutting herself because of the pain')).toContain(
      'self-harm-thoughts',
    );
  });

  it('does not raise self-harm thoughts for feeling like a rest', () => {
    expect(triageByRules('I feel like treating myself to a massage for my back')).toEqual([]);
  });
});

describe('round 18: immediate danger told by a height, goodbyes sent, or a means and the urge to use it', () => {
  it.each([
    ['a height', "I'm sitting on the edge of the multistorey, my back has ruined everything"],
    ['goodbyes sent', 'my brother has sent goodbyes to all of us and switched his phone off'],
    ['a means and the urge', 'my tramadol is stashed away and I keep thinking about using it'],
    ['a razor and despair', "lying here with a blade, I can't go on"],
  ])('raises immediate danger for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it('does not raise immediate danger for a cliff walk, a goodbye said, or a razor for shaving', () => {
    expect(triageByRules('we sat at the top of the cliff for a picnic, then my back ached')).not.toContain(
      'self-harm-immediate-danger',
    );
    expect(triageByRules('I said goodbye to my friends at the airport, my back is sore')).toEqual([]);
    expect(triageByRules('I shave with a razor and my neck is stiff')).toEqual([]);
  });
});

describe('round 18: an overdose told as what was left of a supply', () => {
  it('raises an overdose for the rest of a packet swallowed', () => {
    expect(triageByRules('my son necked what was left of my pills an hour ago')).toContain('overdose-or-poisoning');
    expect(triageByRules('she has swallowed the rest of the strip')).toContain('overdose-or-poisoning');
  });

  it('does not raise an overdose for the rest of a meal swallowed', () => {
    expect(triageByRules('I swallowed the rest of my sandwich and my neck twinged')).toEqual([]);
  });
});

describe('round 18: weight told as coming off', () => {
  it('raises weight loss for weight coming off someone with back pain', () => {
    expect(triageByRules('the weight is just coming off him and his back hurts all the time')).toContain(
      'cancer-weight-loss',
    );
  });

  it('does not raise weight loss for a coat coming off', () => {
    expect(triageByRules('my coat came off me in the wind and my back twinged')).toEqual([]);
  });
});

describe('round 18: a goodbye texted from a trip is not a farewell', () => {
  it('does not raise immediate danger for a goodbye texted from an airport', () => {
    expect(triageByRules('my son texted goodbye from the ferry, off on holiday, and my back is sore')).toEqual([]);
  });

  it('still raises immediate danger for goodbyes sent to family', () => {
    expect(triageByRules('she has been messaging goodbye to her family and will not say where she is')).toContain(
      'self-harm-immediate-danger',
    );
  });
});

describe('upper-back pain an everyday task or a clinician accounts for', () => {
  it.each([
    ['a task with no object', 'sore between my shoulder blades since a weekend of gardening'],
    ['carrying a child', 'my upper back aches from holding the baby on my hip all afternoon'],
    ['carrying shopping', 'ache across my upper back after I carried the shopping up the hill'],
    [
      'a clinician reading it as postural',
      'the ache between my shoulder blades is postural, my GP says, any stretches?',
    ],
  ])('does not raise the shoulder-blade entry for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-between-shoulder-blades');
  });

  it.each([
    [
      'a task turned from',
      'I thought it was the gardening but now the pain between my shoulder blades wakes me at night',
    ],
    ['with breathlessness', 'pain between my shoulder blades after hoovering and I am sweating and short of breath'],
    ['with a cancer history', 'physio said postural, but I had breast cancer and my upper back pain is new'],
  ])('still raises it %s', (_case, message) => {
    expect(raisedEntries(triageMessage(message)).length).toBeGreaterThan(0);
  });
});

describe("a 'do' before a negation inside a mention", () => {
  it.each([
    'what chair should I buy so my shoulder blades do not hurt at work?',
    'my upper back does not ache any more since I changed pillow',
  ])('denies the symptom in "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-between-shoulder-blades');
  });

  it.each([
    [
      'a lump not there before',
      "there's a swelling on my spine that I didn't have at Christmas",
      'cancer-lump-or-shape-change',
    ],
    ['legs that do not work', "both my legs don't work properly since this morning", 'cauda-equina-both-legs'],
    ['rest that does not help', "lying still doesn't ease it, my back pain is worst at night", 'cancer-night-pain'],
  ])('does not deny %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('a state told to have been the same for a decade', () => {
  it.each([
    'my lower back is stiff when I wake at 6 every morning, it has been this way for over a decade',
    'the ache in my lower back wakes me at night and has been like that for nearly a decade, my GP knows',
  ])('is not new night pain: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });

  it.each([
    'my back pain wakes me at night, it has been this way for a decade but it is getting worse now',
    'back pain at night has been like that for a decade and now it is back after a good spell',
  ])('still raises night pain that changes now: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });
});

describe("a form's questions answered no", () => {
  it.each([
    'the pre-op questionnaire asks about night sweats and unexplained weight loss — I answered no to each, fine?',
    'the intake sheet asks about bladder control and a cancer history; I ticked no to both',
  ])('raises nothing for "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'a symptom told as the writer’s own',
      'I ticked no to all on the form but actually I have wet myself twice today',
      'cauda-equina-bladder',
    ],
    [
      'the writer’s own after a form',
      'the form asked about cancer — I had breast cancer and now new back pain',
      'cancer-history-new-spinal-pain',
    ],
  ])('still raises %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("'a friend of mine'", () => {
  it("gives the friend's past story to the friend, not the writer", () => {
    expect(
      triageByRules(
        'A mate of mine had cauda equina and ended up incontinent, which scared me. My back is only stiff from the allotment.',
      ),
    ).toEqual([]);
  });

  it.each([
    ['the writer’s own after it', 'a colleague of mine told me to write: I cannot feel my bottom and my back is agony'],
    [
      'the friend’s current symptoms',
      'a pal of mine has just wet himself and cannot feel his legs, his back is in agony',
    ],
  ])('still raises %s', (_case, message) => {
    expect(categoriesOf(message)).toContain('cauda-equina');
  });
});

describe('a rash told to have faded all the way', () => {
  it('is no non-fading rash', () => {
    expect(
      triageByRules('pressed a tumbler on the spots on her tummy and they vanished completely, she is eating fine'),
    ).toEqual([]);
  });

  it.each([
    'pressed a tumbler on the spots and they faded at first, but now they do not fade and she is hot',
    'the rash disappeared completely under the glass yesterday but now it is back and he has a fever',
    'I did the glass test on his rash and it did not fade completely, he is floppy',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('meningitis-signs');
  });
});

describe("'down' of low mood", () => {
  it.each(['this back pain is really getting me down', 'I have been feeling really down about my back pain'])(
    'is not lying down, nor feeling unwell: "%s"',
    (message) => {
      expect(raised(message)).toEqual([]);
    },
  );

  it.each([
    ['the saddle area', "I can't feel down below and my back is agony", 'cauda-equina-saddle-numbness'],
    ['lying down at night', 'my back pain is worse lying down and wakes me every night', 'cancer-night-pain'],
    ['a wish to die beside it', 'the back pain is getting me down and I want to end my life', 'self-harm-thoughts'],
  ])('still reads %s', (_case, message, entry) => {
    expect(raised(message)).toContain(entry);
  });
});

describe("a hedge between 'can not' and the verb ('can't seem to')", () => {
  it.each([
    ['cauda-equina-bowel', "since Sunday I can't seem to hold in wind or anything else down there"],
    ['cauda-equina-bladder', 'my lad cannot seem to control his bladder since he hurt his back'],
  ])('reads an inability: %s "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it('is no loss of control of a temper', () => {
    expect(triageByRules("I can't seem to control my temper lately, the back pain makes me grumpy")).toEqual([]);
  });
});

describe('not safe alone, or a wish not to be here told of someone else', () => {
  it.each([
    ['self-harm-immediate-danger', "honestly I don't feel safe being alone rn"],
    ['self-harm-immediate-danger', "I don't feel safe, I keep thinking about the rope in the shed"],
    ['self-harm-thoughts', 'my mum says she wishes she was not alive any more with this pain'],
  ])('raises %s for "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    "I don't feel safe walking home alone at night, any tips for back pain on long walks",
    'she wishes she was here for my graduation but her back is too bad',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("'pred', the everyday name of prednisolone", () => {
  it('is a steroid that thins the bones', () => {
    expect(
      triageByRules("I've been on pred for my asthma for ages and slipped on the stairs, my back is agony"),
    ).toContain('trauma-fragile-bones');
  });
});

describe("eating 'the same as always' beside weight lost", () => {
  it.each([
    'my weight is dropping, 5 kilos since the summer, I eat the same as always. could that be my sore back?',
    'the weight keeps going down, 4kg in 6 weeks, he eats as much as ever. his back hurts too',
  ])('is weight lost unexplained, not a state unchanged: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it.each([
    'my back pain is the same as always and I eat the same as usual, just want stretches',
    'carrying the weight going down the stairs hurts my back',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("a negation of something other than a symptom, closed by ', and'", () => {
  it('denies only its own words: what follows the comma is a new predicate', () => {
    expect(triageByRules('lost a stone, no diet or anything, and back aching')).toContain('cancer-weight-loss');
  });

  it.each(['no numbness, tingling, and weakness in my legs', 'no fever, and no numbness down below'])(
    'still denies a list of symptoms: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe("'took all her tablets' and 'what's the point' beside a means", () => {
  it.each([
    ['overdose-or-poisoning', 'my mum took all her sleeping tablets earlier'],
    ['self-harm-immediate-danger', "what's the point, I've got the pills lined up"],
  ])('raises %s for "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it("is no despair alone: what's the point of physio", () => {
    expect(triageByRules("what's the point of physio if my back still hurts")).toEqual([]);
  });
});

describe('nights up with the pain, and bed dreaded for it', () => {
  it.each([
    "he's up every night walking about because of the back pain",
    "I dread going to bed because of the ache in my spine, it's every night",
    "she can't sleep for the back pain",
  ])('raises cancer-night-pain for "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'I dread going to bed because my partner snores, my back is fine',
    "I'm up all night with the baby and my back aches from carrying her",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("round 20: 'not changed' with an object is the writer changing nothing, not a symptom unchanged", () => {
  it.each([
    [
      'saddle numbness and wetting',
      'I have wet myself twice and my bum is numb, I have not changed my food',
      'cauda-equina-bladder',
    ],
    [
      'both legs',
      "both my legs have gone weak and numb, I haven't altered how I sit at work",
      'cauda-equina-both-legs',
    ],
    ['night pain', 'my back pain wakes me every night now and I have not changed the mattress', 'cancer-night-pain'],
  ])('keeps the symptoms before it: %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('round 20: dying or killing oneself with laughter is an idiom', () => {
  it.each([
    'the kids had me killing myself laughing at the panto, my lower back is a bit stiff today',
    'we were killing ourselves laughing at his jokes, is it normal for my neck to ache after?',
    'my sister nearly killed herself with laughter watching me try yoga',
  ])('raises nothing: "%s"', (message) => {
    expect(raised(message)).toEqual([]);
  });

  it.each([
    'I keep thinking about killing myself, the pain is too much',
    'everyone is laughing at me and I want to kill myself',
    'I want to kill myself laughing or not it makes no difference',
  ])('still reads a wish to die: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});

describe('round 20: the rest of a course taken as prescribed is not an overdose', () => {
  it.each([
    'my GP said to take the rest of the tablets as prescribed even though my back feels better, is that right?',
    'I finished the remainder of my antibiotics as directed and the wound looks fine',
  ])('raises nothing: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I took the rest of my pills all at once an hour ago',
    'I swallowed the rest of my tablets, not as prescribed, I just wanted it to stop',
    'I took the remainder of my tablets as prescribed and then swallowed 20 paracetamol',
  ])('still reads an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe("round 20: 'every time I cough' is pain on straining only with the pain or the spine it names", () => {
  it.each([
    'I bring up green phlegm every time I cough, can I still come to my physio session?',
    'my little one gets a runny nose every time she sneezes, is that just hay fever?',
  ])('raises nothing: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'every time I cough my lower back seizes up',
    'every time he sneezes it really hurts',
    'ow, every time I cough, it goes right through me',
    'my back is agony every time I sneeze',
  ])('still reads pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});

describe('round 20: a symptom asked as a question and answered with a bare no is denied', () => {
  it.each([
    'numbness down below? no. trouble weeing? nope. just a sore neck from my desk',
    'woken by the pain in the night? nah, only stiff first thing',
  ])('raises nothing: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['an answer of yes', 'woken by the pain in the night? yes, every night this week', 'cancer-night-pain'],
    [
      'a no that begins a phrase',
      'numb between my legs? no idea why but it started today',
      'cauda-equina-saddle-numbness',
    ],
    ['a question with a comma before it', 'my back wakes me every night, is that bad? no idea', 'cancer-night-pain'],
  ])('still reads %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("'not changed' alone leaves a symptom as it is: still there", () => {
  it.each([
    ['a week unchanged', 'the numbness in my bum has not changed in a week', 'cauda-equina-saddle-numbness'],
    ['since a weekday', "my bum has been numb since Saturday and it hasn't changed", 'cauda-equina-saddle-numbness'],
    ['nothing changed since', 'wee keeps dribbling out since Monday, nothing has changed', 'cauda-equina-bladder'],
  ])('raises %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    ['years', 'numb patch on my bottom for 15 years, not changed in years, checked by neurology'],
    ['a decade', 'my chronic back ache has not changed in a decade, just want a physio'],
  ])('sets aside one unchanged for %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a strain told by the bracing it takes', () => {
  it.each([
    'every time I cough I have to grip the back of the chair',
    'she has to brace herself on the bed every time she sneezes',
    'I have to grab onto the door frame every time I cough',
  ])('raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each(['every time I sneeze I have to grab a tissue', 'I have to hold my little one every time I cough'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('round 22: a thought of hurting oneself in any way, with how often between', () => {
  it.each([
    'my back is so bad I think often to cut myself just to feel something else',
    'my son admitted he has thoughts of burning himself again since the surgery',
    'the nerve pain is relentless and I think sometimes to injure myself',
  ])('raises self-harm thoughts: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    'I often think I will hurt my back again lifting the kids',
    'I think I cut my finger on the tin lid, it is fine',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("round 22: a question's subject owned after it as 'mine' ('came off mine', 'in mine')", () => {
  it.each([
    [
      'is a crash on a motorbike a red flag? I came off mine on the A road this morning and my back is agony',
      'trauma-serious-accident',
    ],
    [
      'is a dull ache between the shoulder blades a worry? I get one in mine every night now, for a month',
      'cancer-between-shoulder-blades',
    ],
  ])('raises: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'is falling off a horse a red flag for the spine? my daughter came off hers but I came off mine years ago and was fine',
    'is an ache between the shoulder blades a red flag? my husband gets it in his but there is none in mine',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("round 22: 'in the past' that goes on to a recent time ('in the past couple of weeks') is recent", () => {
  it.each([
    'quick one about parking for my appointment, also a hard bump has come up on my spine in the past couple of weeks',
    'a new lump over my lower spine has come up in the past few days',
  ])('raises a new lump: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it('sets aside one told of the past: "a lump on my spine was removed in the past and all is fine now"', () => {
    expect(triageByRules('a lump on my spine was removed in the past and all is fine now')).toEqual([]);
  });
});

describe("round 22: hands that can't hold or grip whoever's cup or cutlery are clumsy hands", () => {
  it.each([
    'my grandad can not grip his cutlery since Tuesday and his neck is stiff',
    'booking query for my wife: she cannot hold her mug without spilling now and her neck is sore',
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });

  it('is no alarm: "my mum can\'t hold her breath for long, is that her asthma?"', () => {
    expect(triageByRules("my mum can't hold her breath for long, is that her asthma?")).toEqual([]);
  });
});

describe("round 22: 'is X a red flag?' then a child or relative who 'has had it since …' makes X theirs", () => {
  it.each([
    'is a sore back at night a red flag in children? my 9 year old has had it since half term and it wakes him most nights',
    "is back pain in little ones a worry? our daughter's had it for three weeks and it keeps her up at night",
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('child-back-pain-night-or-fever');
  });

  it.each([
    'is back pain in kids a red flag? my 7 year old had it for a week last year and it went away',
    "is night pain a red flag? I've had it for years, it's just how I am",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 22: a touch on the saddle not felt, told by what touches it', () => {
  it.each([
    'my husband says he can not properly feel the seat under his bottom since yesterday',
    "quick question about parking. also I can't really feel it against my bum when I sit on the loo",
  ])('raises saddle numbness: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });

  it('is no alarm: "I can feel the seat against my bum fine, it\'s just my knee that aches"', () => {
    expect(triageByRules("I can feel the seat against my bum fine, it's just my knee that aches")).toEqual([]);
  });
});

describe("round 22: a pain said 'very strong', and a strain 'made' or 'done' ('when I make cough')", () => {
  it.each([
    'my lower back is so strong painful when I do a sneeze, can I change my appointment?',
    'the ache in my spine gets much stronger when he makes a cough',
  ])('raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    'I feel so much stronger when I do a sneeze now, physio worked',
    'my core is much stronger now and my back is fine when I cough',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("round 22: a cause the patient only guesses at ('he reckons it's just …') explains nothing", () => {
  it.each([
    "dad has had chest pain going through to his back since lunch, he insists it's only a pulled muscle",
    "pain in my chest and upper back tonight, I'm hoping it's just a strained muscle from the gym",
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
  });

  it('is no alarm when a clinician names the cause: "my chest and back hurt, the GP says it\'s a pulled muscle from the gym"', () => {
    expect(triageByRules("my chest and back hurt, the GP says it's a pulled muscle from the gym")).toEqual([]);
  });
});

describe("round 22: a spine said to be 'getting much worse' is a spinal pain", () => {
  it.each([
    "I'm on methotrexate for my arthritis and my neck has been getting a lot worse",
    'he is on chemo and his lower back is getting steadily worse',
  ])('raises infection risk: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });

  it('is no alarm: "my knee has been getting worse but my back is fine"', () => {
    expect(triageByRules('my knee has been getting worse but my back is fine')).toEqual([]);
  });
});

describe('round 22: not being here any more, told as better or as a wish', () => {
  it.each([
    "my dad keeps saying he's better off not around any more",
    'this constant pain makes me want to not be alive',
    'my son says he would be better off not alive',
  ])('raises self-harm thoughts: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    "my husband thinks he'd be better off not here for the holiday, he wants to go away",
    'she would be better off not around the kids while she has a cold',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 22: a sudden headache told by a head that splits, by a pain beyond anything, or claimed after a question', () => {
  it.each([
    'my wife says her head suddenly felt like it was splitting, the worst pain of her life',
    'out of nowhere my head hurts more than anything ever',
    "is a sudden headache a red flag? I've just had one come on like an explosion",
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('sudden-severe-headache');
  });

  it.each([
    'my head is splitting after the party last night, normal hangover',
    'is a migraine a red flag? my mum had one come on years ago and it was fine',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 22: an overdose told as far more than prescribed, or as counted doses crowded together', () => {
  it.each([
    'my husband took far more oramorph than the pharmacist said and is very sleepy',
    'I had way more pregabalin than I was prescribed this morning',
    'my dad had two doses of morphine back to back today',
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'I take my codeine and paracetamol close together, is that ok?',
    'I take two doses of ibuprofen a day, can I take them close together?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 22: at the edge of a railway platform is at the edge of a height', () => {
  it('raises: "my brother just texted that he is sitting at the edge of the platform right now"', () => {
    expect(triageByRules('my brother just texted that he is sitting at the edge of the platform right now')).toContain(
      'self-harm-immediate-danger',
    );
  });

  it('is no alarm: "the train platform had no lift so I had to use the stairs, my back is fine"', () => {
    expect(triageByRules('the train platform had no lift so I had to use the stairs, my back is fine')).toEqual([]);
  });
});

describe("round 22: a weight told as how far down or lighter ('down 6 kilos', '2 stone lighter')", () => {
  it.each([
    'my dad is down 6 kilos, not trying, and his back is sore',
    "I'm 2 stone lighter than in the summer without dieting and my back aches every day",
  ])('raises weight loss: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it.each([
    'carried 20kg down the stairs and hurt my back',
    "I'm down 10kg on slimming world, so pleased, back is better",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 22: tablets taken with a lot to drink are an overdose', () => {
  it.each([
    'my dad mixed his sleeping pills with loads of whisky last night and is hard to rouse',
    'she washed her tramadol down with a bottle of wine',
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'I mixed my drinks last night, lots of beer and wine, back hurts',
    'I mixed my naproxen with a glass of wine, is that ok?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("round 22: 'mine has been doing it' claims what the question named", () => {
  it('raises: "is it normal for your back to hurt when you sneeze? mine has been doing that for a month"', () => {
    expect(
      triageByRules('is it normal for your back to hurt when you sneeze? mine has been doing that for a month'),
    ).toContain('cancer-pain-on-straining');
  });

  it('is no alarm: "is it bad if your back hurts when you cough? mine did that years ago, fine now"', () => {
    expect(triageByRules('is it bad if your back hurts when you cough? mine did that years ago, fine now')).toEqual([]);
  });
});

describe('round 22: false alarms on ordinary messages', () => {
  it.each([
    ['the clinic’s own class told to it', 'both legs feel like jelly after your spin class this morning, loved it'],
    ['a session of ours', 'my legs were heavy after our circuits session, both of them'],
  ])('sets aside legs spent after %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'both my legs turned to jelly when I read the quote for the scan',
    'his legs went to jelly as he heard the news',
  ])('sets aside legs gone to jelly at a sight or news, said loosely: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it('still raises legs gone to jelly on standing, or numb after a shock', () => {
    expect(triageByRules('both legs went to jelly when I stood up and I fell')).toContain('cauda-equina-both-legs');
    expect(triageByRules('my legs went to jelly when I saw the bill and now both legs are numb')).toContain(
      'cauda-equina-both-legs',
    );
  });

  it('still raises legs numb after the clinic’s class', () => {
    expect(triageByRules('both my legs have gone numb after your spin class')).toContain('cauda-equina-both-legs');
  });

  it.each([
    'read in a facebook post that wetting yourself with back pain means surgery, is that right?',
    'someone on reddit said a numb bottom is an emergency and I saw on youtube the same, is it?',
    'watched on instagram that night pain means cancer, is that scaremongering?',
  ])('sets aside a claim seen online: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'saw on tiktok that numb bum = emergency and my bum has been numb since Sunday',
    "I saw on facebook that a numb bum is an emergency. Mine's gone numb today",
    'I was on tiktok when my legs went numb, both of them',
  ])('still raises the writer’s own symptom beside a claim seen online: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });

  it.each([
    'we saw a programme about people who lose control of their bladder after a slipped disc, how common is that?',
    'I watched a documentary about suicide among farmers, do you have leaflets for our village hall?',
  ])('sets aside what a programme is about: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'watched a documentary on suicide last night and now I keep thinking about killing myself',
    'watched a tv programme about back pain and now both my legs are numb',
  ])('still raises the writer’s own after a programme: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });

  it.each([
    'my mum had a heart attack which initially felt like pain between her shoulder blades, what should I look out for myself?',
    'my brother had a stroke that began with a bad headache and numb arm, is that something that runs in families?',
  ])('sets aside a relative’s past event told by how it first showed: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My dad had a heart attack that started as back pain and now he has chest pain and back pain again',
    'I had a heart attack that started as back pain, now my chest hurts and I am sweating',
  ])('still raises what is new, or the writer’s own: "%s"', (message) => {
    expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
  });
});

describe('round 24 readings of reports told once in a long history (r24a)', () => {
  it.each([
    'Long story, I have had a dodgy back since my twenties. Since the spring I have shed nearly a stone without altering anything, which is odd. Anyway, do you do pilates?',
    'I went down 6 kg over the summer without doing a single thing differently, and my hips ache a bit.',
  ])('reads every wording of a weight lost with no reason given as unexplained: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it.each([
    'I lost a stone on a calorie plan last year, and since then my back has been fine without changing anything else.',
    'My weight is steady without changing anything, but my knee clicks',
  ])('still sets aside a weight lost for a reason: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-weight-loss');
  });

  it.each([
    'I had bowel cancer treated in 2016 and I have been clear since. Lately there is a steady ache in my upper to mid back that will not shift.',
    'Prostate cancer a few years back, all done. For a fortnight now a dull ache higher up in my back, could you see me?',
  ])('reads a spinal pain placed by a stretch of the spine or by how high it sits: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
  });

  it.each([
    'My aunt had breast cancer; my upper and lower back feel fine, it is my knee that aches.',
    'I had cancer years ago. I carry the shopping higher up my back in a rucksack now and it is fine.',
  ])('still reads no spinal pain where the spine is well: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My grandad is 80 and has had a stiff neck for decades. Since the summer he has had a nagging ache in his back, and my aunt and I think he has lost a lot of weight, his trousers hang off him.',
  ])('gives "he" to the last relative who can be a he, not to a woman named since: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it.each(['My boy is 9. Over half term my wife and I have noticed he wakes every night with pain in his lower back.'])(
    'and a child\'s symptom stays the child\'s: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('child-back-pain-night-or-fever');
    },
  );

  it.each([
    'My husband has had a sore back since he moved the sofa, and my mum thinks she has lost a bit of weight.',
    'My mum has had back ache since she did the decorating; my nephew says he has lost a lot of weight.',
  ])('still keeps apart what two people have: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Bit of background: two discectomies, the last in 2019, and years of physio. What is new since October is that my back catches badly whenever I sneeze.',
    'I have been on your books for ages with my neck. Lately it catches every time I cough, like a hook in it.',
  ])('reads a pain that catches on a strain as pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    'Since I lifted the new mattress upstairs, my back catches when I cough. It eases a bit more each day.',
    'My daughter catches every cold going and her cough keeps us all up, though my back is fine.',
  ])('still sets aside a strain with its lift, and a cold caught: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My husband has had a bad back since the nineties. This week he has been shivery with a high temperature and his back is far more sore than it normally is.',
    'Long-time patient here, lumbar fusion in 2012. Since Sunday I have felt really poorly, no appetite, and my back feels a lot more painful.',
  ])('reads a spine told as more painful than before as a spinal pain now: "%s"', (message) => {
    expect(triageByRules(message).some((entry) => entry.startsWith('infection-'))).toBe(true);
  });

  it.each(['My back is no more painful than it was after the op, and I feel well in myself.'])(
    'still reads a spine no more painful as no new pain: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );

  it.each([
    'Years of desk work behind me. My partner spotted a hard lump on my mid back a month ago and it looks bigger now.',
    'I have had physio with you twice. One month ago I found a swelling on my spine, and it has not gone down.',
  ])('reads "a month ago" as recent, like "weeks ago", not as long ago: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each(['I showed my GP a swelling on my lower back months ago and she was not worried. Do you sell lumbar rolls?'])(
    'still reads "months ago" as long ago: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );

  it.each([
    'Old disc trouble, nothing new there. But having sex with my husband on Friday I realised I had lost all feeling, which has never happened.',
    'my back flared on Monday. when we were in bed, during intercourse with my girlfriend yesterday evening, I had no sensation whatsoever',
  ])('reads a loss of feeling told after sex and with whom: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-sexual-function');
  });

  it.each(['During sex with my husband I have not lost any feeling, it is just my back that aches afterwards.'])(
    'still reads a loss of feeling denied as none: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );

  it.each([
    'My sister is 40 and has had a bad back for years. Today she lost her balance twice walking to the shop and her legs keep giving way.',
    'My nan has osteoporosis and she lost her balance getting out of the bath, now her mid back hurts.',
  ])('reads "lost her balance" as her own loss, not a death told: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });

  it.each([
    'Grandma had secondary cancer in her spine and we lost her. She could not walk at the end. Should I get checked?',
    'My mum had myeloma and we lost her in the spring; she had terrible back pain. Is it inherited?',
  ])('still reads a relative lost as a death told: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My nan has osteoporosis. She lost her footing on the patio this morning and now her back is really sore.',
    'I have brittle bones from steroids, and on Tuesday I plonked down really hard onto a kitchen stool. My lower back has hurt ever since.',
  ])('reads a hard sit-down or a lost footing as a fall: "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-fragile-bones');
  });

  it.each(['I have osteoporosis and sit on a hard chair at work; is a cushion a good idea for my back?'])(
    'still reads sitting on a hard chair as no fall: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );

  it.each([
    'Sorry, long one. My stepdaughter is 16 and has been low since her back op. Tonight she has smashed her head against the wall twice and will not come out of her room.',
  ])('reads a head smashed against a wall as self-harm now: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    'I slipped on the wet floor and smashed my head against the door, now my neck is stiff. Do I need an X-ray?',
  ])('still reads a head smashed in a fall as an accident: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('self-harm-immediate-danger');
  });

  it.each([
    "My mum has a crumbling spine and two fractures. On the phone tonight she told me that if her back doesn't get better she'd rather be dead.",
    "Three operations on my neck since 2015 and I'm worn out. If this doesn't get any easier I'd be better off dead.",
  ])('reads a negation inside an "if" condition as the condition\'s, not the thought\'s: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    'If my back does not improve I will ask for a scan. I am not suicidal, just fed up with it.',
    'I do not want to die if I can help it, so should I worry about this numb toe?',
  ])('still reads a thought denied as none: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('self-harm-thoughts');
  });

  it.each([
    'Grandpa is 84, stooped for years, prostate op in 2016. Lately he clutches his lower back and swears under his breath whenever he sneezes.',
  ])('reads a spine gripped on a strain with more told between: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each(['He grabs his back pack and heads off to school whenever I cough, he hates germs.'])(
    'still reads a bag grabbed as no pain: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );

  it.each([
    "Dad is 86 with a long history of back trouble. He got in a muddle with his pill organiser and has swallowed both today's and tomorrow's tablets, his oxycodone among them.",
    'Years of sciatica, on gabapentin since 2020. Tonight I realised I have taken three days worth of it since lunchtime by mistake.',
  ])('reads two or more days of medicine taken at once as an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'I took two days off work for my back and the tablets from the GP are helping.',
    "Should I take both today's and tomorrow's physio exercises in one go if I miss a day?",
  ])('still reads days off and exercises as no overdose: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Mum is 90 with a crumbly spine and lives alone. Her neighbour found she had drunk some of the weedkiller from the shed, she mistook it for her medicine.',
  ])('reads a poison mistaken for someone\'s medicine as a poisoning: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'My daughter swallowed her antibiotics this morning without any trouble; can she have ibuprofen for her back as well?',
  ])('still reads someone\'s own medicine taken as no poisoning: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My flatmate has had sciatica for two years and lost his job over it. He has just messaged to say he is on the railway bridge and he loves us all.',
  ])('reads someone said to be on a bridge now, with a goodbye, as in danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each(['I was on the bridge over the river when my back went into spasm last week; can I still walk the dog?'])(
    'still reads a bridge in a past mishap as no danger: "%s"',
    (message) => {
      expect(triageByRules(message)).not.toContain('self-harm-immediate-danger');
    },
  );

  it.each([
    'Neck trouble since 2017, seen by your physio. This week has been awful and I have been getting through about twelve paracetamol a day on top of my other tablets.',
  ])('reads more paracetamol a day than a day\'s most as an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'The leaflet says no more than eight paracetamol a day; is it the same for co-codamol?',
    'I take 8 paracetamol a day as the GP said, is that safe long term with my back?',
  ])('still reads many tablets, or a day\'s most, as no overdose: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 24: idioms that borrow a symptom’s words (tension in knots, a treatment kicking in)', () => {
  it.each([
    'Work has been relentless this quarter and my neck and upper back are tied up in knots from the stress of it. Is a sports massage or acupuncture better for tension like that?',
    'I have osteoporosis and my back has ached for years; now the new tablets have kicked in it is much easier. Can I do Pilates?',
  ])('sets aside the idiom: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I have osteoporosis and was kicked in the back yesterday, now my back is agony',
    'I have osteoporosis and got kicked in the back by my grandson, now my back is agony',
    'I have a hard knot in my back that is getting bigger',
  ])('still raises a blow or a growing lump: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('round 24: years given to a sign by a later clause that points back at it', () => {
  it.each([
    'I get a dull ache between my shoulder blades most evenings, and have done for fifteen years; a hot bath sorts it. Any stretches you would suggest?',
    'I take a biologic for my psoriasis. My lower back is stiff first thing and loosens up once I get going, which is how it has always been. Is aqua aerobics OK for me?',
    'There is a nagging soreness between my shoulder blades most days, which has been the case for about twelve years. Can a physio help?',
  ])('sets aside a state of long standing: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I have had an ache between my shoulder blades, which has been there for years, but now it wakes me at night and I have lost a stone',
    'I take steroids and my back has been agony, which has been the case for years, and now I have a fever',
    'pain between my shoulder blades for the last three weeks, which has never been the case in all my years',
    'My legs have gone weak and wobbly since yesterday, and I have had back pain for years',
    'I have had an ache between my shoulder blades, and have done for years, and it is getting worse',
  ])('still raises what is new, changing or told on its own: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('round 24: a relative’s event followed by a recovery that took time is their story', () => {
  it.each([
    "My grandad fell off a ladder and broke his back. He's up and about again after months of rehab and wants to know if you run balance classes.",
    'My sister was thrown from her horse and fractured her spine. She has made a full recovery and is asking about Pilates.',
  ])('sets aside the story: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "My dad came off his motorbike this morning and hurt his back. He's walking again after a bit of physio.",
    'My brother broke his back in a crash. He made a good recovery but since yesterday he can’t feel his legs.',
    "My mum fell down the stairs and hurt her back. She's recovering well but can't stand up straight.",
    'I fell off a ladder and broke my back. I have made a full recovery but my legs are numb today.',
  ])('still raises what is new, going on or the writer’s own: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('round 24: a relative left with lasting damage (‘now has permanent …’) is their long-standing condition', () => {
  it.each([
    'My uncle was in a car crash in his forties and now has permanent weakness in both legs. I’ve got mild lower back pain from gardening, should I worry?',
    'My dad had spinal surgery that went wrong and he now has permanent numbness down below and bladder trouble. What should I look out for in myself?',
  ])('sets aside the relative’s lasting damage: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My dad’s legs have gone numb since this morning and he says it might be permanent',
    'My husband now has numbness down below and can’t pee, he had a permanent catheter removed last year',
    'My mum has permanent nerve damage from diabetes but today she has wet herself and can’t feel her bottom',
  ])('still raises what is new: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('round 24: a fear the writer talked themselves into names conditions, not symptoms', () => {
  it.each([
    'Ten days ago I put my lower back out moving boxes and it is slowly improving. I have been on Google and I’ve frightened myself silly with cauda equina and cancer. Nothing numb, bladder fine, eating normally. Am I overthinking it?',
    'Back twinged after the school run and I’ve worked myself up about cancer from reading forums. I sleep well and my weight is the same. Is it worth a check?',
  ])('sets aside the fear: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I’ve scared myself silly with cauda equina because I can’t feel my bum on the toilet seat',
    'I’ve frightened myself with cancer stories, and now I’ve found a lump on my spine that is getting bigger',
    'scared myself silly about cauda equina, my legs are both numb and I wet myself this morning',
  ])('still raises the writer’s own sign told beside it: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('round 24: suicide as a subject of care or study (screening for its risk, prevention) is no thought', () => {
  it.each([
    "I'm a practice manager writing our new pain clinic policy and I'd like to see how other clinics screen for suicide risk in people with long-term pain. Could you share your process?",
    "As a new GP partner I'm reviewing how our surgery assesses for suicide risk when patients come in with chronic back pain. Do you have a template you use?",
  ])('sets aside the subject: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I was screened for suicide risk by my GP last year and now I keep thinking about ending it all',
    'the pain is so bad I’ve been researching suicide methods',
    'I volunteer for a suicide prevention charity but tonight I have a plan to kill myself',
  ])('still raises a thought told beside it: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('round 24: an event dated in the past and told by how it first showed is a story, the writer’s too', () => {
  it('sets aside the dated story', () => {
    expect(
      triageByRules(
        "I had a brain bleed in 2016 which began with a sudden, severe headache. I've recovered well and now want help with an old shoulder niggle.",
      ),
    ).toEqual([]);
  });

  it.each([
    "I had a heart attack in 2019 which started as back pain, and now I have the same pain in my chest and I'm sweating",
    'I had a stroke in 2018 that started with a sudden severe headache. This morning I got the same sudden worst headache of my life',
    "Had a heart attack last year that I put down to indigestion, today my chest is crushing and I'm clammy",
  ])('still raises what is new: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('round 24: a condition named for the operation that treated it is no sign of it', () => {
  it('sets aside the operation’s name', () => {
    expect(
      triageByRules(
        "I've had back ache since my cauda equina operation in 2016, but I'm well in myself. Is swimming OK?",
      ),
    ).toEqual([]);
  });

  it.each([
    'I had cauda equina surgery in 2017 and since yesterday I can’t feel my bum and I’ve wet myself',
    'I think I have cauda equina, my back is agony',
    'Had my cauda equina op last month and now I can’t pee again',
  ])('still raises a sign, or a fear of having it: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('round 24: a ride or a posture held for hours accounts for an upper-back ache', () => {
  it('sets aside the ache a ride brings on', () => {
    expect(
      triageByRules(
        "I'm a club cyclist and after long rides my upper back aches from being in the same position. Should I get a bike fit?",
      ),
    ).toEqual([]);
  });

  it.each([
    "after a long ride today I've got tearing pain between my shoulder blades and I feel faint",
    "pain between my shoulder blades since a ride last week, it wakes me every night and I've lost weight",
    "I'm riding my bike and suddenly there is a crushing pain in my chest going through to my back and I'm sweating",
  ])('still raises the heart’s, the aorta’s or cancer’s signs beside it: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('round 24 (older false alarms): a relative’s past event told by how it began, and that they are well now', () => {
  it.each([
    "Grandad had a heart attack which started with an ache in his back, he's well now. Can I still lift weights?",
    'Uncle had a stroke that started as a thumping headache, he is fine now. Is it in the genes?',
  ])('sets aside the story: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "Grandad had a heart attack which started with an ache in his back, and now he's got chest pain again",
    'Grandad had a heart attack that started as back pain, he was fine but now his chest hurts and he is sweating',
  ])('still raises what is new of them: "%s"', (message) => {
    expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
  });
});

describe('round 24 (older false alarms): a relative who had fragile bones, told with the break it ended in', () => {
  it.each([
    "Nan had brittle bones and fractured her spine lifting a bag, I'd like to avoid the same, what should I eat?",
    'Great-aunt had osteopenia and cracked a vertebra reaching for a shelf. Does it run in families?',
  ])('sets aside their story: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My nan had osteoporosis and broke her back bending over yesterday',
    'My mum has osteoporosis and broke her back bending over',
  ])('still raises a break dated now, or told of a condition they have: "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-fragile-bones');
  });
});

describe('round 24 (older false alarms): suicide or self-harm as what a question asks to recognise, or a clinic screens for', () => {
  it.each([
    'As a youth worker I need to know the warning signs of suicide in teenagers with long-term pain, any resources?',
    "What are the early signs of self harm? I'm a new foster carer and want to be ready",
    'Does your physio team screen for suicidal thoughts at the first appointment?',
  ])('sets aside the topic: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'What are the warning signs of suicide? My partner keeps saying she wants to kill herself',
    'My dad is showing signs of suicide, he has been giving his things away',
    'how would I spot signs of self harm, my son has been cutting himself',
  ])('still raises a report beside the question: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('round 24 (older false alarms): an extra dose a pharmacist or clinician said was fine', () => {
  it.each([
    'Had an extra co-codamol by accident on Sunday, the pharmacist told me it was ok. Is it fine to carry on as normal?',
    'Accidentally took my naproxen twice this morning. The 111 nurse said it is safe, is my session tomorrow ok?',
  ])('sets aside the checked dose: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Took my co-codamol twice by mistake, the pharmacist said go straight to A&E',
    'Had double my morphine by accident, pharmacist said it was fine but now I can barely keep my eyes open and my breathing is slow',
    'my son drank something from the shed that turned out to be weedkiller, he says he feels ok',
  ])('still raises a dose not said to be fine, or one told as still acting: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe('round 24 (older false alarms): a fall from standing, or from one’s own height, is no fall from a height', () => {
  it.each([
    'I tripped and had a fall from standing in the garden, sore hip but walking fine. Should I rest?',
    'He fell from his own height in the kitchen yesterday, just a bruise on his elbow, he is fine',
  ])('sets aside the low fall: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['trauma-fragile-bones', 'Nan had a fall from standing this morning, she has osteoporosis and her back is agony'],
    ['trauma-serious-accident', 'fell from the scaffolding at work and my back is agony'],
  ])('still raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('self-harm seen by a parent: cuts or burns kept hidden, or unexplained', () => {
  it.each([
    'she hides fresh cuts on her wrists under her sleeves all the time now',
    'my son has burns on his thighs that he keeps hidden from us',
    'our 14 year old has unexplained cuts on her arms',
  ])('raises self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    'I put plasters over the cuts on my hands from the brambles',
    'I hide the cuts on my hands from gardening when I go out',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("round 28: a form's question answered no after a dash or a colon", () => {
  it.each([
    'intake sheet: fever - no, numb groin - no, bowel accidents: no. My neck clicks when I turn',
    'checklist for my son: night sweats – no, weight loss — no. Just a sore back after rugby',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['cancer-night-pain', 'back pain at night - no sleep for a week now, it keeps waking me'],
    ['cauda-equina-saddle-numbness', 'numb groin: no feeling at all since this morning and my back is agony'],
  ])('still raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("round 28: the writer's animal is the vet's patient", () => {
  it.each([
    "Our old labrador can't use his back legs and he's wetting himself, the vet wants an MRI. Any dog physio nearby?",
    'my cat has gone off her food and is incontinent, poor thing. Anyway, can I book my neck massage?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['cauda-equina-saddle-numbness', 'was walking my dog, suddenly numb saddle area and my back is killing me'],
    ['cauda-equina-bladder', 'our spaniel is fine but my husband has lost control of his bladder with his bad back'],
  ])('still raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('round 28: a disease named bare as a guess is a worry, not a history', () => {
  it.each([
    'Had a sore upper back after tennis and I thought lung cancer right away. Do I need a check?',
    'I get health anxiety. My lower back ached after a long walk and I feared bowel cancer. Should I see someone?',
    'My back ached after squash and I assumed a tumour. Should I get a scan?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['cancer-history-new-spinal-pain', 'I thought the cancer had gone but now my lower back really hurts'],
    ['cancer-history-new-spinal-pain', 'had kidney cancer, thought my cancer was beaten, now a new ache in my spine'],
  ])('still raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('round 28: a question about a group of patients is general', () => {
  it.each([
    'Are back pain sufferers more likely to have suicidal thoughts?',
    'How common is bladder retention in spinal surgery patients? Writing an essay for my nursing course.',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['self-harm-thoughts', "Other patients on my ward seem fine but I've been having thoughts of ending it"],
    ['self-harm-thoughts', 'patients like me with chronic pain, do we get suicidal thoughts? because I do'],
    ['cancer-history-new-spinal-pain', 'prostate cancer patient here, a new ache low in my back this fortnight'],
  ])('still raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("round 26: a pain told only as 'it' or 'the pain', its place named just before", () => {
  it.each([
    ['cancer-night-pain', "My back has been bad for ages. It's worse when I lie down and wakes me up."],
    ['cancer-night-pain', "I've had neck pain for years. It doesn't ease when I rest and it's worse at night lately"],
    [
      'cancer-night-pain',
      "my back's grand at the desk, but the second I lie down it's aching and I'm awake half the night",
    ],
    [
      'infection-fever',
      "Disc trouble in my neck since 2020. This week the pain has worsened and I've had a temperature of 38.6",
    ],
  ])('raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    "my knee has been bad for ages. It's worse when I lie down and wakes me up.",
    "I've had neck stiffness for years. It eases when I rest and I sleep fine",
    'Disc trouble in my neck since 2020, all fine now. I had a temperature of 38.6 with flu last week',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 26: unwell told of oneself as a whole', () => {
  it.each([
    'my lower back is sore and I feel a bit rough in myself',
    "my back hurts and I've not been right in myself this week",
    "his back aches and he's just not right in himself",
  ])('raises infection-feeling-unwell: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-feeling-unwell');
  });

  it.each(['my back aches but I feel well in myself', 'she has a sore back but is fine in herself'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('round 26: one’s death told as going unnoticed, with died rather than was dead', () => {
  it.each([
    'honestly nobody would care if I died tomorrow, this back pain has taken everything',
    'would anyone even notice if I died? some days I wonder',
  ])('raises self-harm-thoughts: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each(['nobody would notice if I was gone for a week on holiday, can I book physio for when I am back?'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('round 26: a goodbye sent, and no answer since', () => {
  it.each([
    "my sister sent me a message saying goodbye and she isn't answering her phone",
    'he rang to say goodbye and now his phone is off',
    "my son messaged to say goodbye and sorry, now he isn't picking up",
  ])('raises self-harm-immediate-danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    'my daughter texted goodbye from the airport, flight to Spain, can I book a back massage?',
    "she sent me a text saying goodbye before her flight and she's answering from the lounge, anyway my neck is stiff",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("round 26: 'weight' lost is no lift of weights", () => {
  it.each([
    'I have lost weight and it hurts my back when I sneeze',
    "she's lost weight and her back hurts when she coughs",
  ])('raises both weight loss and pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toEqual(expect.arrayContaining(['cancer-weight-loss', 'cancer-pain-on-straining']));
  });

  it.each(['my back hurts when I cough since lifting weights at the gym'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 26: the night told first, then the pain or the spine', () => {
  it.each([
    'at night my neck pain is dreadful',
    'in the night my back it is very big pain, night time it is so painful',
    'from 2am my lower back is aching and I have to get up',
    'the ache in my back gets me up at 5 most days',
  ])('raises cancer-night-pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'at night the house is big and quiet, my back aches a little after work',
    'in the night the baby is awful, my back is sore from carrying her',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 26: any strain at all and the spine hurts; the toilet strain told after going', () => {
  it.each([
    'any cough and my neck lights up, it has been like that a month',
    'Mum says her back catches when she goes to the toilet and pushes',
  ])('raises cancer-pain-on-straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    'one sneeze and the dog went mad, my back is ok though',
    'every sneeze and the cat goes running, my back ache is from gardening',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("round 26: a multiple of one's own dose", () => {
  it.each([
    'my dad has had 3 times his oxycodone today and he is very drowsy',
    'mum has had four times her usual dose of tramadol, she is confused',
  ])('raises overdose-or-poisoning: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'I take my naproxen 2 times a day with food, my back is stiff',
    'the GP gave me twice the dose of gabapentin after review, is that right for my back?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 26: a means at hand, on the line, or a farewell unanswered', () => {
  it.each([
    'I have the tablets here and I will take them all when everyone sleeps',
    "i've got the blade in my hand and i can't go on",
    'i am stood on the railway line right now',
    "my brother messaged the family group 'love you all' and now his phone is off",
  ])('raises self-harm-immediate-danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    'my tablets are right here on the side, can I take ibuprofen with them for my back?',
    'standing on the line at the bar my back seized',
    "mum texted goodbye from the ferry and there's no reply, the signal at sea is rubbish",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
