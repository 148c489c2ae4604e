import { legalLinks, practiceProfile } from '@clinic/content';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useIntl } from 'react-intl';
import { footerMessages } from '../messages';

const useStyles = makeStyles({
  footer: {
    marginTop: tokens.spacingVerticalXXXL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  inner: { maxWidth: '72rem', margin: '0 auto', display: 'grid', gap: tokens.spacingVerticalL, justifyItems: 'center' },
  logos: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXXL,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  logo: { display: 'block', maxWidth: '100%', height: 'auto' },
  copyright: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  inlineList: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalXS,
    listStyle: 'none',
    margin: 0,
    padding: 0,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground2,
  },
  // At least 24 px tall, so each link meets WCAG 2.2's target size however the list wraps.
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '24px',
    color: tokens.colorBrandForegroundLink,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
});

/** The practice's registrations from the profile; the CQC line only where the practice holds its own. */
function registrationLines(format: ReturnType<typeof useIntl>['formatMessage']): string[] {
  const { gmcNumber, icoRegistrationNumber, cqcProviderId } = practiceProfile.registrations;
  return [
    format(footerMessages.gmcNumber, { number: gmcNumber }),
    format(footerMessages.icoRegistrationNumber, { number: icoRegistrationNumber }),
    ...(cqcProviderId ? [format(footerMessages.cqcProviderId, { number: cqcProviderId })] : []),
  ];
}

const LOGOS = [
  { src: '/images/logo-spinal-society.svg', alt: footerMessages.spinalSocietyLogo },
  { src: '/images/logo-orthopaedic-hospital.svg', alt: footerMessages.orthopaedicHospitalLogo },
  { src: '/images/logo-healthcare-group.svg', alt: footerMessages.healthcareGroupLogo },
] as const;

export function SiteFooter() {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ul className={styles.logos} aria-label={intl.formatMessage(footerMessages.affiliations)}>
          {LOGOS.map((logo) => (
            <li key={logo.src}>
              <img
                className={styles.logo}
                src={logo.src}
                alt={intl.formatMessage(logo.alt)}
                width={240}
                height={80}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
        <nav aria-label={intl.formatMessage(footerMessages.policies)}>
          <ul className={styles.inlineList}>
            {legalLinks.map((link) => (
              <li key={link.path}>
                <a className={styles.link} href={link.path}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={styles.inlineList} aria-label={intl.formatMessage(footerMessages.registrations)}>
          {registrationLines(intl.formatMessage).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className={styles.copyright}>
          {intl.formatMessage(footerMessages.copyright, {
            year: new Date().getFullYear(),
            name: practiceProfile.surgeonName,
          })}
        </p>
      </div>
    </footer>
  );
}
