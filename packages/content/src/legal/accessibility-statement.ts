import type { LegalPage } from './legal-page-model';
import { correspondenceAddress, practiceProfile } from '../practice-profile';

const { adultStaffPhone, childrenStaffPhone, siteOrigin } = practiceProfile;

/** /accessibility: the GOV.UK model statement's shape, for a private practice. */
export const accessibilityStatement: LegalPage = {
  lead: [`This statement applies to the website at ${siteOrigin}.`],
  lastUpdated: '2026-11-23',
  sections: [
    {
      heading: 'Using this website',
      blocks: [
        {
          type: 'paragraph',
          content: ['We want as many people as possible to be able to use this website. You should be able to:'],
        },
        {
          type: 'list',
          items: [
            ['zoom in up to 400% without the text spilling off the screen'],
            ['move around the whole website using just a keyboard'],
            ['use the website with a screen reader'],
            ['read every page without JavaScript, apart from the booking forms and the chat'],
            ['change colours, contrast and fonts using your browser or device settings'],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'AbilityNet has ',
            { text: 'advice on making your device easier to use', href: 'https://mcmw.abilitynet.org.uk/' },
            ' if you have a disability.',
          ],
        },
      ],
    },
    {
      heading: 'The standard we aim for',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA. We believe the website is partially compliant with this standard, because of the known issues listed below.',
          ],
        },
      ],
    },
    {
      heading: 'Known issues',
      blocks: [
        {
          type: 'list',
          items: [
            [
              "The map images for our three locations are placeholders. Each location's address is given in text beside its map.",
            ],
            [
              `The booking forms and the chat assistant need JavaScript. Without it, call the clinic on ${adultStaffPhone} (adults) or ${childrenStaffPhone} (children) instead.`,
            ],
            [
              'Pages we link to on other websites, such as the NHS website, are outside our control and may have problems of their own.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'How we test this website',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Every page, including the open menus, is checked automatically against the WCAG 2.2 A and AA rules of axe-core in the Chromium browser whenever the website changes. Automated tests also check that the menus, the forms and the chat work with a keyboard alone, and that every page can be read without JavaScript. Automated checks cannot find every problem, and the website has not yet had a full manual audit by accessibility specialists.',
          ],
        },
      ],
    },
    {
      heading: 'Reporting a problem',
      blocks: [
        {
          type: 'paragraph',
          content: [
            `If you find a problem not listed here, or need information in a different format, call ${adultStaffPhone} or write to ${correspondenceAddress()}. We reply within 5 working days.`,
          ],
        },
        {
          type: 'paragraph',
          content: [
            'If you are not happy with our reply, you can contact the ',
            { text: 'Equality Advisory and Support Service (EASS)', href: 'https://www.equalityadvisoryservice.com/' },
            '.',
          ],
        },
      ],
    },
  ],
};
