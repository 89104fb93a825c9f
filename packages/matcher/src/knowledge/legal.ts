import type { Profession } from './types';

export const legal = {
  category: 'Legal',
  fields: ['legal', 'government'],
  families: `
legal | legal | social-services administrative government | lawyer@3 attorney@3 counsel@3 legal@3 paralegal@2 law_clerk@2 litigation@3 advocate@3:0.5 solicitor@3 barrister@3 judge@4 legal_assistant@2 associate_attorney@3 general_counsel@4 law@3 compliance@3 contract_manager@4 legal_secretary@2 notary@2
`,
  skills: `
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
} as const satisfies Profession;
