/*
 * Ordinary: one dose of a painkiller taken as directed, told as people tell it. Written by the coordinator in
 * session 43 when a pattern's alternative ('handful|a handful?') read "I took a tablet" as an overdose and the net,
 * trained beside it, read "took one ibuprofen this morning" as one. Counts past a day's dose, handfuls and doses
 * crowded together stay overdoses (cases/overdose*.ts and the rounds).
 */
import { ordinary, type TriageCase } from '../triage-case';

export const ORDINARY_MEDICINE_DOSE_CASES: readonly TriageCase[] = ordinary([
  'I took a paracetamol for my back this morning, should I take anything else?',
  'took one ibuprofen this morning and my back feels a bit easier',
  'I had a co-codamol at lunch as the GP said, is it ok to drive?',
  'my lower back hurts so I took a paracetamol and lay down',
  'took a tablet for the pain before bed and slept ok',
  'I took my naproxen with breakfast as usual, can I have a coffee with it?',
  "she took one of her usual painkillers after the physio session, it's worn off now",
  'he had his morning tablets then went for a walk, his back was stiff after',
  'I took two paracetamol at 8 and two more at lunchtime, when can I have the next?',
  "I've been taking ibuprofen three times a day with food like the leaflet says, for a week now",
  'took a single dose of amitriptyline last night for the first time, felt groggy this morning',
  'I swallowed my tablet without water and it felt stuck for a bit, fine now',
  'had a paracetamol and a hot bath, back feels looser',
  'took one diazepam the doctor gave me for the muscle spasm, is that all right with my pregabalin?',
  'I took my usual dose of gabapentin late today, should I skip the evening one?',
  'popped a couple of paracetamol after work, back aches from lifting boxes',
  'my mum takes one tablet a day for her blood pressure, can she have ibuprofen for her back too?',
  'I took an antihistamine for hay fever, does that affect my back medication?',
  'I took a co-codamol and a laxative like the pharmacist said, still a bit constipated',
  'took half a tramadol as the GP suggested, it helped me sleep',
]);
