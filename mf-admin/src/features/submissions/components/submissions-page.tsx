import { PageHeading } from '@clinic/ui';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { submissionsMessages } from '../messages';
import { submissionsAccessAtom } from '../stores/staff-access-atoms';
import { AccessDenied } from './access-denied';

/** /booking-submissions: staff only. The list itself arrives with sign-in, in a later issue. */
export function SubmissionsPage() {
  const intl = useIntl();
  const access = useAtomValue(submissionsAccessAtom);
  return (
    <>
      <PageHeading>{intl.formatMessage(submissionsMessages.heading)}</PageHeading>
      {access !== 'allowed' && <AccessDenied reason={access} />}
    </>
  );
}
