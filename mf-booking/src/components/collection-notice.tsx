import { Link } from '@fluentui/react-link';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { collectionNoticeMessages } from './messages';

const PRIVACY_NOTICE_PATH = '/privacy';

const useStyles = makeStyles({
  notice: { margin: 0, fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
});

/** One sentence under a form: who receives what is sent and why, with a link to the privacy notice. */
export function CollectionNotice({ purpose }: { purpose: keyof typeof collectionNoticeMessages }) {
  const styles = useStyles();
  return (
    <p className={styles.notice}>
      <FormattedMessage
        {...collectionNoticeMessages[purpose]}
        // A key: react-intl returns the sentence as a list of parts.
        values={{
          link: (text: ReactNode[]) => (
            <Link key="privacy-notice" href={PRIVACY_NOTICE_PATH}>
              {text}
            </Link>
          ),
        }}
      />
    </p>
  );
}
