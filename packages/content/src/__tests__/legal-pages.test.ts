import { accessibilityStatement } from '../legal/accessibility-statement';
import { isRetentionSection, type LegalPage, type LegalSection, type TextSection } from '../legal/legal-page-model';
import { privacyNotice } from '../legal/privacy-notice';
import { termsOfUse } from '../legal/terms-of-use';
import type { Inline } from '../model';
import { correspondenceAddress, practiceProfile } from '../practice-profile';

const inlineText = (content: readonly Inline[]) =>
  content.map((part) => (typeof part === 'string' ? part : part.text)).join('');

const sectionText = (section: LegalSection | TextSection): string => {
  if (isRetentionSection(section)) {
    return [
      section.heading,
      inlineText(section.intro),
      ...section.rows.map((row) => `${row.record} ${row.countedFrom}`),
      ...section.after.map(inlineText),
    ].join('\n');
  }
  const blocks = section.blocks.map((block) =>
    block.type === 'paragraph' ? inlineText(block.content) : block.items.map(inlineText).join('\n'),
  );
  return [section.heading, ...blocks, ...(section.subsections ?? []).map(sectionText)].join('\n');
};

const pageText = (page: LegalPage) => [inlineText(page.lead), ...page.sections.map(sectionText)].join('\n');

describe('privacy notice', () => {
  const text = pageText(privacyNotice);

  it("covers the ICO's right-to-be-informed checklist", () => {
    const headings = privacyNotice.sections.map((section) => section.heading);
    expect(headings).toEqual([
      'Who we are',
      'What we collect',
      'Why we use it, and our lawful basis',
      'Who receives it, and where',
      'How long we keep it',
      'Your rights',
      'Cookies',
      'Changes to this notice',
    ]);
    for (const phrase of ['Article 9(2)(h)', 'Article 6(1)(b)', 'Mailgun', 'automation webhook', 'OpenAI']) {
      expect(text).toContain(phrase);
    }
    for (const right of ['access', 'rectification', 'erasure', 'restriction', 'objection']) {
      expect(text).toContain(`(${right})`);
    }
    expect(text).toContain("Information Commissioner's Office");
  });

  it('says exactly where the chat conversation is kept: in the browser tab, never by the clinic', () => {
    expect(text).not.toContain('not stored at all');
    expect(text).toContain('We do not store chat messages.');
    expect(text).toContain('forgets it when you close the tab');
    expect(text).not.toMatch(/local storage|localStorage/i);
  });

  it('takes the controller and contact details from the practice profile', () => {
    expect(text).toContain(practiceProfile.surgeonName);
    expect(text).toContain(practiceProfile.dataProtectionEmail);
    expect(text).toContain(correspondenceAddress());
    expect(text).toContain(practiceProfile.registrations.icoRegistrationNumber);
  });

  it('names every configured retention period once and types none of them', () => {
    const retention = privacyNotice.sections.filter(isRetentionSection);
    expect(retention).toHaveLength(1);
    expect(retention[0]?.rows.map((row) => row.kind)).toEqual(['submissionDays', 'spamDays', 'auditDays']);
    expect(text).not.toMatch(/\b\d+ (days|years)\b/);
  });
});

describe('terms of use', () => {
  it('says the information is general, and where to go in an emergency', () => {
    const text = pageText(termsOfUse);
    expect(text).toContain('not medical advice');
    expect(text).toContain('call 999 or go to A&E');
    expect(text).toContain('NHS 111');
    expect(text).toContain('not a doctor');
  });
});

describe('accessibility statement', () => {
  it('has the GOV.UK model sections and names WCAG 2.2 AA', () => {
    expect(accessibilityStatement.sections.map((section) => section.heading)).toEqual([
      'Using this website',
      'The standard we aim for',
      'Known issues',
      'How we test this website',
      'Reporting a problem',
    ]);
    expect(pageText(accessibilityStatement)).toContain('version 2.2 at level AA');
  });
});

describe('practice registrations', () => {
  it('are samples: all zeros in each register format', () => {
    const { gmcNumber, icoRegistrationNumber, cqcProviderId } = practiceProfile.registrations;
    expect(gmcNumber).toMatch(/^0{7}$/);
    expect(icoRegistrationNumber).toMatch(/^Z[A-Z]0{6}$/);
    expect(cqcProviderId).toMatch(/^1-0{9,10}$/);
  });
});
