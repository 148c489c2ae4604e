import type { ContentReview } from '../model';

/** Title, description, keywords and review dates of each article: kept apart from the article text so the shell's
 * route table (and each page's JSON-LD) does not carry every article's body. */
export interface ArticleRouteMeta {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  review: ContentReview;
}

/** The clinical review of every article against NICE, GIRFT and NHS.UK (issue 9); red-flag advice is re-checked yearly. */
const REVIEW_NOVEMBER_2026: ContentReview = { lastReviewed: '2026-11-23', nextReviewDue: '2027-11-23' };

export const articleRoutes: readonly ArticleRouteMeta[] = [
  {
    path: '/general-spinal-anatomy',
    title: 'General Spinal Anatomy',
    description:
      'A plain-English guide to how the spine is built: the vertebrae, discs, joints, ligaments, spinal cord and nerve roots, and the natural curves that keep us upright.',
    keywords: [
      'spinal anatomy',
      'vertebrae',
      'intervertebral disc',
      'spinal cord',
      'spinal nerve roots',
      'sacrum',
      'coccyx',
      'spinal curves',
    ],
    review: REVIEW_NOVEMBER_2026,
  },
  {
    path: '/cervical-spinal-anatomy',
    title: 'Cervical Spinal Anatomy',
    description:
      'How the neck is built: the atlas (C1) and axis (C2) that carry and turn the head, the C3 to C7 vertebrae below them, the cervical nerve roots and the natural inward curve of the neck.',
    keywords: [
      'cervical spine',
      'neck anatomy',
      'atlas C1',
      'axis C2',
      'cervical vertebrae',
      'cervical lordosis',
      'cervical nerve roots',
    ],
    review: REVIEW_NOVEMBER_2026,
  },
  {
    path: '/lumbar-spinal-anatomy',
    title: 'Lumbar Spinal Anatomy',
    description:
      'How the lower back is built: the five lumbar vertebrae, the inward curve of lumbar lordosis, and the cauda equina nerves that supply the legs, bladder and bowel.',
    keywords: [
      'lumbar spine',
      'lower back anatomy',
      'lumbar vertebrae',
      'lumbar lordosis',
      'cauda equina',
      'lumbar nerve roots',
    ],
    review: REVIEW_NOVEMBER_2026,
  },
  {
    path: '/spinal-conditions/general/spinal-injury',
    title: 'Spinal Injury',
    description:
      'An overview of spinal fractures, ligament injuries and muscle strains: how they happen, how they are assessed and when a back or neck injury needs emergency care.',
    keywords: [
      'spinal injury',
      'spinal fracture',
      'vertebral fracture',
      'osteoporotic fracture',
      'ligament injury',
      'whiplash',
      'back strain',
    ],
    review: REVIEW_NOVEMBER_2026,
  },
  {
    path: '/spinal-conditions/general/disc-problems',
    title: 'Disc Problems',
    description:
      'What happens when an intervertebral disc wears, bulges or prolapses, how disc problems are usually managed, and what discectomy and microdiscectomy involve.',
    keywords: [
      'disc problems',
      'slipped disc',
      'disc prolapse',
      'herniated disc',
      'disc degeneration',
      'discectomy',
      'microdiscectomy',
    ],
    review: REVIEW_NOVEMBER_2026,
  },
  {
    path: '/spinal-conditions/general/spinal-wear-and-tear',
    title: 'Spinal Wear and Tear',
    description:
      'How age-related changes such as osteophytes and facet joint arthritis can narrow the spinal canal, what spinal stenosis and myelopathy are, and what nerve root decompression involves.',
    keywords: [
      'spinal wear and tear',
      'degenerative spine',
      'osteophytes',
      'bone spurs',
      'facet joints',
      'spinal stenosis',
      'myelopathy',
      'nerve root decompression',
    ],
    review: REVIEW_NOVEMBER_2026,
  },
  {
    path: '/spinal-conditions/general/spondy-terms',
    title: 'Spondy Terms Explained',
    description:
      'Spondylosis, spondylitis, spondylolysis and spondylolisthesis sound alike but mean quite different things. This guide explains each term in plain English.',
    keywords: [
      'spondylosis',
      'spondylitis',
      'spondylolysis',
      'spondylolisthesis',
      'ankylosing spondylitis',
      'pars defect',
    ],
    review: REVIEW_NOVEMBER_2026,
  },
  {
    path: '/spinal-conditions/general/referred-pain',
    title: 'Referred Pain',
    description:
      'Why a problem in the spine can be felt in the leg or arm: referred pain, nerve root pain, sciatica and brachialgia explained.',
    keywords: [
      'referred pain',
      'radicular pain',
      'nerve root pain',
      'sciatica',
      'brachialgia',
      'arm pain from neck',
      'leg pain from back',
    ],
    review: REVIEW_NOVEMBER_2026,
  },
  {
    path: '/spinal-conditions/general/spine-pain',
    title: 'Spine Pain',
    description:
      'Back and neck pain are among the most common reasons people see a doctor in the UK. Learn how common spine pain is, what usually causes it, and which warning signs need urgent attention.',
    keywords: [
      'spine pain',
      'back pain',
      'neck pain',
      'lower back pain statistics UK',
      'non-specific back pain',
      'red flag symptoms',
    ],
    review: REVIEW_NOVEMBER_2026,
  },
  {
    path: '/spinal-conditions/general/sciatica',
    title: 'Sciatica',
    description:
      'What sciatica is, the common and less common conditions that cause it, how it is usually managed, and which symptoms need emergency care.',
    keywords: [
      'sciatica',
      'causes of sciatica',
      'leg pain',
      'nerve root pain',
      'disc prolapse',
      'spinal stenosis',
      'cauda equina syndrome',
    ],
    review: REVIEW_NOVEMBER_2026,
  },
];
