import { extractJob } from '.';
import type { JobGate, RequirementModel } from '../types';

// General rules of reading an ad's lines, pinned with small made-up ads: a screening condition is
// a gate and never a skill, a degree's field of study is no skill to screen on, an ad pasted as
// one line is read sentence by sentence, and a section about the job is read.

const musts = (model: RequirementModel | undefined): string[] =>
  (model?.requirements ?? []).filter((r) => r.kind !== 'nice').flatMap((r) => r.skills);
const asked = (model: RequirementModel | undefined): string[] =>
  (model?.requirements ?? []).flatMap((r) => r.skills);
const gate = (model: RequirementModel | undefined, kind: JobGate['kind']): JobGate | undefined =>
  model?.gates?.find((g) => g.kind === kind);

describe('reading the lines of an ad', () => {
  it('reads a work-authorization or sponsorship line as a gate, never as a skill', () => {
    const { model } = extractJob(`Data Engineer
Requirements
- 4+ years of experience with Python, Airflow and SQL
- All staff must have the legal right to work in the United States. We do not provide immigration or work visa sponsorship.`);
    expect(musts(model)).toEqual(expect.arrayContaining(['Python', 'Apache Airflow', 'SQL']));
    expect(asked(model)).not.toContain('Immigration Law');
    expect(gate(model, 'workAuthorization')?.value).toBe('no sponsorship');
    const line = model?.trace?.find((t) => t.line.includes('sponsorship'));
    expect(line?.verdict).toBe('gate');
  });

  it('reads the hiring process as no requirement', () => {
    const { model } = extractJob(`QA Engineer
Requirements
- 3+ years of experience with Selenium and Java
Interviews: Tuesday, phone screen first, then an in-person interview.`);
    expect(asked(model)).not.toContain('Interviewing');
    expect(musts(model)).toEqual(expect.arrayContaining(['Selenium', 'Java']));
  });

  it('reads the field of a degree as the degree, not as skills to screen on', () => {
    const { model } = extractJob(`Data Analyst
Requirements
- Bachelor's degree in Statistics, Economics or Mathematics
- 3+ years of experience with SQL, Tableau and Python`);
    const list = musts(model);
    expect(list).toEqual(expect.arrayContaining(['SQL', 'Tableau', 'Python']));
    expect(asked(model)).not.toContain('Mathematics');
    expect(gate(model, 'degree')?.value.split(' ')[0]).toBe('bachelor');
  });

  it('reads the field that students or graduates study as the degree, not as a skill', () => {
    const { model } = extractJob(`Traffic Signals Trainee
Requirements
- Current Electrical Engineering students graduating with a Bachelor's degree by May 2023 may apply.
- Experience with AutoCAD and Excel`);
    expect(musts(model)).not.toContain('Electrical Engineering');
    expect(musts(model)).toContain('AutoCAD');
  });

  it('reads what follows the field of study as usual', () => {
    const { model } = extractJob(`HVAC Engineer
Requirements
- BSc in Mechanical Engineering with 5 years of experience in AutoCAD and Revit`);
    expect(musts(model)).toEqual(expect.arrayContaining(['AutoCAD', 'Revit']));
  });

  it('reads an ad pasted as one line sentence by sentence', () => {
    const pasted = [
      'Senior Java Developer',
      [
        'Acme is a fast growing fintech company in the payments space and our products serve banks worldwide.',
        'We are looking for a Java Developer to join our team.',
        'Experience with Java and Spring Boot is required.',
        'Experience with Kafka is a plus.',
        'We do not offer visa sponsorship.',
      ].join(' '),
    ].join('\n');
    const { model } = extractJob(pasted);
    expect(musts(model)).toEqual(expect.arrayContaining(['Java', 'Spring Boot']));
    expect(musts(model)).not.toContain('Apache Kafka');
    expect(gate(model, 'workAuthorization')?.value).toBe('no sponsorship');
    // Each sentence has its own line in the trace, with its own reason.
    const trace = model?.trace ?? [];
    expect(trace.find((t) => t.line.startsWith('Acme is'))?.verdict).toBe('skipped');
    expect(trace.find((t) => t.line.startsWith('Experience with Java'))?.verdict).toBe(
      'requirement',
    );
  });

  it('reads the lines under "Job Description" as the work, not as company text', () => {
    const { model } = extractJob(`IT Project Manager
Job Description:
* Plan and run software projects with Jira and Confluence.
* Report project status to senior management.`);
    expect(asked(model)).toEqual(expect.arrayContaining(['Jira', 'Confluence']));
  });
});

