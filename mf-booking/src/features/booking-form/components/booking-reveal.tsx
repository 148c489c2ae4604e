import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Fragment, type ReactNode } from 'react';

const useStyles = makeStyles({
  region: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    // Without a script nothing could reveal the details, so they are always shown (GOV.UK's conditional reveal).
    '@media (scripting: none)': { '&[hidden]': { display: 'flex !important' } },
  },
});

export interface BookingRevealProps {
  /** Named by the revealing answer's radio (data-aria-controls). */
  id: string;
  /** How often the details were emptied: each time, they start afresh. */
  timesEmptied: number;
  children: ReactNode;
}

/**
 * Details that one answer reveals. They are always in the page (so in the server's HTML): hidden until that answer is
 * chosen (@clinic/ui's conditional reveal), and shown to a browser that runs no script.
 */
export function BookingReveal({ id, timesEmptied, children }: BookingRevealProps) {
  const styles = useStyles();
  return (
    // Shown and hidden by the conditional reveal behaviour (attached by the form and by the page script), not here:
    // React never renders its hidden attribute.
    <div id={id} className={styles.region}>
      <Fragment key={timesEmptied}>{children}</Fragment>
    </div>
  );
}
