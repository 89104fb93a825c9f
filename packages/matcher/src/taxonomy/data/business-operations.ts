import { group } from '../define';

export const customerService = group(
  'Customer Service',
  `
Customer Service | Customer support, Client service, Client services, Customer care, Customer service skills, Excellent customer service, Customer-facing, Customer facing, Serving customers, Assisting customers, Helping customers, Customer assistance, Consumer services, Customer service representative, CSR, Customer service excellence
Call Center Operations | Call center, Call centre, Contact center, Contact centre, Inbound calls, Outbound calls, High call volume, High-volume calls, Phone support, Telephone support, Answering phones, Handling calls, Call handling, Inbound call center, BPO, Business process outsourcing, Average handle time, AHT, First call resolution, FCR, Call scripts, IVR, ACD
Complaint Resolution | Complaint handling, Handling complaints, Resolving complaints, Customer complaints, Customer issues, Resolving customer issues, Issue resolution, Problem resolution, Escalations, Escalation management, Handling escalations, De-escalation customers, Difficult customers, Irate customers, Customer grievances
Customer Satisfaction | CSAT, NPS, Net Promoter Score, Customer feedback, Customer surveys, Service quality, Service excellence, Quality of service, Customer delight
Customer Experience | CX, Customer experience management, Customer journey improvement, Voice of the customer, VoC, Omnichannel support, Omnichannel
Client Relationship Management | Client relations, Client relationships, Customer relations, Customer relationships, Relationship management, Building relationships with clients, Client management, Client engagement, Client communication, Customer engagement, Managing client relationships, Long-term relationships, Rapport building, Building rapport, Client liaison
Customer Success | Customer success manager, Product adoption, Customer health, QBRs, Quarterly business reviews, Expansion revenue
Technical Customer Support | Technical customer service, Product support, Application support, Software support, Level 2 support, Troubleshooting customer issues, Support tickets, Ticket resolution, SLA management, SLAs, Service level agreements
Live Chat Support | Chat support, Email support, Live chat, Omnichannel chat, Written customer support, Social media support
Order Management | Order fulfillment, Order tracking, Returns processing, Refunds, Returns and exchanges, Order status, Backorders, Customer orders
Account Services | Account inquiries, Account updates, Account maintenance customers, Billing inquiries, Billing disputes, Payment arrangements, Account resolution, Customer accounts
Reception | Receptionist, Front office, Front desk reception, Greeting visitors, Visitor management, Switchboard, Switchboard operator, Answering multi-line phones, Multi-line phone system, Multi-line phones, Phone etiquette, Telephone etiquette, Directing calls
Retail Customer Service | Sales associate duties, Store associate, Retail associate, Customer service retail, Checkout, Point of sale transactions, Stocking shelves, Shelf stocking, Restocking, Price tagging, Store opening and closing, Opening and closing procedures, Fitting room
Help Desk Support | Helpdesk support, Service desk support, Ticketing, Ticket management, Zendesk support, Freshdesk support
Customer Onboarding | Onboarding customers, New customer setup, Account setup, Customer training, Client training, Product walkthroughs
`,
);