describe('reading where the work is', () => {
  const place = (text: string): string | undefined =>
    extractJob(text).model?.gates?.find((g) => g.kind === 'location')?.value;

  it('reads a "Location:" label a scrape glued to the words around it', () => {
    expect(
      place('Java DeveloperLocation:  Austin, TX 78701Duration:  6 month contract\nJava, Spring'),
    ).toBe('Austin, TX');
  });

  it('reads a place written in capitals', () => {
    expect(place('Staff Mechanical Engineer\nSAN DIEGO, CA /\nRequirements\n- SolidWorks')).toBe(
      'San Diego, CA',
    );
  });

  it('reads the plant or office the work is at, over other places the ad names', () => {
    const ad = `HR Generalist
The role supports the hourly workforce at the Dayton, Ohio manufacturing plant.
Requirements
- 3+ years of HR experience and payroll with Kronos
We consider applicants as the Los Angeles, CA Fair Chance Ordinance requires.`;
    expect(place(ad)).toBe('Dayton, Ohio');
  });

  it('keeps a LinkedIn workplace tag out of the place', () => {
    expect(place('Data Scientist\nRequirements\n- Python, SQL\n#LI-Remote Denver, CO')).toBe(
      'Denver, CO',
    );
  });
});

describe('what is never a requirement', () => {
  it("never reads the employer's name as a skill", () => {
    const { model } = extractJob(`QA Engineer
Company: Akamai Technologies
Akamai is working to simplify the way people work in the cloud.
Requirements
- 3+ years of experience with Python and Selenium`);
    expect(asked(model)).not.toContain('Cloudflare');
  });

  it('reads a generic skill the role does not need as a nice-to-have, the defining ones as musts', () => {
    const { model } = extractJob(`Senior Java Developer
Requirements
- 5+ years of experience with Java, Spring Boot and Hibernate
- Experience with Kafka, PostgreSQL and Docker
- Experience with customer service and filing records`);
    const list = musts(model);
    expect(list).toEqual(expect.arrayContaining(['Java', 'Spring Boot', 'Hibernate']));
    expect(list).not.toContain('Customer Service');
    expect(list).not.toContain('Filing and Records Management');
  });
});

describe('a robotics ad', () => {
  it('reads ROS as one of its must-haves', () => {
    const { model } = extractJob(`Robotics Software Engineer
Requirements
- 3+ years of experience developing robot software in C++ and Python
- Strong experience with ROS / ROS2 and Gazebo simulation
- Experience with SLAM and motion planning`);
    expect(musts(model)).toEqual(expect.arrayContaining(['ROS', 'C++']));
  });
});

describe('what a recruiter would not screen on', () => {
  it('reads the language the ad is written in as no must-have', () => {
    const { model } = extractJob(`Network Engineer
Requirements
- 5+ years of experience with Cisco routing and switching
- Able to communicate proficiently in English`);
    expect(musts(model)).not.toContain('English');
    expect(musts(model)).toContain('Routing and Switching');
  });

  it('reads a curriculum the degree must cover as the degree, not as skills', () => {
    const { model } = extractJob(`Civil Engineer
Requirements
- 3+ years of experience with AutoCAD Civil 3D
- The program must include courses in at least four of: (a) statics, dynamics; (b) fluid mechanics, hydraulics; (c) chemistry; (d) physics`);
    const all = asked(model);
    for (const course of ['Chemistry', 'Physics', 'Hydraulics and Pneumatics'])
      expect(all).not.toContain(course);
  });

  it('reads a tool "desired" or "helpful" as a nice-to-have', () => {
    const { model } = extractJob(`Frontend Developer
Requirements
- 3+ years of experience with TypeScript and Svelte
- React or Vue experience helpful
- Figma desired`);
    const nice = (model?.requirements ?? [])
      .filter((r) => r.kind === 'nice')
      .flatMap((r) => r.skills);
    expect(nice).toEqual(expect.arrayContaining(['React', 'Figma']));
    expect(musts(model)).toContain('TypeScript');
  });
});

