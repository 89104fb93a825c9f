import { layoutPage } from './pdf-layout';
import type { PositionedText } from './pdf-lines';
import { cleanDocumentText } from './text-cleanup';

/** A fragment at (x, baseline y), y growing downwards; width from a rough 0.5 em per character. */
function at(x: number, y: number, text: string, size = 10, font = 'body'): PositionedText {
  return { text, x, y, width: text.length * size * 0.5, size, font, rtl: false };
}

const read = (items: PositionedText[]) => cleanDocumentText(layoutPage(items)).split('\n');

describe('PDF reading order', () => {
  it('reads a sidebar, then the main column, when a gutter runs down the page', () => {
    const sidebar = [
      'Skills',
      'TypeScript',
      'PostgreSQL',
      'Kubernetes',
      'Languages',
      'English',
      'Portuguese',
    ];
    const main = [
      'Experience',
      'Example Payments, Senior Backend Engineer',
      'Led the move of settlements to event sourcing',
      'Cut the search latency from 900 ms to 120 ms',
      'Sample Search, Software Engineer',
      'Built the indexing pipeline in Node.js',
      'Education',
      'BSc Computer Science, University of Example',
    ];
    const items = [
      at(40, 60, 'Jordan Sample', 22),
      ...sidebar.map((line, index) => at(40, 100 + index * 15, line)),
      ...main.map((line, index) => at(230, 100 + index * 15, line)),
    ];
    expect(read(items).filter(Boolean)).toEqual(['Jordan Sample', ...sidebar, ...main]);
  });

  it('keeps a date gutter beside its entries, row by row', () => {
    const items = [
      at(100, 100, '2017 –'),
      at(150, 100, 'Product Manager, Google, Mountain View'),
      at(100, 113, 'Present'),
      at(150, 113, 'Leading cross-functional teams to launch products.'),
      at(150, 126, 'Developing product strategies and making decisions.'),
      at(100, 160, '2012 – 2017'),
      at(160, 160, 'Software Engineer, Amazon, Seattle'),
      at(150, 173, 'Led a team of developers building e-commerce apps.'),
      at(150, 186, 'Delivered projects within the stipulated time.'),
      at(100, 220, '2007 – 2012'),
      at(160, 220, 'Software Engineer, Apple, Cupertino'),
      at(150, 233, 'Designed software components for Apple services.'),
    ];
    expect(read(items).slice(0, 2)).toEqual([
      '2017 – Product Manager, Google, Mountain View',
      'Present Leading cross-functional teams to launch products.',
    ]);
  });

  it('reads a header with the name on the left and the contact block on the right', () => {
    const items = [
      at(450, 90, '123 Gotham St'),
      at(450, 102, 'Gotham, USA'),
      at(450, 114, '(123) 456-7890'),
      at(74, 120, 'Bruce Wayne', 24),
      at(440, 126, 'bwayne@email.com'),
      at(74, 152, 'MERN Stack Developer', 17),
      at(480, 152, 'bwayne'),
      at(146, 220, 'Professional Summary', 14),
      at(
        74,
        240,
        'Highly skilled MERN Stack Developer with over 10 years of experience in web applications',
      ),
    ];
    expect(read(items)).toEqual([
      'Bruce Wayne',
      'MERN Stack Developer',
      '',
      '123 Gotham St',
      'Gotham, USA',
      '(123) 456-7890',
      'bwayne@email.com',
      'bwayne',
      '',
      'Professional Summary',
      'Highly skilled MERN Stack Developer with over 10 years of experience in web applications',
    ]);
  });

  it('separates a title from its right-aligned date with a tab', () => {
    expect(read([at(36, 100, 'Software Engineer'), at(450, 100, 'May 2023 - Present')])).toEqual([
      'Software Engineer\tMay 2023 - Present',
    ]);
  });

  it('puts spaces where the page shows them, including between per-glyph fragments', () => {
    const glyphs = [...'Data team'].flatMap((char, index) =>
      char === ' ' ? [] : [at(100 + index * 5, 100, char)],
    );
    expect(read(glyphs)).toEqual(['Data team']);
    const tight = [at(100, 120, 'lleopard'), { ...at(140, 120, '@laverne.edu'), x: 140 }];
    expect(read(tight)).toEqual(['lleopard@laverne.edu']);
    const spaced = [{ ...at(100, 140, 'Team'), spaceAfter: true }, at(121, 140, 'Leader.')];
    expect(read(spaced)).toEqual(['Team Leader.']);
  });

  it('rejoins a word broken at a hyphen at the end of a line', () => {
    expect(read([at(72, 100, 'Built the front-'), at(72, 113, 'end of the checkout')])).toEqual([
      'Built the front-end of the checkout',
    ]);
  });

  it('drops the hyphen that only split a word: a bare suffix, or a word spelt whole elsewhere', () => {
    expect(read([at(72, 100, 'Built scal-'), at(72, 113, 'able services')])).toEqual([
      'Built scalable services',
    ]);
    expect(
      read([at(72, 100, 'Devel-'), at(72, 113, 'oping APIs'), at(72, 126, 'Developing more APIs')]),
    ).toEqual(['Developing APIs', 'Developing more APIs']);
  });

  it('drops icon-font glyphs before contact details, keeps bullets and drop caps', () => {
    const items = [
      at(440, 100, 'I', 10, 'icons'),
      at(450, 100, '(123) 456-7890'),
      at(440, 112, '#', 10, 'icons'),
      at(452, 112, 'jane@example.com'),
      at(72, 140, '•'),
      at(80, 140, 'Shipped the new checkout in React and TypeScript'),
      at(72, 152, 'J', 10, 'display'),
      at(77, 152, 'ane led the team of five engineers'),
    ];
    expect(read(items)).toEqual([
      '(123) 456-7890',
      'jane@example.com',
      '',
      '• Shipped the new checkout in React and TypeScript',
      'Jane led the team of five engineers',
    ]);
  });

  it('appends rotated text after the page', () => {
    const items = [
      at(72, 100, 'Main text of the page'),
      { ...at(20, 400, 'Vertical label'), rotated: true },
    ];
    expect(read(items)).toEqual(['Main text of the page', 'Vertical label']);
  });
});
