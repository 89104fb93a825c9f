import { group } from '../define';

export const cloud = group(
  'Cloud',
  `
Cloud Computing | Cloud, Cloud services, Cloud platforms, Cloud infrastructure, Cloud technologies, Cloud-native, Cloud native
AWS | Amazon Web Services, AWS Cloud, Amazon AWS > Cloud Computing 0.8
Azure | Microsoft Azure, Azure Cloud, MS Azure > Cloud Computing 0.8
GCP | Google Cloud Platform, Google Cloud, Google Cloud Platform (GCP) > Cloud Computing 0.8
Amazon EC2 | EC2, AWS EC2 > AWS 0.9
Amazon S3 | S3, AWS S3 > AWS 0.9
AWS Lambda | Lambda functions, Amazon Lambda, ~Lambda > AWS 0.9; Serverless 0.8 @infra
Amazon ECS | ECS, AWS ECS, AWS Fargate, Fargate > AWS 0.8; Containers 0.8
Amazon EKS | EKS, AWS EKS > AWS 0.8; Kubernetes 0.9
AWS CloudFormation | CloudFormation, AWS CDK, CDK > AWS 0.8; Infrastructure as Code 0.8
AWS IAM | IAM, Identity and Access Management > Cloud Security 0.5
Amazon CloudFront | CloudFront > AWS 0.8
Amazon Route 53 | Route 53, Route53 > AWS 0.8
Amazon VPC | VPC, AWS VPC > AWS 0.7; Computer Networking 0.5
AWS API Gateway | API Gateway > APIs 0.5
Amazon CloudWatch | CloudWatch, AWS CloudWatch > AWS 0.8; System Monitoring 0.7
AWS Elastic Beanstalk | Elastic Beanstalk > AWS 0.8
Amazon Redshift | Redshift, AWS Redshift > AWS 0.8; Data Warehousing 0.8
AWS Glue | Glue ETL > AWS 0.8; ETL 0.8
Amazon Kinesis | Kinesis > AWS 0.8; Stream Processing 0.7
Amazon SageMaker | SageMaker > AWS 0.8; Machine Learning 0.7
Amazon Athena | Athena SQL > AWS 0.8; SQL 0.6
AWS Step Functions | Step Functions > AWS 0.8
Amazon EMR | EMR cluster, AWS EMR > AWS 0.8; Hadoop 0.6
Amazon Cognito | Cognito > AWS 0.8; Authentication 0.7
AWS Certified Solutions Architect | AWS Solutions Architect, AWS Certified, AWS Certification > AWS 0.9
Azure Functions > Azure 0.9; Serverless 0.8
Azure DevOps | Azure DevOps Server, TFS, Team Foundation Server, VSTS, Azure Pipelines, Azure Repos > CI/CD 0.7
Azure Active Directory | Azure AD, AAD, Entra ID > Azure 0.8; Active Directory 0.7
Azure Kubernetes Service | AKS > Azure 0.8; Kubernetes 0.9
Azure App Service | Azure Web Apps > Azure 0.9
Azure Blob Storage | Blob storage, Azure Storage > Azure 0.9
Azure Data Factory | ADF > Azure 0.8; ETL 0.8
Azure SQL | Azure SQL Database > Azure 0.8; SQL Server 0.7
Azure Synapse | Synapse Analytics > Azure 0.8; Data Warehousing 0.7
Azure Service Bus | Event Hubs, Azure Event Hubs > Azure 0.8; Message Queues 0.7
ARM Templates | Bicep > Azure 0.8; Infrastructure as Code 0.8
Google Kubernetes Engine | GKE > GCP 0.8; Kubernetes 0.9
Google App Engine | App Engine > GCP 0.9
Google Cloud Functions | Cloud Functions, Cloud Run > GCP 0.9; Serverless 0.7
BigQuery | Google BigQuery > GCP 0.8; Data Warehousing 0.8; SQL 0.6
Google Cloud Storage | GCS > GCP 0.9
Google Pub/Sub | Cloud Pub/Sub > GCP 0.8; Message Queues 0.7
Dataflow | Google Dataflow, Apache Beam > Stream Processing 0.6
Heroku > Cloud Computing 0.5
DigitalOcean | Digital Ocean, Linode, Vultr > Cloud Computing 0.5
Netlify | Vercel > Web Development 0.4
Cloudflare | CDN, Content Delivery Network, Akamai
OpenStack > Cloud Computing 0.7
IBM Cloud | Bluemix > Cloud Computing 0.7
Oracle Cloud | OCI, Oracle Cloud Infrastructure > Cloud Computing 0.7
Alibaba Cloud | Aliyun > Cloud Computing 0.7
Cloud Architecture | Cloud architect, Solution architecture, Solutions architecture, Cloud design > Cloud Computing 0.8
Cloud Migration | Migration to cloud, Lift and shift, Cloud migrations > Cloud Computing 0.8
Multi-Cloud | Hybrid cloud, Multicloud > Cloud Computing 0.8
Cloud Security | Cloud security posture > Cloud Computing 0.6; Information Security 0.6
Cloud Cost Optimization | FinOps, Cloud cost optimization, Cloud cost management > Cloud Computing 0.4
Virtualization | VMware, vSphere, ESXi, Hyper-V, VirtualBox, KVM, Virtual machines, VMs, Citrix, Citrix XenApp
SaaS | Software as a Service, PaaS, IaaS, Platform as a Service, Infrastructure as a Service > Cloud Computing 0.6
Salesforce Cloud | Salesforce Platform, Force.com, Lightning Web Components, LWC, Visualforce > Salesforce 0.9
`,
);