export const consulting = group(
  'Consulting & Strategy',
  `
Management Consulting | Consulting, Consultant, Business consulting, Strategy consulting, Advisory, Advisory services, Client engagements, Consulting engagements, Consulting projects, Engagement management, Management consultant, Business advisory, Operations consulting
Strategic Planning | Strategic plans, Strategy development, Strategic initiatives, Strategic thinking, Strategic direction, Long-term planning, Business strategy, Corporate strategy, Strategy formulation, Strategy execution, Strategic vision, Strategic management, Strategic priorities, Strategic goals, Planning and strategy
Business Analysis | Business analyst, Business analytics, Business requirements analysis, Gap analysis, Process analysis, Process mapping, Business process mapping, As-is and to-be, Current state analysis, Future state, Requirements elicitation, Stakeholder analysis, Impact analysis, Business case, Business cases, Feasibility analysis, Cost-benefit
Business Process Improvement | Business process reengineering, BPR, Operational excellence, Operational improvements, Efficiency gains, Productivity improvement, Productivity improvements, Cost optimization, Operating model, Target operating model, Process standardization
Operations Management | Operational management, Operations manager, Business operations, Day-to-day operations, Daily operations, Managing operations, Operational planning, Operational efficiency management, Operations strategy, Operations oversight, Running operations, Operations leadership, General management, General manager, P&L management, P&L responsibility, Profit and loss responsibility, Multi-site operations, Multi-unit operations
Business Planning | Business plans, Business plan, Business planning, Annual planning, Operating plans, Annual operating plan, AOP, Strategic business planning, Business modeling
Market Entry Strategy | Market entry, Market assessment, Market opportunity analysis, Opportunity assessment, New market entry
Competitive Strategy | Competitive landscape, SWOT, SWOT analysis, Porter's Five Forces, PESTLE, PEST analysis, Benchmarking, Industry analysis, Value chain analysis
Stakeholder Management | Stakeholders, Stakeholder relationships, Managing stakeholders, Stakeholder alignment, Stakeholder expectations, Cross-functional collaboration, Cross-functional teams, Cross-functional team, Cross-functional coordination, Working with cross-functional teams, Executive stakeholders, C-suite, C-level executives, Senior leadership engagement, Executive presentations, Board presentations, Executive reporting
Executive Leadership | Executive management, Senior management, Senior leadership, C-level, Executive director, Managing director, Board relations, Board governance, Executive team, Leadership team, Company leadership, Organizational leadership, Enterprise leadership
Entrepreneurship | Entrepreneur, Founder, Co-founder, Co-owner, Owner operator, Business owner, Small business owner, Starting a business, Launching a business, Venture building, Self-employed, Freelance, Freelancer, Independent contractor
Turnaround Management | Business turnaround, Restructuring operations, Business recovery, Recovery plans, Crisis turnaround, Profitability improvement
Performance Improvement | Performance metrics, KPIs, KPI, Key performance indicators, Metrics, Performance analysis, Performance tracking, Scorecard, Operational metrics, Business performance, Results-driven, Results oriented, Results-oriented, Goal-oriented, Target-driven, Performance driven, Performance-driven
Decision Making | Decision-making, Data-driven decisions, Data-driven decision making, Data driven decision-making, Sound judgment, Sound judgement, Judgment, Judgement, Good judgment, Informed decisions, Making decisions, Decisive, Decisiveness
Corporate Social Responsibility | CSR programs, Corporate responsibility, Social impact, Community relations, Community outreach, Community involvement, Volunteering programs, Outreach programs, Outreach, Community partnerships, Philanthropic programs
Research and Development | R&D, Research & development, Innovation, Product innovation, New product development, NPD, Product development process, Technology development, Ideation
Vendor Management | Vendor relations, Vendor relationships, Supplier management, Supplier relations, Supplier relationships, Vendor selection, Vendor evaluation, Vendor performance, Managing vendors, Third-party management, Outsourcing, Outsourcing management, Contractor management, Vendor contracts management, Vendor administration
Budget Management | Budget oversight, Managing budgets, Budget responsibility, Budget administration, Budget tracking, Cost control, Cost reduction, Cost management, Expense management operations, Expense control, Spend management, Financial management, Fiscal management, Managing expenses, Controlling costs, Cost containment, Cost control management > Budgeting 0.7
Policy Development | Policies and procedures, Policy writing, Policy implementation, Procedure development, SOPs, SOP, Standard operating procedures, Standard operating procedure, Procedures manual, Operating procedures, Developing procedures, Writing procedures, Process documentation, Guidelines development
Business Intelligence Strategy | Data strategy, Analytics strategy, Digital strategy, Technology strategy, IT strategy, Digital transformation, Transformation programs, Modernization initiatives
Mergers Integration | Integration management, Post-acquisition integration, Integration planning, Synergy realization, Carve-outs
Audit and Assurance Consulting | Assurance, Advisory and assurance, Risk advisory, Controls consulting, Governance risk and compliance, GRC
Public Administration | Public sector, Government agencies, Public policy analysis, Public service, Municipal government, Local government, State government, Federal government, Civil service, Public programs, Program administration, Grants administration public
Nonprofit Management | Non-profit, Nonprofit, Non-profit management, Nonprofit organizations, NGO, NGOs, Charity, Charitable organizations, Board development, Volunteer management, Volunteer coordination, Managing volunteers, Volunteer recruitment, Program development nonprofit, Program management nonprofit, Program evaluation, Impact measurement, Theory of change, Logic models, Monitoring and evaluation, M&E
Economic Development | Community development, Regional development, Urban development, Workforce development, Business attraction, Business retention, Economic development programs
Franchise Operations | Franchisee, Franchisor, Franchise support, Franchise consulting, Franchise compliance
Quality Assurance Operations | Quality standards compliance, Quality monitoring, Quality checks, Quality audits operations, Call monitoring, Call quality monitoring, QA monitoring, Quality scores
Business Continuity | Business continuity planning, BCP, Continuity planning, Emergency preparedness, Emergency planning, Contingency planning, Crisis planning, Resilience planning
`,
);