describe('a list under a lead-in', () => {
  it('reads each bullet as its lead-in asks: "a plus" makes them nice-to-haves', () => {
    const { model } = extractJob(`Backend Developer
Requirements
- 4+ years of experience with Go and PostgreSQL
Experience with any of the following is a plus:
- Docker
- Kubernetes
- Terraform`);
    const nice = (model?.requirements ?? [])
      .filter((r) => r.kind === 'nice')
      .flatMap((r) => r.skills);
    expect(nice).toEqual(expect.arrayContaining(['Docker', 'Kubernetes', 'Terraform']));
    const docker = model?.trace?.find((t) => t.line === 'Docker');
    expect(docker?.verdict).toBe('nice');
    expect(docker?.reason).toContain('under "Experience with any of the following is a plus:"');
    expect(musts(model)).toEqual(expect.arrayContaining(['Go', 'PostgreSQL']));
  });

  it('reads a list of examples ("such as:") as one requirement met by any of them, a plus', () => {
    const { model } = extractJob(`Kennel Attendant
Requirements
Knowledge of dog grooming and animal first aid.
Experience with office tools, such as:
- Microsoft Excel
- QuickBooks
- Microsoft Outlook`);
    const tools = (model?.requirements ?? []).filter((r) => r.skills.includes('QuickBooks'));
    expect(tools).toHaveLength(1);
    expect(tools[0]?.skills).toEqual(
      expect.arrayContaining(['Microsoft Excel', 'QuickBooks', 'Microsoft Outlook']),
    );
    expect(tools[0]?.kind).toBe('nice');
    expect(tools[0]?.source).toBe('Experience with office tools, such as:');
    expect(musts(model)).not.toContain('QuickBooks');
  });

  it('and reads examples given "e.g." or "including" the same way', () => {
    for (const cue of ['e.g.:', 'including:'])
      expect(
        extractJob(`Bookkeeper
Requirements
Familiar accounting software, ${cue}
- QuickBooks
- Xero`).model?.requirements.filter((r) => r.skills.includes('QuickBooks')),
      ).toEqual([expect.objectContaining({ skills: expect.arrayContaining(['Xero']) })]);
  });

  it('and a strong lead-in asks each bullet strongly', () => {
    const { model } = extractJob(`Office Administrator
Requirements
Hands-on experience with tools such as:
- Microsoft Excel
- QuickBooks
- Microsoft Outlook`);
    expect(musts(model)).toEqual(expect.arrayContaining(['Microsoft Excel', 'QuickBooks']));
  });
});

describe('a recruiter reads a requirement bullet as a whole', () => {
  const nices = (model: RequirementModel | undefined): string[] =>
    (model?.requirements ?? []).filter((r) => r.kind === 'nice').flatMap((r) => r.skills);

  it('asks every tool a requirement bullet lists, the generic ones too', () => {
    const { model } = extractJob(`Python Developer
Requirements
- 5+ years of experience with Python and Django
- Strong experience with PostgreSQL and Redis
- Hands-on experience with Docker and Kubernetes
- Experience with Bitbucket, Jenkins, Gradle, Git`);
    expect(musts(model)).toEqual(expect.arrayContaining(['Bitbucket', 'Git', 'Gradle', 'Jenkins']));
  });

  it('reads "preferred" or "helpful" of the clause it stands in, not of the whole line', () => {
    const { model } = extractJob(`Frontend Developer
Requirements
- Svelte (React or Vue experience helpful)
- Experience with Jenkins Familiarity with Vagrant and Mesos
- Cloud infrastructure (preferred AWS)`);
    expect(musts(model)).toEqual(expect.arrayContaining(['Svelte', 'Jenkins']));
    expect(nices(model)).toEqual(expect.arrayContaining(['React', 'Vagrant', 'AWS']));
  });

  it('reads a bracket holding only "(Preferred)" of its whole line', () => {
    const { model } = extractJob(`Python SQL Developer
Requirements
- 3+ years of experience with Python and Sybase
Experience:
- Informatica: 1 year (Preferred)
- Data warehouse: 1 year (Preferred)`);
    expect(musts(model)).not.toContain('Data Warehousing');
    expect(nices(model)).toContain('Data Warehousing');
  });

  it('reads the title repeated in a sentence as naming the job, not asking its words', () => {
    const { model } = extractJob(`Python SQL Developer
Role: Python SQL Developer
Requirements
- 3+ years of experience with Python and Sybase
- SQL: 1 year (Preferred)`);
    expect(musts(model)).toContain('Python');
    expect(musts(model)).not.toContain('SQL');
  });
});

