import type { Profession } from './types';

export const officeAdministration = {
  category: 'Office & Administration',
  fields: ['administrative', 'hr', 'accounting'],
  families: `
administrative | administration and office support | hr customer-service accounting operations | administrative_assistant@2 admin@2 administrative@2 administration@2 office_manager@4 secretary@2 receptionist@2 executive_assistant@2 office_assistant@2 clerk@2 data_entry@2 office_administrator@3 front_office@2 clerical@2 personal_assistant@2 office_coordinator@3 administration_assistant@2 records_clerk@2 file_clerk@2 typist@2 scheduler@2 office_clerk@2 virtual_assistant@2 project_assistant@2
`,
  skills: `
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
Confidential Information Handling | Confidential information, Sensitive information, Handling sensitive data, Handling confidential information, Discretion, Confidential records, Maintaining confidentiality, Confidential documents
Virtual Assistance | Virtual assistant, Remote administrative support, Online assistant
Government Forms Processing | Forms processing, Application processing, Processing applications, Permit processing, License processing, Claims intake
Receptionist Skills | Visitor reception, Guest reception, Lobby management, Badge issuing
`,
} as const satisfies Profession;
