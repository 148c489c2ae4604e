import type { LegalPage } from './legal-page-model';
import { practiceProfile } from '../practice-profile';

const { surgeonName, adultStaffPhone } = practiceProfile;

/** /terms: what the website is and is not, and the assistant's limits. The chat's consent sentence links here. */
export const termsOfUse: LegalPage = {
  lead: [
    `These terms apply to everyone who uses this website, the website of ${surgeonName}. By using it, you accept them.`,
  ],
  lastUpdated: '2026-11-23',
  sections: [
    {
      heading: 'General information, not medical advice',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'The information on this website is general. It is not medical advice about you, and it does not replace a consultation with a doctor who knows your history and has examined you. Reading it, sending a request or using the chat does not make you a patient of the practice.',
          ],
        },
      ],
    },
    {
      heading: 'In an emergency',
      blocks: [
        {
          type: 'list',
          items: [
            ['In an emergency, call 999 or go to A&E.'],
            ['For urgent advice, call NHS 111 or use ', { text: 'NHS 111 online', href: 'https://111.nhs.uk/' }, '.'],
          ],
        },
        {
          type: 'paragraph',
          content: ['Do not use the booking forms or the chat for anything urgent: nobody reads them straight away.'],
        },
      ],
    },
    {
      heading: 'The chat assistant',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'The assistant is an automated program, not a doctor. It answers general questions from the pages of this website and can be wrong or incomplete. It cannot see your records, diagnose you, recommend treatment or book an appointment. A message that mentions warning signs of an emergency is answered with what to do straight away.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Please do not type your name or other details that identify you. How the assistant handles your messages is explained in our ',
            { text: 'privacy notice', href: '/privacy' },
            '.',
          ],
        },
      ],
    },
    {
      heading: 'Appointment and fellowship requests',
      blocks: [
        {
          type: 'paragraph',
          content: [
            `Sending a request does not confirm an appointment or a place. The clinic contacts you to arrange it. If you have not heard back within two working days, call ${adultStaffPhone}.`,
          ],
        },
      ],
    },
    {
      heading: 'Links to other websites',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'We link to trusted sources such as the NHS website. We are not responsible for the content of other websites.',
          ],
        },
      ],
    },
    {
      heading: 'Copyright',
      blocks: [
        {
          type: 'paragraph',
          content: [
            `The text and images on this website belong to ${surgeonName} or are used with permission. You may print or save pages for your own use, but not publish them elsewhere without permission.`,
          ],
        },
      ],
    },
    {
      heading: 'Our responsibility',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'We take care to keep the information accurate and up to date, and each clinical page shows when it was last reviewed. We are not responsible for decisions made on the general information alone. Nothing in these terms limits any responsibility that the law does not allow us to limit.',
          ],
        },
      ],
    },
    {
      heading: 'Changes and law',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'We may change these terms; the date below shows the latest version. The law of England and Wales applies to them.',
          ],
        },
      ],
    },
  ],
};
