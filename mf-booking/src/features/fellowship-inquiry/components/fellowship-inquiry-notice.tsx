import { practiceProfile } from '@clinic/content';
import { useIntl } from 'react-intl';
import { telHref } from '@/lib/tel-href';
import { fellowshipInquiryMessages } from '../messages';

/** Until the online inquiry form arrives, tell applicants how to reach the clinic instead. */
export function FellowshipInquiryNotice() {
  const intl = useIntl();
  const phone = practiceProfile.adultStaffPhone;
  return (
    <p>
      {intl.formatMessage(fellowshipInquiryMessages.formComingSoon, {
        phone: (
          <a key="phone" href={telHref(phone)}>
            {phone}
          </a>
        ),
      })}
    </p>
  );
}
