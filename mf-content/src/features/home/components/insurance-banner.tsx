import { homePage } from '@clinic/content';
import { clinicColours } from '@clinic/ui';
import { ShieldCheckmark24Regular } from '@fluentui/react-icons';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({
  banner: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalXXXL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: clinicColours.surfaceTint,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorBrandStroke2}`,
  },
  icon: { flexShrink: 0, color: clinicColours.brandStrong },
  text: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: clinicColours.brandText,
  },
});

/** 'All major insurance plans are accepted.' */
export function InsuranceBanner() {
  const styles = useStyles();
  return (
    <div className={styles.banner}>
      <ShieldCheckmark24Regular className={styles.icon} aria-hidden />
      <p className={styles.text}>{homePage.insuranceBanner.text}</p>
    </div>
  );
}
