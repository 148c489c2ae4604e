import { PublicationFinder } from '@/features/publications/components/publication-finder';

/** mf_content/publication-finder (no props): the filters and list of /publications, booted as an island there. */
export default function PublicationFinderExpose() {
  return <PublicationFinder />;
}
