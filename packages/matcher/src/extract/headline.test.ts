import { extractCandidate } from '.';

// The title a recruiter reads off a resume: a role, never a tool, a club office or a sentence.

const today = new Date(2025, 5, 15);
const read = (lines: string[]) => extractCandidate(lines.join('\n'), { today });

describe('skills listed before the role are part of the title', () => {
  it('a headline "Kotlin, PostgreSQL Developer" is read whole, not as an employer and a title', () => {
    const profile = read([
      'Avi Mizrahi',
      'Kotlin, PostgreSQL Developer',
      'avi@example.com',
      'Experience',
      'Backend Developer, Initech, 2019 - Present',
    ]);
    expect(profile.headline).toBe('Kotlin, PostgreSQL Developer');
  });

  it("a role's title keeps the skills written before it", () => {
    const profile = read([
      'Avi Mizrahi',
      'Experience',
      'Kotlin, PostgreSQL Developer, Initech, 2019 - Present',
    ]);
    expect(profile.roles[0]?.title).toBe('Kotlin, PostgreSQL Developer');
    expect(profile.roles[0]?.company).toBe('Initech');
  });

  it('an employer before the title is still an employer', () => {
    expect(read(['Avi Mizrahi', 'BRIGHTWATER ESTATES, SUMMER ANALYST']).headline).toBe(
      'Summer Analyst',
    );
  });
});

describe('a tool with its version is never the title', () => {
  it('a resume opening with its skills list takes no product from it', () => {
    const profile = read([
      'Technical Skills',
      'Languages: C#, TypeScript',
      'Tools Used: Windows Server 2019, Visual Studio 22.',
      'Experience',
      'Support Engineer, Initech, 2019 - Present',
    ]);
    expect(profile.headline).toBe('Support Engineer');
  });

  it("a project's database line is not a role", () => {
    const profile = read([
      'Experience',
      'Environment: Visual Studio, C#',
      'Database: SQL Server 2016',
    ]);
    expect(profile.roles.map((role) => role.title)).not.toContain('SQL Server');
    expect(profile.headline ?? '').not.toMatch(/server/i);
  });
});

describe('the title is not a club office nor a sentence', () => {
  it('"President of the Robotics Society" is an office, not the title', () => {
    const profile = read([
      'Education Details',
      'President of the Robotics Society',
      'Experience',
      'Junior Mechanical Engineer, Initech, 2021 - Present',
    ]);
    expect(profile.headline).toBe('Junior Mechanical Engineer');
  });

  it('a line of strengths glued to a heading is no title', () => {
    const profile = read([
      'Strengths',
      'Reliable team worker.Education Details',
      'January 2013 to January 2016 B.E. Example Institute',
    ]);
    expect(profile.headline).toBeUndefined();
  });
});