describe('text about the company or elsewhere asks nothing', () => {
  it("reads a staffing agency's pitch to the reader as company text", () => {
    const { model } = extractJob(`IT Project Manager
Requirements
- 5+ years of experience managing IT projects with Jira
Our Services Working with one of our recruiters will gain you access to over 500 open requirements with top clients across all industries (finance, telecom, manufacturing).`);
    expect(asked(model)).not.toContain('Recruiting');
    expect(asked(model)).not.toContain('Telecommunications');
  });

  it('reads a pointer to more information as no requirement', () => {
    const { model } = extractJob(`Civil Engineer
Qualifications
- 3+ years of experience with AutoCAD Civil 3D
- Additional qualification information can be found from the following Office of Personnel Management website:`);
    expect(asked(model)).not.toContain('Human Resources');
    expect(musts(model)).toContain('AutoCAD');
  });

  it("reads a driver's licence as a screening condition, not as driving skill", () => {
    const { model } = extractJob(`Business Analyst
Qualifications
- 2+ years of experience gathering requirements and writing test scripts
- A valid Washington State driver's license may be required when travel is required for the position.`);
    expect(asked(model)).not.toContain('Driving');
    expect(gate(model, 'licence')).toBeDefined();
  });
});

describe('lines that name the company or other jobs ask nothing', () => {
  it('reads a sentence saying what the company is as company text', () => {
    const { model } = extractJob(`Inside Sales Associate
Power & Water Solutions is an industry-leading controls automation company that focuses on providing applications in the renewable (solar, hydro, wind) power generation and water treatment sectors.
Requirements
- 2+ years of experience in inside sales and order entry with Salesforce`);
    expect(asked(model)).not.toContain('Energy Systems');
    const line = model?.trace?.find((t) => t.line.startsWith('Power & Water'));
    expect(line?.verdict).toBe('skipped');
  });

  it('reads a list of job titles as no requirement', () => {
    const { model } = extractJob(`Senior Programmer
Requirements
- 4+ years of experience with Java and Spring Framework
Java Programmer / Analyst, Web Developer, Client / Server Developer, J2EE Developer, J2EE Programmer, Sr.`);
    expect(asked(model)).not.toContain('Web Development');
    expect(musts(model)).toContain('Java');
  });

  it('cuts sentences a scrape glued after "!" or "?"', () => {
    const { model } = extractJob(`Big Data Software Engineer
Voted a favorite of the press, we are one of the fastest growing tech companies in the mobile space and we are looking for engineers to join our team!We gather information from apps and sell consumer data to brands and hedge funds for their marketing research.
Requirements
- Experience programming with Java and PHP`);
    const trace = model?.trace ?? [];
    expect(trace.find((t) => t.line.startsWith('We gather'))?.verdict).toBe('skipped');
    expect(asked(model)).not.toContain('Market Research');
  });
});

