import type { Profession } from './types';

export const consulting = {
  category: 'Consulting & Strategy',
  fields: ['consulting', 'executive', 'project-management'],
  families: `
consulting* | consulting and business analysis | project-management executive finance data operations | consultant@3 consulting@3 management_consultant@3 business_analyst@3 management_analyst@3 strategy@3:0.5 strategist@3 advisory@3 process_improvement@3 lean@3:0.5 six_sigma@3 change_management@3 business_consultant@3 program_analyst@3 management_analysis@3 organizational_development@3 analyst@3:0.5
executive* | executive leadership | operations consulting | chief_executive@5 chief_executive_officer@5 ceo@5 president@5 vice_president@5 vp@5 executive_director@5 managing_director@5 general_manager@4 chief_operating_officer@5 coo@5 founder@5 co-founder@5 cofounder@5 owner@5 co-owner@5 business_owner@5 entrepreneur@5 top_executive@5 executive_officer@5 managing_partner@5 country_manager@5
`,
  roles: `
business-analyst | business analysis | consulting | it-project-manager product-manager data-analyst qa-tester | business_analyst business_systems_analyst it_business_analyst systems_analyst functional_analyst requirements_analyst business_analyst_lead product_analyst process_analyst | Business Analysis 1; Requirements Analysis 1; UML 0.7; Business Process Improvement 0.8; Stakeholder Management 0.5; Microsoft Visio 0.8; Data Analysis 0.3; Agile 0.2; Jira 0.2; Confluence 0.3; Wireframing 0.5
`,
  skills: `
Management Consulting | Consulting, Business consulting, Strategy consulting, Advisory, Advisory services, Client engagements, Consulting engagements, Consulting projects, Engagement management, Management consultant, Business advisory, Operations consulting
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
Performance Improvement | Performance metrics, KPIs, KPI, Key performance indicators, Metrics, Performance analysis, Performance tracking, Scorecard, Operational metrics, Business performance
Decision Making | Decision-making, Data-driven decisions, Data-driven decision making, Data driven decision-making, Sound judgment, Sound judgement, Judgment, Judgement, Good judgment, Informed decisions, Making decisions, Decisive, Decisiveness
Corporate Social Responsibility | CSR programs, Corporate responsibility, Social impact, Community relations, Community outreach, Community involvement, Volunteering programs, Outreach programs, Outreach, Community partnerships, Philanthropic programs
Research and Development | R&D, Research & development, Innovation, Product innovation, New product development, NPD, Product development process, Technology development, Ideation
Vendor Management | Vendor relations, Vendor relationships, Supplier management, Supplier relations, Supplier relationships, Vendor selection, Vendor evaluation, Vendor performance, Managing vendors, Manage vendors, Managed vendors, Third-party management, Outsourcing, Outsourcing management, Contractor management, Vendor contracts management, Vendor administration
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
} as const satisfies Profession;
