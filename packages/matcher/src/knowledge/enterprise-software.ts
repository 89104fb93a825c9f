import type { Profession } from './types';

export const enterpriseSoftware = {
  category: 'Enterprise Software',
  technical: true,
  // Business systems (ERP, CRM): the tools of business functions, not of a trade or a clinic.
  fields: [
    'software',
    'it',
    'data',
    'consulting',
    'accounting',
    'finance',
    'banking',
    'insurance',
    'hr',
    'sales',
    'marketing',
    'customer-service',
    'operations',
    'administrative',
    'executive',
    'project-management',
    'manufacturing',
  ],
  roles: `
salesforce-developer | Salesforce development | software | fullstack-developer | salesforce_developer salesforce_administrator salesforce_admin salesforce_consultant salesforce_engineer | Salesforce Cloud 1; Apex 1; Salesforce Reporting 0.7
sap-consultant | SAP and ERP consulting | consulting | business-analyst | sap_consultant sap_developer abap_developer sap_analyst erp_consultant sap_functional_consultant sap_basis_administrator | SAP 1; ABAP 1; ERP Systems 0.7
`,
  skills: `
ERP Systems | ERP, Enterprise resource planning, ERP software, ERP implementation
SAP | SAP ERP, SAP R/3, SAP ECC, SAP S/4HANA, S/4HANA, SAP HANA, SAP software > ERP Systems 0.8
SAP FICO | SAP FI/CO, SAP FI, SAP CO, SAP Finance > SAP 0.9; Accounting 0.5
SAP MM | SAP SD, SAP PP, SAP WM, SAP Materials Management > SAP 0.9
SAP SuccessFactors | SuccessFactors > SAP 0.6; HRIS 0.8
Oracle E-Business Suite | Oracle EBS, Oracle Financials, Oracle Applications, Oracle ERP, Oracle Fusion, JD Edwards, PeopleSoft > ERP Systems 0.8
Microsoft Dynamics | MS Dynamics, Dynamics 365, Dynamics AX, Dynamics NAV, Dynamics GP, Navision, Business Central > ERP Systems 0.7
NetSuite | Oracle NetSuite > ERP Systems 0.8; Accounting Software 0.6
Epicor | Infor, Sage X3, Acumatica, IFS ERP, Syspro > ERP Systems 0.8
CRM Software | CRM, CRM systems, Customer relationship management, CRM tools, CRM software, CRM database
Salesforce | Salesforce.com, SFDC, Salesforce CRM, Sales Cloud, Service Cloud, Salesforce Administrator > CRM Software 0.9
HubSpot | HubSpot CRM, Hubspot > CRM Software 0.8; Marketing Automation 0.7
Zoho | Zoho CRM, Pipedrive, Freshsales, Insightly, Copper CRM > CRM Software 0.8
Microsoft Dynamics CRM | Dynamics CRM, Dynamics 365 CRM > CRM Software 0.9
SharePoint | MS SharePoint, Microsoft SharePoint, SharePoint Online
Lotus Notes | IBM Lotus Notes, IBM Domino, Lotus Domino, HCL Notes
Document Management Systems | Document management system, DMS, Document control, OpenText, Documentum, M-Files, Laserfiche, iManage, NetDocuments
Business Process Management | Workflow automation, Business process automation, Process automation, Camunda, Pega, Pegasystems
Atlassian Suite | Atlassian tools, Atlassian products
Tableau CRM | Einstein Analytics > Salesforce 0.8
Oracle Hyperion | Hyperion, Hyperion Financial Management, Essbase, Oracle EPM, Anaplan, Adaptive Insights, OneStream > Financial Planning & Analysis 0.6
Workday | Workday HCM, Workday Financials, ~Workday > HRIS 0.8 @hrSoftware
Kronos | UKG, UKG Pro, Kronos Workforce, Ceridian Dayforce, Dayforce > Time and Attendance 0.8
Coupa | Ariba, SAP Ariba, Jaggaer > Procurement 0.8
SAP Concur | Concur Expense, Concur Travel, Expensify > Expense Reporting 0.9
Zendesk | Freshdesk, Zoho Desk, Help Scout, Kayako > Help Desk Software 0.9
Help Desk Software | Ticketing software, Customer support software, Helpdesk software
Twilio Flex | Genesys, Five9, NICE inContact, Talkdesk, Avaya CMS, Call center software > Call Center Operations 0.7
Shopify Admin | E-commerce platforms, Ecommerce platforms, BigCommerce > E-commerce 0.7
Point of Sale Systems | POS, POS systems, Point of sale, Aloha POS, Toast POS, Square POS, Clover POS, Cash register, Cash registers, =Micros
`,
} as const satisfies Profession;
