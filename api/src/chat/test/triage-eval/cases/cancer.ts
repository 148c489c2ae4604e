/*
 * Cancer: a history of cancer with new spinal pain or with nerve symptoms, unexplained weight loss, night pain, pain
 * between the shoulder blades, a lump or a change in the back's shape, pain on coughing, sneezing or straining
 * (the cancer-* entries).
 * Sources: NICE NG234 (spinal metastases and metastatic spinal cord compression, 2023: pain in the thoracic or
 * cervical spine, progressive or night pain, pain on straining, in anyone with a cancer history), NHS.UK back pain
 * ("see a GP urgently if you have back pain and weight loss you cannot explain, a lump or swelling, a change in
 * shape, pain that does not improve after rest or is worse at night, pain when you cough, sneeze or poo, pain high
 * in your back between your shoulder blades"), NICE NG59. Written as patients, partners and grown-up children
 * write. No real person's message.
 */
import { reporting, type TriageCase } from '../triage-case';

const HISTORY_NEW_SPINAL_PAIN = reporting('cancer-history-new-spinal-pain', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'My father had lung cancer and now his back really hurts',
  'I have myeloma and new back pain',
  'finished chemo in spring, now aching spine',
  'Had kidney cancer, new pain in my lower back',
  'I had breast cancer five years ago and now have new back pain',
  'Prostate cancer survivor here, new pain in my upper back',
  'I was treated for lymphoma last year and my spine is aching',
  'My dad has myeloma and his back is really sore now',
  'history of melanoma, new neck pain for two weeks',
  // Written for this set.
  "I'm being treated for breast cancer and I've now got pain in my mid back",
  'had prostate cancer 3 years ago, new low back ache for a month',
  "I'm in remission from bowel cancer and I've started getting neck pain",
  'I had a mastectomy 6 years ago and now have back pain that is new',
  "I've got secondaries in my liver and my back has started hurting",
  'lung cancer patient, new back ache this week',
  "Had thyroid cancer as a teenager, I'm 30 now with new back pain that won't settle",
  'my wife had ovarian cancer last year and now has back pain, which is new for her',
  'Mum finished radiotherapy for breast cancer in March and now her back hurts all the time',
  'my son had leukaemia as a child and now he has back pain',
  'had brest cancer and now my back hurts',
  'had cancer b4 n now my back hurts, shud i worry',
  "I'm a colon cancer survivor and I've got new low back pain",
  'History of renal cell carcinoma, new thoracic back pain',
  "I'm on hormone tablets after breast cancer and I've got a new pain in my spine",
  'had a melanoma removed 2 years ago and now my neck is painful',
  "Quick question about booking. I found you through a friend from my running club who saw the surgeon last year for her neck and cannot recommend him enough. I was treated for breast cancer in 2019, surgery and chemo, and I've been " +
    "discharged from the oncologist with yearly checks, all fine. I'm generally well, I run and swim. Over the last " +
    "three weeks I've had an ache in my back that I can't put down to anything, no injury or new exercise. It's " +
    "there most of the time. I'd prefer to see a spinal surgeon than wait for the GP, could I self-refer, and what " +
    'does a first appointment cost? I have WPA insurance.',
]);

const HISTORY_NERVE_SYMPTOMS = reporting('cancer-history-nerve-symptoms', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'I had bowel cancer and now my legs feel numb',
  // Written for this set.
  'I have prostate cancer and now my legs are weak and my back hurts',
  'breast cancer patient, back pain and numbness in my legs',
  "I had lung cancer, now my back hurts and I'm struggling to walk",
  'Myeloma, back pain, and now tingling in both feet',
  "Dad has prostate cancer that's spread to his bones and he's now finding it hard to walk, his back is bad",
  'had breast cancer, now back pain and trouble peeing',
  'Metastatic breast cancer, new back pain with a band of numbness round my chest',
  'I had kidney cancer and now back pain and my legs feel weak',
  "I'm a cancer patient, my back is hurting and my legs feel weak and tingly",
  'had cancer, back pain and leggs gone numb',
  'mums got cancer n now her legs r weak n back hurts',
  "my husband has lung cancer, his back pain is worse and he's started falling over",
  'Known metastatic prostate cancer, new back pain with leg weakness',
  'I had melanoma and now my neck hurts and my arms are tingling',
  'treated for lymphoma, now back pain and numbness in my legs',
  "I've had cancer and I have back pain, and I've had an accident with my bladder",
  'I have myeloma and my legs are heavy and my back is sore',
  'secondaries in my spine and now my legs feel wobbly',
  'ovarian cancer survivor, back pain and pins and needles in both legs',
  "bowel cancer last year, back ache, and I'm dragging my feet now",
  "I've got cancer in my bones and I'm finding it harder to walk",
  "I'm writing about my father, who is 74. He had prostate cancer about six years ago and had radiotherapy and " +
    "hormone injections, and he's been well since, the PSA checks have been fine. He's a proud man and doesn't like " +
    'fuss. Over the past fortnight he has complained of his back, the middle of it, and he has been sleeping in the ' +
    'chair. Yesterday he told me his legs feel like lead and he nearly fell getting out of the car. He has a GP ' +
    'appointment in ten days. Does the surgeon see people privately at short notice, and where is the clinic?',
]);

