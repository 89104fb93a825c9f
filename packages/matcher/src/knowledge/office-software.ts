import type { Profession } from './types';

export const officeSoftware = {
  category: 'Office Software',
  signal: 0.35,
  skills: `
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
} as const satisfies Profession;
