import { group } from '../define';

export const enterpriseSoftware = group(
  'Enterprise Software',
  `
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
);

export const officeSoftware = group(
  'Office Software',
  `
Microsoft Office | MS Office, Microsoft Office Suite, MS Office Suite, Office 365, Microsoft 365, O365, M365, Office Suite, Microsoft Office applications, Microsoft Office software
Microsoft Excel | MS Excel, Excel spreadsheets, Excel 2016, Excel 365, Microsoft Excel 2010, =Excel, =EXCEL @excel
Microsoft Word | MS Word, MS-Word, ~Word, ~WORD > Microsoft Office 0.5 @office
PowerPoint | MS PowerPoint, Microsoft PowerPoint, Power Point, PPT, Microsoft Power Point > Microsoft Office 0.5; Presentations 0.5
Microsoft Outlook | MS Outlook, Outlook 365, ~Outlook, ~OUTLOOK > Microsoft Office 0.4; Email Management 0.5 @office
Microsoft Project | MS Project, Microsoft Project Server, Project Server > Project Management 0.6
Microsoft Visio | MS Visio, Visio > Diagramming 0.8
OneNote | Microsoft OneNote, MS OneNote
Microsoft Publisher | MS Publisher, ~Publisher @office
Google Workspace | G Suite, GSuite, Google Apps, Google Docs, Google Drive, Google Slides, Google Forms, Google Calendar, Gmail
Google Sheets | Google Spreadsheets, Google Sheet > Spreadsheets 0.8
Spreadsheets | Spreadsheet, Spreadsheet software, Spreadsheet management
Adobe Acrobat | Acrobat Pro, Adobe Acrobat Pro, Adobe Reader, PDF editing, Adobe PDF
Lotus 1-2-3 | Lotus 123
Apple iWork | Apple Keynote, Apple Numbers, Apple Pages
LibreOffice | OpenOffice, Open Office
Diagramming | Lucidchart, Draw.io, diagrams.net, Flowcharts, Flowcharting, Flow charts, Process maps
Email Management | Email correspondence, Inbox management, E-mail management
Presentations | Presentation skills, Public presentations, Presenting to audiences, Oral presentations, Presentation design, Delivering presentations, Slide decks, Pitch decks
Typing | Typing speed, Touch typing, Keyboarding, WPM, Words per minute
DocuSign | E-signature, Electronic signatures, Adobe Sign
Cloud File Storage | Dropbox, Box.com, OneDrive, File sharing, Cloud storage
Microsoft Office Specialist | MOS certification, MOS Expert, MOS Excel > Microsoft Office 0.9
Mail Merge > Microsoft Word 0.7
`,
);
