import { group } from '../define';

export const testing = group(
  'Testing & QA',
  `
Software Testing | QA testing, Quality assurance testing, Software QA, QA engineer, Software quality assurance
Unit Testing | Unit tests, Unit test, Unit-testing, Writing unit tests > Software Testing 0.7
Integration Testing | Integration tests, System testing, System integration testing > Software Testing 0.7
End-to-End Testing | E2E testing, E2E tests, End to end testing > Software Testing 0.7
Test Automation | Automated testing, Automation testing, Test automation frameworks, Automated tests, QA automation > Software Testing 0.8
Manual Testing | Manual QA, Exploratory testing, Functional testing, Regression testing, Smoke testing, Sanity testing, UAT, User acceptance testing > Software Testing 0.8
Test-Driven Development | TDD, Test driven development, Test-driven > Unit Testing 0.8
Behavior-Driven Development | BDD, Behaviour-driven development, Gherkin > Software Testing 0.6
JUnit | Junit, JUnit5, JUnit 5, JUnit 4, TestNG > Unit Testing 0.9; Java 0.6
Mockito | PowerMock, EasyMock, Hamcrest > Unit Testing 0.8; Java 0.6
Jest | Jest.js, ~Jest > Unit Testing 0.8; JavaScript 0.6 @test
Mocha | Mocha.js, ~Mocha > Unit Testing 0.8; JavaScript 0.6 @test
Chai | Chai.js, Sinon, Sinon.js, ~Chai > Unit Testing 0.7; JavaScript 0.5 @test
Jasmine | Jasmine.js, ~Jasmine > Unit Testing 0.8; JavaScript 0.6 @test
Karma | Karma runner, ~Karma > Unit Testing 0.6; JavaScript 0.5 @test
Vitest | Testing Library, React Testing Library, Enzyme > Unit Testing 0.8; JavaScript 0.5
Cypress | Cypress.io, ~Cypress > End-to-End Testing 0.9 @test
Playwright > End-to-End Testing 0.9
Selenium | Selenium WebDriver, WebDriver, Selenium Grid, Selenium IDE, ~Selenium > Test Automation 0.9 @test
Protractor | ~Protractor > End-to-End Testing 0.8 @test
Puppeteer > Test Automation 0.6; JavaScript 0.5
Cucumber | Cucumber BDD, ~Cucumber > Behavior-Driven Development 0.9 @test
pytest | PyTest, unittest, nose2 > Unit Testing 0.9; Python 0.6
RSpec | Capybara, Minitest > Unit Testing 0.8; Ruby 0.6
PHPUnit > Unit Testing 0.9; PHP 0.6
NUnit | xUnit, MSTest, Moq > Unit Testing 0.9; .NET 0.6
Google Test | GTest, Catch2, CppUnit > Unit Testing 0.9; C++ 0.6
Robot Framework > Test Automation 0.9
TestRail | Zephyr, qTest, HP ALM, Quality Center, Test management > Software Testing 0.6
Test Planning | Test plans, Test plan, Test cases, Test case design, Test scenarios, Test strategy, Test scripts > Software Testing 0.7
Bug Tracking | Defect tracking, Bug reports, Bug reporting, Defect management, Bugzilla, MantisBT, Redmine > Software Testing 0.5
API Testing | REST Assured, RestAssured, SoapUI > Software Testing 0.7; APIs 0.5
Security Testing | Penetration testing, Pen testing, Pentesting, Vulnerability assessment, Burp Suite, OWASP ZAP > Information Security 0.7
Code Coverage | Test coverage, JaCoCo, Coverage reports > Unit Testing 0.6
Contract Testing | Consumer-driven contracts > Software Testing 0.6
Mutation Testing
ISTQB | ISTQB certified, ISTQB Foundation > Software Testing 0.8
`,
);

