import { fullName, initials, isSurgeonAuthor, vancouverName } from '../author-names';

describe('author names', () => {
  it('prints Vancouver names with initials', () => {
    expect(vancouverName({ family: 'Example', given: 'Alex James' })).toBe('Example AJ');
    expect(vancouverName({ family: 'Smith', given: 'B. J.' })).toBe('Smith BJ');
    expect(vancouverName({ family: 'Martin', given: 'Jean-Luc' })).toBe('Martin JL');
    expect(vancouverName({ family: 'Example', given: 'AJ' })).toBe('Example AJ');
    expect(vancouverName({ literal: 'Spine Study Group' })).toBe('Spine Study Group');
    expect(initials('alex')).toBe('A');
    expect(fullName({ family: 'van der Berg', given: 'Robin' })).toBe('Robin van der Berg');
  });

  it('finds the surgeon however the list spells them, and nobody else', () => {
    const surgeon = 'Alex Example';
    expect(isSurgeonAuthor({ family: 'Example', given: 'Alex' }, surgeon)).toBe(true);
    expect(isSurgeonAuthor({ family: 'Example', given: 'A. J.' }, surgeon)).toBe(true);
    expect(isSurgeonAuthor({ family: 'EXAMPLE', given: 'AJ' }, surgeon)).toBe(true);
    expect(isSurgeonAuthor({ family: 'Example' }, surgeon)).toBe(true);
    expect(isSurgeonAuthor({ family: 'Example', given: 'Beth' }, surgeon)).toBe(false);
    expect(isSurgeonAuthor({ family: 'Examples', given: 'Alex' }, surgeon)).toBe(false);
    expect(isSurgeonAuthor({ family: 'Xample', given: 'Alex' }, surgeon)).toBe(false);
    expect(isSurgeonAuthor({ literal: 'Alex Example' }, surgeon)).toBe(false);
    expect(isSurgeonAuthor({ family: 'van der Berg', given: 'Robin' }, 'Robin van der Berg')).toBe(true);
    expect(isSurgeonAuthor({ family: 'Berg', given: 'Robin' }, 'Robin van der Berg')).toBe(true);
  });
});
