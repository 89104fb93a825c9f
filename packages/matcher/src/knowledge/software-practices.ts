import type { Profession } from './types';

export const softwarePractices = {
  category: 'Software Practices',
  technical: true,
  fields: ['software', 'it', 'data', 'engineering', 'project-management'],
  skills: `
Software Development | Software engineering, Software developer, Software engineer, Application development, Computer programming, SDLC, Software development life cycle, Software development lifecycle, Development lifecycle, ?Programming @code
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
Requirements Analysis | Requirements gathering, Requirement analysis, Analyze user needs, Analyzing user needs, Develop system requirements, Developing system requirements, Requirements engineering, Gathering requirements, Functional requirements, Non-functional requirements, User stories, Use cases, Business requirements, BRD, FRD, Software requirements specification, SRS
UML | Unified Modeling Language, Sequence diagrams, Class diagrams, Activity diagrams, Visio diagrams
Debugging | Debug, Debug code, Debugging code, Troubleshooting code, Debugger, Bug fixing, Bug fixes, Defect fixing, Fixing bugs, GDB, Software debugging
Cross-Platform Development | Cross-platform, Cross platform, Multi-platform
Embedded Systems | Embedded software, Embedded development, Firmware, Firmware development, Microcontrollers, Microcontroller, MCU, RTOS, FreeRTOS, Embedded Linux, Bare metal > C 0.5
Serial Protocols | Serial protocols, Serial communication, Serial communications, Communication protocols embedded, =SPI, =UART, =I2C, I²C, =USART, RS-232, RS232, RS-485, RS485, Modbus, Modbus TCP, Modbus RTU > Embedded Systems 0.6
Arduino | Raspberry Pi, ESP32, STM32 > Embedded Systems 0.7
IoT | Internet of Things, IIoT, MQTT, Smart devices, Connected devices
Node-RED | Node RED, NodeRED > IoT 0.7
Blockchain | Ethereum, Smart contracts, Web3, Web 3.0, DeFi, Hyperledger, Cryptocurrency, NFTs, Distributed ledger
GPU Programming | GPGPU, GPU computing, Parallel computing
Parallel Processing | Parallel processing, Distributed computing, High-performance computing, High performance computing, =HPC, =MPI, OpenMP > Multithreading 0.5
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
Automation Scripting | Automation scripts, Scripting languages, Scripting language, Scripting skills, =Scripting, Task automation scripts, Scripts to automate, !?Writing scripts, ?Write scripts, ?Wrote scripts, ?Using scripts, ?Developing scripts, ?Developed scripts @scripts
Regular Expressions | Regex, RegEx, RegExp
Compilers | Compiler design, LLVM, GCC, g++, Clang > C++ 0.4
Operating Systems | OS internals, Kernel development, Linux kernel, Device drivers, Kernel programming
Computer Networking Protocols | Socket programming, Network programming, TCP/IP programming
Accessibility Testing | Screen readers, JAWS, NVDA, VoiceOver > Web Accessibility 0.7
`,
} as const satisfies Profession;
