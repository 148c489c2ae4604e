import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { submissionsMessages as m } from '../messages';

/** Puts how many requests need attention in front of the page title, '(3) Booking Submissions | …', while shown. */
export function useAttentionTitle(count: number) {
  const intl = useIntl();
  useEffect(() => {
    if (count === 0) return;
    const title = document.title;
    const counted = intl.formatMessage(m.attentionTitle, { count, title });
    document.title = counted;
    return () => {
      // The shell may have moved on to another page's title meanwhile: leave that one alone.
      if (document.title === counted) document.title = title;
    };
  }, [count, intl]);
}
