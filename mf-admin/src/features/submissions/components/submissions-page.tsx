import { LoadingIndicator, PageHeading } from '@clinic/ui';
import { useIntl } from 'react-intl';
import { useMe } from '../api/get-me';
import { useStaffList } from '../api/get-staff-list';
import { useAttentionTitle } from '../hooks/use-attention-title';
import { accessState } from '../lib/access-state';
import { attentionCount } from '../lib/staff-rows';
import { submissionsMessages as m } from '../messages';
import { AccessDenied } from './access-denied';
import { AuditLog } from './audit-log';
import { FindPersonData } from './find-person-data';
import { RequestsView } from './requests-view';
import { StaffBar } from './staff-bar';
import { StaffTabs, type StaffTab } from './staff-tabs';

/** The signed-in view: both lists load at once, so the tabs and the page title can say what needs attention. */
function StaffView({ isAdmin, name }: { isAdmin: boolean; name: string }) {
  const intl = useIntl();
  const bookings = useStaffList('booking');
  const inquiries = useStaffList('fellowship_inquiry');
  // Counted when a list (re)loads; a request that crosses its two working days meanwhile shows on the next load.
  const now = Math.max(bookings.dataUpdatedAt, inquiries.dataUpdatedAt);
  const attention = {
    booking: attentionCount(bookings.data, now),
    fellowship_inquiry: attentionCount(inquiries.data, now),
  };
  useAttentionTitle(attention.booking + attention.fellowship_inquiry);
  const tabs: StaffTab[] = [
    {
      value: 'bookings',
      label: intl.formatMessage(m.tabBookings),
      attention: attention.booking,
      panel: () => <RequestsView kind="booking" isAdmin={isAdmin} />,
    },
    {
      value: 'fellowship',
      label: intl.formatMessage(m.tabFellowship),
      attention: attention.fellowship_inquiry,
      panel: () => <RequestsView kind="fellowship_inquiry" isAdmin={isAdmin} />,
    },
    ...(isAdmin
      ? [
          { value: 'data-requests', label: intl.formatMessage(m.tabDataRequests), panel: () => <FindPersonData /> },
          { value: 'audit', label: intl.formatMessage(m.tabAudit), panel: () => <AuditLog /> },
        ]
      : []),
  ];
  return (
    <>
      <StaffBar name={name} />
      <StaffTabs tabs={tabs} />
    </>
  );
}

/** /booking-submissions: staff only. Asks the API who is signed in, then shows the staff view or the denial. */
export function SubmissionsPage() {
  const intl = useIntl();
  const me = useMe();
  const heading = <PageHeading>{intl.formatMessage(m.heading)}</PageHeading>;
  if (me.isPending) {
    return (
      <>
        {heading}
        <LoadingIndicator label={intl.formatMessage(m.loading)} />
      </>
    );
  }
  // A failed lookup counts as no role (spec section 6).
  const access = me.isError
    ? 'forbidden'
    : accessState(me.data.user && { user: { id: me.data.user.email } }, me.data.roles);
  // Erasure, retries, subject access and the audit log are the admin's; the API refuses them to anyone else too.
  const isAdmin = !me.isError && me.data.roles.includes('admin');
  return (
    <>
      {heading}
      {access === 'allowed' ? (
        <StaffView isAdmin={isAdmin} name={me.data?.user?.name ?? ''} />
      ) : (
        <AccessDenied reason={access} />
      )}
    </>
  );
}
