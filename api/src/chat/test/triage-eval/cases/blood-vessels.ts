/*
 * The aorta and the lungs' blood vessels: aortic dissection, a leaking aortic aneurysm and a pulmonary embolism,
 * each often felt in the back (aortic-dissection, aortic-aneurysm-leak, pulmonary-embolism).
 * Sources: NHS.UK aortic dissection (sudden severe chest or upper back pain, "tearing" or "ripping", spreading to
 * the neck, arms or back), NHS.UK abdominal aortic aneurysm (sudden severe tummy or lower back pain, dizziness,
 * sweaty clammy skin, fast heartbeat, fainting; a pulsing feeling in the tummy), NHS.UK pulmonary embolism (sudden
 * breathlessness, chest or upper back pain worse on breathing in, coughing up blood; after an operation, a long
 * journey, pregnancy, or with a swollen painful calf) and NHS.UK DVT. No real person's message.
 */
import { reporting, type TriageCase } from '../triage-case';

const AORTIC_DISSECTION = reporting('aortic-dissection', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'tearing pain in my back going through to my chest',
  // Written for this set.
  'sudden ripping pain in my back between my shoulder blades',
  'tearing pain in my chest going through to my back, it came on all at once',
  "worst pain I've ever had, came from nowhere, like something ripping in my back",
  'sudden severe pain in my upper back like being stabbed',
  "a sudden tearing feeling in my chest that's moved round to my back",
  "I have Marfan's and I've suddenly got a severe pain in my back",
  'Sudden onset tearing interscapular pain',
  'sudden teering pain in my back',
  'sudden rippin pain in my back omg',
  'sudden sharp tearing pain between my shoulder blades',
  'my husband has suddenly got a terrible tearing pain in his back and chest',
  'sudden agonising pain in my chest and back, and I feel faint',
  'felt a rip in my back and now the pain is unbearable and moving',
  'the pain came on instantly, severe, chest and back, it feels like tearing',
  'my dad has high blood pressure and has just got a sudden severe pain in his back like it is being torn',
  "it's like a knife through my chest to my back, it started suddenly a few minutes ago",
  'sudden excruciating pain between my shoulder blades that is moving down my back',
  'I suddenly felt something tear in my chest',
  'sudden severe back pain with a ripping feeling',
  'out of nowhere, terrible tearing pain in my upper back, I feel faint',
  'my mum has a sudden severe pain in her back and says it feels like ripping',
  'very sudden, very severe pain in my chest and back, and my arm has gone weak',
  "sudden stabbing pain in my back going down towards my tummy, it's tearing",
  "Hi, I was going to ask about my appointment on Friday, I'm seeing the surgeon about my neck (I have a " +
    "prolapsed disc at C6). I wanted to check if I can bring my MRI on a USB stick. Also I'm not sure if I should " +
    'still come because about twenty minutes ago, while I was unloading the dishwasher, I got a sudden pain in my ' +
    "upper back like something ripped, between my shoulder blades, and it's really severe, far worse than the neck " +
    "ever was. I've sat down. I'm 68 and I have high blood pressure. Will it matter for Friday?",
]);

const AORTIC_ANEURYSM_LEAK = reporting('aortic-aneurysm-leak', [
  'sudden severe pain in my tummy and lower back and I feel faint',
  "I have an aneurysm they're keeping an eye on and now my back hurts badly and I feel dizzy",
  'sudden agony in my lower back and stomach, I am clammy and lightheaded',
  'I can feel a pulsing in my tummy and my back hurts',
  'my husband has sudden bad pain in his stomach and back and has gone pale and sweaty',
  'sudden severe low back pain and I nearly fainted',
  'Known AAA, sudden abdominal and back pain with presyncope',
  'sudden pain in my tummy and back, feel fant and dizy',
  'sudden bad pain tummy n back feel like im gonna pass out',
  "sudden severe abdominal pain going through to my back and I'm dizzy and clammy",
  "Dad's on the aneurysm surveillance list and now has sudden back pain and looks grey",
  'a pulsating lump in my belly and back pain',
  "sudden tummy pain going through to my back, my heart's racing and I feel faint",
  "I've got a throbbing in my stomach like a heartbeat and my back is agony",
  'my grandad has collapsed with back and stomach pain',
  'sudden severe pain in my belly and back, cold and sweaty',
  "sudden lower back pain that's the worst I've had, I feel dizzy and sick",
  'I feel faint and have a sudden severe pain in my lower back and side',
  "sudden tummy and back pain and I've gone clammy",
  'my lower back pain came on suddenly and I fainted',
  "I was told I have a 5cm aneurysm and now there's sudden pain in my back",
  "severe sudden pain in my abdomen and back, I feel like I'm going to pass out",
  "my dad's stomach and back pain came on suddenly, he's pale and can hardly stand",
  "Hello, I'm typing for my husband, he's 74. He's had lower back trouble for years from his days on the " +
    "building sites and he's due to see the surgeon in a fortnight about his stenosis. I've a question about the " +
    "consultation fee. But this afternoon he's come over all funny, he had a sudden bad pain low in his back and " +
    "into his tummy, much worse than his usual, and he's gone pale and sweaty and says he feels faint. He's lying " +
    'on the sofa. He had a scan for an aneurysm a few years ago, they said it was small.',
]);

const PULMONARY_EMBOLISM = reporting('pulmonary-embolism', [
  'sudden breathlessness and pain in my upper back when I breathe in',
  "I had back surgery 2 weeks ago and now I'm short of breath with chest pain",
  'coughing up blood and my chest hurts',
  "my calf is swollen and painful and now I'm breathless",
  "after a long flight my leg is swollen and now I'm struggling to breathe",
  "sharp pain in my back when I take a deep breath, and I'm out of breath",
  "I'm suddenly really short of breath and my chest hurts when I breathe in",
  'Pleuritic chest pain and haemoptysis after spinal surgery',
  'sudenly cant breath and pain in chest wen i breath in',
  'cant catch my breath n coughin up blood',
  "I'm coughing up blood and have sharp chest pain when I inhale",
  "Mum had her hip done last week and now she's breathless and her leg is swollen",
  "I've got a red, swollen, hot calf and now a pain in my chest",
  'since my operation I get breathless walking to the loo and my back hurts when I breathe',
  "pain under my shoulder blade that's worse breathing in and I'm panting",
  "I'm on the pill, my calf is swollen and now I'm suddenly breathless",
  "I'm 5 days after surgery and suddenly can't get my breath",
  'chest pain worse when I breathe, heart racing, just flew back from Australia',
  'I coughed up blood this morning and my upper back hurts when I breathe',
  'my wife is breathless and has pain in her chest when she breathes, she had a baby 2 weeks ago',
  'since the drive back from Spain my calf aches and now I am breathless',
  'sudden breathlessness after my back op',
  'stabbing chest pain on breathing in, and my leg is swollen',
  "Hi, I had a two-level fusion with your team nine days ago and I'm home now, recovering well on the whole. " +
    'Two questions: when can I have a bath rather than a shower, and is it normal for the scar to feel numb? The ' +
    "other thing, which is probably nothing, is that since this morning I've had a sharp pain under my right " +
    "shoulder blade that catches when I breathe in, and I'm puffed out just walking to the kitchen, which I " +
    "wasn't yesterday. My left calf has been a bit achy too but I assumed that's from lying about.",
]);

export const BLOOD_VESSELS_CASES: readonly TriageCase[] = [
  ...AORTIC_DISSECTION,
  ...AORTIC_ANEURYSM_LEAK,
  ...PULMONARY_EMBOLISM,
];
