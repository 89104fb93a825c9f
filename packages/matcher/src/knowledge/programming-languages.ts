import type { Profession } from './types';

// Programming, scripting and query languages.
export const programmingLanguages = {
  category: 'Programming Languages',
  technical: true,
  fields: ['software', 'it', 'data', 'engineering'],
  families: `
software | software development | it data engineering | software_engineer@3 software_developer@3 developer@3 programmer@3 web_developer@3 full_stack@3 front_end@3 frontend@3 back_end@3 backend@3 devops@3 sre@3 software@3 application_developer@3 coder@3 mobile_developer@3 java_developer@3 net_developer@3 software_architect@4 qa_engineer@3 tester@2 quality_assurance@3 game_developer@3 data_engineer@3 machine_learning@3 ml_engineer@3 programming@3
`,
  roles: `
java-developer | Java development | software | fullstack-developer dotnet-developer data-engineer | java_developer java_engineer java_programmer j2ee_developer java_architect java_lead java_software_engineer java_backend_developer java_full_stack_developer spring_developer java_consultant core_java_developer java_web_developer | Java 1; Java EE 1; Spring 0.9; Spring Boot 1; Spring MVC 0.9; Hibernate 0.9; JPA 0.8; JDBC 0.7; Servlets 0.8; JSP 0.8; JSF 0.7; Struts 0.7; EJB 0.8; Maven 0.5; Gradle 0.4; Apache Tomcat 0.5; JBoss 0.6; WebLogic 0.6; WebSphere 0.6; JUnit 0.6; Mockito 0.6; Spring Cloud 0.8; Spring Security 0.7; Spring Data 0.7; Quarkus 0.8; Micronaut 0.8; Kotlin 0.4; GWT 0.6; Apache Wicket 0.6; Vaadin 0.6; Lombok 0.7; Java Swing 0.6; JavaFX 0.6; Microservices 0.3; Oracle Java Certification 1; Spock 0.5
python-developer | Python development | software | data-engineer data-scientist fullstack-developer devops-engineer | python_developer python_engineer python_programmer django_developer python_software_engineer python_backend_developer flask_developer python_lead | Python 0.9; Django 1; Flask 1; FastAPI 1; Celery 0.8; Pyramid Framework 0.9; Tornado Framework 0.9; pytest 0.7; Pandas 0.3; NumPy 0.3
dotnet-developer | .NET development | software | fullstack-developer java-developer | net_developer dotnet_developer c#_developer asp_net_developer net_engineer net_software_engineer net_architect net_lead c#_engineer net_full_stack_developer net_programmer | C# 1; .NET 1; ASP.NET 1; ASP.NET MVC 1; ASP.NET Core 1; Entity Framework 0.9; ADO.NET 0.9; WCF 0.9; WPF 0.9; WinForms 0.9; VB.NET 0.8; Blazor 0.9; Razor Pages 0.9; NUnit 0.7; SQL Server 0.4; T-SQL 0.4; Visual Studio 0.5; IIS 0.5; Azure 0.3; MSBuild 0.6; Xamarin 0.5
php-developer | PHP development | software | fullstack-developer frontend-developer | php_developer php_programmer laravel_developer wordpress_developer drupal_developer magento_developer php_engineer | PHP 1; Laravel 1; Symfony 1; CodeIgniter 1; Yii 1; CakePHP 1; Zend Framework 1; Composer 0.8; WordPress 0.8; Drupal 0.9; Magento 0.9; Joomla 0.9; LAMP Stack 0.9; PHPUnit 0.8; MySQL 0.3
ruby-developer | Ruby development | software | fullstack-developer | ruby_developer ruby_on_rails_developer rails_developer ruby_engineer | Ruby 1; Ruby on Rails 1; Sinatra 1; RSpec 0.9
go-developer | Go development | software | devops-engineer cloud-engineer | go_developer golang_developer go_engineer golang_engineer | Go 1; Go Web Frameworks 1; gRPC 0.6; Rust 0.5
cpp-developer | C and C++ development | software | embedded-engineer | c++_developer cpp_developer c_developer c++_engineer c++_programmer systems_programmer | C++ 1; C 0.8; Multithreading 0.5; Memory Management 0.7; CMake 0.8; Google Test 0.8; Data Structures 0.3; Compilers 0.6; Operating Systems 0.3; Linux 0.2
`,
  skills: `
JavaScript | JS, Javascript, ECMAScript, ECMA Script, ES6, ES7, ES8, ES2015, ES2017, ES2020, ES Next, ESNext, Vanilla JS, VanillaJS
TypeScript | ~TS > JavaScript 0.8 @js
Python | Python 3, Python3, Python 2, Python programming, CPython
Java | Core Java, Java SE, Java 8, Java 11, Java 17, Java 21, J2SE, JDK, Java programming > Object-Oriented Programming 0.6
Oracle Java Certification | Oracle Certified Professional, Oracle Certified Associate, OCPJP, OCAJP, Java SE 8 Programmer, Java SE 11 Developer, Sun Certified Java Programmer, SCJP > Java 0.9
Java EE | J2EE, JEE, Jakarta EE, Java Enterprise Edition, Java/J2EE, Java EE 7, Java EE 8 > Java 0.8
Kotlin | Kotlin/JVM > Java 0.3
Scala > Java 0.3
Groovy > Java 0.3
Clojure
C | ~C, C language, C programming, ANSI C, C99, C11, Embedded C @lang
C++ | CPP, C/C++, Visual C++, MS Visual C++, MSVC, C++11, C++14, C++17, C++20, Modern C++ > C 0.4; Object-Oriented Programming 0.5
C# | C Sharp, CSharp, C#.NET, Visual C# > .NET 0.6; Object-Oriented Programming 0.6
F# | F Sharp > .NET 0.6
VB.NET | Visual Basic .NET, VB .NET > .NET 0.7
Visual Basic | VB6, VB 6, Visual Basic 6, VBScript, VB Script
VBA | Excel VBA, Visual Basic for Applications, Access VBA > Microsoft Excel 0.6
Go | Golang, Go language, Go lang, Go programming, ~Go @lang
Rust | Rust language, Rustlang, Rust programming, ~Rust @lang
Swift | Swift 5, Swift language, ~Swift > iOS 0.5 @apple
Objective-C | Objective C, ObjC, Obj-C > iOS 0.5
Ruby | Ruby language, Ruby programming
PHP | PHP5, PHP 7, PHP 8, PHP7, PHP8
Perl | Perl 5, Perl scripting
R | ~R, R language, R programming, R Studio, RStudio, R Shiny > Statistics 0.5 @stats
MATLAB | Matlab, Simulink
Julia | Julia language, Julia programming, ~Julia @lang
Dart | Dart language, ~Dart @lang
Lua
Haskell
Erlang
Elixir
OCaml
Lisp | Common Lisp
Prolog
Fortran
COBOL
Pascal | Object Pascal, Delphi
Assembly Language | Assembler, x86 assembly, ARM assembly, MIPS assembly
Bash | Bash scripting, Shell scripting, Shell script, Shell scripts, sh, zsh, ksh, Unix shell, Linux shell > Linux 0.4
PowerShell | Power Shell, PowerShell scripting > Windows Server 0.3
SQL | Structured Query Language, SQL queries, SQL programming, ANSI SQL
PL/SQL | PLSQL, PL SQL > SQL 0.8; Oracle 0.7
T-SQL | TSQL, Transact-SQL > SQL 0.8; SQL Server 0.7
PL/pgSQL | PLpgSQL > SQL 0.8; PostgreSQL 0.7
HTML | HTML5, HTML 5, HTML4, XHTML, HyperText Markup Language > Web Development 0.5
CSS | CSS3, CSS 3, CSS2, Cascading Style Sheets, HTML/CSS, HTML & CSS > HTML 0.5
Sass | SCSS, ~Sass, ~SASS > CSS 0.8 @css
Less | Less.js, ~LESS, ~Less > CSS 0.8 @css
Stylus | ~Stylus > CSS 0.7 @css
XML | XSD, XML Schema
XSLT | XPath, XQuery > XML 0.7
JSON | JSON Schema
YAML | YML
GraphQL | Graph QL > APIs 0.6
Solidity > Blockchain 0.8
Apex | Salesforce Apex > Salesforce 0.8
ABAP | SAP ABAP > SAP 0.8
Crystal Reports
Smalltalk
Verilog > Digital Design 0.6
VHDL > Digital Design 0.6
SystemVerilog > Verilog 0.6
LabVIEW | Lab VIEW
CUDA > GPU Programming 0.8
OpenCL > GPU Programming 0.7
GLSL | HLSL, Shader programming
WebAssembly | WASM
Awk | Sed, awk/sed
Tcl
Groovy scripting | Jenkinsfile > Groovy 0.8; Jenkins 0.6
ColdFusion | CFML
RPG IV | RPGLE, AS/400 RPG
SAS | ~SAS, SAS programming, SAS Base, SAS Enterprise Guide, SAS/STAT > Statistics 0.5 @stats
Stata > Statistics 0.6
SPSS | IBM SPSS, SPSS Statistics > Statistics 0.6
`,
} as const satisfies Profession;
