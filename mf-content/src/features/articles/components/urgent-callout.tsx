import type { RedFlagActionId } from '@clinic/content';
import { AlertUrgent24Filled, Call16Regular, Warning24Filled } from '@fluentui/react-icons';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLinkStyles } from '@/components/link-styles';
import { TextLink } from '@/components/text-link';
import { groupRedFlags, type RedFlagGroup } from '../lib/group-red-flags';
import { articlesMessages } from '../messages';

const useStyles = makeStyles({
  callout: {
    maxWidth: '70ch',
    boxSizing: 'border-box',
    margin: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalXL}`,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: '1.6',
  },
  // A strong border in the colour of the advice, thicker on the left, as NHS.UK's care cards have.
  emergency: {
    border: `3px solid ${tokens.colorStatusDangerForeground1}`,
    borderLeftWidth: '12px',
    backgroundColor: tokens.colorStatusDangerBackground1,
  },
  urgent: {
    border: `3px solid ${tokens.colorStatusWarningForeground1}`,
    borderLeftWidth: '12px',
    backgroundColor: tokens.colorStatusWarningBackground1,
  },
  heading: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightBold,
  },
  emergencyIcon: { flexShrink: 0, color: tokens.colorStatusDangerForeground1 },
  urgentIcon: { flexShrink: 0, color: tokens.colorStatusWarningForeground1 },
  text: { margin: `0 0 ${tokens.spacingVerticalS}` },
  list: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    paddingLeft: '1.5em',
    '& > li': { marginBottom: tokens.spacingVerticalXS },
  },
  instruction: { margin: `0 0 ${tokens.spacingVerticalS}`, fontWeight: tokens.fontWeightSemibold },
  contacts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  // Contacts are at least 24 px tall, so each meets WCAG 2.2's target size.
  contact: { display: 'inline-flex', alignItems: 'center', minHeight: '24px' },
  phone: { gap: tokens.spacingHorizontalXS, fontWeight: tokens.fontWeightSemibold },
});

const LABELS: Readonly<Record<RedFlagActionId, MessageDescriptor>> = {
  emergency: articlesMessages.emergencyLabel,
  'acute-oncology': articlesMessages.acuteOncologyLabel,
  'same-day': articlesMessages.urgentLabel,
  samaritans: articlesMessages.samaritansLabel,
};

type HeadingLevel = 2 | 3 | 4;

function CalloutBox({ group, headingLevel }: { group: RedFlagGroup; headingLevel: HeadingLevel }) {
  const intl = useIntl();
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const Heading = `h${headingLevel}` as const;
  const isEmergency = group.action.id === 'emergency';
  const Icon = isEmergency ? AlertUrgent24Filled : Warning24Filled;
  return (
    <div
      className={mergeClasses(styles.callout, isEmergency ? styles.emergency : styles.urgent)}
      data-urgent-callout={group.action.id}
    >
      <Heading className={styles.heading}>
        <Icon aria-hidden className={isEmergency ? styles.emergencyIcon : styles.urgentIcon} />
        {intl.formatMessage(LABELS[group.action.id])}
      </Heading>
      <p className={styles.text}>{intl.formatMessage(articlesMessages.symptomsIntro)}</p>
      <ul className={styles.list}>
        {group.entries.map((entry) => (
          <li key={entry.id}>{entry.symptoms}</li>
        ))}
      </ul>
      <p className={styles.instruction}>{group.action.instruction}</p>
      <ul className={styles.contacts}>
        {group.action.phones.map((phone) => (
          <li key={phone.tel}>
            <a href={`tel:${phone.tel}`} className={mergeClasses(linkStyles.link, styles.contact, styles.phone)}>
              <Call16Regular aria-hidden />
              {intl.formatMessage(articlesMessages.callPhone, { label: phone.label })}
            </a>
          </li>
        ))}
        {group.action.online && (
          <li>
            <TextLink href={group.action.online.url} className={styles.contact}>
              {group.action.online.label}
            </TextLink>
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * Red flags from the catalogue, one box per action, most urgent first: NHS.UK's 'Immediate action required' and
 * 'Urgent advice' boxes, with a text label beside the icon, its own heading and the numbers as tel: links.
 */
export function UrgentCallout({ ids, headingLevel }: { ids: readonly string[]; headingLevel: HeadingLevel }) {
  return (
    <>
      {groupRedFlags(ids).map((group) => (
        <CalloutBox key={group.action.id} group={group} headingLevel={headingLevel} />
      ))}
    </>
  );
}
