import { SITE_TOASTER_ID, SITE_TOASTER_READY_ATTRIBUTE } from '@clinic/contracts';
import { Toaster } from '@fluentui/react-toast';
import { makeStyles } from '@griffel/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { notificationMessages } from '../messages';

const useStyles = makeStyles({
  // The spec's 14 px between stacked toasts (Fluent's own is 16 px).
  toaster: { '& .fui-ToastContainer': { marginTop: '14px' } },
});

const isAltT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/** The one toaster of the site: bottom-right, at most 3 at once, 4 s each, paused while hovered; Alt+T focuses it. */
export default function SiteToaster() {
  const intl = useIntl();
  const styles = useStyles();
  // The Toaster's own listeners are attached by now (child effects run first): remotes may send toasts.
  useEffect(() => {
    document.documentElement.setAttribute(SITE_TOASTER_READY_ATTRIBUTE, 'true');
    return () => document.documentElement.removeAttribute(SITE_TOASTER_READY_ATTRIBUTE);
  }, []);
  return (
    <Toaster
      className={styles.toaster}
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
