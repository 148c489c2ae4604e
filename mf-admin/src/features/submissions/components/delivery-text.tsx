import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { StaffRow } from '../lib/staff-rows';

const useStyles = makeStyles({
  sent: { color: tokens.colorPaletteGreenForeground1 },
  sending: { color: tokens.colorNeutralForeground2 },
  failed: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  spam: { color: tokens.colorNeutralForeground2, fontStyle: 'italic' },
});

/** 'Sent', 'Failed — will retry at 14:32'… in words, coloured by what it asks of staff. */
export function DeliveryText({ row }: { row: Pick<StaffRow, 'deliveryGroup' | 'deliveryText'> }) {
  const styles = useStyles();
  return <span className={styles[row.deliveryGroup]}>{row.deliveryText}</span>;
}
