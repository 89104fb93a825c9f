// Skills recruiters screen on that the engine once did not know, and everyday words it once read
// as tools: each is found where the profession writes it and not where plain English does.
import { extractCandidate, extractJob } from '../extract';
import { scoreMatch } from '../score';
import { findSkills } from '../taxonomy';

const skillsIn = (text: string): string[] => findSkills(text).map((hit) => hit.skill);

describe('screening skills of the professions', () => {
  it.each([
    ['Deploy Cisco ISE for 802.1X and TACACS+ device administration', 'Network Access Control'],
    ['Deploy Cisco ISE for 802.1X and TACACS+ device administration', 'Network AAA'],
    ['Migrate branch offices to SD-WAN (Viptela)', 'SD-WAN'],
    ['Support Cisco, Palo Alto, F5 and SolarWinds in the data network', 'F5'],
    ['Prepare RMF packages, track POA&Ms and apply DISA STIGs', 'Risk Management Framework'],
    ['Prepare RMF packages, track POA&Ms and apply DISA STIGs', 'STIG'],
    ['Experience in Information Assurance for DoD systems', 'Information Assurance'],
    ['Perform security monitoring and security assessments', 'Security Monitoring'],
    ['Perform security monitoring and security assessments', 'Security Assessment'],
    ['Monthly security patching with WSUS', 'Patch Management'],
    ['Edit the Windows registry and manage print servers', 'Windows Registry'],
    ['Edit the Windows registry and manage print servers', 'Print Server Management'],
    ['Strong background in structural mechanics and FEMAP/Nastran', 'Structural Mechanics'],
    ['Strong background in structural mechanics and FEMAP/Nastran', 'Finite Element Analysis'],
    ['Design wire harnesses and perform electrical load analysis', 'Wire Harness Design'],
    ['Design wire harnesses and perform electrical load analysis', 'Electrical Load Analysis'],
    ['Plumbing design, industrial ventilation and hydraulic calculations', 'Plumbing Design'],
    [
      'Plumbing design, industrial ventilation and hydraulic calculations',
      'Industrial Ventilation',
    ],
    ['Plumbing design, industrial ventilation and hydraulic calculations', 'Hydraulic Analysis'],
    ['Review submittals and shop drawings for dam safety projects', 'Submittal Review'],
    ['Review submittals and shop drawings for dam safety projects', 'Dam Safety'],
    ['Causal inference and experimentation at scale', 'Causal Inference'],
    ['Causal inference and experimentation at scale', 'Experimentation'],
    ['Data wrangling in pandas', 'Data Wrangling'],
    ['Firmware over SPI, UART and I2C; Modbus RTU', 'Serial Protocols'],
    ['Unit tests in JUnit or Spock', 'Spock'],
    ['Builds with Ant, Maven or Gradle', 'Apache Ant'],
    ['Test case management in Zephyr', 'Test Management'],
    ['Handle unemployment claims and maintain HR records', 'Unemployment Claims'],
    ['Handle unemployment claims and maintain HR records', 'HR Recordkeeping'],
    ['Fine-tuning LLMs with LoRA on our data pipeline', 'Fine-tuning'],
    ['Backup and recovery of physical and virtual servers', 'Backup Solutions'],
    ['Management consultant at a strategy firm', 'Management Consulting'],
    ['Database backup and recovery on SQL Server', 'Database Administration'],
    [
      'Responsible for electrical schematics and harness diagrams of the UAV',
      'Wire Harness Design',
    ],
    ['The successful candidate is highly motivated, and results driven.', 'Initiative and Drive'],
    ['Reviews construction submittals for compliance', 'Submittal Review'],
    ['Handles discipline and termination of employees', 'Employee Relations'],
    ['Identify, document and manage project risks and issues', 'Risk Management Projects'],
    ['Develop equipment specifications and data sheets', 'Equipment Specifications'],
    ['Knowledge of front end and backend development languages', 'Full Stack Development'],
    ['Able to debug, diagnose, and correct errors', 'Debugging'],
    ['Administer Exchange in an Office 365 environment', 'Microsoft Exchange'],
    ['Solid understanding of networking (switches, firewalls, VLANs)', 'Computer Networking'],
    ['Supporting Cisco switching, routing, ISE and Wireless', 'Routing and Switching'],
    ['Supporting Cisco switching, routing, ISE and Wireless', 'Wireless Networking'],
    ['Skills in statistics, machine learning and programming', 'Software Development'],
    ['Design the electrical power system of the aircraft', 'Electrical Engineering'],
    ['Printer queues and driver management on Windows servers', 'Print Server Management'],
    ['Codes and standards including IBC, IFC, IMC, IPC and NFPA', 'Building Codes'],
    ['Functional test automation in UFT (QTP)', 'UFT'],
    ['MCSA, MCITP or MCTS certification', 'MCSA'],
    ['Routers, switches and firewalls from Cisco', 'Routing and Switching'],
    // Everyday wordings of IT skills: the verb phrase a posting or a resume uses for the skill.
    [
      'Experience diagnosing a wide range of network, server and application issues',
      'Troubleshooting',
    ],
    ['Diagnosed and resolved hardware and software issues for 300 users', 'Troubleshooting'],
    ['Troubleshot VPN, printer and laptop problems', 'Troubleshooting'],
    ['Server configuration and patching on Windows and Linux', 'System Administration'],
    ['Configured servers for the new branch office', 'System Administration'],
    ['Writing scripts in PowerShell to automate user provisioning', 'Automation Scripting'],
    ['Experience using scripts to complete tasks on Linux servers', 'Automation Scripting'],
    ['Wrote Python scripts to automate daily network tasks', 'Automation Scripting'],
    ['5+ years of relevant Software Test/Automation experience', 'Software Testing'],
    ['Software Test Engineer, Acme Corp', 'Software Testing'],
    ['Tested software enhancements before each release', 'Software Testing'],
    ['Supported software test plans and test cases', 'Test Planning'],
    ['Manage vendors and contractors during the rollout', 'Vendor Management'],
    ['Network security monitoring with Zeek and Suricata', 'Security Monitoring'],
    ['Writing scripts for the morning radio show', 'Scriptwriting'],
  ])('reads "%s" as %s', (text, skill) => {
    expect(skillsIn(text)).toContain(skill);
  });

  it.each([
    ['Review tests written by teammates', 'Audit Software'],
    ['Fine tuning test data and test cases', 'Fine-tuning'],
    ['Role: Python SQL Developer', 'pgAdmin'],
    ['Press F5 to refresh the page', 'F5'],
    ['An ant colony in the garden', 'Apache Ant'],
    ['J2EE Developer, J2EE Consultant, Java Consultant', 'Management Consulting'],
    ['Adept at conflict management and issue resolution.', 'Complaint Resolution'],
    [
      'The successful candidate is highly motivated, and results driven.',
      'Performance Improvement',
    ],
    [
      'Denim at its core: easy tees, outerwear, classic footwear and a great wardrobe',
      'Footwear Design',
    ],
    [
      'Denim at its core: easy tees, outerwear, classic footwear and a great wardrobe',
      'Textile Technology',
    ],
    [
      'Denim at its core: easy tees, outerwear, classic footwear and a great wardrobe',
      'Fashion Styling',
    ],
    [
      'Analyze test results, generate test scripts and data sets, and fine tuning test data or test cases',
      'Fine-tuning',
    ],
    ['Attend networking events with clients', 'Computer Networking'],
    [
      'Listed on the New York Stock Exchange since 1990; servers in our data center',
      'Microsoft Exchange',
    ],
    ['Enter the bank routing number for direct deposit', 'Routing and Switching'],
    ['Sell wireless plans in our retail store', 'Wireless Networking'],
    ['Plan summer programming for youth at the library', 'Software Development'],
    ['Lead IT system development projects', 'Real Estate Development'],
    ['Design the electrical power system of the aircraft', 'Software Architecture'],
    ['Solder to IPC-A-610 class 3 workmanship standards', 'Building Codes'],
    ['Replace light switches, outlets and wiring', 'Routing and Switching'],
    ['Diagnose and treat acute illnesses; chart in the computer system', 'Troubleshooting'],
    ['Diagnosing learning disabilities in children', 'Troubleshooting'],
    ['Diagnosed patients in a busy clinic using EHR software', 'Troubleshooting'],
    ['Writing scripts for the morning radio show', 'Automation Scripting'],
    ['Writing scripts for our YouTube videos and TV spots', 'Automation Scripting'],
    ['Using scripts to handle inbound customer calls', 'Automation Scripting'],
    ['Supported software test plans and test cases', 'Software Testing'],
  ])('does not read "%s" as %s', (text, skill) => {
    expect(skillsIn(text)).not.toContain(skill);
  });
});

