import { normalizeText } from '.';
import { fixLetterSpacing, joinSplitCapitals } from './normalize';

describe('normalizeText', () => {
  it('expands ligatures', () => {
    expect(normalizeText('Certiﬁed ﬂuent eﬀective eﬃcient')).toBe(
      'Certified fluent effective efficient',
    );
  });

  it('joins words hyphenated across line ends', () => {
    expect(normalizeText('Led the develop-\nment of new features')).toBe(
      'Led the development of new features',
    );
    expect(normalizeText('frameworks like React.js, Vue.js, or Angu-\nlar.js.')).toBe(
      'frameworks like React.js, Vue.js, or Angular.js.',
    );
    expect(normalizeText('Senior Front-\nEnd Developer')).toBe('Senior Front-End Developer');
  });

  it('keeps real line breaks and dashes between dates', () => {
    expect(normalizeText('Skills\nJava')).toBe('Skills\nJava');
    expect(normalizeText('June 2022 –\nPresent\nSoftware Engineer')).toBe(
      'June 2022 – Present\nSoftware Engineer',
    );
  });

  it('removes bullets and icon glyphs before contact details', () => {
    const raw = [
      '• Built APIs',
      '▪ Wrote tests',
      '● Shipped',
      '- Reviewed code',
      '* Mentored',
      'I (123) 456-7890',
      '# jane@example.com',
      'ð janedoe',
      '§ janedoe',
      '\uf0b7 Private-use icon',
    ].join('\n');
    expect(normalizeText(raw).split('\n')).toEqual([
      'Built APIs',
      'Wrote tests',
      'Shipped',
      'Reviewed code',
      'Mentored',
      '(123) 456-7890',
      'jane@example.com',
      'janedoe',
      'janedoe',
      'Private-use icon',
    ]);
  });

  it('undoes letter spacing', () => {
    expect(normalizeText('J o h n  D o e\nEngineer')).toBe('John Doe\nEngineer');
    expect(fixLetterSpacing('E X P E R I E N C E')).toBe('EXPERIENCE');
    expect(fixLetterSpacing('I am a developer')).toBe('I am a developer');
  });

  it('normalises spaces, quotes, soft hyphens and blank lines', () => {
    expect(normalizeText('Jane\u00a0Doe’s “résumé”')).toBe('Jane Doe\'s "résumé"');
    expect(normalizeText('(909) 555-\u00ad\u20105555')).toBe('(909) 555-5555');
    expect(normalizeText('a\n\n\n\n\nb')).toBe('a\n\nb');
    expect(normalizeText('  padded   words  ')).toBe('padded  words');
  });

  it('drops page furniture', () => {
    expect(normalizeText('end of page\n1/2\n\n-- 1 of 2 --\n\nnext page')).toBe(
      'end of page\n\nnext page',
    );
  });

  it('repairs UTF-8 read as Windows-1252', () => {
    expect(normalizeText('2014 â€“ 2016 Caf\u00c3\u00a9 â€œTopâ€\u009d')).toBe(
      '2014 – 2016 Café "Top"',
    );
    expect(normalizeText('Customer ServiceÂ \nBudget ManagementÂ')).toBe(
      'Customer Service\nBudget Management',
    );
    expect(normalizeText('Company Name ï¼ City')).toBe('Company Name City');
  });

  it('puts a wrapped parenthesis back on its line', () => {
    expect(
      normalizeText('Senior Full Stack Engineer (5+ Years of\nExperience)\nTech Solutions'),
    ).toBe('Senior Full Stack Engineer (5+ Years of Experience)\nTech Solutions');
  });
});

describe('joinSplitCapitals', () => {
  it('joins a capital cut from its word when the whole is a word we know', () => {
    expect(
      joinSplitCapitals('Development of applications in S wift according to G itFlow and J ira'),
    ).toBe('Development of applications in Swift according to GitFlow and Jira');
    expect(joinSplitCapitals('S enior E ngineer, A ngular')).toBe('Senior Engineer, Angular');
  });

  it('leaves real one-letter words and languages alone', () => {
    expect(joinSplitCapitals('I have written C and D code. A random note. I enjoy it')).toBe(
      'I have written C and D code. A random note. I enjoy it',
    );
  });
});
