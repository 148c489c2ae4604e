import { dataSubjectRequestPath, type DataSubjectExportBody } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '@/lib/save-file';
import { staffDownload } from '@/lib/staff-api-client';

const FALLBACK_NAME = 'personal-data-export.json';

/** Admins only: downloads everything held for one email address; resolves with how many records it holds. */
export const useExportPersonData = () =>
  useMutation({
    mutationFn: async (email: string) => {
      const { text, fileName } = await staffDownload(dataSubjectRequestPath(email));
      const body = JSON.parse(text) as DataSubjectExportBody;
      saveFile(text, fileName ?? FALLBACK_NAME);
      return { count: body.booking_submissions.length + body.fellowship_inquiries.length };
    },
  });
