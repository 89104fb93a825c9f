import type { Profession } from './types';

export const testingQa = {
  category: 'Testing & QA',
  technical: true,
  fields: ['software', 'it', 'data', 'engineering', 'manufacturing'],
  roles: `
qa-tester | software testing and QA | software | test-automation-engineer business-analyst | qa_tester qa_analyst qa_engineer quality_assurance_analyst quality_assurance_engineer software_tester test_analyst test_engineer manual_tester qa_lead test_lead qa_specialist software_quality_assurance tester qa_manager test_manager quality_assurance_tester software_test_engineer | Software Testing 1; Manual Testing 1; Test Planning 1; Bug Tracking 0.9; TestRail 1; ISTQB 1; Integration Testing 0.6; End-to-End Testing 0.6; Quality Assurance Operations 0.6; Performance Testing 0.6; Mobile Testing 0.7; API Testing 0.6; Test Automation 0.4; Selenium 0.3; Jira 0.3; Cross-Browser Testing 0.6; Accessibility Testing 0.6; Test Management 0.9
test-automation-engineer | test automation | software | qa-tester devops-engineer | automation_tester automation_engineer test_automation_engineer qa_automation_engineer sdet software_development_engineer_in_test automation_test_engineer qa_automation_tester automation_qa_engineer automation_test_analyst selenium_tester automation_lead | Test Automation 1; Selenium 1; Cucumber 1; Behavior-Driven Development 0.8; Robot Framework 1; Cypress 0.9; Playwright 0.9; Protractor 0.9; JUnit 0.5; pytest 0.5; API Testing 0.6; Postman 0.5; Software Testing 0.5; Jenkins 0.3; Java 0.3; Puppeteer 0.7; Mobile Testing 0.5; Performance Testing 0.5; Code Coverage 0.5; Contract Testing 0.7; Python 0.3; Spock 0.5; Test Management 0.4
`,
  skills: `
Software Testing | QA testing, Quality assurance testing, Software QA, QA engineer, Software quality assurance, Testing software, Tested software, ?Software test @softwareTest
Unit Testing | Unit tests, Unit test, Unit-testing, Writing unit tests > Software Testing 0.7
Integration Testing | Integration tests, System testing, System integration testing > Software Testing 0.7
End-to-End Testing | E2E testing, E2E tests, End to end testing > Software Testing 0.7
Test Automation | Automated testing, Automation testing, Test automation frameworks, Automated tests, QA automation, Software Development Engineer in Test, Software Development Engineers in Test, =SDET, =SDETs > Software Testing 0.8
Manual Testing | Manual QA, Exploratory testing, Functional testing, Regression testing, Smoke testing, Sanity testing, UAT, User acceptance testing > Software Testing 0.8
Test-Driven Development | TDD, Test driven development, Test-driven > Unit Testing 0.8
Behavior-Driven Development | BDD, Behaviour-driven development, Gherkin > Software Testing 0.6
JUnit | Junit, JUnit5, JUnit 5, JUnit 4, TestNG > Unit Testing 0.9; Java 0.6
Spock | Spock framework, =Spock > Unit Testing 0.9; Groovy 0.6
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
pytest | PyTest, unittest, nose2, ~nose > Unit Testing 0.9; Python 0.6 @python
RSpec | Capybara, Minitest > Unit Testing 0.8; Ruby 0.6
PHPUnit > Unit Testing 0.9; PHP 0.6
NUnit | xUnit, MSTest, Moq > Unit Testing 0.9; .NET 0.6
Google Test | GTest, Catch2, CppUnit > Unit Testing 0.9; C++ 0.6
Robot Framework > Test Automation 0.9
UFT | UFT One, Micro Focus UFT, HP UFT, QTP, QuickTest Professional, Unified Functional Testing > Test Automation 0.9
Test Management | Test management, Test case management, Manage test cases, Managing test cases, Test management tools, Test case repository > Software Testing 0.6
TestRail | Zephyr, qTest, HP ALM, Quality Center > Test Management 0.8; Software Testing 0.6
Test Planning | Test plans, Test plan, Test cases, Test case design, Test scenarios, Test strategy, Test scripts > Software Testing 0.7
Bug Tracking | Defect tracking, Bug reports, Bug reporting, Defect management, Bugzilla, MantisBT, Redmine > Software Testing 0.5
API Testing | REST Assured, RestAssured, SoapUI > Software Testing 0.7; APIs 0.5
Security Testing | Penetration testing, Pen testing, Pentesting, Vulnerability assessment, Burp Suite, OWASP ZAP > Information Security 0.7
Code Coverage | Test coverage, JaCoCo, Coverage reports > Unit Testing 0.6
Contract Testing | Consumer-driven contracts > Software Testing 0.6
Mutation Testing
ISTQB | ISTQB certified, ISTQB Foundation > Software Testing 0.8
`,
} as const satisfies Profession;