export const security = group(
  'Security',
  `
Information Security | Cybersecurity, Cyber security, InfoSec, IT security, Security engineering, Computer security, Data security
Network Security | Firewalls, Firewall, IDS, IPS, Intrusion detection, Palo Alto Networks, Fortinet, FortiGate > Information Security 0.8
Application Security | AppSec, Secure coding, Secure software development, OWASP, OWASP Top 10, SAST, DAST > Information Security 0.8
Vulnerability Management | Nessus, Qualys, Rapid7, Vulnerability scanning, Patch management > Information Security 0.7
SIEM | Security information and event management, QRadar, ArcSight, Microsoft Sentinel, Splunk ES > Information Security 0.8
Security Operations | SOC, Security operations center, Threat detection, Threat hunting, Threat intelligence > Information Security 0.8
Identity Management | Identity governance, Access control, Privileged access management, CyberArk, SailPoint > Information Security 0.6
Encryption | Cryptography, PKI, SSL/TLS, TLS, SSL, Certificates management, Public key infrastructure, Hashing > Information Security 0.6
Digital Forensics | Computer forensics, Forensic analysis, EnCase, FTK, Malware analysis, Reverse engineering > Information Security 0.7
Compliance Frameworks | ISO 27001, SOC 2, SOC2, NIST, NIST CSF, PCI DSS, PCI-DSS, FedRAMP, CIS benchmarks > Information Security 0.5
Data Privacy | GDPR, General Data Protection Regulation, Data protection, Privacy compliance, CCPA
Threat Modeling | Threat modelling, Security risk assessment, Cyber risk assessment > Information Security 0.7
Endpoint Security | Antivirus, EDR, CrowdStrike, Carbon Black, Symantec, McAfee, Endpoint protection > Information Security 0.7
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
);

export const practices = group(
  'Software Practices',
  `
Software Development | Software engineering, Software developer, Software engineer, Application development, Computer programming, SDLC, Software development life cycle, Software development lifecycle, Development lifecycle
Object-Oriented Programming | OOP, OOD, Object oriented programming, Object-oriented design, Object oriented design, Object-oriented analysis, OOAD, Object-Oriented Analysis and design
Functional Programming | FP, Functional paradigm
Design Patterns | Software design patterns, Gang of Four, GoF, Singleton, Factory pattern, Dependency injection, Inversion of control, IoC
SOLID Principles | =SOLID, Clean Code, Clean Architecture
Data Structures | Data structures and algorithms, DSA, Algorithms, Algorithm design, Algorithms and data structures
Software Architecture | System design, Systems design, Architecture design, Technical architecture, Software design, Architectural patterns, Distributed systems, Event-driven architecture, Domain-driven design, DDD, Hexagonal architecture, CQRS, Event sourcing, SOA, Service-oriented architecture
MVC | Model-View-Controller, MVC architecture, MVC pattern
Multithreading | Multi-threading, Concurrency, Concurrent programming, Parallel programming, Async programming, Asynchronous programming
Memory Management | Garbage collection, Memory leaks, Memory profiling
Performance Optimization | Code optimization, Application performance, Code profiling, Performance improvements, Performance engineering
Code Review | Code reviews, Peer code review, Pull requests, Peer reviews of code
Code Quality | Code standards, Coding standards, Linting, ESLint, TSLint, Pylint, Checkstyle, Refactoring, Technical debt
Version Control | Source control, Version control systems, VCS, Source code management
Git | GIT, Git Flow, GitFlow, Git-flow, Gitflow > Version Control 0.9
GitHub | Github, GitHub Enterprise > Git 0.8
GitLab | Gitlab > Git 0.8
Bitbucket | BitBucket > Git 0.8
SVN | Subversion, Apache Subversion, TortoiseSVN > Version Control 0.9
Mercurial | Perforce, Helix Core, ClearCase, CVS > Version Control 0.8
Agile | Agile methodologies, Agile methodology, Agile development, Agile software development, Agile environment, Agile practices, Agile/Scrum, Agile teams
Scrum | Scrum methodology, Scrum framework, Sprint planning, Daily stand-ups, Stand-ups, Retrospectives, Sprint reviews, Backlog grooming, Backlog refinement > Agile 0.9
Kanban | Kanban boards, Lean software development > Agile 0.7
Waterfall | Waterfall methodology, Waterfall model, V-model
SAFe | =SAFe, Scaled Agile, Scaled Agile Framework, SAFe Agilist > Agile 0.8
Extreme Programming | Pair programming, Mob programming > Agile 0.7
Technical Documentation | Software documentation, API documentation, Writing documentation, Technical specifications, Technical specification, Specifications writing, Design documents, README
Requirements Analysis | Requirements gathering, Requirement analysis, Requirements engineering, Gathering requirements, Functional requirements, Non-functional requirements, User stories, Use cases, Business requirements, BRD, FRD, Software requirements specification, SRS
UML | Unified Modeling Language, Sequence diagrams, Class diagrams, Activity diagrams, Visio diagrams
Debugging | Troubleshooting code, Debugger, Bug fixing, Bug fixes, Defect fixing, Fixing bugs, GDB, Software debugging
Cross-Platform Development | Cross-platform, Cross platform, Multi-platform
Embedded Systems | Embedded software, Embedded development, Firmware, Firmware development, Microcontrollers, Microcontroller, MCU, RTOS, FreeRTOS, Embedded Linux, Bare metal > C 0.5
Arduino | Raspberry Pi, ESP32, STM32 > Embedded Systems 0.7
IoT | Internet of Things, IIoT, MQTT, Smart devices, Connected devices
Blockchain | Ethereum, Smart contracts, Web3, Web 3.0, DeFi, Hyperledger, Cryptocurrency, NFTs, Distributed ledger
GPU Programming | GPGPU, GPU computing, Parallel computing
Digital Design | FPGA, ASIC, RTL design, Digital logic, Xilinx, Vivado, Quartus
Localization | Internationalization, i18n, l10n, Translation management
Open Source | Open-source contributions, Open source software, OSS, Open source projects
Software Licensing
Technical Leadership | Tech lead, Technical lead, Engineering leadership, Technical mentoring, Mentoring developers, Mentoring junior developers, Mentored junior developers
Systems Integration | System integration, Enterprise integration, Integration patterns, Middleware, ESB, MuleSoft, Mule ESB, Apache Camel, Enterprise service bus, BizTalk
Legacy Modernization | Legacy systems, Legacy migration, Legacy code, Mainframe modernization
Mainframe | z/OS, IBM mainframe, JCL, CICS, ISPF, AS/400, iSeries > COBOL 0.5
Low-Code Platforms | Low code, No-code, Power Apps, PowerApps, OutSystems, Mendix, Appian, Bubble.io
Robotic Process Automation | RPA, UiPath, Automation Anywhere, Blue Prism, Power Automate, Microsoft Flow
Automation Scripting | Automation scripts, Scripting languages, Task automation scripts
Regular Expressions | Regex, RegEx, RegExp
Compilers | Compiler design, LLVM, GCC, g++, Clang > C++ 0.4
Operating Systems | OS internals, Kernel development, Linux kernel, Device drivers, Kernel programming
Computer Networking Protocols | Socket programming, Network programming, TCP/IP programming
Accessibility Testing | Screen readers, JAWS, NVDA, VoiceOver > Web Accessibility 0.7
`,
);
