// The English model's WordNet exception lists (irregular forms to their lemma), which wink-nlp's lemmatiser reads
// with the part-of-speech tagger; the triage reads them once at start to build its own lemma table.
declare module 'wink-eng-lite-web-model/dist/wn-verb-exceptions.js' {
  const exceptions: Readonly<Record<string, string>>;
  export = exceptions;
}
declare module 'wink-eng-lite-web-model/dist/wn-noun-exceptions.js' {
  const exceptions: Readonly<Record<string, string>>;
  export = exceptions;
}
