/*
 * Ordinary: a relative's or friend's illness or history, mentioned in a general question; no one's current red-flag
 * symptoms are reported (the experiencer is not someone the writer is reporting symptoms for).
 * Sources: the family-history and heredity questions people ask about backs, cancer, osteoporosis, aneurysm
 * screening (NHS.UK AAA screening) and scoliosis, as NHS.UK condition pages answer them. No real person's message.
 */
import { ordinary, type TriageCase } from '../triage-case';

export const ORDINARY_RELATIVES_CASES: readonly TriageCase[] = ordinary([
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'My mum has osteoporosis, can she have spinal surgery?',
  'My dad had spinal surgery years ago, is it hereditary?',
  'My mum had cancer years ago, what is sciatica?',
  'My dad was treated for prostate cancer, what is the difference between a disc bulge and a herniation?',
  'Cancer runs in my family; what is spondylitis?',
  'My daughter has scoliosis, when should she see a surgeon?',
  'My grandmother has osteoporosis, what is a wedge fracture?',
  // Written for this set.
  'my grandad had prostate cancer, is back pain hereditary?',
  'my mum had cauda equina syndrome years ago, am I at higher risk of it?',
  "my sister's friend had a tumour on her spine, how common is that?",
  "my aunt died of bowel cancer. I've got ordinary back ache from gardening, should I stretch before I start?",
  'my dad had a heart attack last year, can heart problems be confused with back pain?',
  'my brother hurt his neck in a rugby tackle years ago and is fine now, should my son wear a neck guard?',
  'my nan has osteoporosis, what can I do to keep my own bones strong?',
  'my uncle got sepsis after an operation years ago, how do you prevent infections after back surgery?',
  'Mum had meningitis when she was young, can it cause back problems later in life?',
  'my cousin had a spinal fusion and loves the result, could it help my scoliosis?',
  'my wife had a slipped disc last year that healed, is it likely to come back?',
  'My father-in-law had an aortic aneurysm repaired; is screening offered to his sons?',
  'my sister has MS; can MS and a slipped disc be confused?',
  'My mother lost a lot of weight on chemo years ago; could you explain what a bone scan is?',
  'My grandfather had a hunched back in old age, is kyphosis genetic?',
  "my son's friend broke his back on a trampoline, how safe are garden trampolines?",
  'my husband had sciatica in both legs last year, it went away with physio. Can it come back?',
  'Our neighbour had cauda equina and now uses a catheter; what are the early signs, so I know them?',
  'my grandma had breast cancer that spread to her bones, is there a test I can have to check my own bones?',
  'my dad had a spinal abscess in the 90s, is that something that runs in families?',
  'mum had a stroke last year, can a trapped nerve feel like a stroke?',
  'my daughter had scoliosis surgery three years ago and is doing brilliantly, does she still need check-ups?',
  "my husband's family all have bad backs, is degenerative disc disease genetic?",
  'My grandmother had a wedge fracture from osteoporosis; when should I ask for a bone density scan?',
  "My mum's dachshund had a slipped disc and recovered without surgery, do people recover the same way?",
  'My dad smoked and had lung cancer, does smoking harm your discs too?',
  'my brother took his own life some years ago; I manage my chronic back pain fine now, but I want to know what pain clinics offer',
  'my friend had a thunderclap headache last year and it turned out fine, is that common?',
  "I'm asking on behalf of my mother, who is 76 and has had sciatica in her left leg for three weeks; she's otherwise well. What can she take?",
  'My sister-in-law is a nurse and told me about cauda equina, it sounds terrifying. How rare is it really?',
  "I'm a carer for my dad who has Parkinson's; he's stable, but his posture is stooping more. Is there an exercise programme?",
  'Bit of a family question. My grandad had prostate cancer in his seventies and my dad had a bad back all his ' +
    "life and ended up having two operations on his lower spine. My uncle had a hunched back. I'm 35, fit, no " +
    "problems with my back at all at the moment touch wood, but I've just started a desk job and I'm paranoid " +
    'about going the same way. Is back trouble something you inherit, and is there anything I should be doing ' +
    'now to prevent it? Would it be worth seeing the surgeon for advice, or is that overkill?',
]);
