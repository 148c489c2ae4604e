/**
 * Publications list for /publications.
 *
 * SAMPLE DATA ONLY: every entry below is a placeholder that the practice replaces with its real
 * bibliography. Titles start with '[Sample] ', journals are generic and DOIs use the 10.5555 test
 * prefix, so none of them can pass for a real citation. The set deliberately varies which fields
 * are present (date, DOI, url '#', abstract 'Not available') so every display rule is exercised.
 */

export interface Publication {
  id: number;
  title: string;
  /** External link, or '#' when there is none. */
  url: string;
  topic: string;
  /** Year as text, or '' when unknown. */
  date: string;
  journal: string;
  /** DOI without the resolver prefix; '' when there is none. */
  doi: string;
  /** Abstract text, or 'Not available'. */
  abstract: string;
}

/** The resolver a DOI is appended to when building the DOI link. */
export const DOI_RESOLVER = 'https://doi.org/';

/**
 * Badge background per topic. All are pastel tints on which dark text (#1F2937) has a contrast
 * ratio well above WCAG AA's 4.5:1. Topics missing here (e.g. 'Case Reports') get no colour.
 */
export const TOPIC_COLOURS: Readonly<Record<string, string>> = {
  'Orthopaedic Research': '#DBEAFE',
  'Spinal Alignment': '#D1FAE5',
  'General Surgery': '#FEF3C7',
  'Spinal Conditions': '#FCE7F3',
  'Tumours/Oncology': '#FEE2E2',
  'Spinal Implants': '#E0E7FF',
  'Case Studies': '#FFEDD5',
  'Surgical Techniques': '#CCFBF1',
  'Patient Outcomes': '#ECFCCB',
  Educational: '#E0F2FE',
  Correspondence: '#F3F4F6',
  Scoliosis: '#EDE9FE',
  'Orthopedic Surgery': '#FAE8FF',
};

const sampleUrl = (id: number): string => `https://example.org/sample-publications/${id}`;

