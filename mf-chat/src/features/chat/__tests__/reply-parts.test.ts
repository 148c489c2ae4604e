import { parseReply } from '../lib/reply-parts';

describe('reply links', () => {
  it("turns links to the site's pages and phone numbers into links, and anything else into text", () => {
    expect(
      parseReply(
        'See [Sciatica](/spinal-conditions/general/sciatica), [call](tel:999), [x](https://evil.example) [y](//evil.example) [z](javascript:alert(1))',
      ),
    ).toEqual([
      'See ',
      { label: 'Sciatica', href: '/spinal-conditions/general/sciatica' },
      ', ',
      { label: 'call', href: 'tel:999' },
      ', ',
      'x',
      ' ',
      'y',
      ' ',
      'z',
      ')',
    ]);
  });

  it('leaves text without links whole', () => {
    expect(parseReply('Just text [not a link]')).toEqual(['Just text [not a link]']);
  });
});
