// What a recruiter notices, end to end from text: a real-looking ad (company text first, benefits
// and legal text included) against resumes of neighbouring roles. Written for these tests; no
// benchmark text is used.
import { extractCandidate, extractJob } from '../extract';
import { analyze } from '../analyze';

const JAVA_AD = `For over 30 years, Brightwave Systems has empowered creatives and engineers across
three continents. We are a fast-growing, award-winning team driving product strategy for the
world's largest retailers, and our drone (UAV) division is expanding.

We are looking for a Senior Java Developer to join our platform team.

What you will do
- Design and build REST services in Java with Spring Boot
- Own data access with Hibernate and tune SQL on PostgreSQL

Requirements
- 5+ years of professional Java development
- Strong experience with Spring Boot and Hibernate
- Experience with at least one popular web framework (JSF, Wicket, GWT, Spring MVC)
- Experience with Maven and Git
- Good communication and teamwork

Nice to have
- Apache Kafka is a plus

Benefits
- Full health, vision and dental benefits, 401(k) with match
- Paid time off and a yearly learning budget

Brightwave Systems is an equal opportunity employer. All qualified applicants will receive
consideration without regard to race, color, religion, sex, national origin or disability status.`;

const JAVA_DEV = `John Carter
Senior Java Developer
john.carter@example.com | Austin, TX

Summary
Java developer with 8 years building back-end services.

Experience
Senior Java Developer, Northwind Corp, Jan 2019 - Present
- Built REST services with Java 17, Spring Boot and Spring MVC
- Data access with Hibernate on PostgreSQL; Maven builds, Git
Java Developer, Contoso, Mar 2016 - Dec 2018
- Java EE services, JUnit tests

Skills
Java, Spring Boot, Spring MVC, Hibernate, PostgreSQL, Maven, Git, JUnit`;

const FRONTEND_DEV = `Maria Lopez
Front-End Developer
maria@example.com

Experience
Front-End Developer, Pixel Studio, Feb 2018 - Present
- Built single page applications in React and TypeScript
- Styled components with CSS and Sass; responsive design
UI Developer, WebWorks, 2015 - 2018
- jQuery, HTML, CSS, Bootstrap

Skills
React, Redux, TypeScript, JavaScript, HTML, CSS, Sass, Webpack, Git, Jest`;

const ML_ENGINEER = `Ravi Kumar
Machine Learning Engineer

Experience
Machine Learning Engineer, DataCorp, 2019 - Present
- Trained deep learning models in PyTorch and TensorFlow
- Feature engineering with Pandas and NumPy; SQL on BigQuery
Data Scientist, Insight Labs, 2016 - 2019
- Scikit-learn models, statistics, Jupyter notebooks

Skills
Python, PyTorch, TensorFlow, Scikit-learn, Pandas, NumPy, SQL, Machine Learning, Git`;

const PRODUCT_MANAGER = `Alex Morgan
Senior Product Manager

Experience
Senior Product Manager, ShopCo, 2010 - Present
- Owned the product roadmap and product strategy for the checkout team
- Ran A/B tests and user research; strong stakeholder management
Product Owner, RetailSoft, 1998 - 2010
- Wrote user stories; Agile and Scrum; teamwork and persuasion

Skills
Product Management, Roadmapping, A/B Testing, Stakeholder Management, Agile, Jira`;

const TEACHER = `Ann Smith
Primary School Teacher

Experience
Teacher, Hill Primary School, 2012 - Present
- Lesson planning and classroom management for year 3
- Parent communication and pastoral care

Skills
Lesson Planning, Classroom Management, Curriculum Development`;

const today = new Date('2026-11-01');
const job = extractJob(JAVA_AD);
const score = (resume: string) => analyze(job, extractCandidate(resume, { today }));

describe('a Java job, read as a recruiter reads it', () => {
  it('finds the title in the text and takes years only where they are asked of the candidate', () => {
    expect(job.title).toBe('Senior Java Developer');
    expect(job.minYears).toBe(5);
    expect(job.model?.minYearsSource).toMatch(/5\+ years of professional Java/);
  });

  it('takes no requirement from the company text, the benefits or the legal text', () => {
    const asked = job.model?.requirements.flatMap((r) => r.skills) ?? [];
    const sources = job.model?.requirements.map((r) => r.source).join('\n') ?? '';
    expect(sources).not.toMatch(/Brightwave|health|401|equal opportunity|drone/i);
    expect(asked).not.toContain('Drone Operations');
    expect(asked).not.toContain('Insurance Verification');
    expect(asked).not.toContain('Driving');
  });

  it('reads a list of alternatives as one requirement, met by any member', () => {
    const group = job.model?.requirements.find((r) => r.skills.includes('GWT'));
    expect(group?.skills).toEqual(expect.arrayContaining(['JSF', 'GWT', 'Spring MVC']));
    const john = score(JAVA_DEV);
    for (const alternative of ['JSF', 'GWT', 'Apache Wicket'])
      expect(john.missingSkills.join(' ')).not.toContain(alternative);
  });

  it('keeps soft skills apart: shown, never a missing hard skill', () => {
    const soft = job.model?.requirements.filter((r) => r.soft).flatMap((r) => r.skills);
    expect(soft).toEqual(expect.arrayContaining(['Communication', 'Teamwork']));
    for (const resume of [JAVA_DEV, FRONTEND_DEV, ML_ENGINEER, PRODUCT_MANAGER]) {
      const result = score(resume);
      expect(result.missingSkills).not.toContain('Communication');
      expect(result.missingSkills).not.toContain('Teamwork');
      expect(result.breakdown.find((b) => b.key === 'softSkills')?.weight).toBe(0);
    }
  });

  it('puts the Java developer in the strong band, well clear of the neighbouring roles', () => {
    const john = score(JAVA_DEV).matchPercentage;
    expect(john).toBeGreaterThanOrEqual(80);
    for (const other of [FRONTEND_DEV, ML_ENGINEER, PRODUCT_MANAGER])
      expect(john - score(other).matchPercentage).toBeGreaterThanOrEqual(25);
    expect(score(FRONTEND_DEV).matchPercentage).toBeLessThan(60);
  });

  it('keeps a candidate with none of the core under 40, and writes them no invitation', () => {
    const teacher = score(TEACHER);
    expect(teacher.matchPercentage).toBeLessThan(40);
    expect(teacher.generatedMessage).toBe('');
    const pm = score(PRODUCT_MANAGER);
    expect(pm.matchPercentage).toBeLessThan(40);
    expect(pm.generatedMessage).toBe('');
  });
});
