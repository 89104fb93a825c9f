import type { Profession } from './types';

export const security = {
  category: 'Security',
  technical: true,
  fields: ['software', 'it', 'data', 'engineering', 'security'],
  roles: `
security-analyst | information security | it | network-engineer systems-administrator | security_analyst information_security_analyst cyber_security_analyst cybersecurity_analyst security_engineer soc_analyst security_consultant information_security_engineer penetration_tester security_architect cyber_security_engineer information_security_officer security_specialist | Information Security 1; Network Security 0.8; Application Security 0.9; Vulnerability Management 1; SIEM 1; Security Operations 1; Identity Management 0.8; Encryption 0.6; Digital Forensics 1; Compliance Frameworks 0.6; Threat Modeling 1; Endpoint Security 1; Security Tools 0.9; CISSP 1; CompTIA Security+ 1; CEH 1; CISM 1; OSCP 1; Security Testing 0.8; Zero Trust 0.9; Splunk 0.6; Incident Management 0.4; Risk Management Framework 1; STIG 1; Information Assurance 1; Security Monitoring 1; Security Assessment 1; Patch Management 0.6; Cloud Security 0.6; Security Awareness 0.7; Data Privacy 0.4; DDoS Protection 0.8
`,
  skills: `
Information Security | Cybersecurity, Cyber security, InfoSec, IT security, Security engineering, Computer security, Data security, Security principles, Information security principles, Security and privacy principles
Network Security | Firewalls, Firewall, IDS, IPS, Intrusion detection, Palo Alto Networks, Fortinet, FortiGate > Information Security 0.8
Application Security | AppSec, Secure coding, Secure software development, OWASP, OWASP Top 10, SAST, DAST > Information Security 0.8
Vulnerability Management | Nessus, Qualys, Rapid7, Vulnerability scanning, Vulnerability scanners, Retina scanner, Retina CS, Tenable, ACAS > Information Security 0.7
Patch Management | Patch management, Security patching, Security patches, OS patching, Patch deployment, WSUS, Windows Server Update Services > Vulnerability Management 0.6
STIG | STIGs, DISA STIG, DISA STIGs, Security Technical Implementation Guides, Security Technical Implementation Guide, =SCAP, SCAP Compliance Checker, STIG Viewer > Compliance Frameworks 0.6; Information Security 0.6
Risk Management Framework | =RMF, NIST RMF, DoD RMF, NIST 800-37, NIST SP 800-37, Certification and Accreditation, Certification & Accreditation, =C&A, =DIACAP, Authority to Operate, Authorization to Operate, =ATO, ATO packages, POA&M, POA&Ms, =POAM, Plan of Action and Milestones, eMASS, Security authorization > Information Assurance 0.8; Compliance Frameworks 0.6
Information Assurance | Information assurance, Cyber assurance, DoD 8570, DoD 8140, IAT Level II, IAT Level III, IAM Level II > Information Security 0.8
Security Monitoring | Security monitoring, Network security monitoring, Security event monitoring, Continuous monitoring, Security alerts, Alert triage, Event triage, Log monitoring, Security logs > Information Security 0.7
Security Assessment | Security assessments, Security control assessment, Security control assessments, Security reviews, Security posture assessment, Controls assessment, Security audits > Information Security 0.7
SIEM | Security information and event management, QRadar, ArcSight, Microsoft Sentinel, Splunk ES > Security Monitoring 0.8; Information Security 0.8
Security Operations | SOC, Security operations center, Threat detection, Threat hunting, Threat intelligence > Information Security 0.8
Identity Management | Identity governance, Access control, Privileged access management, CyberArk, SailPoint > Information Security 0.6
Encryption | Cryptography, PKI, SSL/TLS, TLS, SSL, Certificates management, Public key infrastructure, Hashing > Information Security 0.6
Digital Forensics | Computer forensics, Forensic analysis, EnCase, FTK, Malware analysis, Reverse engineering > Information Security 0.7
Compliance Frameworks | ISO 27001, SOC 2, SOC2, NIST, NIST CSF, PCI DSS, PCI-DSS, FedRAMP, CIS benchmarks > Information Security 0.5
Data Privacy | GDPR, General Data Protection Regulation, Data protection, Privacy compliance, CCPA
Threat Modeling | Threat modelling, Security risk assessment, Cyber risk assessment > Information Security 0.7
Endpoint Security | Antivirus, HBSS, Host Based Security System, Anti-virus, Anti-malware, Antimalware, Malware protection, Sophos, Trend Micro, SentinelOne, Microsoft Defender, Windows Defender, EDR, CrowdStrike, Carbon Black, Symantec, McAfee, Endpoint protection > Information Security 0.7
Security Tools | Metasploit, Nmap, Wireshark, Hashcat, John the Ripper > Information Security 0.6
CISSP | Certified Information Systems Security Professional > Information Security 0.9
CompTIA Security+ | Security+, Security Plus > Information Security 0.8
CEH | Certified Ethical Hacker > Security Testing 0.8
CISM | CISA, Certified Information Security Manager, Certified Information Systems Auditor > Information Security 0.8
OSCP | Offensive Security Certified Professional > Security Testing 0.9
Security Awareness | Security awareness training, Phishing simulations > Information Security 0.4
Zero Trust | Zero-trust architecture > Network Security 0.6
VPN | Virtual private network, IPSec, OpenVPN, WireGuard > Network Security 0.6
DDoS Protection | DDoS mitigation, WAF, Web application firewall > Network Security 0.7
`,
} as const satisfies Profession;
