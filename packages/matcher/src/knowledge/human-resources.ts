import type { Profession } from './types';

export const humanResources = {
  category: 'Human Resources',
  fields: ['hr', 'administrative'],
  families: [
    {
      id: 'hr',
      label: 'human resources',
      related: ['administrative', 'instruction'],
      titles: `human_resource@3 hr@3 recruiter@3 recruiting@3 recruitment@3 talent_acquisition@3
        talent@3:0.5 people_operation@3 personnel@3 generalist@3 hr_generalist@3 benefit@3
        benefits_administrator@3 compensation@3 payroll@2 hris@3 employee_relation@3 staffing@3
        onboarding@3 labor_relation@3 hr_business_partner@4 chief_people_officer@5
        employment_specialist@3 workforce@3 hr_clerk@2 personnel_clerk@2 human_resources_assistant@2
        head_of_people@4 people_partner@3 people_and_culture@3 people_team@3`,
    },
  ],
  skills: `
Human Resources | =HR, Human resource, Human resources management, HR management, HRM, HR operations, HR generalist, HR functions, HR administration, HR support, HR policies, Human resources policies, People operations, People ops, Personnel management, Personnel administration
Recruiting | Recruitment, Recruiter, Talent acquisition, Full-cycle recruiting, Full life cycle recruiting, End-to-end recruitment, Hiring, Hiring process, Staffing, Candidate sourcing, Sourcing candidates, Sourcing talent, Headhunting, Executive search, Technical recruiting, IT recruiting, Campus recruiting, University recruiting, High-volume recruiting, Recruitment campaigns, Job postings, Job posting, Job advertisements, Job boards, Screening resumes, Resume screening, Candidate screening, Phone screens, Pre-screening, Interviewing candidates, Interview scheduling, Offer letters, Offer negotiation, Talent pipeline, Candidate experience, Workforce planning
Applicant Tracking Systems | ATS, Applicant tracking system, Taleo, iCIMS, Greenhouse ATS, Lever ATS, Jobvite, SmartRecruiters, Bullhorn, JazzHR, Workable, BambooHR ATS, SuccessFactors Recruiting, Greenhouse.io, ~Lever > Recruiting 0.7 @hrSoftware
Interviewing | Interviews, Interview skills, Conducting interviews, Behavioral interviewing, Structured interviews, Competency-based interviews, Panel interviews
Onboarding | Employee onboarding, New hire onboarding, New hire orientation, New employee orientation, Orientation programs, Onboarding programs, New hire paperwork, I-9, I-9 verification, E-Verify, Background checks, Reference checks, Pre-employment screening
Employee Relations | Employee relations issues, Labor relations, Labour relations, Industrial relations, Union relations, Collective bargaining, Grievances, Grievance handling, Grievance procedures, Workplace investigations, Employee investigations, Disciplinary actions, Disciplinary procedures, Employee complaints, Employee concerns, Exit interviews, Offboarding
Employee Engagement | Engagement surveys, Employee satisfaction, Employee experience, Morale, Employee morale, Culture building, Company culture, Organizational culture, Workplace culture, Recognition programs, Employee recognition, Team building events, Employee events
Employee Retention | Retention strategies, Staff retention, Turnover reduction, Reducing turnover, Attrition, Attrition analysis, Stay interviews
Performance Management | Performance reviews, Performance appraisals, Performance appraisal, Performance evaluations, Performance evaluation, Performance improvement plans, =PIP, =PIPs, Goal setting, OKRs, Performance feedback, 360 feedback, 360-degree feedback, Performance coaching, Annual reviews
Compensation and Benefits | Compensation, Benefits administration, Comp and benefits, Total rewards, Salary benchmarking, Salary surveys, Pay equity, Job evaluation, Job grading, Salary structures, Pay scales, Incentive plans, Bonus plans, Equity compensation, Stock options administration, Open enrollment, Benefits enrollment, 401(k), 401k, Retirement plans, FMLA, Leave administration, Leave management, Leaves of absence, Short-term disability, Workers' compensation, Workers compensation, COBRA, ACA compliance
HRIS | HR information systems, Human resources information system, HRMS, HCM, Human capital management, HR systems, HR software, HR databases, BambooHR, ADP, ADP Workforce Now, Paycom, Paylocity, HiBob, Oracle HCM, PeopleSoft HR, Zenefits
Payroll Software | ADP payroll, Paychex, QuickBooks Payroll, Ceridian, Payroll systems, Payroll software > Payroll 0.8
Training and Development | Employee training, Staff training, Staff development, Employee development, Learning and development, Training programs, Training program development, Training needs analysis, Training needs assessment, Training coordination, Training materials, Training manuals, Training modules, Corporate training, Developing training, Training new employees, Training new hires, Trained new employees, Trained staff, Training staff, Coaching and training, Cross-training, Upskilling, Reskilling, Leadership development, Management development, Succession planning, Career development, Career pathing, Talent development, Talent management, High-potential programs, Mentoring programs
Organizational Development | Organisational development, Organizational design, Organisation design, Organizational effectiveness, Org design, Restructuring, Reorganization, Organizational change, Workforce transformation, Job design, Job descriptions, Job analysis, Competency frameworks, Competency models, Organizational charts, Org charts
HR Compliance | Employment law, Labor law, Labour law, Employment legislation, Labor laws, Employment regulations, EEO, EEOC, Equal Employment Opportunity, Affirmative action, ADA compliance, Americans with Disabilities Act, FLSA, Fair Labor Standards Act, Wage and hour, Wage and hour laws, HR audits, Personnel files, Employee records, Employment records, Employee handbook, Employee handbooks, HR policies and procedures, Policy development HR
Diversity and Inclusion | DEI, D&I, DE&I, Diversity & inclusion, Diversity equity and inclusion, Diversity initiatives, Inclusion initiatives, Inclusive hiring, Employee resource groups, ERGs
HR Business Partnering | HR business partner, HRBP, Strategic HR, Strategic human resources, Business partnering, HR strategy, People strategy, Human capital strategy
HR Analytics | People analytics, Workforce analytics, HR metrics, HR reporting, Headcount reporting, Turnover analysis, Workforce reporting, HR dashboards
Workforce Management | Workforce scheduling, Staff scheduling, Employee scheduling, Shift scheduling, Scheduling staff, Rostering, Labor scheduling, Labor management, Staffing levels, Capacity planning staffing, Timekeeping, Attendance tracking, Attendance management, Time tracking, Timesheets, Time sheets
Time and Attendance | Kronos timekeeping, Time clock, Time-clock systems, Attendance systems > Workforce Management 0.8
Employer Branding | Recruitment marketing, Careers page, Employer brand, Employee value proposition
Staffing Agency Operations | Staffing agency, Recruitment agency, Temp staffing, Temporary staffing, Contract staffing, Job placement, Job placements, Client requisitions, Job requisitions, Requisition management, Candidate placement
Global Mobility | Relocation management, Visa processing, Work permits, Expatriate management, International assignments, Employee relocation
HR Certifications | SHRM, SHRM-CP, SHRM-SCP, PHR, SPHR, GPHR, aPHR, CIPD, CIPD Level 5, CIPD Level 7 > Human Resources 0.8
Employee Wellness | Wellness programs employees, Employee assistance programs, EAP, Employee wellbeing, Employee well-being, Mental health at work, Work-life balance programs
Unemployment Claims | Unemployment claims, Unemployment insurance claims, Unemployment process, Unemployment hearings, Unemployment appeals > HR Compliance 0.5
HR Recordkeeping | HR records, HR recordkeeping, Personnel records, Employee files, Employee recordkeeping > Human Resources 0.5
Employee Lifecycle Management | Employee lifecycle, Employee life cycle, Employment life cycle, Employment lifecycle, Hire to retire > Human Resources 0.6
Change Management | Change management, Managing change, Organizational change management, Change initiatives, Change leadership, Prosci, ADKAR, Transformation management, Business transformation, Change adoption, Change communications
`,
} as const satisfies Profession;
