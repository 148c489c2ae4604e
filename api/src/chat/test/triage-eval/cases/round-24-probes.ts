/*
 * Round 24 probes: long phrasings written in session 42 by the recall helper (r24a), each a red flag told once inside a
 * full history, for the entries weakest on the held-out split, which the rules missed before this branch's fixes, and
 * an ordinary look-alike for each of the branch's fixes. Written without reading the held-out split. Each message takes
 * its split from its hash.
 */
import { labelledByEntry, type TriageCase } from '../triage-case';

export const ROUND_24_PROBE_CASES: readonly TriageCase[] = labelledByEntry({
  'cancer-pain-on-straining': [
    "Our dad is 81 and has lived with a stoop for years, nothing new there, and he had his prostate removed in 2017. Since around Christmas he grabs his back and groans whenever he coughs, which he does a lot as he smokes. He says it's his age. We'd like him seen.",
  ],
  'self-harm-immediate-danger': [
    "Hello, I'm a mum of three and my eldest is 19, he has had back problems since a trampoline accident at 14 and has struggled with his mood for years. An hour ago he texted me that he's on the motorway bridge and that he's sorry. I've called 999 but I don't know what else to do.",
  ],
  'overdose-or-poisoning': [
    "Hello, my mum is 80 and has had spinal stenosis for years. She has a dosette box but this morning she muddled it and has taken both today's and tomorrow's tablets, including her morphine and blood pressure pills. She's drowsy. She's got a physio review next week anyway.",
    "Hi, I've been coming to you for my neck since 2017. Bit embarrassed: I've been topping up my dihydrocodeine with ibuprofen and extra paracetamol all week because the pain's been so bad, probably 12 paracetamol a day for four days. Now I've got pain under my ribs on the right and feel sick.",
    "My elderly dad, 88, has a bad back and lives alone. The carer rang to say he's drunk some of the bleach-based cleaner from under the sink, she thinks he confused it for his medicine in the dark. He's coughing and being sick.",
  ],
  'self-harm-thoughts': [
    "My dad, 68, has had terrible back pain since his fall in the spring and he's not the same man. Last night he said to me that if it doesn't get better he'd rather be dead, and that he's thought about how. He's got a physio appointment with you next week.",
  ],
  ordinary: [
    "I've kept my weight steady without changing anything in what I eat, and my back has been fine since the physio course. Could I book a maintenance session?",
    'The ache is in my calf, higher up than last time, nothing in my back at all. I run 30 miles a week. Could your physio look at my running form?',
    "My wife has had back ache since we moved house, and my dad says he has lost a bit of weight on his new diet. Do you do couples' pilates?",
    "Since I lifted the wardrobe on Saturday my lower back catches when I sneeze, but it's easing a little every day. Should I keep moving?",
    "Long drive to Scotland yesterday. My back is no more painful than usual, just stiff this morning. Any stretches you'd suggest?",
    "A month ago my GP checked the soft lump on my back and said it's a lipoma and harmless. Can I still have a sports massage over it?",
    "During sex with my partner I have not lost any feeling at all, it's only my lower back that aches afterwards. Any positions that are kinder on the back?",
    'We lost her to bowel cancer two years ago; my aunt had terrible back pain at the end. Should I be screened, as her nephew?',
    'I have osteoporosis and sit on a hard stool all day at the till. Would a cushion help my spine?',
    'My son tripped on the stairs and smashed his head against the banister last month, he had a bump but was fine. Now he wants to start rugby, is that okay?',
    "If the pain doesn't settle by next week I'll come back to see the physio. I'm not low, just impatient to be running again.",
    'She grabs her backpack and heads out of the room whenever I cough, she hates germs. Anyway, my back is much better, thanks.',
    'I took two days off work and the anti-inflammatories from the GP are helping my back. When can I go back to the gym?',
    'My son swallowed his own medicine without a fuss this morning; can he also have ibuprofen for his sore back from football?',
    "I was on the bridge over the canal when my back went last week, I had to sit on a bench for ten minutes. It's better now.",
    'The pharmacist said never more than eight paracetamol a day. Is two every four hours okay with my naproxen for my neck?',
  ],
});
