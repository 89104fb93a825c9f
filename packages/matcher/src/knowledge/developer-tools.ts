import type { Profession } from './types';

export const developerTools = {
  category: 'Developer Tools',
  technical: true,
  fields: ['software', 'it', 'data', 'engineering'],
  skills: `
Visual Studio | MS Visual Studio, Microsoft Visual Studio
Visual Studio Code | VS Code, VSCode
IntelliJ IDEA | IntelliJ, IntelliJ Idea, JetBrains IDEs, WebStorm, PyCharm, PhpStorm, CLion, GoLand > Software Development 0.3
Eclipse | Eclipse IDE, Spring Tool Suite
NetBeans
Jira | JIRA, Atlassian Jira, Jira Software
Confluence | Atlassian Confluence
Trello | Asana, Monday.com, ClickUp, Basecamp > Task Management Tools 0.8
Task Management Tools | Project management software, Project management tools
Notion | ~Notion @office
Slack | ~Slack @office
Microsoft Teams | MS Teams
Zoom | Zoom meetings, Zoom video, ~Zoom, Google Meet, Webex, Cisco Webex, Skype > Virtual Meetings 0.8 @office
Virtual Meetings | Video conferencing, Virtual meetings, Remote meetings
Figma | Figma design, FigJam > UI Design 0.7
Sketch | Sketch app, ~Sketch > UI Design 0.7 @design
Adobe XD > UI Design 0.7
InVision | Zeplin, Marvel app, Axure, Axure RP, Balsamiq > Wireframing 0.7
Command Line | CLI, Command-line, Command line interface
SSH | OpenSSH, PuTTY, SCP, SFTP
Swagger Editor | Stoplight, Apiary > OpenAPI 0.7
Error Monitoring | Error tracking, Crash reporting, Sentry.io, Bugsnag, Rollbar, Crashlytics
`,
} as const satisfies Profession;
