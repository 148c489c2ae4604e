import type { RedFlagSource, RedFlagSourceId } from './red-flag-model';

/** The guidance each red flag rests on. Articles list these under 'Sources'. */
export const RED_FLAG_SOURCES: Readonly<Record<RedFlagSourceId, RedFlagSource>> = {
  'nice-ng59': {
    id: 'nice-ng59',
    title: 'Low back pain and sciatica in over 16s: assessment and management (NG59)',
    url: 'https://www.nice.org.uk/guidance/ng59',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
  },
  'girft-cauda-equina': {
    id: 'girft-cauda-equina',
    title: 'National suspected cauda equina syndrome pathway',
    url: 'https://gettingitrightfirsttime.co.uk/pathway-supports-clinicians-to-diagnose-and-treat-cauda-equina-syndrome-without-delay/',
    publisher: 'Getting It Right First Time (GIRFT), NHS England',
  },
  'nice-ng234': {
    id: 'nice-ng234',
    title: 'Spinal metastases and metastatic spinal cord compression (NG234)',
    url: 'https://www.nice.org.uk/guidance/ng234',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
  },
  'nhs-back-pain': {
    id: 'nhs-back-pain',
    title: 'Back pain',
    url: 'https://www.nhs.uk/conditions/back-pain/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nhs-sciatica': {
    id: 'nhs-sciatica',
    title: 'Sciatica',
    url: 'https://www.nhs.uk/conditions/sciatica/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nhs-cauda-equina': {
    id: 'nhs-cauda-equina',
    title: 'Cauda equina syndrome',
    url: 'https://www.nhs.uk/conditions/cauda-equina-syndrome/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nice-cks-low-back-pain': {
    id: 'nice-cks-low-back-pain',
    title: 'Back pain - low (without radiculopathy): Clinical Knowledge Summary',
    url: 'https://cks.nice.org.uk/topics/back-pain-low-without-radiculopathy/',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
  },
  'nhs-urgent-mental-health': {
    id: 'nhs-urgent-mental-health',
    title: 'Where to get urgent help for mental health',
    url: 'https://www.nhs.uk/nhs-services/mental-health-services/where-to-get-urgent-help-for-mental-health/',
    publisher: 'NHS website (NHS.UK)',
  },
  samaritans: {
    id: 'samaritans',
    title: 'Contact Samaritans',
    url: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
    publisher: 'Samaritans',
  },
  // Guidance behind the articles' wider content (treatments, statistics) rather than a red flag.
  'nice-ng41': {
    id: 'nice-ng41',
    title: 'Spinal injury: assessment and initial management (NG41)',
    url: 'https://www.nice.org.uk/guidance/ng41',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
  },
  'nice-ng65': {
    id: 'nice-ng65',
    title: 'Spondyloarthritis in over 16s: diagnosis and management (NG65)',
    url: 'https://www.nice.org.uk/guidance/ng65',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
  },
  'girft-spinal-services': {
    id: 'girft-spinal-services',
    title: 'Spinal Services: GIRFT Programme National Specialty Report (2019)',
    url: 'https://gettingitrightfirsttime.co.uk/spinal-surgery-report/',
    publisher: 'Getting It Right First Time (GIRFT), NHS England',
  },
  'nhs-slipped-disc': {
    id: 'nhs-slipped-disc',
    title: 'Slipped disc',
    url: 'https://www.nhs.uk/conditions/slipped-disc/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nhs-spinal-stenosis': {
    id: 'nhs-spinal-stenosis',
    title: 'Spinal stenosis',
    url: 'https://www.nhs.uk/conditions/spinal-stenosis/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nhs-heart-attack': {
    id: 'nhs-heart-attack',
    title: 'Heart attack',
    url: 'https://www.nhs.uk/conditions/heart-attack/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nhs-aortic-dissection': {
    id: 'nhs-aortic-dissection',
    title: 'Aortic dissection',
    url: 'https://www.nhs.uk/conditions/aortic-dissection/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nhs-abdominal-aortic-aneurysm': {
    id: 'nhs-abdominal-aortic-aneurysm',
    title: 'Abdominal aortic aneurysm',
    url: 'https://www.nhs.uk/conditions/abdominal-aortic-aneurysm/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nhs-pulmonary-embolism': {
    id: 'nhs-pulmonary-embolism',
    title: 'Pulmonary embolism',
    url: 'https://www.nhs.uk/conditions/pulmonary-embolism/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nhs-subarachnoid-haemorrhage': {
    id: 'nhs-subarachnoid-haemorrhage',
    title: 'Subarachnoid haemorrhage',
    url: 'https://www.nhs.uk/conditions/subarachnoid-haemorrhage/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nhs-headaches': {
    id: 'nhs-headaches',
    title: 'Headaches',
    url: 'https://www.nhs.uk/conditions/headaches/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nhs-meningitis': {
    id: 'nhs-meningitis',
    title: 'Meningitis',
    url: 'https://www.nhs.uk/conditions/meningitis/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nhs-sepsis': {
    id: 'nhs-sepsis',
    title: 'Sepsis',
    url: 'https://www.nhs.uk/conditions/sepsis/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nhs-cuts-and-grazes': {
    id: 'nhs-cuts-and-grazes',
    title: 'Cuts and grazes (signs of an infected wound)',
    url: 'https://www.nhs.uk/conditions/cuts-and-grazes/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nice-ng125': {
    id: 'nice-ng125',
    title: 'Surgical site infections: prevention and treatment (NG125)',
    url: 'https://www.nice.org.uk/guidance/ng125',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
  },
  'nhs-poisoning': {
    id: 'nhs-poisoning',
    title: 'Poisoning',
    url: 'https://www.nhs.uk/conditions/poisoning/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nhs-self-harm': {
    id: 'nhs-self-harm',
    title: 'Self-harm',
    url: 'https://www.nhs.uk/mental-health/conditions/self-harm/',
    publisher: 'NHS website (NHS.UK)',
  },
  'nhs-back-pain-in-children': {
    id: 'nhs-back-pain-in-children',
    title: 'Back pain in children',
    url: 'https://www.nhs.uk/conditions/back-pain-in-children/',
    publisher: 'NHS website (NHS.UK)',
  },
};
