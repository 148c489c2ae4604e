import { PublicationFinder } from '@/features/publications/components/publication-finder';

/**
 * mf_content/publication-finder (no props): the filters and list of /publications, booted as an island there on the
 * visitor's first interaction. What the visitor typed or chose in the prerendered filters meanwhile, and where their
 * focus was, the shell carries over as input events when the island takes their place.
 */
export default function PublicationFinderExpose() {
  return <PublicationFinder />;
}
