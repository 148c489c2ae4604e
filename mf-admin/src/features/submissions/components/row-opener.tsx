import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { ROW_OPENER_ATTRIBUTE } from '../hooks/use-row-navigation';
import type { StaffRow } from '../lib/staff-rows';

const useStyles = makeStyles({
  opener: {
    appearance: 'none',
    background: 'none',
    border: 'none',
    padding: 0,
    margin: 0,
    font: 'inherit',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForegroundLink,
    textAlign: 'start',
    textDecorationLine: 'underline',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
      borderRadius: tokens.borderRadiusSmall,
    },
  },
});

export interface RowOpenerProps {
  row: StaffRow;
  active: boolean;
  onOpen: (row: StaffRow, opener: HTMLElement) => void;
}

/** The person's name, as the button that opens their request: the row's one tab stop. */
export function RowOpener({ row, active, onOpen }: RowOpenerProps) {
  const styles = useStyles();
  return (
    <button
      type="button"
      className={styles.opener}
      tabIndex={active ? 0 : -1}
      aria-haspopup="dialog"
      {...{ [ROW_OPENER_ATTRIBUTE]: row.id }}
      onClick={(event) => onOpen(row, event.currentTarget)}
    >
      {row.name}
    </button>
  );
}
