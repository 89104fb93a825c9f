// Roles: the kinds of work a recruiter tells apart inside one occupation family. "Software" is one
// family, but a Java back-end developer is not a front-end developer, a test-automation engineer
// is not a manual tester, and a data scientist is not a big-data engineer. Each role is known by
// the titles people give it and by its signature skills (canonical taxonomy names, with how
// strongly each one says "this role"). A test fails on any skill, family or related role that does
// not exist. Recruiting knowledge, in the spirit of O*NET's occupation titles and hot
// technologies; never tuned to particular texts.

export const ROLE_IDS = [
  'java-developer',
  'python-developer',
  'dotnet-developer',
  'frontend-developer',
  'fullstack-developer',
  'mobile-developer',
  'php-developer',
  'ruby-developer',
  'go-developer',
  'cpp-developer',
  'embedded-engineer',
  'devops-engineer',
  'cloud-engineer',
  'systems-administrator',
  'network-engineer',
  'security-analyst',
  'qa-tester',
  'test-automation-engineer',
  'data-scientist',
  'data-engineer',
  'data-analyst',
  'database-administrator',
  'business-analyst',
  'it-project-manager',
  'product-manager',
  'ux-designer',
  'it-support',
  'salesforce-developer',
  'sap-consultant',
  'mechanical-engineer',
  'civil-engineer',
  'electrical-engineer',
  'chemical-engineer',
] as const;

export type RoleId = (typeof ROLE_IDS)[number];

export interface RoleData {
  id: RoleId;
  label: string;
  /** The occupation family of the title lexicon the role belongs to. */
  family: string;
  /** Roles whose people often do this work too: a match across them earns partial credit. */
  related: RoleId[];
  /** Space-separated title phrases, words joined by `_`: `java_developer j2ee_developer`. */
  titles: string;
  /** `Skill weight; Skill weight`: how strongly having (or asking for) the skill says this role. */
  skills: string;
}

