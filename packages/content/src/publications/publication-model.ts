/**
 * Publications: the records the importer writes (`publications.json`, from the files reference managers export) and
 * the entries the /publications page shows, resolved from them with the topic rules and the surgeon's overrides.
 */

export const PUBLICATION_TYPES = ['article', 'review', 'chapter', 'book', 'conference'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

/** A name as reference managers hold it (CSL-JSON's name variable): a person's family and given names, or a body. */
export interface PublicationAuthorName {
  family?: string;
  given?: string;
  /** An organisation or a name that cannot be split, e.g. 'Spine Study Group'. */
  literal?: string;
}

/** One work as stored in publications.json. Written by `npm run publications:import`, never by hand. */
export interface PublicationRecord {
  /** The work's merge key: 'doi:<doi>', else 'pmid:<pmid>', else 'title:<normalised title>|<year>'. */
  id: string;
  type: PublicationType;
  title: string;
  authors: PublicationAuthorName[];
  /** The journal, the book a chapter is in, or the conference's proceedings. */
  container?: string;
  volume?: string;
  issue?: string;
  pages?: string;
  year?: number;
  publisher?: string;
  /** Without the resolver, e.g. '10.1016/j.spinee.2020.01.001'. */
  doi?: string;
  pmid?: string;
  url?: string;
  abstract?: string;
  /** The author's or database's keywords (BibTeX keywords, RIS KW, CSL keyword, MEDLINE OT). */
  keywords?: string[];
  /** MeSH headings from MEDLINE (MH), qualifiers kept as exported, e.g. '*Scoliosis/surgery'. */
  mesh?: string[];
  /** MEDLINE publication types (PT), e.g. 'Review', 'Case Reports', 'Letter'. */
  publicationTypes?: string[];
}

/** publications.json. */
export interface PublicationsFile {
  /** What wrote the file and how to change it, for whoever opens it. */
  about: string;
  publications: PublicationRecord[];
}

/** An author as the page shows it (Vancouver style, 'Example A'), marking the surgeon, whom the page shows in bold. */
export interface PublicationAuthor {
  name: string;
  /** 'Alex Example', for the structured data. */
  fullName: string;
  isSurgeon: boolean;
}

/** One entry of /publications. Text fields are '' when the record has no value. */
export interface Publication {
  id: string;
  type: PublicationType;
  title: string;
  authors: readonly PublicationAuthor[];
  /** External link, or '#' when the source gave only a placeholder; '' when there is none. */
  url: string;
  topic: string;
  /** Year as text, or '' when unknown. */
  date: string;
  /** The journal, book or proceedings. */
  journal: string;
  volume: string;
  issue: string;
  pages: string;
  /** DOI without the resolver prefix; '' when there is none. */
  doi: string;
  /** PubMed identifier; '' when there is none. */
  pmid: string;
  /** Abstract text, 'Not available', or ''. */
  abstract: string;
}

/** The resolver a DOI is appended to when building the DOI link. */
export const DOI_RESOLVER = 'https://doi.org/';

/** Where a PubMed record lives: this followed by the PMID and a slash. */
export const PUBMED_RESOLVER = 'https://pubmed.ncbi.nlm.nih.gov/';

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
