// citation.js ships no type declarations: the part of its API the importer uses.
declare module '@citation-js/core' {
  /** A CSL-JSON item, as citation.js returns it (only the fields the importer reads are typed). */
  export interface CslName {
    family?: string;
    given?: string;
    literal?: string;
  }
  export interface CslDate {
    'date-parts'?: (number | string)[][];
    raw?: string;
    literal?: string;
  }
  export interface CslItem {
    id?: string | number;
    type?: string;
    title?: string;
    author?: CslName[];
    'container-title'?: string;
    'collection-title'?: string;
    'event-title'?: string;
    volume?: string | number;
    issue?: string | number;
    page?: string | number;
    issued?: CslDate;
    'event-date'?: CslDate;
    publisher?: string;
    DOI?: string;
    PMID?: string | number;
    URL?: string;
    abstract?: string;
    keyword?: string;
    genre?: string;
    [field: string]: unknown;
  }
  export const plugins: {
    input: {
      chain(data: unknown, options: { generateGraph?: boolean; forceType?: string }): CslItem[];
    };
    output: {
      format(
        name: 'bibliography',
        data: CslItem[],
        options: { template?: string; format?: 'text' | 'html'; lang?: string },
      ): string;
    };
  };
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
