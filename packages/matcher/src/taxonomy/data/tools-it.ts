import { group } from '../define';

export const developerTools = group(
  'Developer Tools',
  `
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
);

export const itNetworking = group(
  'IT & Networking',
  `
IT Support | Technical support, Tech support, Help desk, Helpdesk, Service desk, Desktop support, IT helpdesk, End-user support, User support, Level 1 support, Tier 1 support, Tier 2 support, L1 support, L2 support, IT technician
Troubleshooting | Troubleshoot, Troubleshooting skills, Diagnose and resolve, Problem diagnosis, Fault finding
Hardware Installation | Hardware troubleshooting, Hardware and software installation, Hardware installation, Hardware repair, PC repair, Computer repair, Computer hardware, PC building, Peripherals, Printers
Software Installation | Software deployment, Software updates, OS imaging, OS installation, SCCM, System Center Configuration Manager, Microsoft Intune, Intune, Mobile device management, Jamf
Computer Networking | Network administration, Network engineering, Network configuration, Network infrastructure, LAN, WAN, WLAN, LAN/WAN, Network setup
TCP/IP | TCP, UDP, IP addressing, Subnetting, IPv4, IPv6, OSI model > Computer Networking 0.8
DNS | DHCP, DNS/DHCP, Domain Name System > Computer Networking 0.7
Routing and Switching | Network routers, Network switches, Routing protocols, BGP, OSPF, EIGRP, VLAN, VLANs, Spanning tree > Computer Networking 0.9
Cisco | Cisco IOS, Cisco routers, Cisco switches, Cisco ASA, Meraki > Routing and Switching 0.8
CCNA | Cisco Certified Network Associate > Computer Networking 0.9; Cisco 0.8
CCNP | Cisco Certified Network Professional, CCIE > Computer Networking 0.9; Cisco 0.8
CompTIA A+ | A+ certified, A+ certification, CompTIA A Plus > IT Support 0.8
CompTIA Network+ | Network+, Network Plus > Computer Networking 0.8
Wireless Networking | Wi-Fi, WiFi, Wireless networks, WLAN controllers, Access points, 802.11 > Computer Networking 0.7
Active Directory | AD DS, Group Policy, GPO, LDAP, Azure AD Connect > Windows Server 0.6
Windows Server | Windows Server 2012, Windows Server 2016, Windows Server 2019, Windows Server 2022, Server 2012, Server 2016 > System Administration 0.7
Windows | Windows 10, Windows 11, Windows 7, Windows XP, MS Windows, Microsoft Windows, Windows OS, ~Windows @os
macOS | Mac OS, MacOS, Mac OS X, OS X, OSX
System Administration | Systems administration, Sysadmin, System administrator, Systems administrator, Server administration, Server maintenance
Microsoft Exchange | Exchange Server, MS Exchange, Exchange Online > System Administration 0.6
Office 365 Administration | O365 administration, Microsoft 365 admin, M365 admin, Office 365 admin > System Administration 0.6
ITIL | ITIL v3, ITIL v4, ITIL Foundation, IT Service Management, ITSM > IT Support 0.5
ServiceNow | Service Now, Remedy, BMC Remedy, Zendesk for IT, Ticketing systems, Ticketing system, Freshservice > IT Support 0.5
Backup Solutions | Backups, Data backup, Veeam, Backup Exec, Acronis, Backup and restore
Storage Systems | SAN storage, NAS, Storage area network, NetApp, EMC, =RAID, Storage administration
VoIP | Voice over IP, =SIP, Avaya, PBX, Unified communications, Telephony
Network Monitoring Tools | SolarWinds, PRTG, Network monitoring tools > Computer Networking 0.6
Cabling | Structured cabling, Network cabling, Cat5, Cat6, Fiber optics, Fiber optic cabling
IT Asset Management | IT asset tracking, Hardware inventory, Software asset management, License management
IT Infrastructure | Infrastructure management, Data center, Data centre, Datacenter, Server rooms, Data center operations
Remote Desktop Support | Remote support, Remote desktop, RDP, TeamViewer, AnyDesk, Remote assistance > IT Support 0.7
Printer Support | Printer troubleshooting, Printer setup, Copiers > IT Support 0.5
Telecommunications | Telecom, Telecoms, 5G, LTE, 4G, RF engineering, Radio frequency
Technical Training | End-user training, User training, Training end users, Computer training
IT Project Management | IT projects, Technology projects
IT Governance | COBIT, IT policies, IT compliance
`,
);

export const gameAnd3d = group(
  'Game & 3D',
  `
Game Development | Game design, Game developer, Game programming, Video game development, Gameplay programming, Level design
Unity | Unity3D, Unity 3D, Unity Engine, ~Unity > Game Development 0.8; C# 0.6 @game
Unreal Engine | UE4, UE5, Unreal Engine 4, Unreal Engine 5, Blueprints visual scripting > Game Development 0.8; C++ 0.5
Godot > Game Development 0.8
3D Modeling | 3D modelling, 3D design, 3D models, 3D modeler, 3D artist, Texturing, UV mapping, Polygon modeling
Blender | ~Blender > 3D Modeling 0.8 @design
Autodesk Maya | Maya 3D, ~Maya > 3D Modeling 0.8 @design
3ds Max | 3DS Max, 3D Studio Max, Autodesk 3ds Max > 3D Modeling 0.8
Cinema 4D | C4D > 3D Modeling 0.8
ZBrush | Substance Painter, Substance Designer > 3D Modeling 0.7
Houdini | SideFX Houdini > 3D Modeling 0.6
3D Rendering | V-Ray, VRay, Arnold renderer, KeyShot, Lumion, Octane render, Redshift render
Virtual Reality | =VR, Augmented reality, Mixed reality, XR, Oculus, HoloLens, ARKit, ARCore
Computer Graphics | OpenGL, Vulkan, DirectX, Direct3D, Metal API, Graphics programming, Shaders
Game Physics | Physics engines, PhysX, Box2D
`,
);
