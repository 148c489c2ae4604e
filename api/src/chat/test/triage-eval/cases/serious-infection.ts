/*
 * Infection that has become an emergency: meningitis and sepsis (meningitis-signs, sepsis-signs).
 * Sources: NHS.UK meningitis (high temperature, stiff neck, dislike of bright lights, a rash that does not fade
 * when a glass is rolled over it, being very sleepy or hard to wake, confusion, cold hands and feet; in babies a
 * bulging soft spot, being floppy or refusing feeds), NHS.UK sepsis (acting confused, slurred speech or not making
 * sense; blue, grey, pale or blotchy skin, lips or tongue; difficulty breathing; not peeing all day; "feeling like
 * you're going to die"), the UK Sepsis Trust's patient wording. A stiff neck alone is not meningitis: every
 * meningitis case here has a fever, the rash, dislike of light, drowsiness or confusion. No real person's message.
 */
import { reporting, type TriageCase } from '../triage-case';

const MENINGITIS_SIGNS = reporting('meningitis-signs', [
  'fever, stiff neck and the light hurts my eyes',
  "my son has a rash that doesn't fade when I press a glass on it",
  "high temperature and I can't bend my neck forward",
  'headache, stiff neck, high temp and vomiting',
  'my daughter is very drowsy with a fever and a stiff neck',
  "spots that don't go away under a glass and a fever",
  'Fever, neck stiffness and photophobia',
  'stif neck and temprature and cant stand the light',
  'temp n stiff neck n light hurts my eyes',
  "I have a fever and a stiff neck and I'm confused",
  'my mum has a high temperature and is confused and her neck is stiff',
  'the baby has a fever and the soft spot on her head is bulging',
  'my toddler is floppy and feverish and has purple spots',
  "fever and neck pain and I can't stand bright light",
  'rash not fading with the glass test and my neck hurts',
  'my son at uni has a stiff neck, a temperature and a headache and is very sleepy',
  'I have a bad headache, a fever and a stiff neck, and light hurts',
  'cold hands and feet, fever and a stiff neck',
  "my neck is so stiff I can't touch my chin to my chest, and I've got a fever",
  'temperature of 39, stiff neck, and hard to wake up',
  'my husband is confused with a fever and blotchy skin and a stiff neck',
  'high fever, neck rigid, light is unbearable',
  "my little one has a temp and a rash that doesn't fade, and she doesn't want to move her neck",
  "Hello, I'm writing about my son who is 19 and home from university for reading week. He's studying engineering in Sheffield and he's normally never ill. He's had what we " +
    'thought was flu since yesterday, temperature, aching, headache. He plays rugby and had a sore neck last week ' +
    "from a match, which is why I thought of you. This morning he's still in bed with the curtains shut because " +
    "the light hurts his eyes, his neck is stiff, and he's very hard to get a sensible word out of. I wondered if " +
    'the neck could be from the rugby and whether the surgeon could see him.',
]);

const SEPSIS_SIGNS = reporting('sepsis-signs', [
  "I feel like I'm going to die, I've got an infection and I'm so cold and shaky",
  "I haven't peed all day and I've got an infection, I feel awful",
  "my skin is mottled and blue-ish and I've got a high temperature",
  "Dad's speech is slurred and he's got a urine infection",
  'breathing really fast and confused, she has had a chest infection',
  "I've got a kidney infection and now I'm shivering, muddled and my skin looks blotchy",
  'Suspected sepsis: rapid breathing, confusion and mottled skin',
  'feel like im gona die, got an infecshun and shakin',
  'got an infection n feel like im gonna die, lips gone blue',
  "I have a fever, my skin looks mottled and I haven't urinated all day",
  'mum has a UTI and is suddenly very confused and not making sense',
  'my child has an infection and is breathing really fast and is blotchy and cold',
  "my lips have gone blue and I'm struggling to breathe, I've had a bad infection",
  "I had cellulitis and now I'm really unwell, confused, and can't stop shaking",
  "after my operation I feel like I'm dying, shivering and breathless",
  "my husband's got pneumonia and his skin is grey and he's talking nonsense",
  'very high temp then very cold, heart racing, I feel the worst I have ever felt',
  'slurred speech and a fever',
  'my wound is infected and now I am confused and breathless',
  "my skin has gone blotchy and pale and I feel like I'm going to pass out, I've had flu",
  'no wee since yesterday morning, a fever, and really breathless',
  'my grandmother has a chest infection and today she is drowsy and her hands are blue',
  "severe muscle pain, can't breathe properly, I feel like I'm going to die",
  "Hi, sorry, I'm not sure who to ask. It's the weekend and I didn't want to bother anyone at the hospital. My partner had a dental abscess last week and was given antibiotics. He's " +
    "also under your team for his back, he's waiting for a date for surgery on his disc. Today he's been in bed, " +
    "he's shivering one minute and burning up the next, his knees look sort of purple and blotchy, and he's not " +
    "making much sense when I talk to him. He hasn't been to the toilet since last night. Should I ring the " +
    'secretary about his surgery date or will it be fine?',
]);

export const SERIOUS_INFECTION_CASES: readonly TriageCase[] = [...MENINGITIS_SIGNS, ...SEPSIS_SIGNS];
