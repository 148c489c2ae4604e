/**
 * The practice profile: the one place that names the surgeon and the practice.
 * Every value here is a placeholder the clinic replaces; nothing else in the repo hard-codes them.
 */
export interface PracticeLocation {
  id: 'stanmore' | 'harley-street' | 'elstree';
  name: string;
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  country: 'GB';
  /** Map image under mf-content's public images folder. */
  mapImage: string;
  /** What the map image shows (replace with the real map's description when the file is replaced). */
  mapAlt: string;
}

/** The practice's professional and regulatory registrations, shown in the footer and the privacy notice. */
export interface PracticeRegistrations {
  /** General Medical Council reference number (seven digits). */
  gmcNumber: string;
  /** Information Commissioner's Office data protection registration number. */
  icoRegistrationNumber: string;
  /** Care Quality Commission provider ID; only where the practice holds its own registration. */
  cqcProviderId?: string;
}

export interface PracticeProfile {
  surgeonName: string;
  /** Shown after the name, and in every page title as '{page} | {name} {postNominals}'. */
  postNominals: string;
  title: string;
  locations: readonly PracticeLocation[];
  adultStaffPhone: string;
  childrenStaffPhone: string;
  scholarProfileUrl: string;
  siteOrigin: string;
  registrations: PracticeRegistrations;
  /** Where people write about their personal data: the data protection contact. */
  dataProtectionEmail: string;
  /** The location whose address receives post for the practice. */
  correspondenceLocationId: PracticeLocation['id'];
}

export const practiceProfile: PracticeProfile = {
  surgeonName: 'Alex Example',
  postNominals: 'FRCS',
  title: 'Consultant Orthopaedic and Spinal Surgeon',
  locations: [
    {
      id: 'stanmore',
      name: 'Royal National Orthopaedic Hospital',
      streetAddress: 'Brockley Hill',
      locality: 'Stanmore',
      region: 'Middlesex',
      postalCode: 'HA7 4LP',
      country: 'GB',
      mapImage: 'map-stanmore.svg',
      mapAlt:
        'Placeholder map: a pin on a plain street grid, standing in for a map of Royal National Orthopaedic Hospital, Stanmore',
    },
    {
      id: 'harley-street',
      name: 'Platinum Medical Centre',
      streetAddress: '9 Harley Street',
      locality: 'London',
      region: 'Greater London',
      postalCode: 'W1G 9QY',
      country: 'GB',
      mapImage: 'map-harley-street.svg',
      mapAlt:
        'Placeholder map: a pin on a plain street grid, standing in for a map of Platinum Medical Centre, Harley Street, London',
    },
    {
      id: 'elstree',
      name: 'Elstree Waterfront Outpatients Centre',
      streetAddress: 'Rowlands Hill',
      locality: 'Elstree',
      region: 'Hertfordshire',
      postalCode: 'WD6 3AA',
      country: 'GB',
      mapImage: 'map-elstree.svg',
      mapAlt:
        'Placeholder map: a pin on a plain street grid, standing in for a map of Elstree Waterfront Outpatients Centre, Elstree',
    },
  ],
  // Ofcom's drama range: obviously not a real clinic line until the clinic sets its own.
  adultStaffPhone: '020 7946 0001',
  childrenStaffPhone: '020 7946 0002',
  scholarProfileUrl: 'https://scholar.google.com/citations?user=EXAMPLE',
  siteOrigin: 'https://spine-surgeon.example',
  // Samples: all zeros in each register's format, so none can be mistaken for a real registration.
  registrations: {
    gmcNumber: '0000000',
    icoRegistrationNumber: 'ZA000000',
    cqcProviderId: '1-000000000',
  },
  dataProtectionEmail: 'privacy@spine-surgeon.example',
  correspondenceLocationId: 'harley-street',
};

/** '/alex-example-biography': the biography path is derived from the surgeon's name. */
export function biographyPath(profile: PracticeProfile = practiceProfile): string {
  const slug = profile.surgeonName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/${slug}-biography`;
}

/** The brand used in page titles: 'Alex Example FRCS'. */
export function brandName(profile: PracticeProfile = practiceProfile): string {
  return `${profile.surgeonName} ${profile.postNominals}`;
}

/** The postal address for the practice's correspondence, on one line. */
export function correspondenceAddress(profile: PracticeProfile = practiceProfile): string {
  const location = profile.locations.find((candidate) => candidate.id === profile.correspondenceLocationId);
  if (!location) throw new Error(`practice profile: no location ${profile.correspondenceLocationId}`);
  return [location.name, location.streetAddress, location.locality, location.postalCode].join(', ');
}
