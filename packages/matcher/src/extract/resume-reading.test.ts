import { extractCandidate } from '.';

// What a recruiter notices at once when a resume is misread: a city taken for the person's name,
// a club office or an employer taken for their title, a data tool read as therapy.

const today = new Date(2025, 5, 15);
const read = (lines: string[]) => extractCandidate(lines.join('\n'), { today });
const skills = (text: string) => extractCandidate(text, { today }).skills.map((s) => s.skill);

describe('the name is never a place, an employer or a heading', () => {
  it.each(['Tel Aviv', 'Beer Sheva', 'TEL AVIV', 'San Jose'])('"%s" above the name', (city) => {
    const profile = read([city, 'Noa Cohen', 'noa@example.com', 'Experience']);
    expect(profile.name).toBe('Noa Cohen');
  });

  it('a city alone is no name at all', () => {
    const profile = read([
      'Beer Sheva',
      '054-1234567',
      'Experience',
      'Cashier, Super-Pharm, 2019 - 2021',
    ]);
    expect(profile.name).toBeUndefined();
  });

  it("the city of the resume's own location is not its name", () => {
    const profile = read([
      'Kiryat Malakhi',
      'Kiryat Malakhi, Israel | dana@example.com',
      'Dana Levi',
    ]);
    expect(profile.location).toBe('Kiryat Malakhi, Israel');
    expect(profile.name).toBe('Dana Levi');
  });

  it('an employer written at the top is neither the name nor the title', () => {
    const profile = read([
      'GLOBAL COMMERCE PARTNERS',
      'Dana Levi',
      'dana@example.com',
      'Summary',
      'Analyst who likes numbers.',
      'Experience',
      'Global Commerce Partners',
      'Business Analyst, 2018 - Present',
    ]);
    expect(profile.name).toBe('Dana Levi');
    expect(profile.headline).toBe('Business Analyst');
  });
});

describe('the title is the current or headline role', () => {
  it('not a line of a leadership section the headings do not know', () => {
    const profile = read([
      'Noa Cohen',
      'noa@example.com',
      'Leadership',
      'Treasurer, Student Union, 2015 - 2016',
      'Experience',
      'Software Engineer, Acme, 2019 - 2021',
      'Backend Developer, Initech, 2021 - Present',
    ]);
    expect(profile.headline).toBe('Backend Developer');
  });

  it('not a club office held now beside a job', () => {
    const profile = read([
      'Noa Cohen',
      'Experience',
      'Treasurer, Student Union, 2022 - Present',
      'Data Analyst, Wix, 2020 - Present',
    ]);
    expect(profile.headline).toBe('Data Analyst');
  });

  it('not an old job listed first', () => {
    const profile = read([
      'Noa Cohen',
      'Experience',
      'Cashier, Super-Pharm, 2010 - 2012',
      'Data Analyst, Wix, 2015 - 2023',
    ]);
    expect(profile.headline).toBe('Data Analyst');
  });
});

describe('the headline is read whole, as the resume writes it', () => {
  it('a rank alone keeps the field written after it', () => {
    const profile = read([
      'Omar Haddad',
      'FOUNDER, PRODUCT MARKETING DIRECTOR',
      'omar@example.com',
      'Summary',
      'Built two consumer brands from nothing.',
      'Experience',
      'Founder, Haddad Goods, 2019 - Present',
    ]);
    expect(profile.headline).toBe('Founder, Product Marketing Director');
  });

  it('a rank beside an employer stays the rank', () => {
    const profile = read(['Omar Haddad', 'Owner - Haddad Holdings', 'omar@example.com']);
    expect(profile.headline).toBe('Owner');
  });

  it('a field written as the headline is the headline, not a later job', () => {
    const profile = read([
      'CUSTOMER SUPPORT',
      'Summary',
      'Friendly agent who solves problems on the first call.',
      'Experience',
      'Shift Manager, Burger Barn, 2021 - Present',
    ]);
    expect(profile.headline).toBe('Customer Support');
  });

  it('a field line gives way to a title in the same header', () => {
    const profile = read(['Lena Park', 'Marketing', 'Senior Brand Manager', 'lena@example.com']);
    expect(profile.headline).toBe('Senior Brand Manager');
  });

  it('an item of a skills list opening the resume is not its field', () => {
    const profile = read([
      'Expertise',
      'Financial Analysis',
      'Budget Forecasting',
      'Experience',
      'Junior Accountant, Initech, 2020 - Present',
    ]);
    expect(profile.headline).toBe('Junior Accountant');
  });

  it('a bracket inside the title is dropped, not where the title stops', () => {
    expect(read(['Lena Park', 'Junior Revit (BIM) Technician', 'lena@example.com']).headline).toBe(
      'Junior Revit Technician',
    );
  });

  it('a title the role nouns miss but the title words know', () => {
    expect(read(['Lena Park', 'WAREHOUSE TEAM LEADER', 'lena@example.com']).headline).toBe(
      'Warehouse Team Leader',
    );
  });

  it('a committee membership is not the title', () => {
    const profile = read([
      'Lena Park',
      'Parish Committee Member',
      'Experience',
      'Payroll Clerk, Initech, 2020 - Present',
    ]);
    expect(profile.headline).toBe('Payroll Clerk');
  });

  it('a resume flattened to one line, its title said three times, is headed by that title', () => {
    const profile = read([
      'Senior Ruby Developer Senior Ruby Developer Senior Ruby Developer - Initech Corp Austin, TX ' +
        'Authorized to work in the US for any employer Work Experience Senior Ruby Developer ' +
        'Initech Corp - Austin, TX March 2019 to Present Built billing services in Rails.',
    ]);
    expect(profile.headline).toBe('Senior Ruby Developer');
  });

  it('a repeated title with a comma inside it is read whole', () => {
    const profile = read([
      'Go, Kotlin Developer Go, Kotlin Developer Go, Kotlin Developer - Initech Corp Software ' +
        'developer with 4 years of experience in Go and Kotlin services. Work Experience Go, ' +
        'Kotlin Developer Initech Corp - Austin, TX March 2021 to Present',
    ]);
    expect(profile.headline).toBe('Go, Kotlin Developer');
  });
});

