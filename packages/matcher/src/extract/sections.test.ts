import { splitSections } from '.';
import { classifyHeading } from './headings';

describe('resume headings', () => {
  it.each([
    ['PROFESSIONAL SUMMARY', 'summary'],
    ['Objective', 'summary'],
    ['Career Focus', 'summary'],
    ['Work Experience', 'experience'],
    ['EMPLOYMENT HISTORY:', 'experience'],
    ['Relevant Experience', 'experience'],
    ['Education and Training', 'education'],
    ['Technical Skills', 'skills'],
    ['Core Qualifications', 'skills'],
    ['Summary of Skills', 'skills'],
    ['Areas of Expertise', 'skills'],
    ['Programming Languages:', 'skills'],
    ['Projects', 'projects'],
    ['Licenses & Certifications', 'certifications'],
    ['VOLUNTEER EXPERIENCE', 'other'],
    ['HONORS/AWARDS', 'other'],
    ['Languages', 'other'],
  ])('%s -> %s', (line, name) => {
    expect(classifyHeading(line, 'resume')).toBe(name);
  });

  it.each([
    'Project management',
    'Leadership',
    'Customer Service',
    'skills.',
    'Experience with the tools of the trade, such as:',
    'Java Developer (3 Years of Experience)',
    'Led the experience redesign',
  ])('does not take "%s" for a heading', (line) =>
    expect(classifyHeading(line, 'resume')).toBeUndefined(),
  );
});

describe('job headings', () => {
  it.each([
    ['About Us', 'about'],
    ['Job Description', 'about'],
    ["What you'll do", 'responsibilities'],
    ['Key Responsibilities:', 'responsibilities'],
    ['Requirements', 'requirements'],
    ['Minimum Qualifications', 'requirements'],
    ['What you bring', 'requirements'],
    ['Nice to have', 'niceToHave'],
    ['Preferred Qualifications', 'niceToHave'],
    ['Bonus points', 'niceToHave'],
    ['Benefits', 'benefits'],
    ['Perks', 'benefits'],
    ['How to Apply', 'other'],
  ])('%s -> %s', (line, name) => {
    expect(classifyHeading(line, 'job')).toBe(name);
  });
});

describe('splitSections', () => {
  it('splits a resume at its headings, whatever their case and colons', () => {
    const text = [
      'Jane Doe',
      'jane@example.com',
      'SUMMARY:',
      'Engineer.',
      'experience',
      'ACME 2019 - 2021',
      'Skills',
      'Java, SQL',
    ].join('\n');
    expect(splitSections(text, 'resume')).toEqual([
      { name: 'header', heading: '', text: 'Jane Doe\njane@example.com' },
      { name: 'summary', heading: 'SUMMARY', text: 'Engineer.' },
      { name: 'experience', heading: 'experience', text: 'ACME 2019 - 2021' },
      { name: 'skills', heading: 'Skills', text: 'Java, SQL' },
    ]);
  });

  it('splits a job description', () => {
    const text = [
      'Java Developer',
      'About Us',
      'We build things.',
      'Responsibilities',
      'Write code.',
      'Requirements',
      '3+ years of Java.',
      'Nice to have',
      'Kotlin.',
      'Benefits',
      'Health insurance.',
    ].join('\n');
    expect(splitSections(text, 'job').map((section) => section.name)).toEqual([
      'header',
      'about',
      'responsibilities',
      'requirements',
      'niceToHave',
      'benefits',
    ]);
  });

  it('gives a document without headings one header section', () => {
    expect(splitSections('Just some text\nwith lines', 'job')).toEqual([
      { name: 'header', heading: '', text: 'Just some text\nwith lines' },
    ]);
  });
});
