/** Copy for the simpler pages: home, information hub and the 'coming soon' placeholders. */
import { informationHubSummary } from './page-summaries';
import { biographyPath, brandName, practiceProfile } from './practice-profile';

const name = practiceProfile.surgeonName;

export interface InformationHubCard {
  title: string;
  description: string;
  href: string;
  /** External scholar profile (Publications & Citations card only); opens in a new tab. */
  scholarLinkLabel?: string;
  scholarUrl?: string;
  note?: string;
}

export const homePage = {
  hero: {
    title: brandName(),
    subtitle: practiceProfile.title,
    bookButtonLabel: 'Book an Appointment',
  },
  aboutMe: {
    heading: 'About Me',
    paragraphs: [
      'I am a consultant orthopaedic and spinal surgeon based at a national orthopaedic hospital, caring for children, young people and adults with conditions affecting the spine.',
      'My practice focuses on spinal deformity such as scoliosis and kyphosis, spinal tumours, and the common degenerative problems that cause neck, back, arm and leg pain. I aim to explain every diagnosis clearly and to discuss all the options, including those that do not involve surgery, so that you can make an informed decision about your care.',
    ],
    readBiographyLabel: 'Read Biography',
    readBiographyHref: biographyPath(),
    bookButtonLabel: 'Book an Appointment',
  },
  whereToFindMe: {
    heading: 'Where to Find Me',
    lead: 'I see patients at three locations in London and Hertfordshire.',
  },
  insuranceBanner: {
    text: 'All major insurance plans are accepted. Self-paying patients are also welcome.',
  },
  getInTouch: {
    heading: 'Get in Touch',
    text: `To arrange an appointment with ${name}, or to ask a question about your referral, please send a request through our services page and the team will contact you.`,
    contactButtonLabel: 'Contact Us',
    contactHref: '/services',
  },
} as const;

export const informationHub: {
  lead: string;
  cards: readonly InformationHubCard[];
} = {
  lead: informationHubSummary.lead,
  cards: [
    {
      title: 'Biography',
      description: 'My training, clinical interests and approach to caring for patients.',
      href: biographyPath(),
    },
    {
      title: 'Patient Information',
      description: 'Trusted external guides to common spinal conditions and procedures.',
      href: '/patient-information',
    },
    {
      title: 'Previous Fellows',
      description: 'Surgeons who have completed the spinal fellowship, and how to enquire about it.',
      href: '/previous-fellows',
    },
    {
      title: 'Publications & Citations',
      description: 'Research papers, reviews and correspondence, searchable by topic.',
      href: '/publications',
      scholarLinkLabel: 'View Google Scholar profile',
      scholarUrl: practiceProfile.scholarProfileUrl,
      note: 'Updated periodically • External links open in new tab',
    },
  ],
};

export const comingSoonText = 'Content coming soon...';