describe('the header says what the person is, however it is written', () => {
  it("a president named under the name is the person's title, not a club office", () => {
    const profile = read([
      'Ruth Amsel',
      'PRESIDENT',
      'ruth@example.com',
      'Experience',
      'Sales Director, Amsel Seeds, 2008 - 2014',
    ]);
    expect(profile.headline).toBe('President');
  });

  it("a club's president in the header is still an office", () => {
    const profile = read([
      'Ruth Amsel',
      'President, Chess Club',
      'Experience',
      'Payroll Clerk, Initech, 2020 - Present',
    ]);
    expect(profile.headline).toBe('Payroll Clerk');
  });

  it('a title longer than eight words is read whole, not cut to its rank', () => {
    const profile = read([
      'Ruth Amsel',
      'DIRECTOR IT CLIENT SERVICES STUDIOS & OPERATIONS AND FIELD SUPPORT EAST REGION',
      'ruth@example.com',
    ]);
    expect(profile.headline).toBe(
      'Director IT Client Services Studios & Operations and Field Support East Region',
    );
  });

  it('a sentence of more than eight words is no title', () => {
    const profile = read([
      'Ruth Amsel',
      'Director of many things who likes to build teams and ship software.',
      'Experience',
      'Payroll Clerk, Initech, 2020 - Present',
    ]);
    expect(profile.headline).toBe('Payroll Clerk');
  });

  it('an employer written before the title gives way to the title', () => {
    expect(read(['Ruth Amsel', 'BRIGHTWATER ESTATES, SUMMER ANALYST']).headline).toBe(
      'Summer Analyst',
    );
  });
});

describe('short ambiguous tokens count as skills only in a technical context', () => {
  it('"dbt" is the data build tool, never Psychology', () => {
    for (const text of [
      'Built models in dbt and Snowflake',
      'Analytics engineer: DBT, Airflow, SQL',
      'Skills: dbt',
    ]) {
      expect(skills(text)).not.toContain('Psychology');
      expect(skills(text)).toContain('dbt');
    }
  });

  it('"DBT" among clinical skills is still therapy', () => {
    const found = skills('Counselor. Led DBT groups; psychological assessment and CBT');
    expect(found).toContain('Psychology');
    expect(found).not.toContain('dbt');
  });

  it('"EMR" beside Hadoop or AWS is Amazon EMR, elsewhere electronic medical records', () => {
    const bigData = skills('PHP, Java, AWS, Relational Databases, EMR / Map Reduce');
    expect(bigData).toContain('Amazon EMR');
    expect(bigData).not.toContain('Electronic Health Records');
    for (const text of [
      'Charting in the EMR for 30 patients a shift',
      'EMR data, SQL and Tableau',
    ]) {
      expect(skills(text)).toContain('Electronic Health Records');
      expect(skills(text)).not.toContain('Amazon EMR');
    }
  });

  it('"Go", "R" and "C" are languages among languages, words elsewhere', () => {
    expect(skills('Languages: Python, R, C, Go')).toEqual(expect.arrayContaining(['R', 'C', 'Go']));
    const prose = skills('Plan C was to go home; R. Smith signed. Go to market with the team.');
    for (const token of ['R', 'C', 'Go']) expect(prose).not.toContain(token);
  });

  it('"ROS" is the Robot Operating System on a robotics resume, a lab term elsewhere', () => {
    expect(
      skills('Robotics Engineer\nBuilt SLAM and navigation for mobile robots in ROS and C++'),
    ).toContain('ROS');
    expect(
      skills('Research Assistant\nMeasured ROS production in cell cultures under stress'),
    ).not.toContain('ROS');
  });
});

describe('years of experience', () => {
  it('count overlapping jobs once', () => {
    const profile = read([
      'Experience',
      'Senior Data Analyst, Wix, Jan 2018 - Dec 2021',
      'Data Analyst (part-time), Fiverr, Jun 2019 - Dec 2020',
    ]);
    expect(profile.yearsExperience).toBe(4);
  });

  it('stop at "present", and a planned end does not count ahead of today', () => {
    // June 2023 to the end of June 2025: 25 months.
    expect(read(['Experience', 'Data Analyst, Wix, Jun 2023 - Present']).yearsExperience).toBe(2.1);
    expect(read(['Experience', 'Data Analyst, Wix, Jun 2023 - Jun 2027']).yearsExperience).toBe(
      2.1,
    );
  });

  it('a degree under way is not work', () => {
    const profile = read([
      'Education',
      'B.Sc. Computer Science, Technion, 2021 - Present',
      'Experience',
      'QA Engineer, Intel, Jan 2019 - Dec 2019',
    ]);
    expect(profile.yearsExperience).toBe(1);
  });
});
