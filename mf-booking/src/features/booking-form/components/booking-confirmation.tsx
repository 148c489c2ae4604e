import { Button } from '@fluentui/react-button';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { bookingFormMessages as m } from '../messages';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteGreenBackground1,
    border: `1px solid ${tokens.colorPaletteGreenBorder1}`,
  },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  text: { margin: 0, color: tokens.colorNeutralForeground1 },
});

/** Shown once a request is stored: focus moves to it, so screen readers announce the outcome. */
export function BookingConfirmation({ onSubmitAnother }: { onSubmitAnother: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  return (
    <div role="group" aria-labelledby={headingId} className={styles.card}>
      <h4 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {intl.formatMessage(m.receivedHeading)}
      </h4>
      <p className={styles.text}>{intl.formatMessage(m.sentBody)}</p>
      <Button appearance="primary" onClick={onSubmitAnother}>
        {intl.formatMessage(m.submitAnother)}
      </Button>
    </div>
  );
}
