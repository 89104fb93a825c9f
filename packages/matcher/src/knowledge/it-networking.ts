import type { Profession } from './types';

export const itNetworking = {
  category: 'IT & Networking',
  technical: true,
  fields: ['software', 'it', 'data', 'engineering'],
  families: `
it | IT support and infrastructure | software data customer-service | it@3 information_technology@3 help_desk@2 helpdesk@2 desktop_support@2 technical_support@2 it_support@2 system_administrator@3 systems_administrator@3 network_administrator@3 network_engineer@3 noc@3 it_specialist@3 computer_support@2 service_desk@2 sysadmin@3 infrastructure@3 database_administrator@3 dba@3 cybersecurity@3 information_security@3 security_analyst@3 it_manager@4 cio@5 chief_information_officer@5 network@3:0.5 it_technician@2 computer_technician@2 support_specialist@2 technology@3:0.5 cloud@3 telecom@3 telecommunications@3
`,
  roles: `
systems-administrator | systems administration | it | network-engineer it-support devops-engineer cloud-engineer | system_administrator systems_administrator sysadmin linux_administrator windows_administrator unix_administrator server_administrator systems_engineer infrastructure_administrator vmware_administrator it_administrator linux_engineer windows_engineer system_admin | System Administration 1; Windows Server 1; Active Directory 1; Linux 0.6; Unix 0.6; Microsoft Exchange 0.9; Office 365 Administration 0.9; Virtualization 0.8; Backup Solutions 0.9; Storage Systems 0.8; DNS 0.6; PowerShell 0.7; Bash 0.4; Systemd 0.7; IT Infrastructure 0.7; Operating Systems 0.4; Troubleshooting 0.3; Patch Management 0.8; Windows Registry 0.6; Print Server Management 0.6
network-engineer | network engineering | it | systems-administrator security-analyst it-support | network_engineer network_administrator network_architect network_analyst network_technician network_specialist network_support_engineer noc_engineer network_security_engineer wan_engineer voice_engineer | Computer Networking 0.9; Routing and Switching 1; Cisco 1; CCNA 1; CCNP 1; TCP/IP 0.8; DNS 0.4; VPN 0.7; Wireless Networking 0.9; Network Monitoring Tools 0.9; Load Balancing 0.5; VoIP 0.8; Computer Networking Protocols 0.9; CompTIA Network+ 1; Network Security 0.6; Cabling 0.7; Telecommunications 0.5; SD-WAN 1; F5 0.8; Network Access Control 0.9; Network AAA 0.9; Network Management 0.8
it-support | IT support and help desk | it | systems-administrator network-engineer | it_support help_desk helpdesk desktop_support technical_support support_technician it_technician service_desk it_support_specialist desktop_engineer it_specialist computer_technician support_engineer user_support computer_support information_technology_specialist information_technology_support information_technology_technician | IT Support 1; Help Desk Support 1; Troubleshooting 0.6; Hardware Installation 1; Software Installation 1; Remote Desktop Support 1; Printer Support 1; CompTIA A+ 1; ServiceNow 0.6; ITIL 0.5; Active Directory 0.4; Windows 0.5; macOS 0.5; Office 365 Administration 0.5; IT Asset Management 0.8; Technical Customer Support 0.8
`,
  skills: `
IT Support | Technical support, Tech support, Help desk, Helpdesk, Service desk, Desktop support, IT helpdesk, End-user support, User support, Level 1 support, Tier 1 support, Tier 2 support, L1 support, L2 support, IT technician
Troubleshooting | Troubleshoot, Troubleshot, Troubleshooted, Troubleshooting skills, Diagnose and resolve, Diagnosed and resolved, Diagnosing and resolving, Problem diagnosis, Fault finding, ?Diagnose, ?Diagnosed, ?Diagnosing @diagnose
Hardware Installation | Hardware troubleshooting, Hardware and software installation, Hardware installation, Hardware repair, PC repair, Computer repair, Computer hardware, PC building, Peripherals, Printers
Software Installation | Software deployment, Software updates, OS imaging, OS installation, SCCM, System Center Configuration Manager, Microsoft Endpoint Configuration Manager, MECM, ConfigMgr, Endpoint management, Unified endpoint management, Microsoft Intune, Intune, Mobile device management, Jamf
Computer Networking | Network administration, Network engineering, Network configuration, Network infrastructure, LAN, WAN, WLAN, LAN/WAN, Network setup, Computer networks, ?Networking @network
TCP/IP | TCP, UDP, IP addressing, Subnetting, IPv4, IPv6, OSI model > Computer Networking 0.8
DNS | DHCP, DNS/DHCP, Domain Name System > Computer Networking 0.7
Routing and Switching | Switching and routing, Network routers, Network switches, Routing protocols, BGP, OSPF, EIGRP, VLAN, VLANs, Spanning tree, ?Routing, ?Switching, ?Routers, ?Switches > Computer Networking 0.9 @netgear
Cisco | Cisco IOS, Cisco routers, Cisco switches, Cisco ASA, Meraki > Routing and Switching 0.8
CCNA | Cisco Certified Network Associate > Computer Networking 0.9; Cisco 0.8
CCNP | Cisco Certified Network Professional, CCIE > Computer Networking 0.9; Cisco 0.8
CompTIA A+ | A+ certified, A+ certification, CompTIA A Plus > IT Support 0.8
CompTIA Network+ | Network+, Network Plus > Computer Networking 0.8
MCSA | MCSE, MCITP, MCTS, Microsoft Certified Solutions Associate, Microsoft Certified Solutions Expert, Microsoft Certified Systems Engineer > Windows Server 0.8
Wireless Networking | Wi-Fi, WiFi, Wireless networks, Wireless networking, WLAN controllers, Access points, 802.11, ?Wireless > Computer Networking 0.7 @netgear
Network Access Control | NAC, 802.1X, 802.1x, Dot1x, Cisco ISE, Cisco Identity Services Engine, Aruba ClearPass, ClearPass, Port-based authentication, Port-based network access control > Network Security 0.6; Computer Networking 0.5
Network AAA | TACACS+, TACACS, =RADIUS, RADIUS authentication, RADIUS servers, AAA authentication > Network Access Control 0.5; Computer Networking 0.5
SD-WAN | SDWAN, Software-defined WAN, Software-defined networking, =SDN, Cisco Viptela, Viptela, VeloCloud, Silver Peak > Computer Networking 0.8; Routing and Switching 0.5
Network Management | Network performance monitoring, Network management systems, Network operations, =SNMP, SNMP monitoring, NetFlow > Computer Networking 0.7
Active Directory | AD DS, Group Policy, GPO, LDAP, Azure AD Connect > Windows Server 0.6
Windows Server | Windows Server 2012, Windows Server 2016, Windows Server 2019, Windows Server 2022, Server 2012, Server 2016 > System Administration 0.7
Windows | Windows 10, Windows 11, Windows 7, Windows XP, MS Windows, Microsoft Windows, Windows OS, ~Windows @os
macOS | Mac OS, MacOS, Mac OS X, OS X, OSX
ChromeOS | Chrome OS, Chromebook, Chromebooks, Google Admin Console
System Administration | Systems administration, Sysadmin, System administrator, Systems administrator, Server administration, Server maintenance, Server management, Server configuration, Configure servers, Configured servers, Configuring servers
Microsoft Exchange | Exchange Server, MS Exchange, Exchange Online, ~Exchange > System Administration 0.6 @mail
Office 365 Administration | O365 administration, Microsoft 365 admin, M365 admin, Office 365 admin > System Administration 0.6
ITIL | ITIL v3, ITIL v4, ITIL Foundation, IT Service Management, ITSM > IT Support 0.5
ServiceNow | Service Now, Remedy, BMC Remedy, Zendesk for IT, Ticketing systems, Ticketing system, Freshservice > IT Support 0.5
Backup Solutions | Backups, Data backup, Veeam, Backup Exec, Acronis, Backup and restore, Backup and recovery, Backup & recovery, Backup and restoration, Restoration procedures
Storage Systems | SAN storage, =SAN, NAS, Storage area network, NetApp, EMC, =RAID, Storage administration
VoIP | Voice over IP, =SIP, Avaya, PBX, Unified communications, Telephony
Network Monitoring Tools | SolarWinds, PRTG, Network monitoring tools > Network Management 0.8; Computer Networking 0.6
Cabling | Structured cabling, Network cabling, Cat5, Cat6, Fiber optics, Fiber optic cabling
IT Asset Management | IT asset tracking, Hardware inventory, Software asset management, License management
IT Infrastructure | Infrastructure management, Data center, Data centre, Datacenter, Server rooms, Data center operations
Remote Desktop Support | Remote support, Remote desktop, RDP, TeamViewer, AnyDesk, Remote assistance > IT Support 0.7
Printer Support | Printer troubleshooting, Printer setup, Copiers > IT Support 0.5
Print Server Management | Print servers, Print server, Print queues, Printer queues, Print services, Printer deployment > Windows Server 0.5; Printer Support 0.6
Windows Registry | Registry editing, Regedit, Registry settings, Registry keys > Windows 0.7
Telecommunications | Telecom, Telecoms, 5G, LTE, 4G, RF engineering, Radio frequency
Technical Training | End-user training, User training, Training end users, Computer training
IT Project Management | IT projects, Technology projects
IT Governance | COBIT, IT policies, IT compliance
`,
} as const satisfies Profession;
