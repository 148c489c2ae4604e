import { BUSY_SUBMIT } from '@clinic/ui/behaviours';
import { Button } from '@fluentui/react-button';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';

export interface BusySubmitButtonProps<Values extends FieldValues> {
  control: Control<Values>;
  /** What it reads, and what it reads while the form is sending ('Sending...'). */
  label: string;
  busyLabel: string;
  className?: string;
}

/**
 * A form's submit button: while the form sends it reads its busy label and is aria-disabled (still focusable, so
 * focus stays where the visitor pressed). Only it follows the sending state: when the whole form did, its first
 * submit rendered every field again before the press could show 'Sending...' (most of the press on a slow phone).
 * The busy label is in its markup too: the page script shows it on the server's copy for a press held until the
 * form starts (@clinic/ui's busy submit).
 */
export function BusySubmitButton<Values extends FieldValues>({
  control,
  label,
  busyLabel,
  className,
}: BusySubmitButtonProps<Values>) {
  const { isSubmitting } = useFormState({ control });
  return (
    <Button
      type="submit"
      appearance="primary"
      className={className}
      disabledFocusable={isSubmitting}
      {...{ [BUSY_SUBMIT.label]: busyLabel }}
    >
      {isSubmitting ? busyLabel : label}
    </Button>
  );
}
