/**
 * The few words each page shares with the route table (its h1, meta description and keywords), kept apart from
 * the pages' full text so the shell's route table does not carry every page body.
 */
import { brandName, practiceProfile } from './practice-profile';

const name = practiceProfile.surgeonName;

export const homeSummary = {
  description: `${brandName()}, ${practiceProfile.title.toLowerCase()}, sees children and adults with spinal deformity, spinal tumours and degenerative spinal conditions at three locations in London and Hertfordshire.`,
} as const;

export const informationHubSummary = {
  heading: 'Information',
  lead: 'Learn more about my background, find trusted information about spinal conditions, meet the surgeons I have trained and explore my published research.',
} as const;

export const biographySummary = {
  heading: `About ${name}`,
  description: `${name} is a ${practiceProfile.title.toLowerCase()} caring for children and adults with spinal deformity, degenerative spinal conditions and spinal tumours.`,
  keywords: [
    name,
    'consultant spinal surgeon',
    'orthopaedic surgeon',
    'spinal deformity',
    'scoliosis',
    'paediatric spine',
    'adult spine',
    'spinal tumours',
  ],
};

export const fellowsSummary = {
  description: `The spinal fellowship led by ${name}: the current fellow, previous fellows and their roles today, and how to enquire about the programme.`,
  keywords: [
    'spinal fellowship',
    'spine surgery fellowship',
    'spinal deformity fellowship',
    'spinal oncology training',
    'orthopaedic fellowship London',
  ],
};

export const patientInformationSummary = {
  title: 'Patient Information',
  lead: 'These carefully chosen external guides explain common spinal conditions and procedures in more detail. Each opens in a new tab on the NHS website.',
} as const;

export const conditionsIndexSummary = {
  title: 'General Spinal Conditions',
  description:
    'Plain-English guides to common spinal conditions: injuries, disc problems, wear and tear, spondy terms, referred pain, spine pain and sciatica.',
} as const;

export const privacySummary = {
  heading: 'Privacy Notice',
  description: `What personal information the website of ${name} collects, why, who receives it, how long it is kept, and your rights.`,
} as const;

export const termsSummary = {
  heading: 'Terms of Use',
  description:
    "The terms of use of this website: general information, not medical advice; what to do in an emergency; the chat assistant's limits.",
} as const;

export const accessibilitySummary = {
  heading: 'Accessibility Statement',
  description:
    'How accessible this website is, the standard it aims for (WCAG 2.2 AA), how it is tested, known issues and how to report a problem.',
} as const;