export const office = group(
  'Office & Administration',
  `
Administrative Support | Administrative assistant, Administrative assistance, Admin support, Administrative duties, Administrative tasks, Administrative functions, Clerical, Clerical work, Clerical support, Clerical duties, Clerical skills, Office support, Office assistant, Office administration, Secretarial, Secretary, General office, Office duties, Office clerk, Administrative skills, Administrative coordinator, Administrative specialist, Program assistant, Department assistant
Executive Assistance | Executive assistant, Personal assistant, Executive support, Supporting executives, C-level support, Assisting executives, Calendar management, Managing calendars, Diary management, Managing executive calendars, Travel coordination, Travel arrangements coordination, Booking travel, Expense reports preparation, Meeting coordination, Gatekeeping
Office Management | Office manager, Managing office operations, Office operations, Office coordination, Office procedures, Office supplies, Supply management, Ordering office supplies, Office logistics, Workplace management, Office space management, Facilities coordination, Office organization
Scheduling | Schedule management, Scheduling meetings, Appointment setting, Appointment scheduling, Scheduling appointments, Coordinating schedules, Calendar coordination, Booking appointments, Managing schedules, Meeting scheduling, Event scheduling, Scheduled appointments
Data Entry | Data input, Data entry clerk, Entering data, Keying data, Data capture, Database entry, Data updates, Updating databases, Database maintenance, Maintaining databases, Record updates, 10-key, Ten key, Ten-key
Filing and Records Management | Filing, Filing systems, File management, Records management, Record keeping, Recordkeeping, Record-keeping, Maintaining records, Document management, Documentation management, Organizing files, Paper files, Archiving, Electronic filing systems, Records retention schedules, Document control procedures, Document handling, Paperwork, Processing paperwork, Document preparation, Preparing documents
Correspondence | Business correspondence, Written correspondence, Drafting correspondence, Memos, Memorandums, Preparing correspondence, Responding to correspondence, Email correspondence management, Mail handling, Mail processing, Sorting mail, Incoming mail, Outgoing mail, Mailroom, Shipping and receiving mail
Meeting Management | Meeting minutes, Taking minutes, Minute taking, Recording minutes, Agendas, Meeting agendas, Preparing agendas, Board meetings, Meeting preparation, Meeting logistics, Conference calls, Conference room booking
Bookkeeping Support | Petty cash, Petty cash management, Check requests, Purchase requisition processing, Invoice entry, Bill payments, Processing invoices, Expense tracking, Deposits processing > Bookkeeping 0.6
Office Equipment | Copiers and fax, Fax machines, Fax, Faxing, Photocopying, Scanning documents, Printers and copiers, Multi-line phone systems, Postage machines, Binding machines, Laminating
Transcription Services | Typing documents, Dictaphone, Audio transcription, General transcription, Transcriptionist
Notary Services | Notary services, Notarizations
Confidential Information Handling | Confidential information, Sensitive information, Handling confidential information, Discretion, Confidential records, Maintaining confidentiality, Confidential documents
Virtual Assistance | Virtual assistant, Remote administrative support, Online assistant
Government Forms Processing | Forms processing, Application processing, Processing applications, Permit processing, License processing, Claims intake
Receptionist Skills | Visitor reception, Guest reception, Lobby management, Badge issuing
`,
);

export const projectManagement = group(
  'Project Management',
  `
Project Management | Project manager, Project management skills, Managing projects, Project planning, Project execution, Project delivery, Project coordination, Project coordinator, Project lifecycle, Project life cycle, Project scope, Scope management, Project tracking, Project oversight, Project leadership, Projects management, Delivering projects, Project controls, Project budgets, Project budgeting, Project schedules, Project timelines, Project plans, Project administration, Project support, Project reporting, Multiple projects, Managing multiple projects, End-to-end project management, Project documentation
Program Management | Program manager, Programme management, Programme manager, Managing programs, Program planning, Program delivery, Program oversight, Project portfolio management, PPM, PMO, Project management office, Program governance
PMP | Project Management Professional, PMP certified, PMP certification, PMI, CAPM, PRINCE2, PRINCE2 Practitioner, PgMP > Project Management 0.9
Agile Project Management | Agile project management, Scrum Master, Certified ScrumMaster, CSM certified, PSM, Professional Scrum Master, Product Owner certification, CSPO, Agile coach, Agile coaching, Iterative delivery > Agile 0.8; Project Management 0.6
Risk Management Projects | Project risk management, Risk registers, Risk register, Issue management, Issue tracking, RAID logs, Risk and issue management, Mitigation plans > Project Management 0.5
Resource Management | Resource planning, Resource allocation, Resourcing, Capacity management, Allocating resources, Managing resources, Resource scheduling, Team allocation
Project Scheduling | Project scheduling, Schedule development, Timeline management, Milestone tracking, Milestones, Deadlines management, Critical path, Work breakdown structure, WBS, Gantt > Project Management 0.6
Earned Value Management | EVM, Earned value, Cost performance index, Schedule performance index > Project Management 0.6
Deadline Management | Meeting deadlines, Meet deadlines, Deadline-driven, Deadline-oriented, Deadline oriented, Tight deadlines, On-time delivery, Delivering on time, On time and within budget, Within budget, On schedule
Project Estimation | Effort estimation, Estimation, Estimates, Story points, Project estimates, Cost and schedule estimates
Implementation Management | System implementation, Systems implementation, Software implementation, Solution implementation, Rollout, Rollouts, Go-live, Go live, Deployment planning, Cutover, Implementation planning
Quality Management Projects | Project quality, Quality planning, Deliverables review, Acceptance criteria, Definition of done
Smartsheet | Wrike, Airtable, Teamwork.com, Microsoft Planner, Jira Align > Task Management Tools 0.8
`,
);

