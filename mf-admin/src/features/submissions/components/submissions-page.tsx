import { LoadingIndicator, PageHeading } from '@clinic/ui';
import { useIntl } from 'react-intl';
import { useMe } from '../api/get-me';
import { accessState } from '../lib/access-state';
import { submissionsMessages } from '../messages';
import { AccessDenied } from './access-denied';
import { FindPersonData } from './find-person-data';
import { StaffBar } from './staff-bar';
import { SubmissionsList } from './submissions-list';

/** /booking-submissions: staff only. Asks the API who is signed in, then shows the list or the denial. */
export function SubmissionsPage() {
  const intl = useIntl();
  const me = useMe();
  const heading = <PageHeading>{intl.formatMessage(submissionsMessages.heading)}</PageHeading>;
  if (me.isPending) {
    return (
      <>
        {heading}
        <LoadingIndicator label={intl.formatMessage(submissionsMessages.loading)} />
      </>
    );
  }
  // A failed lookup counts as no role (spec section 6).
  const access = me.isError
    ? 'forbidden'
    : accessState(me.data.user && { user: { id: me.data.user.email } }, me.data.roles);
  // Erasure and subject access are the admin's; the API refuses them to anyone else too.
  const isAdmin = !me.isError && me.data.roles.includes('admin');
  return (
    <>
      {heading}
      {access === 'allowed' ? (
        <>
          <StaffBar name={me.data?.user?.name ?? ''} />
          {isAdmin && <FindPersonData />}
          <SubmissionsList canErase={isAdmin} />
        </>
      ) : (
        <AccessDenied reason={access} />
      )}
    </>
  );
}
