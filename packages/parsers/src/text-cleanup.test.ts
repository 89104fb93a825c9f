import { cleanDocumentText, cleanInlineText, hasWordCharacters } from './text-cleanup';

describe('text clean-up', () => {
  it('turns Word-export hyphens, soft hyphens and odd spaces into plain text', () => {
    expect(cleanInlineText('(909) 555-\u00ad\u20105555')).toBe('(909) 555-5555');
    expect(cleanInlineText('on\u00adcampus\u00a0role\tnow')).toBe('oncampus role now');
  });

  it('drops icon-font code points', () => {
    expect(cleanInlineText('\uf095 (123) 456-7890')).toBe(' (123) 456-7890');
  });

  it('collapses spaces and blank lines but keeps tabs between cells', () => {
    const raw = '  Software   Engineer \t  May 2023\r\n\r\n\r\n\vNext\fpage\u0007 ';
    expect(cleanDocumentText(raw)).toBe('Software Engineer\tMay 2023\n\nNext\npage');
  });

  it('counts letters and digits in any script', () => {
    expect(hasWordCharacters('Ünïcödé — Résumé', 10)).toBe(true);
    expect(hasWordCharacters('• — • 1', 2)).toBe(false);
  });
});
