import { useState } from 'react';
import { PublicationFinder } from '@/features/publications/components/publication-finder';
import { readPrerenderedFinder } from '@/features/publications/lib/prerendered-finder';

/**
 * mf_content/publication-finder (no props): the filters and list of /publications, booted as an island there on the
 * visitor's first interaction. It starts from what the visitor already set in the prerendered filters.
 */
export default function PublicationFinderExpose() {
  const [carriedOver] = useState(readPrerenderedFinder);
  return <PublicationFinder carriedOver={carriedOver} />;
}
