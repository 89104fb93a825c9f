import type { ContextRule } from './types';
import { commaList } from './lists';

// Context rules for skills whose names are also ordinary words. A data line refers to one by name
// (`@lang`). Categories and skills are matched against the other skills found nearby; words are
// lower-case and matched on word boundaries in the surrounding text.

const CODE_WORDS = commaList(`
programming, programming languages, developer, software, coding, source code
`);

export const CONTEXTS: Record<string, ContextRule> = {
  /** Programming languages that are also English words: Go, Rust, Swift, C, Julia, Dart. */
  lang: {
    categories: ['Programming Languages', 'Web Backend', 'Developer Tools', 'DevOps'],
    words: [...CODE_WORDS, 'backend', 'back-end', 'microservices', 'compiler'],
    vetoNext: commaList(`
to, live, ahead, beyond, above, through, back, out, over, for, the, getter, getters,
level, suite
`),
    vetoPrev: [
      'vitamin',
      'hepatitis',
      'grade',
      'class',
      'type',
      'section',
      'plan',
      'part',
      'category',
      'schedule',
      'let',
      "let's",
      'to',
      'will',
      'can',
      'must',
      'please',
    ],
  },
  /** "Programming" the craft, not a schedule of events or broadcasts ("youth programming", "TV programming"). */
  code: {
    categories: [
      'Programming Languages',
      'Web Backend',
      'Web Frontend',
      'Developer Tools',
      'DevOps',
      'Software Practices',
      'Machine Learning & AI',
      'Data & Analytics',
      'Databases',
      'Mobile',
      'Testing & QA',
    ],
    words: [...CODE_WORDS, 'computer', 'computing', 'code'],
    vetoPrev: commaList(`
tv, television, radio, broadcast, public, youth, educational, recreational, recreation, community,
cultural, arts, museum, event, events, afterschool, after-school, summer, family, library,
children's, wellness, fitness, activity, activities, adult, teen, senior, holiday, music, content
`),
    vetoNext: commaList(`
events, event, schedule, schedules, staff, coordinator, coordinators, director, budget, calendar
`),
  },
  /** R and other statistics tools. */
  stats: {
    categories: ['Programming Languages', 'Data & Analytics', 'Machine Learning & AI'],
    words: commaList(`
statistics, statistical, rstudio, ggplot, ggplot2, tidyverse, cran, regression,
data analysis, biostatistics
`),
    vetoNext: ['level'],
    vetoPrev: commaList(`
vitamin, hepatitis, grade, class, type, section, plan, part, category, schedule
`),
  },
  /** JavaScript ecosystem words: React, Express, Node, Ember, Backbone, Jest, Mocha... */
  js: {
    categories: ['Web Frontend', 'Web Backend', 'Mobile'],
    skills: ['JavaScript', 'TypeScript', 'Node.js', 'MongoDB', 'HTML', 'CSS'],
    words: commaList(`
javascript, frontend, front-end, front end, web, mern, mean stack, single page, spa,
components, ui, npm
`),
    // "React quickly", "Express interest": the verbs, not the libraries.
    vetoNext: commaList(`
to, quickly, promptly, appropriately, calmly, positively, accordingly, immediately,
swiftly, effectively, interest, gratitude, concern, concerns, delivery, mail, lane
`),
    vetoPrev: ['american', 'federal', 'fedex', 'orient', 'pony'],
  },
  /** Java ecosystem words: Spring, Jetty, Struts. */
  jvm: {
    categories: ['Web Backend'],
    skills: commaList(`
Java, Kotlin, Java EE, Hibernate, Maven, Gradle, JPA, Spring Boot, Spring MVC
`),
    words: ['java', 'jvm', 'beans', 'microservices'],
    vetoNext: commaList(`
semester, term, break, quarter, season, session, festival, training, cleaning,
collection
`),
    vetoYearAfter: true,
  },
  /** Style sheet languages: Less, Sass, Stylus. */
  css: {
    categories: ['Web Frontend'],
    skills: ['CSS', 'HTML'],
    words: ['css', 'stylesheet', 'stylesheets', 'styles'],
    vetoNext: ['than', 'then', 'experienced', 'important', 'likely', 'time', 'and less'],
  },
  /** Apple platform words: Swift, Cocoa. */
  apple: {
    categories: ['Mobile', 'Programming Languages'],
    skills: ['iOS', 'Xcode', 'Objective-C', 'SwiftUI', 'macOS'],
    words: ['ios', 'apple', 'iphone', 'ipad', 'xcode', 'mobile', 'app store'],
  },
  /** Python ecosystem words: Flask, Bottle. */
  python: {
    categories: ['Web Backend', 'Programming Languages'],
    skills: ['Python', 'Django', 'pytest'],
    words: ['python', 'api', 'rest'],
  },
  /** Configuration-management and infrastructure tools: Chef, Puppet, Salt, Vault, Consul, Helm. */
  infra: {
    categories: ['DevOps', 'Cloud'],
    skills: ['Kubernetes', 'Docker', 'Terraform', 'Ansible', 'Linux', 'Jenkins'],
    words: commaList(`
devops, infrastructure, configuration management, provisioning, sre, hashicorp, cluster
`),
  },
  /** Big-data tools: Spark, Hive, Pig, Airflow, Snowflake, Storm. */
  data: {
    categories: ['Data & Analytics', 'Databases', 'Cloud', 'Machine Learning & AI'],
    words: commaList(`
big data, hadoop, etl, data pipeline, data pipelines, data warehouse, data engineering,
apache
`),
  },
  /** Test tools with everyday names: Cucumber, Mocha, Chai, Jasmine, Karma, Jest, Cypress, Protractor. */
  test: {
    categories: ['Testing & QA', 'Web Frontend', 'Programming Languages'],
    words: ['test', 'tests', 'testing', 'automation', 'unit', 'e2e', 'bdd', 'tdd', 'qa'],
  },
  /** API tools: Postman, Swagger, Insomnia. */
  api: {
    categories: ['Web Backend', 'Testing & QA', 'Programming Languages'],
    words: ['api', 'apis', 'rest', 'restful', 'endpoints', 'http'],
  },
  /** Design and 3D tools with everyday names: Sketch, Illustrator, Blender, Maya, Nuke. */
  design: {
    categories: ['Design & Arts', 'Game & 3D'],
    words: commaList(`
adobe, design, designer, 3d, modeling, modelling, animation, rendering, graphic,
graphics, vfx
`),
    vetoLowercaseNext: true,
  },
  /** Game engines: Unity. */
  game: {
    categories: ['Game & 3D', 'Programming Languages'],
    words: ['game', 'games', 'gaming', '3d', 'c#', 'vr', 'ar', 'engine'],
  },
  /** Web servers: Apache, Jetty. */
  server: {
    categories: ['Web Backend', 'DevOps', 'IT & Networking'],
    words: ['server', 'servers', 'web server', 'http', 'hosting', 'linux'],
  },
  /** Operating systems with everyday names: Windows. */
  os: {
    categories: [
      'IT & Networking',
      'DevOps',
      'Office Software',
      'Developer Tools',
      'Programming Languages',
    ],
    skills: ['Linux', 'macOS', 'Unix'],
    words: commaList(`
operating system, operating systems, os, microsoft, computer, pc, desktop, server
`),
  },
  /** "Networking" the infrastructure, not meeting people ("networking events", "professional networking"). */
  network: {
    categories: ['IT & Networking', 'Security', 'Cloud'],
    words: commaList(`
switches, routers, firewalls, vlan, vlans, lan, wan, tcp/ip, subnets, servers, infrastructure
`),
    vetoNext: commaList(`
events, event, skills, skill, opportunities, opportunity, with, among, functions, sessions,
reception, lunch, abilities, ability, groups, group
`),
    vetoPrev: ['social', 'professional', 'business', 'peer', 'community', 'industry', 'strong'],
  },
  /** Network gear written as one word, "routing, switching, wireless": only beside other network gear. */
  netgear: {
    skills: commaList(`
Cisco, Computer Networking, Routing and Switching, TCP/IP, DNS, Wireless Networking, SD-WAN,
Network Security, Network Access Control, Network AAA, CCNA, CCNP, VPN, Load Balancing, F5,
Network Management, Network Monitoring Tools
`),
    words: commaList(`
network, networks, networking, switches, routers, firewalls, vlan, vlans, lan, wan, bgp, ospf
`),
    vetoNext: commaList(`
number, numbers, slip, slips, call, calls, ticket, tickets, request, requests, order, orders,
between, to, from, careers, roles, jobs, gears, costs, providers, carrier, carriers, retail,
sales, store, stores, plan, plans, phone, phones, industry
`),
  },
  /** The model codes by their initials (IMC, IPC, IFC), which other trades use for other things (IPC-A-610). */
  codes: {
    skills: commaList(`
Building Codes, Fire Protection, Plumbing Design, Plumbing, HVAC, National Electrical Code,
Industrial Ventilation
`),
    words: ['code', 'codes', 'ibc', 'nfpa', 'building'],
    vetoNext: commaList(`
a, j, 610, 620, standard, standards, class, certified, certification
`),
  },
  /** Exchange the mail server, not a stock exchange, a data exchange or an exchange student. */
  mail: {
    categories: ['IT & Networking'],
    skills: ['Microsoft Office', 'Microsoft Outlook', 'Windows', 'Azure'],
    words: commaList(`
active directory, office 365, o365, microsoft 365, m365, outlook, email, e-mail, mailbox, mailboxes,
server, servers
`),
    vetoNext: commaList(`
commission, rate, rates, program, programs, student, students, traded, listed, listing, of, for
`),
    vetoPrev: commaList(`
stock, securities, foreign, currency, health, information, data, knowledge, student, cultural,
heat, ion, insurance, benefits, medical, value, gift
`),
  },
  /** Microsoft Office programs with everyday names: Word, Access, Outlook, Teams, Project. */
  office: {
    categories: ['Office Software'],
    skills: ['Microsoft Office', 'Microsoft Excel', 'PowerPoint'],
    words: ['microsoft', 'ms office', 'office suite', 'spreadsheet', 'spreadsheets'],
    vetoNext: ['of', 'to', 'for', 'with'],
  },
  /** "Excel" the program, not "excel at". */
  excel: {
    vetoNext: ['at', 'in', 'as', 'under', 'beyond', 'on', 'when', 'through'],
    vetoPrev: ['to', 'will', 'can', 'who'],
  },
  /** Accounting software with everyday names: Sage, Tally. */
  accountingSoftware: {
    categories: ['Finance & Accounting'],
    words: ['accounting', 'bookkeeping', 'payroll', 'ledger', 'erp', 'invoicing'],
  },
  /** HR software with everyday names: Workday, Greenhouse, Lever. */
  hrSoftware: {
    categories: ['Human Resources'],
    words: ['hris', 'ats', 'applicant tracking', 'recruiting', 'payroll', 'hcm'],
  },
  /** Generic selling words ("sales") that count only in a selling context. */
  selling: {
    categories: ['Sales'],
    words: commaList(`
quota, quotas, prospecting, territory, pipeline, selling, sell, crm, b2b, b2c, closing,
cold calling, account executive, sales representative, sales manager, sales associate,
sales team, sales experience, sales skills
`),
  },
  /** Human languages whose names are also adjectives ("Italian cuisine", "polish"). */
  spoken: {
    categories: ['Languages'],
    words: commaList(`
fluent, fluency, native, bilingual, language, languages, spoken, speak, speaking,
written, proficiency, proficient, conversational, mother tongue, intermediate, advanced,
beginner, elementary, upper intermediate, basic, b1, b2, c1, c2, a1, a2
`),
    vetoNext: commaList(`
cuisine, food, restaurant, literature, teacher, class, classes, department, citizen,
citizenship, company, market, style
`),
  },
  /** Social networks named as marketing channels, not as employers ("Software Engineer, Facebook"). */
  social: {
    skills: commaList(`
Social Media Marketing, Digital Marketing, Content Marketing, Influencer Marketing,
Social Media Management Tools, Social Media Content, Paid Social Advertising,
Community Management, Public Relations, Media Relations
`),
    words: commaList(`
social media, social network, social networks, marketing, posts, followers, campaigns,
content, engagement, audience, ads, advertising
`),
  },
  /** "PR" as public relations (not a pull request, not Puerto Rico). */
  pr: {
    categories: ['Public Relations & Media', 'Marketing'],
    words: commaList(`
media, press, communications, publicity, campaigns, marketing, journalists, brand
`),
  },
  /** Health-record systems with everyday names: Epic. */
  ehr: {
    categories: ['Healthcare & Nursing'],
    words: commaList(`
ehr, emr, charting, clinical, patient, patients, hospital, nursing, medical
`),
  },
  /**
   * "ROS" the Robot Operating System, not "reactive oxygen species" or a medical "review of
   * systems": robots, autonomy or robotics software nearby.
   */
  robotics: {
    categories: ['Engineering', 'Machine Learning & AI'],
    skills: ['C++', 'Python', 'Linux', 'OpenCV', 'Computer Vision', 'Embedded Systems'],
    words: commaList(`
robot, robots, robotic, robotics, autonomous, autonomy, lidar, slam, gazebo, rviz, moveit,
perception, motion planning, manipulator, manipulators, drone, drones, uav, amr, agv,
sensor fusion, navigation stack
`),
  },
  /**
   * Generic phrases of design work ("design projects", "design concepts") that are graphic design
   * only beside visual work: in an engineering ad they are engineering design.
   */
  graphic: {
    categories: ['Design & Arts'],
    words: commaList(`
graphic, graphics, visual, adobe, photoshop, illustrator, indesign, branding, typography, print,
creative, artwork, layouts, marketing materials
`),
  },
  /** Music words that other work borrows ("orchestration" of containers or of services). */
  music: {
    words: commaList(`
music, musical, musician, musicians, orchestra, orchestral, composer, composers, composition,
compositions, arranging, arrangements, ensemble, ensembles, choir, symphony, conducting,
instrumentation, songwriting
`),
  },
  /** Apparel product-development words also used in retail ("fit sessions" on the sales floor). */
  garment: {
    skills: commaList(`
Fashion Design, Pattern Making, Sewing, Textiles, Apparel Production, Quality Control Apparel,
Fashion Illustration, Apparel Sourcing
`),
    words: commaList(`
garment, garments, tech pack, tech packs, fabric, fabrics, textile, textiles, sewing, pattern,
patterns, patternmaking, grading, fit model, fit models, prototype, prototypes, samples,
technical designer, product development, measurements, specs
`),
  },
  /** CAD programs with everyday names: Inventor. */
  cad: {
    categories: ['Engineering'],
    words: ['cad', '3d', 'modeling', 'modelling', 'drafting', 'solidworks', 'autocad', 'autodesk'],
  },
  /** "Advocate" the lawyer (a common title in South Asia), not "customer service advocate". */
  legal: {
    categories: ['Legal'],
    words: commaList(`
court, courts, law, legal, litigation, case, cases, high court, bar council, judicial,
lawyer, attorney, tribunal, petitions, llb
`),
    vetoPrev: ['service', 'patient', 'customer', 'client', 'student', 'brand', 'consumer'],
  },
  /** Kubernetes tools with everyday names: Helm, Rancher. */
  k8s: {
    categories: ['Cloud', 'DevOps'],
    skills: ['Kubernetes', 'Docker'],
    words: ['kubernetes', 'k8s', 'charts', 'cluster', 'containers'],
  },
  /** Observability tools: Prometheus, Nagios. */
  monitoring: {
    categories: ['DevOps', 'Cloud', 'IT & Networking'],
    words: ['monitoring', 'metrics', 'alerting', 'observability', 'dashboards'],
  },
  /**
   * "Diagnose" a fault in computers, not a patient, a learner or a car: IT words or skills nearby
   * ("diagnosing a wide range of network, server and application issues" is troubleshooting).
   */
  diagnose: {
    categories: ['IT & Networking', 'DevOps', 'Cloud', 'Security', 'Databases'],
    words: commaList(`
network, networks, server, servers, hardware, software, computer, computers, desktop, desktops,
laptop, laptops, printer, printers, workstation, workstations, connectivity, technical
`),
    // "Diagnose and treat" is the clinician's phrase; "diagnose and resolve" is a form of its own.
    vetoNext: commaList(`
and, treat, symptoms, acute, chronic, infections, patient, patients, illness, illnesses, disease, diseases, disorder, disorders, condition,
conditions, injury, injuries, mental, medical, learning, students, children, vehicle, vehicles,
engine, engines, car, cars, blood, cancer, diabetes, autism, dementia, depression
`),
  },
  /**
   * "Software test" as the discipline ("software test experience", "Software Test Engineer"), not
   * the start of a test skill of its own ("software test plans", "software test automation").
   */
  softwareTest: {
    categories: ['Testing & QA', 'Software Practices', 'Programming Languages', 'Developer Tools'],
    words: commaList(`
test, tests, testing, qa, automation, quality, defects, bugs, engineer, analyst, experience
`),
    vetoNext: commaList(`
plan, plans, planning, case, cases, automation, strategy, strategies, script, scripts, management,
data, design, execution, results, reports, environment, environments, tools, suite, suites
`),
  },
  /** Scripts as code that automates work, not screenplays or call-centre scripts. */
  scripts: {
    categories: ['IT & Networking', 'DevOps', 'Cloud', 'Programming Languages', 'Developer Tools'],
    words: commaList(`
automate, automated, automating, automation, powershell, bash, shell, python, perl, linux, unix,
command line, cron, server, servers, sysadmin, network, networks, deployment, deployments, batch
`),
    vetoNext: commaList(`
film, films, movie, movies, video, videos, tv, television, radio, podcast, podcasts, commercials,
stage, plays, episodes, shows
`),
  },
  /** Machine-learning terms that are also everyday words: fine-tuning (a model, not test data). */
  ml: {
    categories: ['Machine Learning & AI'],
    words: commaList(`
machine learning, model, models, llm, llms, language model, language models, neural, transformer,
transformers, deep learning, ai
`),
  },
  /** Finance words that are also everyday words: "Audit" is fine, "Tax" is fine; this is for "Bloomberg" etc. */
  markets: {
    categories: ['Finance & Accounting', 'Banking'],
    words: ['terminal', 'trading', 'market data', 'equities', 'bonds', 'financial'],
  },
};