const WEIGHT_LOSS = reporting('cancer-weight-loss', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  "I've lost 10kg in two months without trying and my back aches",
  'losing weight and back hurting, not on a diet',
  'I’ve lost a stone without trying and my back hurts',
  'I have been losing weight for no reason and have a constant backache',
  // Written for this set.
  'lost two stone without trying and my back aches all the time',
  "my clothes are hanging off me and I haven't been dieting, back pain too",
  'unexplained weight loss and back pain',
  "I've dropped 8 kilos in a couple of months and I don't know why",
  "weight's dropping off me, I'm eating normally, and my back's started hurting",
  "people keep saying I've lost weight but I'm not trying, and my back is sore",
  "my dad's lost loads of weight recently for no reason and he has back pain",
  'my 13 year old has lost weight without trying and keeps saying her back hurts',
  'loosing wieght and backache',
  'lost like 10kg no idea y n back killin',
  "I've lost 20 pounds without trying and my lower back hurts",
  'Unintentional weight loss of 6 kg over 3 months with thoracic back pain',
  "my belt's three notches tighter and I haven't changed what I eat, and my back's sore",
  "my wife's lost a lot of weight without dieting and now she has back pain",
  'off my food, losing weight, and my back hurts',
  "weight's falling off me and my back's not right",
  'had to buy smaller jeans and I am not dieting, back pain for 6 weeks',
  'lost a stone and a half since Christmas without trying and now my back is painful',
  "Hi, I'm 58 and I'd like to book a consultation about my back. I've never needed to see anyone about it before, I've always been active, walking the dog twice a day and a bit of golf at weekends. It's been aching for about two months, mostly " +
    "the lower part, and it's not eased with the usual things. I've been busy with work and looking after my " +
    "mother so I haven't paid much attention to myself. Funnily enough I've lost nearly a stone over the same time " +
    "without trying, which my sister says is stress, I'm not complaining about that part! Do you need a GP letter, " +
    'and is there a Saturday clinic?',
]);

const NIGHT_PAIN = reporting('cancer-night-pain', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'Back pain is waking me up at night',
  'my back pain is worse at night and nothing helps',
  'my back pain wakes me up every night',
  'back pain that is worse at night and does not ease when I rest',
  'the pain in my back keeps me awake all night',
  'my back hurts at night and I have lost weight',
  // Written for this set.
  'back pain keeps me up at night, lying down makes it worse',
  'the pain in my spine wakes me at 3am every night',
  "can't sleep because my back hurts more when I lie down",
  "no position is comfortable at night, it's a constant pain that doesn't ease with rest",
  'Nocturnal back pain, not relieved by rest',
  "the pain doesn't go away when I rest, if anything it's worse lying still",
  'I have to sleep sitting up in a chair because my back is worse lying down',
  "Mum's back pain is waking her at night and she's up pacing the landing",
  'bak pain worse at nite',
  'bk pain wakes me up evry nite ffs',
  'my back pain is worse at night and nothing I do helps it',
  'constant back ache day and night, rest makes no difference',
  'Pain in my thoracic spine wakes me from sleep',
  "I'm walking the floors at night with my back",
  "my husband's back pain is so bad at night he can't lie in bed",
  'neck pain that wakes me every night',
  "back pain worst at night, I've not slept properly for weeks",
  "resting doesn't help my back at all, it aches all the time, even in bed",
  "Hello, I've had back pain for about six weeks now. I'm a retired postman so I've done my share of walking and carrying, and I've had the usual aches over the years like everyone. It's not like any back pain I've had before, which was " +
    'always from overdoing it and got better lying down. This one is a deep ache in the middle of my back and it ' +
    "doesn't matter what I do. The worst bit is the nights, I wake at two or three every night with it and have to " +
    "get up and walk about. I've tried a new mattress, hot water bottles, ibuprofen. I'm 61 and otherwise pretty " +
    'healthy. Could I book an appointment and do you take Bupa?',
]);

