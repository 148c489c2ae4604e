import { practiceProfile } from '../practice-profile';
import type { PublicationsFile } from './publication-model';
import publicationsFile from './publications.json';
import { resolvePublications, type PublicationOverride } from './resolve-publications';
import topicOverrides from './topic-overrides.json';
import topicRules from './topic-rules.json';

/**
 * The /publications list: publications.json, written by `npm run publications:import` from the files reference
 * managers export (the sample list is sample-publications.bib, imported the same way), with topics from
 * topic-rules.json and the surgeon's choices in topic-overrides.json.
 */
export const publications = resolvePublications((publicationsFile as PublicationsFile).publications, {
  rules: topicRules,
  overrides: topicOverrides.overrides as PublicationOverride[],
  surgeonName: practiceProfile.surgeonName,
});
