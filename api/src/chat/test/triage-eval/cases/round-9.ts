/*
 * Round 9: messages written from the kinds of reading a new independent set (written by someone who never saw the
 * code) found failing on main: a denial of acting read as a denial of the thought; a general question followed by
 * the writer's own dated onset; a worried 'if' about one's own pain, with its course after; a change to both legs
 * followed by 'is that normal?'; a symptom told in passing inside an administrative message; someone else's tablets
 * taken by mistake. Ordinary: an episode checked and over; history dated by an age or by a clause that points back
 * ('which was 30 years ago'); fiction; a normal result; a general question with the writer's own denial; loose
 * words. Written afresh in many voices, labelled by what each catalogue entry means clinically; no real person's
 * message, no message of the independent sets. Each message takes its split from its hash like every other case.
 */
import { ordinary, reporting, type TriageCase } from '../triage-case';

/** Thoughts of not being alive, or of taking one's tablets, with a denial of any plan or act. */
const THOUGHTS_DESPITE_DENIAL = reporting('self-harm-thoughts', [
  "Honestly some nights I lie there thinking about just necking the whole box of my sleeping tablets. I won't, I'm not planning anything, but it scares me.",
  "I keep wishing I wouldn't wake up in the morning. I haven't done anything and I'm not going to, I just needed to say it.",
  'Thoughts of not being here any more have crept in since the pain got this bad. No plan, nothing like that.',
  "Would it sound mad if I said I've thought about ending it because of this back? I'm not going to act on it.",
  'Does anyone else with constant pain wish they could just go to sleep and stay asleep? The thought keeps coming back to me lately.',
  'been thinking about taking all my co-codamol at once, not gonna do it, dont panic, just tired of hurting',
]);

/** A general question, then the writer's own onset told after it. */
const GENERAL_THEN_DATED_BLADDER = reporting('cauda-equina-bladder', [
  "Can a prolapsed disc make it hard to start a wee? It's new since the weekend, never had it before.",
  'does a bad back ever stop you being able to pee properly?? it only started last night',
  'Is it possible for sciatica to make you wet yourself? It happened to me on Friday for the first time and I never had it before.',
]);
const GENERAL_THEN_DATED_SADDLE = reporting('cauda-equina-saddle-numbness', [
  "Can a disc bulge cause numbness around your bottom? Mine came on two days ago, it's totally new.",
  'anyone know if you can get numb down below from a slipped disc?? it began on tuesday, never had it before',
]);

/** A worried question about one's own pain, with its course told after it. */
const WORRIED_WITH_COURSE = reporting('cancer-between-shoulder-blades', [
  "Is it a worry if my pain is right between my shoulder blades most of the time? It's been there nearly two months and isn't easing.",
  'Should I be bothered if my back ache sits between the shoulder blades, even lying down? Been going on for six weeks and getting worse.',
]);

/** A change to both legs, followed by a question whether that is normal; or told in passing in an admin message. */
const BOTH_LEGS = reporting('cauda-equina-both-legs', [
  "My sciatica has only ever gone down the right leg, but since Tuesday it's going down both. Is that normal for a disc?",
  'The pain was always in my left leg only but from this morning it has spread into both legs. Is this how it usually progresses?',
  'Reference 4471-B. My insurer has asked for the consultation notes to be sent to them directly. For context, the sciatica now runs down the backs of both legs, which began on Sunday - before it was only the left.',
  'Could you update my address on file please, the new one is below. Also, just to mention, since Friday the numbness is in both legs, not only the right like before.',
]);

/** Someone else's tablets, or the wrong ones, taken by mistake; a child who swallowed tablets. */
const OVERDOSE_BY_MISTAKE = reporting('overdose-or-poisoning', [
  "I got the packets mixed up and took my husband's morphine tablets as well as my own, about four of his I think.",
  "Took my mum's diazepam by mistake instead of mine this morning, maybe 6 of them, I feel very sleepy.",
  'Think my 3 year old has eaten some of my ibuprofen, the strip is empty and there were 5 left.',
]);

/** Over and checked: an episode looked into, found normal or explained, and settled. */
const ORDINARY_CHECKED_AND_OVER = ordinary([
  'In March I was rushed to A&E with chest pain and sweating because I thought it was a heart attack. Every test came back normal and they discharged me the same night. It has settled completely. Can I go back to the gym?',
  'Had a temperature and an aching back a few weeks ago - it turned out to be a kidney infection and it cleared up after antibiotics. Is it ok to book the massage now?',
  'Two weeks back I had night sweats and back pain; the GP found it was a virus and it all went away. Do I still need my review?',
]);

/** History given by an age or by a clause that points back at it. */
const ORDINARY_HISTORY_BY_AGE = ordinary([
  'I was thrown off a horse and broke my back when I was 15, which was over 30 years ago. Will the old fracture show on the scan?',
  'I took an overdose at 17, that was nearly 25 years ago, and the form asks about past mental health. Is that relevant to my surgery?',
  'For the questionnaire: I was in a bad car crash and hurt my neck aged 22, which is 20 years ago now. No problems since.',
]);

/** Fiction and characters. */
const ORDINARY_FICTION = ordinary([
  "I'm writing a novel where a character slowly loses control of her bladder after a fall. What would her doctor say?",
  'For my short story, the main character gets numbness in his saddle area after a rugby tackle. Would he go to A&E?',
]);

/** A normal result; a general question with the writer's own denial; loose words. */
const ORDINARY_OTHER = ordinary([
  'My DEXA scan two years ago was completely normal. Is it safe to start running again after my disc op?',
  'At what point does sciatica count as an emergency? Mine is only ever in the one leg.',
  'These exams will be the death of me, my neck is so stiff from revising.',
]);

export const ROUND_9_CASES: readonly TriageCase[] = [
  ...THOUGHTS_DESPITE_DENIAL,
  ...GENERAL_THEN_DATED_BLADDER,
  ...GENERAL_THEN_DATED_SADDLE,
  ...WORRIED_WITH_COURSE,
  ...BOTH_LEGS,
  ...OVERDOSE_BY_MISTAKE,
  ...ORDINARY_CHECKED_AND_OVER,
  ...ORDINARY_HISTORY_BY_AGE,
  ...ORDINARY_FICTION,
  ...ORDINARY_OTHER,
];
