// Issue 33, item 4: a list of examples is one requirement met by any of them, as well as the
// example met tells of the job; and must-haves that say little of the job (tools every field
// lists) lift nobody to a band on their own.
import { extractCandidate, extractJob } from '../extract';
import { scoreMatch } from './index';

const today = new Date('2026-01-01');
const resume = (headline: string, skills: string) =>
  extractCandidate(
    `Jordan Blake\n${headline}\nExperience\n${headline}, Acme Ltd, 2019 - present\nKept the books of a small firm.\nSkills\n${skills}`,
    { today },
  );

describe('a requirement met through one of its examples', () => {
  const bookkeeper = extractJob(`Bookkeeper
Requirements
- Must have experience with accounting software such as QuickBooks or Microsoft Excel
- Bank reconciliation and accounts payable`);

  test('is met in full through the example that tells of the work, in part through a tool every field lists', () => {
    const credit = (skills: string) => {
      const req = scoreMatch(bookkeeper, resume('Bookkeeper', skills)).breakdown.find(
        (b) => b.key === 'requiredSkills',
      );
      return req?.evidence.find((e) => e.requirement.includes('QuickBooks'))?.kind;
    };
    const withQuickBooks = scoreMatch(bookkeeper, resume('Bookkeeper', 'QuickBooks'));
    const withExcel = scoreMatch(bookkeeper, resume('Bookkeeper', 'Microsoft Excel'));
    const withNeither = scoreMatch(bookkeeper, resume('Bookkeeper', 'Typing'));
    expect(credit('QuickBooks')).not.toBe('missing');
    expect(withQuickBooks.matchPercentage).toBeGreaterThan(withExcel.matchPercentage);
    expect(withExcel.matchPercentage).toBeGreaterThanOrEqual(withNeither.matchPercentage);
  });

  test('widening the group never lowers a credit, narrowing it never raises one', () => {
    const model = bookkeeper.model!;
    const group = model.requirements.find((r) => r.skills.includes('QuickBooks'))!;
    const withSkills = (skills: string[]) => ({
      ...bookkeeper,
      model: {
        ...model,
        version: model.version + 1,
        asRead: model.requirements,
        requirements: model.requirements.map((r) => (r === group ? { ...r, skills } : r)),
      },
    });
    const excel = resume('Bookkeeper', 'Microsoft Excel');
    const asRead = scoreMatch(bookkeeper, excel).matchPercentage;
    const widened = withSkills([...group.skills, 'Xero']);
    const narrowed = withSkills(['Microsoft Excel']);
    expect(scoreMatch(widened, excel).matchPercentage).toBeGreaterThanOrEqual(asRead);
    expect(scoreMatch(narrowed, excel).matchPercentage).toBeLessThanOrEqual(asRead);
  });
});

describe('must-haves that say little of the job', () => {
  const florist = extractJob(`Floral Designer
Arrange live, dried or artificial flowers and foliage into bouquets and displays.
Requirements
- Microsoft Excel
- Microsoft Outlook
- Microsoft Word`);

  test('met in full, do not lift a candidate of other work to the strong band', () => {
    const clerk = resume('Data Entry Clerk', 'Microsoft Excel, Microsoft Outlook, Microsoft Word');
    const result = scoreMatch(florist, clerk);
    expect(result.breakdown.find((b) => b.key === 'requiredSkills')?.value).toBe(1);
    expect(result.matchPercentage).toBeLessThan(60);
  });
});