export const publications: readonly Publication[] = [
  {
    id: 1,
    title: '[Sample] Sagittal balance after long-segment fusion for adult spinal deformity',
    url: sampleUrl(1),
    topic: 'Spinal Alignment',
    date: '2022',
    journal: 'Sample Journal of Spinal Surgery',
    doi: '10.5555/sample.2022.001',
    abstract:
      'Placeholder abstract. A retrospective review of radiographic sagittal alignment before and after long-segment fusion, describing how alignment parameters changed over two years of follow-up.',
  },
  {
    id: 2,
    title: '[Sample] Curve progression in adolescent idiopathic scoliosis treated with a brace',
    url: sampleUrl(2),
    topic: 'Scoliosis',
    date: '2021',
    journal: 'Sample Paediatric Orthopaedics Review',
    doi: '10.5555/sample.2021.002',
    abstract:
      'Placeholder abstract. An observational study of curve magnitude in adolescents who wore a spinal brace, comparing outcomes by hours of daily wear.',
  },
  {
    id: 3,
    title: '[Sample] Surgical management of metastatic spinal cord compression: a single-centre series',
    url: sampleUrl(3),
    topic: 'Tumours/Oncology',
    date: '2021',
    journal: 'Sample Journal of Spinal Oncology',
    doi: '10.5555/sample.2021.003',
    abstract:
      'Placeholder abstract. A descriptive series of patients treated surgically for spinal metastases, reporting ambulatory status and complications.',
  },
  {
    id: 4,
    title: '[Sample] Pedicle screw accuracy with navigation compared with freehand placement',
    url: sampleUrl(4),
    topic: 'Spinal Implants',
    date: '2020',
    journal: 'Sample Spine Technology Quarterly',
    doi: '10.5555/sample.2020.004',
    abstract:
      'Placeholder abstract. A comparison of screw position on postoperative CT between navigated and freehand techniques in thoracolumbar surgery.',
  },
  {
    id: 5,
    title: '[Sample] Bone mineral density and fixation failure in older spinal patients',
    url: sampleUrl(5),
    topic: 'Orthopaedic Research',
    date: '2020',
    journal: 'Sample Orthopaedic Research Letters',
    doi: '10.5555/sample.2020.005',
    abstract:
      'Placeholder abstract. An exploratory analysis of the relationship between preoperative bone density measurements and implant loosening.',
  },
  {
    id: 6,
    title: '[Sample] Congenital hemivertebra excision in early childhood: three illustrative cases',
    url: sampleUrl(6),
    topic: 'Case Studies',
    date: '2019',
    journal: 'Sample Journal of Spinal Surgery',
    doi: '10.5555/sample.2019.006',
    abstract:
      'Placeholder abstract. Three cases illustrating the planning and staged management of congenital spinal deformity in young children.',
  },
  {
    id: 7,
    title: '[Sample] Posterior vertebral column resection for rigid kyphoscoliosis',
    url: sampleUrl(7),
    topic: 'Surgical Techniques',
    date: '2019',
    journal: 'Sample Techniques in Orthopaedics',
    doi: '10.5555/sample.2019.007',
    abstract:
      'Placeholder abstract. A step-by-step technical description of posterior column resection, with notes on neuromonitoring and blood management.',
  },
  {
    id: 8,
    title: '[Sample] Patient-reported outcomes two years after lumbar microdiscectomy',
    url: sampleUrl(8),
    topic: 'Patient Outcomes',
    date: '2019',
    journal: 'Sample Outcomes in Spine Care',
    doi: '10.5555/sample.2019.008',
    abstract:
      'Placeholder abstract. A prospective collection of pain and disability scores after microdiscectomy for lumbar disc prolapse.',
  },
  {
    id: 9,
    title: '[Sample] Teaching the spinal examination to junior doctors: a structured approach',
    url: sampleUrl(9),
    topic: 'Educational',
    date: '2018',
    journal: 'Sample Surgical Education Journal',
    doi: '10.5555/sample.2018.009',
    abstract:
      'Placeholder abstract. Describes a structured teaching session on neurological examination of the spine and feedback from participants.',
  },
  {
    id: 10,
    title: '[Sample] Letter: imaging thresholds in suspected cauda equina syndrome',
    url: sampleUrl(10),
    topic: 'Correspondence',
    date: '2018',
    journal: 'Sample Bulletin of Orthopaedics',
    doi: '',
    abstract: 'Not available',
  },
  {
    id: 11,
    title: '[Sample] Enhanced recovery pathways in elective surgery: lessons for spinal units',
    url: sampleUrl(11),
    topic: 'General Surgery',
    date: '2018',
    journal: 'Sample Journal of Perioperative Care',
    doi: '10.5555/sample.2018.011',
    abstract:
      'Placeholder abstract. A narrative review of enhanced recovery principles from general surgery and how they may apply to spinal surgery.',
  },
  {
    id: 12,
    title: '[Sample] Natural history of degenerative cervical myelopathy: a narrative review',
    url: sampleUrl(12),
    topic: 'Spinal Conditions',
    date: '2017',
    journal: 'Sample Reviews in Spinal Medicine',
    doi: '10.5555/sample.2017.012',
    abstract:
      'Placeholder abstract. Summarises published descriptions of how degenerative cervical myelopathy progresses without surgery.',
  },
  {
    id: 13,
    title: '[Sample] Infection rates after instrumented orthopedic procedures',
    url: sampleUrl(13),
    topic: 'Orthopedic Surgery',
    date: '2017',
    journal: 'Sample International Orthopedics Review',
    doi: '10.5555/sample.2017.013',
    abstract:
      'Placeholder abstract. An audit of surgical site infection after instrumented procedures, with a description of prevention measures.',
  },
  {
    id: 14,
    title: '[Sample] Spinal epidural abscess presenting as isolated back pain',
    url: sampleUrl(14),
    topic: 'Case Reports',
    date: '2016',
    journal: 'Sample Case Reports in Orthopaedics',
    doi: '10.5555/sample.2016.014',
    abstract:
      'Placeholder abstract. A single case report of an epidural abscess in which back pain was the only initial symptom.',
  },
  {
    id: 15,
    title: '[Sample] Neuromuscular scoliosis surgery and respiratory function',
    url: sampleUrl(15),
    topic: 'Scoliosis',
    date: '2016',
    journal: 'Sample Paediatric Orthopaedics Review',
    doi: '10.5555/sample.2016.015',
    abstract:
      'Placeholder abstract. Reviews lung function measurements before and after corrective surgery for neuromuscular scoliosis.',
  },
  {
    id: 16,
    title: '[Sample] En bloc resection of primary tumours of the mobile spine',
    url: sampleUrl(16),
    topic: 'Tumours/Oncology',
    date: '',
    journal: 'Sample Journal of Spinal Oncology',
    doi: '10.5555/sample.nd.016',
    abstract:
      'Placeholder abstract. Describes the planning of en bloc resection for primary spinal tumours within a multidisciplinary team.',
  },
  {
    id: 17,
    title: '[Sample] Pelvic incidence and lumbar lordosis mismatch in revision surgery',
    url: sampleUrl(17),
    topic: 'Spinal Alignment',
    date: '2015',
    journal: 'Sample Journal of Spinal Surgery',
    doi: '10.5555/sample.2015.017',
    abstract:
      'Placeholder abstract. Examines alignment parameters in patients requiring revision surgery after previous lumbar fusion.',
  },
  {
    id: 18,
    title: '[Sample] Growing rod systems in early-onset scoliosis: implant-related complications',
    url: '#',
    topic: 'Spinal Implants',
    date: '2014',
    journal: 'Sample Spine Technology Quarterly',
    doi: '10.5555/sample.2014.018',
    abstract:
      'Placeholder abstract. A review of implant-related complications in children treated with growth-friendly rod systems.',
  },
  {
    id: 19,
    title: '[Sample] Return to work after lumbar decompression for spinal stenosis',
    url: sampleUrl(19),
    topic: 'Patient Outcomes',
    date: '2014',
    journal: 'Sample Outcomes in Spine Care',
    doi: '10.5555/sample.2014.019',
    abstract:
      'Placeholder abstract. Reports time to return to work and patient satisfaction after decompression surgery.',
  },
  {
    id: 21,
    title: '[Sample] Minimally invasive transforaminal lumbar interbody fusion: technical notes',
    url: sampleUrl(21),
    topic: 'Surgical Techniques',
    date: '2013',
    journal: 'Sample Techniques in Orthopaedics',
    doi: '10.5555/sample.2013.021',
    abstract:
      'Placeholder abstract. Technical notes on a minimally invasive approach to lumbar interbody fusion, including pitfalls for the learning surgeon.',
  },
  {
    id: 22,
    title: '[Sample] Screening for scoliosis in schools: a review of the evidence',
    url: sampleUrl(22),
    topic: 'Scoliosis',
    date: '2013',
    journal: 'Sample Reviews in Spinal Medicine',
    doi: '10.5555/sample.2013.022',
    abstract:
      'Placeholder abstract. A summary of arguments for and against school screening programmes for adolescent scoliosis.',
  },
  {
    id: 23,
    title: '[Sample] Reply to correspondence on spinal cord monitoring',
    url: '#',
    topic: 'Correspondence',
    date: '2012',
    journal: 'Sample Bulletin of Orthopaedics',
    doi: '',
    abstract: 'Not available',
  },
  {
    id: 24,
    title: '[Sample] An introduction to spinal deformity for physiotherapists',
    url: sampleUrl(24),
    topic: 'Educational',
    date: '',
    journal: 'Sample Surgical Education Journal',
    doi: '10.5555/sample.nd.024',
    abstract:
      'Placeholder abstract. An educational overview of common spinal deformities, their assessment and referral pathways.',
  },
  {
    id: 25,
    title: '[Sample] Biomechanical testing of interbody cages in a cadaveric model',
    url: sampleUrl(25),
    topic: 'Orthopaedic Research',
    date: '2011',
    journal: 'Sample Orthopaedic Research Letters',
    doi: '10.5555/sample.2011.025',
    abstract:
      'Placeholder abstract. A laboratory study comparing the stiffness of spinal segments after insertion of different interbody cage designs.',
  },
  {
    id: 26,
    title: '[Sample] Radiotherapy and surgery for spinal metastases: timing considerations',
    url: sampleUrl(26),
    topic: 'Tumours/Oncology',
    date: '2011',
    journal: 'Sample Journal of Spinal Oncology',
    doi: '',
    abstract:
      'Placeholder abstract. Discusses the sequencing of radiotherapy and surgery for patients with metastatic spinal disease.',
  },
  {
    id: 27,
    title: '[Sample] Isthmic spondylolisthesis in young athletes: presentation and management',
    url: sampleUrl(27),
    topic: 'Spinal Conditions',
    date: '2010',
    journal: 'Sample Journal of Sports Orthopaedics',
    doi: '10.5555/sample.2010.027',
    abstract:
      'Placeholder abstract. A review of how pars defects and isthmic slips present in young athletes and how they are usually managed.',
  },
  {
    id: 28,
    title: '[Sample] Delayed diagnosis of an odontoid fracture: two cases',
    url: '#',
    topic: 'Case Studies',
    date: '2010',
    journal: 'Sample Journal of Spinal Surgery',
    doi: '10.5555/sample.2010.028',
    abstract:
      'Placeholder abstract. Two cases highlighting the difficulty of diagnosing odontoid fractures in older patients after minor falls.',
  },
  {
    id: 29,
    title: '[Sample] Adult degenerative scoliosis: a classification overview',
    url: sampleUrl(29),
    topic: 'Scoliosis',
    date: '2009',
    journal: 'Sample Reviews in Spinal Medicine',
    doi: '10.5555/sample.2009.029',
    abstract: 'Not available',
  },
  {
    id: 30,
    title: '[Sample] Thromboprophylaxis practice across surgical specialties: a survey',
    url: sampleUrl(30),
    topic: 'General Surgery',
    date: '2009',
    journal: 'Sample Journal of Perioperative Care',
    doi: '',
    abstract:
      'Placeholder abstract. A questionnaire survey describing variation in thromboprophylaxis practice between surgical specialties.',
  },
  {
    id: 31,
    title: '[Sample] Outcomes of orthopedic surgery in patients over eighty',
    url: '#',
    topic: 'Orthopedic Surgery',
    date: '',
    journal: 'Sample International Orthopedics Review',
    doi: '',
    abstract: 'Not available',
  },
];
