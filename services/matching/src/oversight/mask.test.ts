import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractCandidate } from '@shortlist/matcher';
import { extractTextInProcess } from '@shortlist/parsers';
import { maskText } from './mask';

// Real resumes from ../shared/fixtures (outside the project), read through the product's own
// file-to-text and extraction path, then masked with what extraction found about the person.

const shared = process.env.SHORTLIST_SHARED_DIR ?? path.resolve(__dirname, '../../../../../shared');
const resumes = path.join(shared, 'fixtures/documents/resumes');
const present = existsSync(resumes);
if (!present) console.warn(`[oversight/mask] ${resumes} not found; skipping fixture tests`);
const describeFixtures = present ? describe : describe.skip;

async function maskedFixture(file: string) {
  const text = await extractTextInProcess(readFileSync(path.join(resumes, file)), 'pdf');
  const profile = extractCandidate(text);
  const known = { ...profile, links: profile.links };
  return { text, profile, masked: maskText(text, known) };
}

describeFixtures('maskText on real resumes', () => {
  it('hides John Doe: name, street, phone, email, links; keeps skills and work dates', async () => {
    const { masked } = await maskedFixture('john_doe.pdf');
    for (const hidden of ['John', 'JOHN', 'Doe', '123 Main St', '456-7890', 'john.doe@email.com']) {
      expect(masked).not.toContain(hidden);
    }
    expect(masked).not.toMatch(/linkedin\.com|github\.com\/johndoe/i);
    expect(masked).toContain('[name]');
    expect(masked).toContain('Spring Boot');
    expect(masked).toContain('June 2018 - Present');
  });

  it('hides Leo Leopard: name, address, email, phone and the graduation year', async () => {
    const { masked } = await maskedFixture('laverne-resume.pdf');
    for (const hidden of ['Leo', 'Leopard', '555 La Verne Way', 'lleopard@', '555-5555']) {
      expect(masked).not.toContain(hidden);
    }
    expect(masked).toMatch(/Expected Graduation: June \[year\]/);
    expect(masked).toContain('Business Administration');
  });

  it('leaves no known email or phone in any fixture resume', async () => {
    for (const file of [
      'alfred_pennyworth_pm.pdf',
      'barry_allen_fe.pdf',
      'bruce_wayne_fullstack.pdf',
      'harvey_dent_mle.pdf',
      'openresume-resume.pdf',
    ]) {
      const { profile, masked } = await maskedFixture(file);
      if (profile.email) expect(masked).not.toContain(profile.email);
      if (profile.name) {
        for (const part of profile.name.split(/\s+/).filter((p) => p.length > 2)) {
          expect(masked).not.toContain(part);
        }
      }
      const digits = profile.phone?.replace(/\D/g, '');
      if (digits && digits.length >= 7) expect(masked.replace(/\D/g, '')).not.toContain(digits);
    }
  });
});

describe('maskText cues', () => {
  it('hides birth, gender and nationality lines but keeps the bullet', () => {
    const masked = maskText(
      [
        'Date of birth: 12/03/1988',
        '• Nationality: Brazilian',
        'US citizen, eligible to work without sponsorship',
        'Gender: Female',
        'Born in Lagos, Nigeria',
      ].join('\n'),
    );
    expect(masked).not.toMatch(/1988|Brazilian|US citizen|Female|Lagos/);
    expect(masked.split('\n')[1]).toBe('• [nationality or work status hidden]');
  });

  it('neutralises titles, pronouns and gendered words', () => {
    const masked = maskText('Ms. Smith led her team as chairwoman of the sorority.', {
      name: 'Anna Smith',
    });
    expect(masked).toBe('[name] led [they] team as chair of the student society.');
  });

  it('masks years only in education, not the work history', () => {
    const masked = maskText(
      ['EXPERIENCE', 'Developer, Acme, 2015 - 2020', 'EDUCATION', 'State University, 2010'].join(
        '\n',
      ),
    );
    expect(masked).toContain('Acme, 2015 - 2020');
    expect(masked).toContain('State University, [year]');
  });

  it('keeps words that only look like a name part or a title', () => {
    const masked = maskText('Will grant access. MS Office. I will lead.', { name: 'Will Grant' });
    expect(masked).toBe('[name] grant access. MS Office. I will lead.');
  });
});
