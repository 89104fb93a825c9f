import { group } from '../define';

export const humanResources = group(
  'Human Resources',
  `
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
Change Management | Change management, Managing change, Organizational change management, Change initiatives, Change leadership, Prosci, ADKAR, Transformation management, Business transformation, Change adoption, Change communications
`,
);

export const legal = group(
  'Legal',
  `
Legal Research | Case law research, Researching case law, Statutory research, Legal analysis, Legal research and writing, Westlaw, LexisNexis, Lexis, Lexis Nexis, Shepardizing, Bloomberg Law, Fastcase, Casetext
Legal Writing | Legal drafting, Drafting legal documents, Drafting pleadings, Drafting motions, Drafting contracts, Drafting agreements, Legal memoranda, Legal memos, Memoranda of law, Legal briefs, Brief writing, Appellate briefs, Drafting briefs, Opinion letters, Legal correspondence
Litigation | Litigator, Civil litigation, Commercial litigation, Complex litigation, Trial experience, Trial preparation, Trial advocacy, Courtroom experience, Court appearances, Appearing in court, Representing clients in court, Lawsuits, Pleadings, Motion practice, Oral arguments, Depositions, Taking depositions, Defending depositions, Legal discovery, Written discovery, Interrogatories, Subpoenas, Case management legal, Case strategy, Summary judgment, Arbitration, Appellate practice, ?Advocacy, ?Advocate, Court proceedings, Legal proceedings, Court hearings, Settlement negotiations @legal
Criminal Law | Criminal defense, Criminal defence, Criminal prosecution, Prosecutor, Public defender, Criminal justice, Criminal cases, Criminal trials, Criminal procedure, District attorney, Assistant district attorney, Juvenile law, Juvenile justice
Civil Law | Civil cases, Civil disputes, Civil procedure, Torts, Tort law, Personal injury, Personal injury law, Insurance defense, Medical malpractice, Product liability, Premises liability, Wrongful death
Corporate Law | Corporate legal, Corporate governance, Company law, Business law, Commercial law, Corporate transactions, Corporate compliance, Corporate secretarial, Board resolutions, Entity formation, Shareholder agreements, Securities law, Securities regulation, Banking law, Finance law, Capital markets law, Venture financing, General counsel, In-house counsel, Corporate counsel, Legal counsel
Contract Law | Contract drafting, Commercial contracts, Commercial agreements, NDAs, Non-disclosure agreements, Master service agreements, MSAs, Service agreements, Licensing agreements, Vendor contracts, Contract disputes, Terms and conditions
Real Estate Law | Property law, Real estate transactions legal, Conveyancing, Title examination, Title search, Title insurance, Deeds, Leases legal, Lease agreements, Landlord-tenant law, Real estate closings, Land use, Zoning law
Family Law | Divorce, Child custody, Child support, Alimony, Guardianship, Domestic relations, Domestic violence, Prenuptial agreements, Mediation family
Estate Planning Law | Wills, Trusts, Wills and trusts, Probate, Estate administration, Estate law, Elder law, Powers of attorney, Power of attorney, Trusts and estates
Employment Law Practice | Employment litigation, Labor and employment, Labor and employment law, Discrimination claims, Wrongful termination, Harassment claims, EEOC charges, Workers' compensation law
Intellectual Property | IP law, Intellectual property law, Patents, Patent law, Patent prosecution, Patent applications, Patent drafting, Patent litigation, Trademarks, Trademark, Trademark registration, Copyright law, Copyright registration, Trade secrets, IP portfolio, Licensing IP, USPTO, Prior art searches
Immigration Law | Immigration, Immigration cases, Visa applications, Naturalization, Asylum, USCIS, Deportation defense, Removal defense
Tax Law | Tax controversy, Tax disputes, Tax litigation, International tax law, Tax structuring
Bankruptcy Law | Bankruptcy, Insolvency, Chapter 7, Chapter 11, Chapter 13, Restructuring law, Creditors' rights, Debt restructuring legal
Environmental Law | Environmental litigation, Natural resources law, Energy law, Environmental regulation law, Land use law
Constitutional Law | Civil rights, Civil rights law, Human rights, Human rights law, Constitutional litigation, Public interest law, Administrative law, Government law, Municipal law, Regulatory law, Public law
International Law | International trade law, International arbitration, Cross-border transactions, Comparative law, Treaty law, Maritime law, Admiralty law
Regulatory Compliance | Compliance, Compliance programs, Compliance monitoring, Compliance management, Compliance reporting, Ethics and compliance, Code of conduct, Policies and procedures compliance, Regulatory affairs, Regulatory submissions, Regulatory requirements, Regulatory filings, FCPA, Anti-bribery, Anti-corruption, Sanctions compliance, Export controls, ITAR, EAR compliance
Paralegal | Paralegal, Legal assistant, Legal secretary, Law clerk, Legal clerk, Court clerk, Docketing, Calendaring deadlines, Case files, File management legal, Legal filing, Court filings, E-filing, Electronic filing, Notarizing, Bates numbering, Exhibits preparation, Trial binders, Legal support
E-Discovery | eDiscovery, Electronic discovery, Document review, Doc review, Clearwell, Privilege review, Litigation support, Litigation hold, Document production
Legal Practice Management | Clio, PracticePanther, MyCase, Time Matters, Amicus Attorney, Legal billing, Timekeeping legal, Billable hours, Law firm management, Law practice management, Matter management
Mediation | Mediator, Alternative dispute resolution, ADR, Conflict resolution legal, Dispute resolution, Negotiated settlements, Arbitrator
Legal Advice | Legal advisory, Legal counseling, Advising clients legal, Client counseling, Legal opinions, Legal consultations, Legal guidance, Legal services
Law Degree and Bar | Juris Doctor, J.D., JD, LLB, LL.B., LL.M., Bar admission, Admitted to the bar, Bar exam, State bar, Licensed attorney, Licensed to practice law, Attorney at law, Attorney, Lawyer, Solicitor, Barrister, Member of the bar > Legal Advice 0.6
Due Diligence Legal | Legal due diligence, Corporate due diligence, Regulatory due diligence
Privacy Law | Privacy and data protection law, Data protection law, Information governance, Records retention, Privacy policies
Government Contracts | Government contracting, Federal contracting, FAR compliance, DFARS, GSA schedules, Public procurement, Government procurement, Bids and tenders government
Legal Ethics | Professional responsibility, Legal ethics, Attorney-client privilege, Conflicts check, Conflict checks
Notary and Documentation | Affidavits, Sworn statements, Certified copies, Document authentication, Apostille
Court Reporting | Court reporter, Stenography, Stenographer, Deposition transcripts
Law Enforcement | Police, Police officer, Policing, Law enforcement officer, Patrol, Patrolling, Criminal investigations, Detective, Evidence collection, Evidence handling, Crime scene, Police report writing, Arrests, Correctional officer, Probation officer, Parole, Parole officer
Security Services | Security guard, Security officer, Security patrols, Loss prevention officer, Access control security, Surveillance monitoring, CCTV monitoring, Alarm response, Event security, Bodyguard, Executive protection, Physical security, Security operations physical, Guard card
`,
);