export const devops = group(
  'DevOps',
  `
DevOps | Dev Ops, DevOps practices, DevOps culture, DevSecOps
Containers | Containerization, Containerisation, Containerized, Container technologies
Docker | Dockerfile, Docker Compose, docker-compose, Docker Swarm, Dockerized > Containers 0.9
Kubernetes | k8s, K8s, K8S, Kube, Kubernetes clusters, kubectl > Containers 0.8; Container Orchestration 0.9
Container Orchestration | Orchestration of containers > Containers 0.8
OpenShift | Red Hat OpenShift, OKD > Kubernetes 0.8
Helm | Helm charts, ~Helm > Kubernetes 0.8 @k8s
Rancher | ~Rancher > Kubernetes 0.7 @k8s
Istio | Service mesh, Linkerd, Envoy proxy > Kubernetes 0.6
Podman | containerd, CRI-O > Containers 0.8
Terraform | HashiCorp Terraform, Terragrunt > Infrastructure as Code 0.9
Infrastructure as Code | IaC, Infrastructure-as-Code
Pulumi > Infrastructure as Code 0.9
Ansible | Ansible playbooks, Ansible Tower, AWX > Configuration Management 0.9
Chef Infra | Opscode Chef, Chef cookbooks, ~Chef > Configuration Management 0.9 @infra
Puppet | Puppet Enterprise, ~Puppet > Configuration Management 0.9 @infra
SaltStack | Salt Stack > Configuration Management 0.9
Configuration Management | Config management, CM tools
Vagrant | ~Vagrant > Virtualization 0.6 @infra
HashiCorp Packer | ~Packer > Infrastructure as Code 0.6 @infra
HashiCorp Vault | Vault secrets, ~Vault > Secrets Management 0.9 @infra
Consul | HashiCorp Consul, ~Consul @infra
Secrets Management | Secret management, AWS Secrets Manager, Azure Key Vault
CI/CD | CI / CD, CICD, CI-CD, Continuous Integration, Continuous Delivery, Continuous Deployment, Continuous integration and delivery, Build pipelines, Deployment pipelines, CI/CD pipelines
Jenkins | Jenkins pipelines, Jenkins CI > CI/CD 0.9
GitLab CI | GitLab CI/CD, GitLab pipelines > CI/CD 0.9; GitLab 0.7
GitHub Actions | GH Actions > CI/CD 0.9; GitHub 0.7
CircleCI | Circle CI > CI/CD 0.9
Travis CI | TravisCI > CI/CD 0.9
TeamCity | Atlassian Bamboo > CI/CD 0.9
Argo CD | ArgoCD, Flux CD, FluxCD, GitOps > CI/CD 0.8; Kubernetes 0.6
Spinnaker > CI/CD 0.8
Octopus Deploy > CI/CD 0.8
Release Management | Release engineering, Release process, Deployment automation, Build and release
Site Reliability Engineering | SRE, Site reliability, SLOs, SLIs, Error budgets
System Monitoring | Application monitoring, Infrastructure monitoring, Performance monitoring, Network monitoring, APM, Alerting
Observability | Distributed tracing, OpenTelemetry, Jaeger, Zipkin > System Monitoring 0.8
Prometheus | ~Prometheus > System Monitoring 0.9 @monitoring
Grafana > System Monitoring 0.9
Datadog | Data Dog > System Monitoring 0.9
New Relic | NewRelic > System Monitoring 0.9
Dynatrace | AppDynamics > System Monitoring 0.9
Nagios | Zabbix, Icinga > System Monitoring 0.9
Splunk > Log Management 0.9
ELK Stack | =ELK, Elastic Stack, Logstash, Kibana, Fluentd, Filebeat > Log Management 0.9; Elasticsearch 0.7
Log Management | Centralized logging, Log analysis, Log aggregation
PagerDuty | Opsgenie > Incident Management 0.7
Incident Management | Incident response, Incident handling, Postmortems, Post-mortems
Linux | Linux administration, Linux system administration, Ubuntu, Debian, CentOS, RHEL, Red Hat, Red Hat Enterprise Linux, Linux/Unix, Arch Linux, Kali Linux
Unix | UNIX, Solaris, AIX, HP-UX, Unix systems
Load Balancing | Load balancer, Load balancers, HAProxy, ELB, ALB
High Availability | Failover, Disaster recovery, Fault tolerance, Fault-tolerant systems
Scalability | Scalable systems, Horizontal scaling, Auto-scaling, Autoscaling
Performance Testing | Load testing, Stress testing, JMeter, Apache JMeter, Gatling, k6, LoadRunner > Software Testing 0.6
Artifactory | JFrog, Nexus Repository, Sonatype Nexus
SonarQube | SonarCloud, Static code analysis, Static analysis > Code Quality 0.8
Build Tools | Build automation, Build systems
Maven | Apache Maven, Maven POM > Build Tools 0.8; Java 0.6
Gradle > Build Tools 0.8; Java 0.5
Apache Ant | Ant build, Ant scripts > Build Tools 0.7; Java 0.5
CMake | Makefile, Makefiles, GNU Make > Build Tools 0.8
Bazel > Build Tools 0.8
MSBuild | NuGet > Build Tools 0.7; .NET 0.6
Systemd | Cron, Crontab, cron jobs > Linux 0.6
Nginx Ingress | Ingress controller, Traefik > Kubernetes 0.6
Chaos Engineering | Chaos Monkey, Gremlin
`,
);
