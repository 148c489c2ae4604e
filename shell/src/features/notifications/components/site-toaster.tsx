import { SITE_TOASTER_ID } from '@clinic/contracts';
import { Toaster } from '@fluentui/react-toast';
import { useIntl } from 'react-intl';
import { notificationMessages } from '../messages';

const isAltT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/** The one toaster of the site: bottom-right, at most 3 at once, 4 s each, paused while hovered; Alt+T focuses it. */
export default function SiteToaster() {
  const intl = useIntl();
  return (
    <Toaster
      toasterId={SITE_TOASTER_ID}
      position="bottom-end"
      limit={3}
      timeout={4000}
      pauseOnHover
      pauseOnWindowBlur
      shortcuts={{ focus: isAltT }}
      aria-label={intl.formatMessage(notificationMessages.region)}
    />
  );
}
