import type { LegalPage } from './legal-page-model';
import { correspondenceAddress, practiceProfile } from '../practice-profile';

const { surgeonName, title, dataProtectionEmail, adultStaffPhone, registrations } = practiceProfile;
const emailLink = { text: dataProtectionEmail, href: `mailto:${dataProtectionEmail}` };

/** /privacy: the ICO's right-to-be-informed checklist, in the order people look for the answers. */
export const privacyNotice: LegalPage = {
  lead: [
    `This notice explains what personal information this website collects, why, who receives it, how long it is kept and what your rights are. It covers appointment requests, fellowship inquiries, the chat assistant and staff sign-in.`,
  ],
  lastUpdated: '2026-11-25',
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        {
          type: 'paragraph',
          content: [
            `${surgeonName}, ${title.toLowerCase()} in private practice, is the controller of the personal information this website collects. This means ${surgeonName} decides why and how it is used and is responsible for protecting it.`,
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Our data protection contact answers every question about your personal information. Email ',
            emailLink,
            `, call ${adultStaffPhone} or write to ${correspondenceAddress()}. Our registration number with the Information Commissioner's Office is ${registrations.icoRegistrationNumber}.`,
          ],
        },
      ],
    },
    {
      heading: 'What we collect',
      blocks: [],
      subsections: [
        {
          heading: 'Appointment requests',
          blocks: [
            {
              type: 'paragraph',
              content: [
                'When you ask for an appointment for yourself, or as a parent or guardian for your child, the form collects:',
              ],
            },
            {
              type: 'list',
              items: [
                ['name, date of birth, address, email address and phone number'],
                ['the type of appointment, and whether you are paying yourself or through insurance'],
                ['insurance details: the insurer, membership number and authorisation code'],
                ["your GP's name and contact details"],
                ['previous scans: whether you have had any, where, when and what kind'],
                ['anything you choose to tell us about your symptoms or condition'],
                ['how you heard about us'],
              ],
            },
            {
              type: 'paragraph',
              content: [
                'Information about your health is special category data, which the law protects more strongly. Please give only what the form asks for.',
              ],
            },
          ],
        },
        {
          heading: 'Fellowship inquiries',
          blocks: [
            {
              type: 'paragraph',
              content: ['Surgeons asking about the fellowship give their name, email address and a message.'],
            },
          ],
        },
        {
          heading: 'The chat assistant',
          blocks: [
            {
              type: 'paragraph',
              content: [
                'To answer, the assistant receives your message, the earlier messages of the same conversation, the address of the page you are on and a random number that identifies the conversation. We store none of it, and message text is never written to our logs. So that the conversation continues as you move from page to page, your browser keeps it, with that number, in the tab you are using, and forgets it when you close the tab. Please do not type your name or other details that identify you.',
              ],
            },
          ],
        },
        {
          heading: 'Staff sign-in',
          blocks: [
            {
              type: 'paragraph',
              content: [
                "Clinic staff sign in with their work account. We keep their name, work email address and role, and an audit log of who opened or changed which request and when. The log never holds a request's content.",
              ],
            },
          ],
        },
        {
          heading: 'Everyone',
          blocks: [
            {
              type: 'paragraph',
              content: [
                'Your IP address is used for up to an hour to limit how many requests one computer can send, which protects the site from abuse. It is not written to our logs.',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: 'Why we use it, and our lawful basis',
      blocks: [
        {
          type: 'list',
          items: [
            [
              'Appointment requests: to arrange the appointment you asked for. The lawful basis is Article 6(1)(b) of the UK GDPR, taking steps at your request before entering into a contract. For the health information, it is Article 9(2)(h), the provision of health care, with the condition in paragraph 2 of Schedule 1 to the Data Protection Act 2018. Only health professionals, and staff who owe you the same duty of confidentiality, read it.',
            ],
            [
              'Fellowship inquiries: to answer your question about the fellowship. The lawful basis is Article 6(1)(f), our legitimate interest in answering people who write to us.',
            ],
            [
              'The chat assistant: to answer your general question. The lawful basis is Article 6(1)(f), our legitimate interest in helping visitors find information on this website.',
            ],
            [
              'Staff sign-in, the audit log and limits on requests: to keep the information we hold secure. The lawful basis is Article 6(1)(f), our legitimate interest in protecting it, which the law also requires of us.',
            ],
          ],
        },
        {
          type: 'paragraph',
          content: ['We do not sell your information, use it for marketing or make automated decisions about you.'],
        },
      ],
    },
    {
      heading: 'Who receives it, and where',
      blocks: [
        {
          type: 'list',
          items: [
            [
              'The clinic: each appointment request and fellowship inquiry is emailed to the clinic inbox. We send the email through Mailgun, which acts as our processor and stores nothing for its own use. Mailgun processes it in the European Union when the practice uses its EU region, and otherwise in the United States, with the safeguards UK data protection law requires for such transfers.',
            ],
            [
              "The clinic's automation service: a copy of each appointment request goes to the clinic's own automation webhook, which adds it to the clinic's appointment workflow. It runs on the practice's systems in the United Kingdom.",
            ],
            [
              "OpenAI, only when the chat assistant runs with it: your message and the earlier messages of the same conversation, with the assistant's instructions and up to three passages from this website, are sent to OpenAI to write the answer. Nothing else about you is sent: no page address, conversation number, IP address or cookie. A message that describes warning signs of an emergency is answered on our own server and is never sent. OpenAI processes it in the United States as our processor, with the safeguards UK data protection law requires for such transfers, and does not use it to train its models.",
            ],
            [
              'Microsoft: staff sign in with their Microsoft Entra ID work account, so Microsoft processes their sign-in.',
            ],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'The website and its database run on our hosting in the United Kingdom. We share your information with nobody else unless the law requires it.',
          ],
        },
      ],
    },
    {
      heading: 'How long we keep it',
      intro: [
        'We delete each kind of record automatically when its period ends, together with the emails we keep of it. These are the periods the website applies now:',
      ],
      recordHeader: 'Record',
      periodHeader: 'Kept for',
      rows: [
        {
          kind: 'submissionDays',
          record: 'Appointment requests and fellowship inquiries',
          countedFrom: "after the request's last status change",
        },
        { kind: 'spamDays', record: 'Requests caught by our spam filter', countedFrom: 'after they arrive' },
        { kind: 'auditDays', record: 'The staff audit log', countedFrom: 'after each entry' },
      ],
      unavailable: [
        'The retention periods could not be loaded just now. Reload the page, or ask our data protection contact at ',
        emailLink,
        '.',
      ],
      after: [
        [
          'We do not store chat messages. Your browser keeps the conversation only in the tab you are using, so that it continues from page to page, and forgets it when you close the tab. A staff session ends after 30 minutes without use, and after 8 hours at most.',
        ],
        [
          'Once you become a patient, your medical records are kept separately from this website, for as long as the law and professional guidance on health records require.',
        ],
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        { type: 'paragraph', content: ['You have the right to:'] },
        {
          type: 'list',
          items: [
            ['ask for a copy of the information we hold about you (access)'],
            ['have wrong or incomplete information corrected (rectification)'],
            ['have your information deleted (erasure)'],
            ['ask us to limit how we use it (restriction)'],
            ['object to how we use it, where we rely on our legitimate interests (objection)'],
            ['receive information you gave us in a form a computer can read (portability)'],
          ],
        },
        {
          type: 'paragraph',
          content: [
            'To use any of these rights, email ',
            emailLink,
            ' or write to us at the address above. It is free, and we answer within one month.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            "If you are unhappy with how we have used your information, please tell us first. You can also complain to the Information Commissioner's Office: ",
            { text: 'make a complaint on the ICO website', href: 'https://ico.org.uk/make-a-complaint/' },
            ', or call their helpline on 0303 123 1113.',
          ],
        },
      ],
    },
    {
      heading: 'Cookies',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'This website sets no cookies for visitors: no analytics, advertising or tracking cookies. The only cookies are set when clinic staff sign in: one that secures the sign-in itself and is gone within ten minutes, then the session cookie. They are strictly necessary for the staff area to work, so the law does not ask for consent to them, and there is no cookie banner. The chat assistant sets no cookie either: to carry your conversation from page to page, your browser keeps it in the storage of the tab you are using, which is cleared when you close the tab.',
          ],
        },
      ],
    },
    {
      heading: 'Changes to this notice',
      blocks: [
        {
          type: 'paragraph',
          content: ['When we change this notice, we update it here and change the date below.'],
        },
      ],
    },
  ],
};
