import { clinicColours } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useIntl } from 'react-intl';
import { servicesMessages } from '../messages';

const useStyles = makeStyles({
  banner: {
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: clinicColours.surfaceTint,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    borderLeft: `4px solid ${clinicColours.brandStrong}`,
  },
  accepted: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: clinicColours.brandText,
  },
  checkCover: {
    margin: `${tokens.spacingVerticalXS} 0 0`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
});

/** All major insurance plans are accepted; the patient checks their cover with their insurer. */
export function InsuranceBanner() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.banner}>
      <p className={styles.accepted}>{intl.formatMessage(servicesMessages.insuranceAccepted)}</p>
      <p className={styles.checkCover}>{intl.formatMessage(servicesMessages.insuranceCheckCover)}</p>
    </div>
  );
}
