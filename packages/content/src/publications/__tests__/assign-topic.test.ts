import { assignTopic, type TopicRules } from '../assign-topic';

const rules: TopicRules = {
  fallbackTopic: 'Orthopaedic Research',
  rules: [
    { topic: 'Correspondence', terms: ['letter'] },
    { topic: 'Spinal Implants', terms: ['pedicle screws'] },
    { topic: 'Scoliosis', terms: ['scoliosis'] },
  ],
};

const work = (fields: { title?: string; keywords?: string[]; mesh?: string[]; publicationTypes?: string[] }) => ({
  title: 'An untitled work',
  ...fields,
});

describe('assignTopic', () => {
  it('takes the first rule, in file order, that any subject term matches', () => {
    expect(assignTopic(work({ keywords: ['scoliosis', 'pedicle screws'] }), rules)).toEqual({
      topic: 'Spinal Implants',
      decidedBy: 'subject',
    });
    expect(assignTopic(work({ publicationTypes: ['Letter'], keywords: ['scoliosis'] }), rules).topic).toBe(
      'Correspondence',
    );
  });

  it('matches whole words and phrases, ignoring case, accents and MeSH qualifiers', () => {
    expect(assignTopic(work({ keywords: ['Adolescent Idiopathic SCOLIOSIS'] }), rules).topic).toBe('Scoliosis');
    expect(assignTopic(work({ mesh: ['*Scoliosis/surgery'] }), rules).topic).toBe('Scoliosis');
    expect(assignTopic(work({ keywords: ['Pédicle-screws'] }), rules).topic).toBe('Spinal Implants');
    expect(assignTopic(work({ keywords: ['newsletter'] }), rules).decidedBy).toBe('fallback');
  });

  it('falls back to the title, then to the fallback topic', () => {
    expect(assignTopic(work({ title: 'Bracing in scoliosis', keywords: ['bracing'] }), rules)).toEqual({
      topic: 'Scoliosis',
      decidedBy: 'title',
    });
    expect(assignTopic(work({ keywords: ['bone'] }), rules)).toEqual({
      topic: 'Orthopaedic Research',
      decidedBy: 'fallback',
    });
  });
});
