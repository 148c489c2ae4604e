import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { SubmissionsPage } from '@/features/submissions/components/submissions-page';
import { createStaffQueryClient } from '@/lib/query-client';

/** mf_admin/submissions-page */
export default function SubmissionsPageExpose() {
  const [queryClient] = useState(createStaffQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SubmissionsPage />
    </QueryClientProvider>
  );
}
