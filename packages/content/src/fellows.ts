import type { ImageRef } from './model';
import { practiceProfile } from './practice-profile';
import { siteImages } from './site-images';

export interface CurrentFellow {
  name: string;
  origin: string;
  description: string;
}

export interface PreviousFellow {
  name: string;
  currentRole: string;
  place: string;
}

export interface FellowsPageContent {
  lead: string;
  currentFellowHeading: string;
  currentFellow: CurrentFellow;
  groupPhoto: ImageRef;
  groupPhotoCaption: string;
  previousFellowsHeading: string;
  previousFellows: readonly PreviousFellow[];
  programme: { heading: string; paragraphs: readonly string[] };
  inquiryHeading: string;
  inquiryLead: string;
}

const name = practiceProfile.surgeonName;

/**
 * All fellows below are invented sample entries, marked '[Sample]' as the publications are, until the practice
 * supplies its own list.
 */
export const fellowsPage: FellowsPageContent = {
  lead: `Over the years, ${name} has trained spinal surgeons from the UK and around the world. Many now lead spinal services of their own.`,
  currentFellowHeading: 'Current Fellow',
  currentFellow: {
    name: '[Sample] Dr Sam Placeholder',
    origin: 'Visiting fellow from overseas',
    description:
      'Sam joined the fellowship after completing higher specialist training in orthopaedic surgery, and is gaining experience in paediatric and adult deformity correction, complex revision surgery and the surgical management of spinal tumours.',
  },
  groupPhoto: siteImages.fellowsGroup,
  groupPhotoCaption: `${name} with spinal fellows at a fellowship reunion meeting.`,
  previousFellowsHeading: 'Previous Fellows',
  previousFellows: [
    {
      name: '[Sample] Dr Jordan Example',
      currentRole: 'Consultant Spinal Surgeon',
      place: 'Manchester, United Kingdom',
    },
    { name: '[Sample] Dr Priya Sample', currentRole: 'Consultant Orthopaedic Spinal Surgeon', place: 'Mumbai, India' },
    { name: '[Sample] Dr Mateo Placeholder', currentRole: 'Head of Spinal Surgery', place: 'Madrid, Spain' },
    {
      name: '[Sample] Dr Amara Specimen',
      currentRole: 'Consultant Paediatric Spinal Surgeon',
      place: 'Lagos, Nigeria',
    },
    {
      name: '[Sample] Dr Lars Exemplar',
      currentRole: 'Associate Professor of Orthopaedic Surgery',
      place: 'Oslo, Norway',
    },
    { name: '[Sample] Dr Mei Prototype', currentRole: 'Consultant Spinal Surgeon', place: 'Singapore' },
    {
      name: '[Sample] Dr Omar Template',
      currentRole: 'Consultant Spinal Deformity Surgeon',
      place: 'Dubai, United Arab Emirates',
    },
    {
      name: '[Sample] Dr Grace Draftwell',
      currentRole: 'Consultant Orthopaedic Surgeon',
      place: 'Auckland, New Zealand',
    },
    { name: '[Sample] Dr Tomas Mockford', currentRole: 'Spinal Oncology Surgeon', place: 'Toronto, Canada' },
    {
      name: '[Sample] Dr Hannah Dummett',
      currentRole: 'Consultant Spinal Surgeon',
      place: 'Edinburgh, United Kingdom',
    },
  ],
  programme: {
    heading: 'The Fellowship Programme',
    paragraphs: [
      'The fellowship offers surgeons who have completed their specialist orthopaedic or neurosurgical training a period of advanced training in complex spinal surgery. Fellows work as part of a busy consultant-led team at a national orthopaedic hospital, with a high volume of both paediatric and adult cases.',
      'Training covers the assessment and surgical correction of spinal deformity, including idiopathic, congenital and neuromuscular scoliosis, kyphosis and adult degenerative deformity, together with revision surgery and the management of degenerative conditions.',
      'Fellows also gain experience in spinal oncology, working within the multidisciplinary team that treats primary and metastatic tumours of the spine. Alongside theatre and clinic work, fellows take part in teaching, audit and research, and are encouraged to present and publish their work.',
    ],
  },
  inquiryHeading: 'Fellowship Inquiry',
  inquiryLead:
    'If you are interested in the fellowship, please send a short message with your name and email address and we will get back to you.',
};