const BETWEEN_SHOULDER_BLADES = reporting('cancer-between-shoulder-blades', [
  "pain between my shoulder blades that won't go",
  "I've got an ache in my upper back between my shoulder blades that's been there a month",
  'Thoracic back pain for 3 weeks',
  'pain in the middle of my back, not the lower part',
  'sharp pain between my shoulderblades, nothing I did caused it',
  'my back hurts high up, between the shoulder blades',
  'constant pain in my mid back between the blades, getting worse',
  'pain between my sholder blades for weeks',
  'pain btwn my shoulder blades 4 wks now',
  'my upper back between my shoulder blades has been hurting for a month',
  "my wife has pain between her shoulder blades that isn't getting better",
  'my daughter has had pain between her shoulder blades for weeks',
  "it's not my lower back, it's the bit between my shoulder blades",
  'new pain in my thoracic spine',
  "mid back pain that's been there for weeks",
  "upper back pain, middle, between the blades, can't shift it",
  'dull ache right between my shoulder blades in the middle of my back',
  'pain in my upper spine for the last few weeks',
  "I've got a pain right in the middle of my back at bra strap level",
  'the top half of my back hurts, between my shoulder blades, since last month',
  'pain between the shoulder blades and no injury I can think of',
  'my back pain is up between my shoulder blades rather than low down',
  'new pain between my shoulder blades',
  "Hi. I'm hoping to see the surgeon about my back. A colleague gave me your details, her husband had his disc done here and speaks very highly of the team. I'm 49, a teacher. I'm used to the odd bit of lower back " +
    "ache from marking at the kitchen table, but this is different, it's higher up, between my shoulder blades, " +
    "and it's been there every day for five weeks now. I haven't hurt myself that I know of. My osteopath has seen " +
    "me three times and says it's muscular but it hasn't shifted at all. Do I need a referral, and how soon could " +
    'I be seen?',
]);

const LUMP_OR_SHAPE_CHANGE = reporting('cancer-lump-or-shape-change', [
  "I've found a lump on my back",
  'there is a swelling on my spine',
  'my back has changed shape, one side sticks out more than it did',
  "my spine looks curved now and it didn't before",
  "a hard lump next to my spine that's growing",
  "there's a bump on my lower back that wasn't there before",
  'noticed a lump on my back in the mirror, it hurts',
  'my husband has a lump on his back near his spine',
  "my son's back looks crooked all of a sudden",
  'lump on my spin',
  'got a lump on my back?? its new',
  'I found a lump on my back by my spine, should I be worried',
  'New paraspinal swelling over the lumbar spine',
  "I'm getting a hunch that I didn't have last year",
  "my mum's back has become really hunched over the last few months",
  "I've got a swelling over my spine that's tender",
  "my back looks different, there's a bulge on one side",
  "there's a lump at the back of my neck by my spine, getting bigger",
  'one shoulder blade is sticking out more than it used to and my back looks twisted',
  'my spine has a bend in it now',
  'a soft lump near the bottom of my spine has appeared',
  'lumpy bit on my back that is sore',
  'swelling in the middle of my back',
  "Hello, this might be nothing. I feel a bit daft writing in, my partner made me, she says I never get anything checked. We've just got back from a week in Crete. I'm 35 and fit, I do CrossFit four times a week. My partner was putting sun " +
    'cream on my back on holiday and found a lump just to the right of my spine, about halfway up, maybe the size ' +
    "of a grape. It's firm and it aches a bit when I lie on it. I don't know how long it's been there. I've got " +
    'private cover through work. Would I see the spinal surgeon for this or someone else? What should I do?',
]);

const PAIN_ON_STRAINING = reporting('cancer-pain-on-straining', [
  'my back pain is worse when I cough',
  'sneezing sends a bolt of pain through my back',
  'it hurts my back to have a poo',
  'pain in my back when I strain on the toilet',
  'Back pain worse on coughing, sneezing and straining',
  'every time I sneeze my back is agony',
  'coughing makes my back pain shoot',
  'when I open my bowels my back hurts',
  'back hurts wen i cough and sneez',
  'sneezin kills my back',
  'my back pain gets worse when I cough or sneeze',
  "I'm scared to sneeze because of the pain in my spine",
  'bearing down on the loo makes my back pain much worse',
  'my dad says his back hurts every time he coughs',
  'pain in my lower back when I laugh or cough',
  'I have to brace myself before I sneeze because of my back',
  'my back hurts when I go to the toilet for a number two',
  'neck pain that shoots when I cough',
  'back pain gets worse with straining',
  'pushing when I go to the loo sends pain up my back',
  'every cough hurts my back now',
  'my back pain spikes when I sneeze',
  'the pain in my back is worse when I cough, sneeze or go to the toilet',
  "Not sure this is the right place to ask, but here goes. I'm semi-retired and do a few days a week at a garden centre, lots of lifting compost bags, so my back has always been a bit creaky. I've had a chest cold for a couple of weeks, on the " +
    "mend now, and since then my back has been sore. I thought I'd pulled something from all the coughing. But " +
    "it's still there and it's got to the point where every cough or sneeze goes right through my back like a " +
    "knife, and I dread going to the loo because pushing does the same. I'm 66. Can I book with the surgeon " +
    'directly?',
]);

export const CANCER_CASES: readonly TriageCase[] = [
  ...HISTORY_NEW_SPINAL_PAIN,
  ...HISTORY_NERVE_SYMPTOMS,
  ...WEIGHT_LOSS,
  ...NIGHT_PAIN,
  ...BETWEEN_SHOULDER_BLADES,
  ...LUMP_OR_SHAPE_CHANGE,
  ...PAIN_ON_STRAINING,
];
