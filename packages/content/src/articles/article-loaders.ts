import type { Article } from '../model';

/** Each article's text as its own chunk, fetched when its page opens. */
export const articleLoaders: Readonly<Record<string, () => Promise<Article>>> = {
  '/general-spinal-anatomy': () =>
    import('../articles/general-spinal-anatomy').then((module) => module.generalSpinalAnatomy),
  '/cervical-spinal-anatomy': () =>
    import('../articles/cervical-spinal-anatomy').then((module) => module.cervicalSpinalAnatomy),
  '/lumbar-spinal-anatomy': () =>
    import('../articles/lumbar-spinal-anatomy').then((module) => module.lumbarSpinalAnatomy),
  '/spinal-conditions/general/spinal-injury': () =>
    import('../articles/spinal-injury').then((module) => module.spinalInjury),
  '/spinal-conditions/general/disc-problems': () =>
    import('../articles/disc-problems').then((module) => module.discProblems),
  '/spinal-conditions/general/spinal-wear-and-tear': () =>
    import('../articles/spinal-wear-and-tear').then((module) => module.spinalWearAndTear),
  '/spinal-conditions/general/spondy-terms': () =>
    import('../articles/spondy-terms').then((module) => module.spondyTerms),
  '/spinal-conditions/general/referred-pain': () =>
    import('../articles/referred-pain').then((module) => module.referredPain),
  '/spinal-conditions/general/spine-pain': () => import('../articles/spine-pain').then((module) => module.spinePain),
  '/spinal-conditions/general/sciatica': () => import('../articles/sciatica').then((module) => module.sciatica),
};