export const ROLES: readonly RoleData[] = [
  {
    id: 'java-developer',
    label: 'Java development',
    family: 'software',
    related: ['fullstack-developer', 'dotnet-developer', 'data-engineer'],
    titles: `java_developer java_engineer java_programmer j2ee_developer java_architect
      java_lead java_software_engineer java_backend_developer java_full_stack_developer
      spring_developer java_consultant core_java_developer java_web_developer`,
    skills: `Java 1; Java EE 1; Spring 0.9; Spring Boot 1; Spring MVC 0.9; Hibernate 0.9; JPA 0.8;
      JDBC 0.7; Servlets 0.8; JSP 0.8; JSF 0.7; Struts 0.7; EJB 0.8; Maven 0.5; Gradle 0.4;
      Apache Tomcat 0.5; JBoss 0.6; WebLogic 0.6; WebSphere 0.6; JUnit 0.6; Mockito 0.6;
      Spring Cloud 0.8; Spring Security 0.7; Spring Data 0.7; Quarkus 0.8; Micronaut 0.8;
      Kotlin 0.4; GWT 0.6; Apache Wicket 0.6; Vaadin 0.6; Lombok 0.7; Java Swing 0.6; JavaFX 0.6;
      Microservices 0.3; Oracle Java Certification 1`,
  },
  {
    id: 'python-developer',
    label: 'Python development',
    family: 'software',
    related: ['data-engineer', 'data-scientist', 'fullstack-developer', 'devops-engineer'],
    titles: `python_developer python_engineer python_programmer django_developer
      python_software_engineer python_backend_developer flask_developer python_lead`,
    skills: `Python 0.9; Django 1; Flask 1; FastAPI 1; Celery 0.8; Pyramid Framework 0.9;
      Tornado Framework 0.9; pytest 0.7; Pandas 0.3; NumPy 0.3`,
  },
  {
    id: 'dotnet-developer',
    label: '.NET development',
    family: 'software',
    related: ['fullstack-developer', 'java-developer'],
    titles: `net_developer dotnet_developer c#_developer asp_net_developer net_engineer
      net_software_engineer net_architect net_lead c#_engineer net_full_stack_developer
      net_programmer`,
    skills: `C# 1; .NET 1; ASP.NET 1; ASP.NET MVC 1; ASP.NET Core 1; Entity Framework 0.9;
      ADO.NET 0.9; WCF 0.9; WPF 0.9; WinForms 0.9; VB.NET 0.8; Blazor 0.9; Razor Pages 0.9;
      NUnit 0.7; SQL Server 0.4; T-SQL 0.4; Visual Studio 0.5; IIS 0.5; Azure 0.3;
      MSBuild 0.6; Xamarin 0.5`,
  },
  {
    id: 'frontend-developer',
    label: 'front-end development',
    family: 'software',
    related: ['fullstack-developer', 'ux-designer', 'mobile-developer'],
    titles: `front_end_developer frontend_developer front_end_engineer frontend_engineer
      ui_developer ui_engineer web_developer react_developer angular_developer
      javascript_developer vue_developer web_designer front_end_web_developer
      web_ui_developer user_interface_developer`,
    skills: `JavaScript 0.7; TypeScript 0.6; HTML 0.7; CSS 0.8; Sass 0.8; Less 0.8; React 0.9;
      Angular 0.9; AngularJS 0.8; Vue.js 0.9; Redux 0.9; Next.js 0.8; jQuery 0.6; Bootstrap 0.7;
      Tailwind CSS 0.9; Webpack 0.8; Responsive Design 0.9; Web Accessibility 0.8;
      Single Page Applications 0.8; Web Frontend Development 1; UI Development 1; Svelte 0.9;
      Material UI 0.8; Jest 0.5; Cypress 0.4; Storybook 0.8; DOM Manipulation 0.8; Ajax 0.5;
      Cross-Browser Testing 0.7; Figma 0.4; Web Design 0.6; RxJS 0.7; NgRx 0.8`,
  },
  {
    id: 'fullstack-developer',
    label: 'full-stack web development',
    family: 'software',
    related: [
      'frontend-developer',
      'java-developer',
      'python-developer',
      'dotnet-developer',
      'php-developer',
      'ruby-developer',
    ],
    titles: `full_stack_developer fullstack_developer full_stack_engineer fullstack_engineer
      mern_developer mean_stack_developer software_developer software_engineer web_application_developer`,
    skills: `Full Stack Development 1; MERN Stack 1; MEAN Stack 1; Node.js 0.6; Express 0.6;
      React 0.4; Angular 0.4; MongoDB 0.4; REST APIs 0.3; JavaScript 0.3; TypeScript 0.3;
      NestJS 0.6; Web Development 0.5`,
  },
  {
    id: 'mobile-developer',
    label: 'mobile app development',
    family: 'software',
    related: ['frontend-developer', 'fullstack-developer'],
    titles: `mobile_developer ios_developer android_developer mobile_engineer ios_engineer
      android_engineer mobile_app_developer react_native_developer flutter_developer`,
    skills: `Mobile Development 1; iOS 1; Android 1; Swift 1; Objective-C 1; Kotlin 0.7;
      SwiftUI 1; UIKit 1; Flutter 1; Dart 0.9; React Native 1; Xcode 0.9; Xamarin 0.8;
      Ionic 0.8; Cordova 0.8; App Store Deployment 1; Retrofit 0.9; Room Database 0.9;
      Dagger Hilt 0.9; Core Data 0.9; CocoaPods 0.9`,
  },
  {
    id: 'php-developer',
    label: 'PHP development',
    family: 'software',
    related: ['fullstack-developer', 'frontend-developer'],
    titles: `php_developer php_programmer laravel_developer wordpress_developer drupal_developer
      magento_developer php_engineer`,
    skills: `PHP 1; Laravel 1; Symfony 1; CodeIgniter 1; Yii 1; CakePHP 1; Zend Framework 1;
      Composer 0.8; WordPress 0.8; Drupal 0.9; Magento 0.9; Joomla 0.9; LAMP Stack 0.9;
      PHPUnit 0.8; MySQL 0.3`,
  },
  {
    id: 'ruby-developer',
    label: 'Ruby development',
    family: 'software',
    related: ['fullstack-developer'],
    titles: `ruby_developer ruby_on_rails_developer rails_developer ruby_engineer`,
    skills: `Ruby 1; Ruby on Rails 1; Sinatra 1; RSpec 0.9`,
  },
  {
    id: 'go-developer',
    label: 'Go development',
    family: 'software',
    related: ['devops-engineer', 'cloud-engineer'],
    titles: `go_developer golang_developer go_engineer golang_engineer`,
    skills: `Go 1; Go Web Frameworks 1; gRPC 0.6; Rust 0.5`,
  },
  {
    id: 'cpp-developer',
    label: 'C and C++ development',
    family: 'software',
    related: ['embedded-engineer'],
    titles: `c++_developer cpp_developer c_developer c++_engineer c++_programmer
      systems_programmer`,
    skills: `C++ 1; C 0.8; Multithreading 0.5; Memory Management 0.7; CMake 0.8; Google Test 0.8;
      Data Structures 0.3; Compilers 0.6; Operating Systems 0.3; Linux 0.2`,
  },
  {
    id: 'embedded-engineer',
    label: 'embedded systems',
    family: 'engineering',
    related: ['cpp-developer', 'electrical-engineer'],
    titles: `embedded_engineer embedded_software_engineer embedded_developer firmware_engineer
      firmware_developer embedded_systems_engineer`,
    skills: `Embedded Systems 1; Embedded Hardware 1; C 0.7; C++ 0.5; Arduino 0.8; IoT 0.6;
      Assembly Language 0.9; VHDL 0.8; Verilog 0.8; PLC Programming 0.5; Electronics 0.6`,
  },
  {
    id: 'devops-engineer',
    label: 'DevOps and site reliability',
    family: 'software',
    related: ['cloud-engineer', 'systems-administrator'],
    titles: `devops_engineer devops site_reliability_engineer sre build_and_release_engineer
      release_engineer build_engineer devops_lead platform_engineer devops_architect
      devsecops_engineer infrastructure_engineer automation_engineer_devops`,
    skills: `DevOps 1; Docker 0.9; Kubernetes 1; Terraform 1; Ansible 1; Jenkins 0.9;
      CI/CD 0.9; GitLab CI 0.9; GitHub Actions 0.8; Chef Infra 0.9; Puppet 0.9; SaltStack 0.9;
      Helm 1; OpenShift 0.8; Infrastructure as Code 1; Configuration Management 0.8;
      Site Reliability Engineering 1; Prometheus 0.9; Grafana 0.8; ELK Stack 0.7;
      Observability 0.8; Release Management 0.7; Argo CD 1; Spinnaker 1; Containers 0.8;
      Container Orchestration 1; AWS 0.5; Azure DevOps 0.8; Bash 0.5; Linux 0.4;
      Maven 0.3; Artifactory 0.8; SonarQube 0.5; Nagios 0.5; Vagrant 0.7; Istio 0.8;
      HashiCorp Vault 0.7; Python 0.2; Groovy scripting 0.7; Build Tools 0.6`,
  },
  {
    id: 'cloud-engineer',
    label: 'cloud engineering',
    family: 'it',
    related: ['devops-engineer', 'systems-administrator', 'network-engineer'],
    titles: `cloud_engineer cloud_architect aws_engineer azure_engineer cloud_administrator
      aws_architect azure_architect solutions_architect_cloud cloud_consultant`,
    skills: `Cloud Computing 0.8; AWS 0.9; Azure 0.9; GCP 0.9; Cloud Architecture 1;
      Cloud Migration 1; AWS Certified Solutions Architect 1; Amazon EC2 0.8; Amazon S3 0.7;
      AWS Lambda 0.7; AWS CloudFormation 0.9; Amazon VPC 0.9; AWS IAM 0.8; Terraform 0.6;
      Multi-Cloud 1; Cloud Security 0.6; Serverless 0.6`,
  },
  {
    id: 'systems-administrator',
    label: 'systems administration',
    family: 'it',
    related: ['network-engineer', 'it-support', 'devops-engineer', 'cloud-engineer'],
    titles: `system_administrator systems_administrator sysadmin linux_administrator
      windows_administrator unix_administrator server_administrator systems_engineer
      infrastructure_administrator vmware_administrator it_administrator linux_engineer
      windows_engineer system_admin`,
    skills: `System Administration 1; Windows Server 1; Active Directory 1; Linux 0.6; Unix 0.6;
      Microsoft Exchange 0.9; Office 365 Administration 0.9; Virtualization 0.8; Backup Solutions 0.9; Storage Systems 0.8; DNS 0.6; PowerShell 0.7;
      Bash 0.4; Systemd 0.7; IT Infrastructure 0.7; Operating Systems 0.4; Troubleshooting 0.3`,
  },
  {
    id: 'network-engineer',
    label: 'network engineering',
    family: 'it',
    related: ['systems-administrator', 'security-analyst', 'it-support'],
    titles: `network_engineer network_administrator network_architect network_analyst
      network_technician network_specialist network_support_engineer noc_engineer
      network_security_engineer wan_engineer voice_engineer`,
    skills: `Computer Networking 0.9; Routing and Switching 1; Cisco 1; CCNA 1; CCNP 1;
      TCP/IP 0.8; DNS 0.4; VPN 0.7; Wireless Networking 0.9; Network Monitoring Tools 0.9;
      Load Balancing 0.5; VoIP 0.8; Computer Networking Protocols 0.9; CompTIA Network+ 1;
      Network Security 0.6; Cabling 0.7; Telecommunications 0.5`,
  },
  {
    id: 'security-analyst',
    label: 'information security',
    family: 'it',
    related: ['network-engineer', 'systems-administrator'],
    titles: `security_analyst information_security_analyst cyber_security_analyst
      cybersecurity_analyst security_engineer soc_analyst security_consultant
      information_security_engineer penetration_tester security_architect
      cyber_security_engineer information_security_officer security_specialist`,
    skills: `Information Security 1; Network Security 0.8; Application Security 0.9;
      Vulnerability Management 1; SIEM 1; Security Operations 1; Identity Management 0.8;
      Encryption 0.6; Digital Forensics 1; Compliance Frameworks 0.6; Threat Modeling 1;
      Endpoint Security 1; Security Tools 0.9; CISSP 1; CompTIA Security+ 1; CEH 1; CISM 1;
      OSCP 1; Security Testing 0.8; Zero Trust 0.9; Splunk 0.6; Incident Management 0.4;
      Cloud Security 0.6; Security Awareness 0.7; Data Privacy 0.4;
      DDoS Protection 0.8`,
  },
  {
    id: 'qa-tester',
    label: 'software testing and QA',
    family: 'software',
    related: ['test-automation-engineer', 'business-analyst'],
    titles: `qa_tester qa_analyst qa_engineer quality_assurance_analyst
      quality_assurance_engineer software_tester test_analyst test_engineer manual_tester
      qa_lead test_lead qa_specialist software_quality_assurance tester qa_manager
      test_manager quality_assurance_tester software_test_engineer`,
    skills: `Software Testing 1; Manual Testing 1; Test Planning 1; Bug Tracking 0.9;
      TestRail 1; ISTQB 1; Integration Testing 0.6; End-to-End Testing 0.6;
      Quality Assurance Operations 0.6; Performance Testing 0.6; Mobile Testing 0.7;
      API Testing 0.6; Test Automation 0.4; Selenium 0.3; Jira 0.3; Cross-Browser Testing 0.6;
      Accessibility Testing 0.6`,
  },
  {
    id: 'test-automation-engineer',
    label: 'test automation',
    family: 'software',
    related: ['qa-tester', 'devops-engineer'],
    titles: `automation_tester automation_engineer test_automation_engineer qa_automation_engineer
      sdet software_development_engineer_in_test automation_test_engineer qa_automation_tester
      automation_qa_engineer automation_test_analyst selenium_tester automation_lead`,
    skills: `Test Automation 1; Selenium 1; Cucumber 1; Behavior-Driven Development 0.8;
      Robot Framework 1; Cypress 0.9; Playwright 0.9; Protractor 0.9; JUnit 0.5; pytest 0.5; API Testing 0.6; Postman 0.5; Software Testing 0.5;
      Jenkins 0.3; Java 0.3; Puppeteer 0.7; Mobile Testing 0.5; Performance Testing 0.5;
      Code Coverage 0.5; Contract Testing 0.7`,
  },
  {
    id: 'data-scientist',
    label: 'data science and machine learning',
    family: 'data',
    related: ['data-analyst', 'data-engineer', 'python-developer'],
    titles: `data_scientist machine_learning_engineer ml_engineer ai_engineer
      research_scientist_machine_learning applied_scientist deep_learning_engineer
      nlp_engineer computer_vision_engineer ai_ml_engineer data_science_lead`,
    skills: `Data Science 1; Machine Learning 1; Deep Learning 1; Artificial Intelligence 0.8;
      Natural Language Processing 1; Computer Vision 1; TensorFlow 1; PyTorch 1; Keras 1;
      Scikit-learn 1; XGBoost 1; Neural Networks 1; Statistics 0.7; Predictive Analytics 0.8;
      Regression Analysis 0.7; Time Series Analysis 0.7; Feature Engineering 1; Pandas 0.7;
      NumPy 0.6; Jupyter 0.7; R 0.6; Python 0.4; Large Language Models 0.8; Generative AI 0.7;
      MLOps 0.8; Recommender Systems 0.8; Hypothesis Testing 0.6; Bayesian Statistics 0.8;
      Data Mining 0.7; Amazon SageMaker 0.8; Supervised Learning 1; Reinforcement Learning 1;
      Convolutional Neural Networks 1; Hugging Face 1; NLTK 1; OpenCV 0.9; Anomaly Detection 0.7`,
  },
  {
    id: 'data-engineer',
    label: 'data and big-data engineering',
    family: 'data',
    related: ['data-scientist', 'database-administrator', 'java-developer', 'python-developer'],
    titles: `data_engineer big_data_engineer big_data_developer hadoop_developer spark_developer
      etl_developer data_warehouse_engineer big_data_architect hadoop_engineer
      data_platform_engineer etl_engineer data_integration_engineer hadoop_administrator`,
    skills: `Big Data 1; Hadoop 1; Apache Spark 1; Apache Hive 1; Apache Pig 1; HBase 1;
      Apache Kafka 0.7; Apache Flink 1; Apache Storm 1; Stream Processing 0.9; Apache Airflow 1;
      ETL 0.8; Data Pipelines 1; Data Engineering 1; Data Warehousing 0.8; Snowflake 0.8;
      dbt 0.9; Scala 0.7; Amazon EMR 1; AWS Glue 1; Amazon Redshift 0.8; Amazon Kinesis 0.9;
      Azure Data Factory 0.9; BigQuery 0.7; Dataflow 0.8; Cassandra 0.6;
      NoSQL 0.3`,
  },
  {
    id: 'data-analyst',
    label: 'data analysis and reporting',
    family: 'data',
    related: ['data-scientist', 'business-analyst'],
    titles: `data_analyst reporting_analyst bi_analyst business_intelligence_analyst
      analytics_analyst bi_developer tableau_developer power_bi_developer insights_analyst`,
    skills: `Data Analysis 0.8; Data Visualization 0.9; Tableau 1; Power BI 1; Looker 1; Qlik 1;
      Business Intelligence 1; Excel Data Analysis 0.8; SQL 0.4; Business Reporting 0.8;
      KPI Dashboards 0.9; Google Analytics 0.6; MicroStrategy 1; Alteryx 0.9; SAS 0.6;
      SPSS 0.6; Statistics 0.3`,
  },
  {
    id: 'database-administrator',
    label: 'database administration',
    family: 'it',
    related: ['data-engineer', 'systems-administrator'],
    titles: `database_administrator dba database_engineer oracle_dba sql_server_dba
      database_developer sql_developer plsql_developer`,
    skills: `Database Administration 1; Oracle 0.7; SQL Server 0.6; PostgreSQL 0.5; MySQL 0.5;
      PL/SQL 0.8; T-SQL 0.7; Stored Procedures 0.8; Query Optimization 0.9;
      Database Replication 1; Database Migration 0.9; Data Modeling 0.6; IBM Db2 0.8;
      Teradata 0.7; Sybase 0.8; SQL 0.5`,
  },
  {
    id: 'business-analyst',
    label: 'business analysis',
    family: 'consulting',
    related: ['it-project-manager', 'product-manager', 'data-analyst', 'qa-tester'],
    titles: `business_analyst business_systems_analyst it_business_analyst
      systems_analyst functional_analyst requirements_analyst business_analyst_lead
      product_analyst process_analyst`,
    skills: `Business Analysis 1; Requirements Analysis 1; UML 0.7;
      Business Process Improvement 0.8; Stakeholder Management 0.5;
      Microsoft Visio 0.8; Data Analysis 0.3; Agile 0.2; Jira 0.2;
      Confluence 0.3; Wireframing 0.5`,
  },
  {
    id: 'it-project-manager',
    label: 'IT project and programme management',
    family: 'project-management',
    related: ['business-analyst', 'product-manager'],
    titles: `it_project_manager project_manager program_manager programme_manager
      technical_project_manager delivery_manager scrum_master project_lead
      it_program_manager pmo_manager project_coordinator agile_coach release_manager`,
    skills: `Project Management 1; Program Management 1; PMP 1; IT Project Management 1;
      Agile Project Management 0.9; Project Scheduling 1; Risk Management Projects 1;
      Resource Management 0.8; Earned Value Management 1; Project Estimation 0.9;
      Budget Management 0.6; Stakeholder Management 0.6; Scrum 0.5; SAFe 0.7;
      Microsoft Project 1; Smartsheet 0.8; Vendor Management 0.5; Deadline Management 0.4;
      Implementation Management 0.7; Change Management 0.4; ITIL 0.3`,
  },
  {
    id: 'product-manager',
    label: 'product management',
    family: 'project-management',
    related: ['business-analyst', 'it-project-manager', 'ux-designer'],
    titles: `product_manager product_owner senior_product_manager technical_product_manager
      group_product_manager head_of_product director_of_product product_lead`,
    skills: `Product Management 1; Product Analytics 0.8;
      A/B Testing 0.6; UX Research 0.6; Market Research 0.4`,
  },
  {
    id: 'ux-designer',
    label: 'UX and UI design',
    family: 'graphic-design',
    related: ['frontend-developer', 'product-manager'],
    titles: `ux_designer ui_designer ui_ux_designer ux_ui_designer product_designer
      interaction_designer user_experience_designer ux_researcher visual_designer`,
    skills: `Figma 1; Sketch 1; Adobe XD 1; InVision 1; Wireframing 1; Prototyping 0.7;
      UX Research 1; UI Design 1; Mobile UI Design 1; Web Design 0.7;
      User Experience Design 1`,
  },
  {
    id: 'it-support',
    label: 'IT support and help desk',
    family: 'it',
    related: ['systems-administrator', 'network-engineer'],
    titles: `it_support help_desk helpdesk desktop_support technical_support support_technician
      it_technician service_desk it_support_specialist desktop_engineer it_specialist
      computer_technician support_engineer`,
    skills: `IT Support 1; Help Desk Support 1; Troubleshooting 0.6; Hardware Installation 1;
      Software Installation 1; Remote Desktop Support 1; Printer Support 1; CompTIA A+ 1;
      ServiceNow 0.6; ITIL 0.5; Active Directory 0.4; Windows 0.5; macOS 0.5;
      Office 365 Administration 0.5; IT Asset Management 0.8; Technical Customer Support 0.8`,
  },
  {
    id: 'salesforce-developer',
    label: 'Salesforce development',
    family: 'software',
    related: ['fullstack-developer'],
    titles: `salesforce_developer salesforce_administrator salesforce_admin
      salesforce_consultant salesforce_engineer`,
    skills: `Salesforce Cloud 1; Apex 1; Salesforce Reporting 0.7`,
  },
  {
    id: 'sap-consultant',
    label: 'SAP and ERP consulting',
    family: 'consulting',
    related: ['business-analyst'],
    titles: `sap_consultant sap_developer abap_developer sap_analyst erp_consultant
      sap_functional_consultant sap_basis_administrator`,
    skills: `SAP 1; ABAP 1; ERP Systems 0.7`,
  },
  {
    id: 'mechanical-engineer',
    label: 'mechanical engineering',
    family: 'engineering',
    related: ['civil-engineer', 'electrical-engineer', 'chemical-engineer'],
    titles: `mechanical_engineer design_engineer mechanical_design_engineer
      manufacturing_engineer product_design_engineer hvac_engineer piping_engineer
      mechanical_designer maintenance_engineer`,
    skills: `Mechanical Engineering 1; SolidWorks 1; CATIA 1; Autodesk Inventor 1; Creo 1;
      Siemens NX 1; Fusion 360 0.9; GD&T 1; Finite Element Analysis 1;
      Computational Fluid Dynamics 1; HVAC 0.7; Machining 0.8; Hydraulics and Pneumatics 0.9;
      Manufacturing 0.5; Lean Manufacturing 0.5; Maintenance Engineering 0.7;
      Computer-Aided Design 0.5; AutoCAD 0.4; Drafting 0.4; Engineering Design 0.4;
      Prototyping 0.4; Welding 0.4; Metal Fabrication 0.5`,
  },
  {
    id: 'civil-engineer',
    label: 'civil and structural engineering',
    family: 'engineering',
    related: ['mechanical-engineer', 'electrical-engineer'],
    titles: `civil_engineer structural_engineer site_engineer geotechnical_engineer
      transportation_engineer water_resources_engineer highway_engineer civil_designer
      bridge_engineer project_engineer_civil`,
    skills: `Civil Engineering 1; Civil Construction 0.9; Surveying 0.9; Revit 0.6;
      Building Information Modeling 0.7; MicroStation 0.9; AutoCAD 0.5; Building Codes 0.6;
      Construction Management 0.5; Construction Inspection 0.7; Concrete Work 0.7;
      Environmental Engineering 0.5; Geographic Information Systems 0.4; Drafting 0.3;
      Construction Estimating 0.5; Site Supervision 0.6`,
  },
  {
    id: 'electrical-engineer',
    label: 'electrical and electronics engineering',
    family: 'engineering',
    related: ['mechanical-engineer', 'embedded-engineer', 'civil-engineer'],
    titles: `electrical_engineer electronics_engineer power_engineer controls_engineer
      electrical_design_engineer instrumentation_engineer hardware_engineer
      power_systems_engineer substation_engineer`,
    skills: `Electrical Engineering 1; Electronics 0.9; Electrical Work 0.6;
      National Electrical Code 0.9; PLC Programming 0.9; Instrumentation 0.8; Energy Systems 0.7;
      Embedded Hardware 0.6; MATLAB 0.4; LabVIEW 0.8; VHDL 0.6; Verilog 0.6;
      Solar Installation 0.5; AutoCAD 0.3`,
  },
  {
    id: 'chemical-engineer',
    label: 'chemical and process engineering',
    family: 'engineering',
    related: ['mechanical-engineer'],
    titles: `chemical_engineer process_engineer process_chemical_engineer`,
    skills: `Chemical Engineering 1; Chemistry 0.6; Process Improvement 0.3;
      Petroleum Engineering 0.7; Materials Engineering 0.5; Six Sigma 0.3`,
  },
];
