import type { RetentionTableProps } from '@clinic/contracts';
import { LiveRetentionTable } from '@/features/legal-pages/components/retention-table';
import { findRetentionSection } from '@/features/legal-pages/lib/legal-pages';

/** mf_content/retention-table: the retention periods of the legal page at `path`, booted as an island there. */
export default function RetentionTableExpose({ path }: RetentionTableProps) {
  const section = findRetentionSection(path);
  // A marker naming a page without the table is a wiring mistake: the shell keeps the prerendered region.
  if (!section) throw new Error(`mf_content has no retention table on ${path}`);
  return <LiveRetentionTable section={section} />;
}
