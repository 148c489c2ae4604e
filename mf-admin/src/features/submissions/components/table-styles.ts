import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

/** The staff view's plain tables: fixed columns, so long text wraps or is cut short, never drawn over the next. */
export const useTableStyles = makeStyles({
  table: { width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase300 },
  head: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    verticalAlign: 'bottom',
  },
  cell: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: 'top',
    overflowWrap: 'anywhere',
  },
  /** One line, cut with an ellipsis; the full text is the cell's tooltip (title) and in the dialog. */
  truncated: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});
