import { defineMessages } from 'react-intl';

export const footerMessages = defineMessages({
  copyright: { id: 'shell.footer.copyright', defaultMessage: '© {year} {name}' },
  spinalSocietyLogo: { id: 'shell.footer.spinalSocietyLogo', defaultMessage: 'Spinal society member logo' },
  orthopaedicHospitalLogo: {
    id: 'shell.footer.orthopaedicHospitalLogo',
    defaultMessage: 'National orthopaedic hospital logo',
  },
  healthcareGroupLogo: { id: 'shell.footer.healthcareGroupLogo', defaultMessage: 'Private healthcare group logo' },
  affiliations: { id: 'shell.footer.affiliations', defaultMessage: 'Affiliations' },
  policies: { id: 'shell.footer.policies', defaultMessage: 'Policies' },
  registrations: { id: 'shell.footer.registrations', defaultMessage: 'Registrations' },
  gmcNumber: { id: 'shell.footer.gmcNumber', defaultMessage: 'GMC number {number}' },
  icoRegistrationNumber: { id: 'shell.footer.icoRegistrationNumber', defaultMessage: 'ICO registration {number}' },
  cqcProviderId: { id: 'shell.footer.cqcProviderId', defaultMessage: 'CQC provider ID {number}' },
});
