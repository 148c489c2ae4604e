import type { ImageRef, Inline } from './model';
import { siteImages } from './site-images';
import { biographySummary } from './page-summaries';
import { practiceProfile } from './practice-profile';

export interface EducationEntry {
  qualification: string;
  institution: string;
  detail?: string;
}

export interface BiographyContent {
  heading: string;
  description: string;
  keywords: string[];
  paragraphs: Inline[][];
  photos: readonly [ImageRef, ImageRef];
  educationHeading: string;
  educationAndTraining: readonly EducationEntry[];
}

const name = practiceProfile.surgeonName;

export const biography: BiographyContent = {
  ...biographySummary,
  paragraphs: [
    [
      `${name} is a ${practiceProfile.title.toLowerCase()} at a national orthopaedic hospital, where they look after children, teenagers and adults with a wide range of spinal conditions. Alongside this NHS work, ${name} sees patients privately at clinics in London and Hertfordshire.`,
    ],
    [
      'Their clinical practice covers the whole spine, from the neck to the pelvis. A particular focus is spinal deformity, including scoliosis and kyphosis in growing children and young people, and the degenerative curves and imbalance that can develop in adult life. They also treat disc problems, spinal stenosis and other common causes of neck, back, arm and leg pain.',
    ],
    [
      `${name} is part of a multidisciplinary team that manages primary and secondary tumours of the spine, working closely with oncologists, radiologists, pathologists and specialist nurses so that surgical decisions fit within each patient's wider treatment plan.`,
    ],
    [
      'Whatever the condition, their approach is to explain the diagnosis clearly, to discuss every reasonable option, including non-surgical treatment, and to support patients and their families in reaching the decision that is right for them. Surgery is recommended only when the likely benefits clearly outweigh the risks.',
    ],
    [
      `Teaching is an important part of ${name}'s work. They supervise surgeons in training and lead a spinal fellowship that offers experienced surgeons from the UK and abroad advanced training in complex spinal surgery. Details of the programme and past fellows are on the `,
      { text: 'Previous Fellows', href: '/previous-fellows' },
      ' page, and a selection of their research appears under ',
      { text: 'Publications', href: '/publications' },
      '.',
    ],
  ],
  photos: [siteImages.surgeonPortrait, siteImages.surgeonInTheatre],
  educationHeading: 'Education & Training',
  educationAndTraining: [
    {
      qualification: 'Medical degree (MBChB)',
      institution: 'UK university medical school',
      detail: 'Undergraduate medical training, including clinical placements in hospitals and general practice.',
    },
    {
      qualification: 'BMedSci (Hons)',
      institution: 'UK university medical school',
      detail: 'Intercalated Bachelor of Medical Sciences degree with a research project in musculoskeletal science.',
    },
    {
      qualification: 'Basic surgical training and MRCS',
      institution: 'UK teaching hospitals',
      detail: 'Core surgical training and Membership of the Royal College of Surgeons.',
    },
    {
      qualification: 'Higher specialist training in Trauma & Orthopaedic Surgery',
      institution: 'UK specialist training programme',
      detail: 'Higher surgical training in trauma and orthopaedics, completed with the award of FRCS (Tr & Orth).',
    },
    {
      qualification: 'Spinal surgery fellowships',
      institution: 'Specialist spinal units in the UK and abroad',
      detail:
        'Advanced training in paediatric and adult spinal deformity, degenerative spinal surgery and spinal oncology.',
    },
  ],
};
