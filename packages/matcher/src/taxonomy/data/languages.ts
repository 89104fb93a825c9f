import { group } from '../define';

// Programming, scripting and query languages.
export const languages = group(
  'Programming Languages',
  `
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
);