export const logistics = group(
  'Logistics & Supply Chain',
  `
Supply Chain Management | Supply chain, Supply chain operations, Supply chain planning, End-to-end supply chain, Supply chain optimization, Supply chain strategy, Supply chain analysis, SCM, Supply network, Supply and demand planning
Logistics | Logistics management, Logistics operations, Logistics coordination, Logistics coordinator, Logistics planning, Third-party logistics, 3PL, Reverse logistics, Inbound logistics, Outbound logistics, Distribution management, Distribution operations, Distribution center, Distribution centre, Freight, Freight management
Inventory Management | Inventory, Inventory control, Inventory tracking, Stock control, Stock management, Inventory levels, Inventory counts, Stock taking, Stocktaking, Cycle counts, Cycle counting, Physical inventory, Inventory audits, Inventory replenishment, Par levels, Stock rotation, FIFO, Inventory reconciliation, Inventory planning, Inventory management systems, Stock replenishment, Stock levels
Warehouse Operations | Warehouse, Warehousing, Warehouse management, Warehouse operations, Warehouse associate, Warehouse worker, Warehouse supervisor, Picking and packing, Pick and pack, Order picking, Order pickers, Shipping and receiving, Put-away, Putaway, Palletizing, Loading docks, Dock operations, Cross-docking, Kitting, Labeling packages, Packaging orders
Warehouse Management Systems | WMS, Manhattan WMS, Manhattan Associates, SAP EWM, HighJump, Blue Yonder, JDA, RF scanners, RF scanning, Barcode scanning, Barcode scanners, Handheld scanners > Warehouse Operations 0.7
Shipping | Shipping, Shipping and handling, Shipments, Shipment tracking, Shipping documentation, Bills of lading, Bill of lading, BOL, Freight forwarding, Freight forwarder, Carrier management, Carrier relations, Carrier negotiations, LTL, FTL, Truckload, Parcel shipping, =UPS, FedEx, DHL, USPS, Courier services
Import and Export | Customs, Customs clearance, Customs brokerage, Customs compliance, Customs documentation, Import compliance, Export compliance, Import operations, Export documentation, Incoterms, Tariffs, HS codes, Harmonized codes, Trade compliance
Transportation Management | Transportation planning, Transportation logistics, Transport management, TMS, Transportation management system, Load planning trucks, Freight planning, Routing and scheduling, Fleet logistics, Intermodal, Rail freight, Ocean freight, Air freight logistics
Demand Planning | Demand forecasting planning, Demand and supply planning, Supply planning, S&OP, Sales and operations planning, Material requirements planning, MRP, MRP II, Master production schedule, MPS, Production scheduling, Materials planning, Material planning, Materials management
Purchasing and Buying | Buyer purchasing, Purchasing agent, Purchasing manager, Procurement specialist, Purchase order management, Supplier negotiations, Price negotiations with suppliers, Vendor sourcing procurement > Procurement 0.9
Quality Inspection Goods | Incoming goods inspection, Receiving inspection, Product inspection, Goods inspection, Damage inspection
Last-Mile Delivery | Last mile delivery, Last-mile logistics, Delivery routes, Route deliveries, Delivery operations, Courier, Package delivery, Parcel delivery
Cold Chain | Cold chain logistics, Temperature-controlled logistics, Refrigerated transport, Perishables handling
Procurement Systems | SAP Ariba procurement, Oracle Procurement, Coupa procurement, E-procurement, eProcurement, Purchase-to-pay systems > Procurement 0.7
Hazardous Materials Handling | Hazmat, HAZMAT, Hazardous materials, Hazardous waste, Hazardous waste handling, DOT hazmat, HAZWOPER, Dangerous goods handling, SDS, Safety data sheets, MSDS, WHMIS, GHS
Asset Tracking | RFID, Asset tracking logistics, Fleet asset tracking, Barcode systems
`,
);
