import { findSkills } from '.';

const skillsIn = (text: string) => findSkills(text).map((hit) => hit.skill);

describe('findSkills', () => {
  it.each([
    ['We run k8s in production', 'Kubernetes', 'k8s'],
    ['Strong JS skills', 'JavaScript', 'JS'],
    ['Built with ReactJS', 'React', 'ReactJS'],
    ['Services in C# and C++', 'C#', 'C#'],
    ['Services in C# and C++', 'C++', 'C++'],
    ['Migrated to .NET last year', '.NET', '.NET'],
    ['APIs on Node.js', 'Node.js', 'Node.js'],
    ['APIs on NodeJS', 'Node.js', 'NodeJS'],
    ['Data in Postgres', 'PostgreSQL', 'Postgres'],
    ['Reports in MS Excel', 'Microsoft Excel', 'MS Excel'],
    ['Pipelines with CI/CD', 'CI/CD', 'CI/CD'],
    ['Ran A/B testing on onboarding', 'A/B Testing', 'A/B testing'],
    ['Stored procedures in PL/SQL', 'PL/SQL', 'PL/SQL'],
    ['Frontend in Vue', 'Vue.js', 'Vue'],
    ['Java, Go and Rust services', 'Go', 'Go'],
    ['Java, Go and Rust services', 'Rust', 'Rust'],
    ['Backend in Golang', 'Go', 'Golang'],
    ['Built REST APIs with Express.js', 'Express', 'Express.js'],
    ['Stack: Node, Express, MongoDB', 'Express', 'Express'],
    ['Statistics in R and Python', 'R', 'R'],
    ['Licensed CPA, US GAAP reporting', 'GAAP', 'US GAAP'],
    ['Kitchen run to HACCP standards', 'HACCP', 'HACCP'],
    ['Responsive layouts in HTML5 and CSS3', 'HTML', 'HTML5'],
  ])('finds "%s" -> %s (written %s)', (text, skill, written) => {
    const hit = findSkills(text).find((h) => h.skill === skill);
    expect(hit).toBeDefined();
    expect(hit?.matchedText).toBe(written);
    expect(text.slice(hit?.index, (hit?.index ?? 0) + written.length)).toBe(written);
  });

  it.each([
    ['Planned our go to market for the launch', 'Go'],
    ['Please express interest by Friday', 'Express'],
    ['Budget was less than expected', 'Less'],
    ['I excel at building relationships', 'Microsoft Excel'],
    ['Excel at building relationships', 'Microsoft Excel'],
    ['Tutored students during the spring semester', 'Spring'],
    ["Dean's List, Fall 2013 - Spring 2014", 'Spring'],
    ['Able to react quickly under pressure', 'React'],
    ['React quickly to customer complaints', 'React'],
    ['Spoke at a swift pace; rust removal from tools', 'Swift'],
    ['Spoke at a swift pace; rust removal from tools', 'Rust'],
    ['Grew referrals by word of mouth', 'Microsoft Word'],
    ['Gave access to the records room', 'Microsoft Access'],
    ['Grade C average, vitamin C', 'C'],
    ['Increased sales by 20% at the restaurant', 'Sales'],
    ['Executive Chef at a steakhouse', 'Chef Infra'],
    ['Italian cuisine and French pastry', 'Italian'],
    ['Infrastructure automation, orchestration and configuration management', 'Music'],
    [
      'Preparing engineering drawings for civil engineering facility design projects',
      'Graphic Design',
    ],
    [
      'Complete training, use product knowledge tools, participate in fit sessions',
      'Technical Design Apparel',
    ],
  ])('does not read "%s" as %s', (text, skill) => {
    expect(skillsIn(text)).not.toContain(skill);
  });

  // Words another profession borrows count as its skill only in that profession's context.
  it.each([
    ['Orchestration and arranging for a 40-piece orchestra', 'Music'],
    ['Branding and design projects in Adobe Illustrator', 'Graphic Design'],
    ['Led fit sessions and tech packs for garments', 'Technical Design Apparel'],
  ])('still reads "%s" as %s in its own field', (text, skill) => {
    expect(skillsIn(text)).toContain(skill);
  });

  it('prefers the longest match and does not count its parts', () => {
    expect(skillsIn('Spring Boot microservices')).toEqual(expect.arrayContaining(['Spring Boot']));
    expect(skillsIn('Spring Boot microservices')).not.toContain('Spring');
    expect(skillsIn('Java EE platforms')).toContain('Java EE');
    expect(skillsIn('Java EE platforms')).not.toContain('Java');
    expect(skillsIn('React Native apps')).toEqual(['React Native']);
    expect(skillsIn('JavaScript')).toEqual(['JavaScript']);
  });

  it('matches across line breaks, hyphens and case', () => {
    expect(skillsIn('using Java and Spring\nBoot')).toContain('Spring Boot');
    expect(skillsIn('FRONT-END development')).toContain('Web Frontend Development');
    expect(skillsIn('test driven development')).toContain('Test-Driven Development');
  });

  it('allows plurals and version numbers but not other word tails', () => {
    expect(skillsIn('Designed RESTful APIs')).toContain('REST APIs');
    expect(skillsIn('JUnit5 and JPA2')).toEqual(expect.arrayContaining(['JUnit', 'JPA']));
    expect(skillsIn('Javanese dance')).not.toContain('Java');
  });

  it('ignores e-mail and web addresses', () => {
    expect(skillsIn('github.com/jane.doe and jane@java.io')).toEqual([]);
  });

  it('finds skills of other professions', () => {
    expect(skillsIn('Executive chef: menu planning, food safety, HACCP, knife skills')).toEqual(
      expect.arrayContaining([
        'Chef Leadership',
        'Menu Planning',
        'Food Safety',
        'HACCP',
        'Knife Skills',
      ]),
    );
    expect(
      skillsIn(
        'RN with IV therapy, wound care and medication administration; BLS and ACLS certified',
      ),
    ).toEqual(
      expect.arrayContaining([
        'Registered Nurse',
        'IV Therapy',
        'Wound Care',
        'Medication Administration',
        'Basic Life Support',
        'Advanced Cardiac Life Support',
      ]),
    );
    expect(
      skillsIn('Accounts payable, bank reconciliations, month-end close in QuickBooks'),
    ).toEqual(
      expect.arrayContaining([
        'Accounts Payable',
        'Account Reconciliation',
        'Month-End Close',
        'QuickBooks',
      ]),
    );
    expect(skillsIn('Lesson planning, classroom management, differentiated instruction')).toEqual(
      expect.arrayContaining([
        'Lesson Planning',
        'Classroom Management',
        'Differentiated Instruction',
      ]),
    );
    expect(skillsIn('Litigation, legal research on Westlaw, drafting pleadings')).toEqual(
      expect.arrayContaining(['Litigation', 'Legal Research', 'Legal Writing']),
    );
    expect(skillsIn('Fluent in Spanish; Microsoft Word, PowerPoint and Excel')).toEqual(
      expect.arrayContaining(['Spanish', 'Microsoft Word', 'PowerPoint', 'Microsoft Excel']),
    );
    expect(skillsIn('Exceeded sales quota in a B2B territory')).toContain('Quota Attainment');
  });

  it('returns hits in order with alias flags', () => {
    const hits = findSkills('Python then k8s');
    expect(hits.map((hit) => [hit.skill, hit.index, hit.alias])).toEqual([
      ['Python', 0, false],
      ['Kubernetes', 12, true],
    ]);
    expect(hits[1]?.category).toBe('DevOps');
  });
});

describe('ROS, the Robot Operating System', () => {
  it.each([
    'Robotics software engineer: ROS, C++, Gazebo',
    'Experience with ROS2 and Python',
    'Built the navigation stack of an autonomous robot in ROS',
  ])('is a skill in a robotics or software context: "%s"', (text) => {
    expect(skillsIn(text)).toContain('ROS');
  });

  it.each([
    'Measured ROS levels in cell cultures; oxidative stress assays',
    'Physical exam: ROS negative, patient stable',
    'Skills: ROS',
  ])('is no skill without one: "%s"', (text) => {
    expect(skillsIn(text)).not.toContain('ROS');
  });
});
