import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Fragment, useState, type ReactNode } from 'react';

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
  /** Whether its answer is chosen: the details start afresh on each change. */
  shown: boolean;
  children: ReactNode;
}

/**
 * Details that one answer reveals. They are always in the page (so in the server's HTML): hidden until that answer is
 * chosen (@clinic/ui's conditional reveal), and shown to a browser that runs no script.
 */
export function BookingReveal({ id, shown, children }: BookingRevealProps) {
  const styles = useStyles();
  // Started afresh each time they are hidden (Fluent's inputs keep their own value, and details an answer hid are
  // emptied), while hidden: revealing them then only shows them, which answers the press at once (remounting them at
  // the reveal took ~200 ms on a slow phone).
  const [timesHidden, setTimesHidden] = useState(0);
  const [wasShown, setWasShown] = useState(shown);
  if (shown !== wasShown) {
    setWasShown(shown);
    if (!shown) setTimesHidden(timesHidden + 1);
  }
  return (
    // Shown and hidden by the conditional reveal behaviour (attached by the form and by the page script), not here.
    <div id={id} className={styles.region}>
      <Fragment key={timesHidden}>{children}</Fragment>
    </div>
  );
}
