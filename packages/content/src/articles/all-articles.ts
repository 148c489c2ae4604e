import type { Article } from '../model';
import { generalSpinalAnatomy } from './general-spinal-anatomy';
import { cervicalSpinalAnatomy } from './cervical-spinal-anatomy';
import { lumbarSpinalAnatomy } from './lumbar-spinal-anatomy';
import { spinalInjury } from './spinal-injury';
import { discProblems } from './disc-problems';
import { spinalWearAndTear } from './spinal-wear-and-tear';
import { spondyTerms } from './spondy-terms';
import { referredPain } from './referred-pain';
import { spinePain } from './spine-pain';
import { sciatica } from './sciatica';

/** Every static article: the three anatomy guides first, then the seven general conditions in menu order. */
export const articles: readonly Article[] = [
  generalSpinalAnatomy,
  cervicalSpinalAnatomy,
  lumbarSpinalAnatomy,
  spinalInjury,
  discProblems,
  spinalWearAndTear,
  spondyTerms,
  referredPain,
  spinePain,
  sciatica,
];
