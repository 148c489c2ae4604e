import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Children, isValidElement, type ReactElement } from 'react';

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** A responsive list of cards: each child becomes a list item, keyed as the child is. */
export function CardGrid({ children }: { children: ReactElement[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.grid}>
      {Children.map(children, (child) => (isValidElement(child) ? <li key={child.key}>{child}</li> : null))}
    </ul>
  );
}