// An Engineer in Training has passed the FE exam, not the PE licence: a resume that says "EIT"
// must not pass a PE knock-out, while a PE meets an EIT requirement (the licence follows the FE).
describe('Engineer in Training is not a Professional Engineer', () => {
  it('reads EIT and the FE exam as their own credential', () => {
    expect(skillsIn('Engineer in Training (EIT), passed the FE exam in 2022')).toContain(
      'Engineer in Training',
    );
    expect(skillsIn('Engineer in Training (EIT), passed the FE exam in 2022')).not.toContain(
      'Professional Engineer',
    );
    expect(skillsIn('Licensed Professional Engineer (PE) in Ohio')).toContain(
      'Professional Engineer',
    );
  });

  it('counts a PE for an EIT requirement and an EIT not for a PE requirement', () => {
    const ad = (credential: string) =>
      extractJob(
        `Civil Engineer\nRequirements:\n- ${credential} required\n- 3+ years of civil design with AutoCAD Civil 3D`,
      );
    const resume = (credential: string) =>
      extractCandidate(
        `Jane Roe\nCivil Engineer\nExperience\nCivil Engineer, Acme 2018 - present\n- Civil design in AutoCAD Civil 3D\nCertifications\n- ${credential}`,
      );
    const missing = (job: string, cv: string) =>
      scoreMatch(ad(job), resume(cv)).missingSkills.join(', ');
    expect(missing('Professional Engineer (PE) license', 'Engineer in Training (EIT)')).toContain(
      'Professional Engineer',
    );
    expect(
      missing('Engineer in Training (EIT) certification', 'Licensed Professional Engineer (PE)'),
    ).not.toContain('Engineer in Training');
  });
});
