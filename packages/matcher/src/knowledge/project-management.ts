import type { Profession } from './types';

export const projectManagement = {
  category: 'Project Management',
  fields: ['project-management', 'construction', 'engineering', 'software', 'consulting'],
  families: `
project-management* | project and program management | consulting operations executive construction software | project_manager@4 program_manager@4 pmo@4 project_coordinator@3 scrum_master@3 project_lead@4 project_management@4 program_management@4 program_coordinator@3 project_director@4 delivery_manager@4 product_manager@4 product_owner@4
`,
  roles: `
it-project-manager | IT project and programme management | project-management | business-analyst product-manager | it_project_manager project_manager program_manager programme_manager technical_project_manager delivery_manager scrum_master project_lead it_program_manager pmo_manager project_coordinator agile_coach release_manager | Project Management 1; Program Management 1; PMP 1; IT Project Management 1; Agile Project Management 0.9; Project Scheduling 1; Risk Management Projects 1; Resource Management 0.8; Earned Value Management 1; Project Estimation 0.9; Budget Management 0.6; Stakeholder Management 0.6; Scrum 0.5; SAFe 0.7; Microsoft Project 1; Smartsheet 0.8; Vendor Management 0.5; Deadline Management 0.4; Implementation Management 0.7; Change Management 0.4; ITIL 0.3
product-manager | product management | project-management | business-analyst it-project-manager ux-designer | product_manager product_owner senior_product_manager technical_product_manager group_product_manager head_of_product director_of_product product_lead | Product Management 1; Product Analytics 0.8; A/B Testing 0.6; UX Research 0.6; Market Research 0.4
`,
  skills: `
Project Management | Project manager, Project management skills, Managing projects, Project planning, Project execution, Project delivery, Project coordination, Project coordinator, Project lifecycle, Project life cycle, Project scope, Scope management, Project tracking, Project oversight, Project leadership, Projects management, Delivering projects, Project controls, Project budgets, Project budgeting, Project schedules, Project timelines, Project plans, Project administration, Project support, Project reporting, Project status, Project status reports, Project status reporting, Multiple projects, Managing multiple projects, End-to-end project management, Project documentation
Program Management | Program manager, Programme management, Programme manager, Managing programs, Program planning, Program delivery, Program oversight, Project portfolio management, PPM, PMO, Project management office, Program governance
PMP | Project Management Professional, PMP certified, PMP certification, PMI, CAPM, PRINCE2, PRINCE2 Practitioner, PgMP > Project Management 0.9
Agile Project Management | Agile project management, Scrum Master, Certified ScrumMaster, CSM certified, PSM, Professional Scrum Master, Product Owner certification, CSPO, Agile coach, Agile coaching, Iterative delivery > Agile 0.8; Project Management 0.6
Risk Management Projects | Project risk management, Risk registers, Risk register, Issue management, Issue tracking, RAID logs, Risk and issue management, Risks and issues, Project risks, Project issues, Mitigation plans > Project Management 0.5
Resource Management | Resource planning, Resource allocation, Resourcing, Capacity management, Allocating resources, Managing resources, Resource scheduling, Team allocation
Project Scheduling | Project scheduling, Schedule development, Timeline management, Milestone tracking, Milestones, Deadlines management, Critical path, Work breakdown structure, WBS, Gantt > Project Management 0.6
Earned Value Management | EVM, Earned value, Cost performance index, Schedule performance index > Project Management 0.6
Deadline Management | Meeting deadlines, Meet deadlines, Deadline-driven, Deadline-oriented, Deadline oriented, Tight deadlines, On-time delivery, Delivering on time, On time and within budget, Within budget, On schedule
Project Estimation | Effort estimation, Estimation, Estimates, Story points, Project estimates, Cost and schedule estimates
Implementation Management | System implementation, Systems implementation, Software implementation, Solution implementation, Rollout, Rollouts, Go-live, Go live, Deployment planning, Cutover, Implementation planning
Quality Management Projects | Project quality, Quality planning, Deliverables review, Acceptance criteria, Definition of done
Smartsheet | Wrike, Airtable, Teamwork.com, Microsoft Planner, Jira Align > Task Management Tools 0.8
`,
} as const satisfies Profession;