describe('what an ad cites or accepts instead is not asked', () => {
  it('reads the name of a body the ad cites as no skill', () => {
    const { model } = extractJob(`Structural Engineer
Requirements
- Applicants must meet the education requirements of the Office of Personnel Management (OPM).
- 3+ years of experience with AutoCAD and structural analysis
- Certification from the American Welding Society is required.`);
    expect(asked(model)).not.toContain('Human Resources');
    expect(asked(model)).not.toContain('Welding');
    expect(musts(model)).toContain('AutoCAD');
  });

  it('keeps a product whose name says Office, and a practice in title case', () => {
    const { model } = extractJob(`Office Coordinator
Requirements
- Proficient with Microsoft Office and Salesforce
- 2+ years of experience in Systems Administration of Windows servers`);
    expect(musts(model)).toEqual(
      expect.arrayContaining(['Microsoft Office', 'System Administration']),
    );
  });

  it('reads a skill that may be substituted for another requirement as a plus', () => {
    const { model } = extractJob(`Engineer Trainee
Requirements
- Two years of experience in transportation engineering and AutoCAD
- Possession of Professional Engineer (PE) licensure may be substituted for the General Experience requirement.`);
    const pe = model?.requirements.find((r) => r.skills.includes('Professional Engineer'));
    expect(pe?.kind).toBe('nice');
    expect(musts(model)).toContain('AutoCAD');
  });

  it('reads a line with an e-mail address as contact text', () => {
    const { model } = extractJob(`Business Analyst
Requirements
- Two or more years of business analyst experience with SQL is required.
- If you have a question about this opportunity, please email the Recruitment Team at jobs@county.example.gov.`);
    expect(asked(model)).not.toContain('Recruiting');
    expect(musts(model)).toContain('SQL');
  });
});

describe('an ad scraped onto one line', () => {
  it('still asks its skills when the line also holds an e-mail address', () => {
    const { model } = extractJob(`Java Developer
A minimum of 5 years of experience developing web applications with Java and Spring Boot on Linux servers, strong knowledge of SQL and REST APIs, experience with Docker and Kubernetes in production, and questions about the role go to jobs@agency.example.com`);
    expect(musts(model)).toEqual(expect.arrayContaining(['Java', 'Spring Boot', 'SQL']));
  });
});

describe('an umbrella named with the skill that narrows it', () => {
  const nice = (model: RequirementModel | undefined): string[] =>
    (model?.requirements ?? []).filter((r) => r.kind === 'nice').flatMap((r) => r.skills);

  it('screens on the narrower skill, not the umbrella written beside it', () => {
    const { model } = extractJob(`Embedded Software Engineer
Requirements
- Extensive experience with TCP/IP networking systems
- Intermediate working knowledge of Microsoft Office, with a strong emphasis on Excel and Word
- 5 years of C++ development`);
    expect(musts(model)).toEqual(expect.arrayContaining(['TCP/IP', 'Microsoft Excel']));
    expect(musts(model)).not.toContain('Computer Networking');
    expect(musts(model)).not.toContain('Microsoft Office');
    expect(nice(model)).toContain('Computer Networking');
  });

  it('keeps a practice a vendor is named before: the vendor does not narrow it', () => {
    const { model } = extractJob(`Network Engineer
Requirements
- 5+ years of experience with Cisco routing and switching`);
    expect(musts(model)).toEqual(expect.arrayContaining(['Cisco', 'Routing and Switching']));
  });
});

describe('headings a scrape glued to the text', () => {
  it('reads a heading joined to its first item by a bullet mark', () => {
    const { model } = extractJob(`Sales Associate
Job Responsibilities* Drive sales by exceeding selling and service expectations.
* Complete training and use product knowledge tools.`);
    const line = model?.trace?.find((t) => t.line.startsWith('Job Responsibilities'));
    expect(line?.reason).toMatch(/duty/);
  });

  it('reads the sections of an ad pasted as one line from the headings inside it', () => {
    const { model } = extractJob(
      'DevOps Engineer Duration: 4 Months Contract to Hire Responsibilities: Engage closely with architects and operations teams to deliver highly available services. Build automation scripts and frameworks to improve operational processes.Required Skills: Strong knowledge of Linux system administration. Experience with Terraform and Ansible.',
    );
    const duty = model?.trace?.find((t) => t.line.startsWith('Build automation'));
    expect(duty?.reason).toMatch(/duty/);
    const asks = model?.trace?.find((t) => t.line.includes('Terraform'));
    expect(asks?.reason).toMatch(/Required Skills/);
  });
});
