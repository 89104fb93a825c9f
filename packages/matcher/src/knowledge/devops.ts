import type { Profession } from './types';

export const devops = {
  category: 'DevOps',
  technical: true,
  fields: ['software', 'it', 'data', 'engineering'],
  roles: `
devops-engineer | DevOps and site reliability | software | cloud-engineer systems-administrator | devops_engineer devops site_reliability_engineer sre build_and_release_engineer release_engineer build_engineer devops_lead platform_engineer devops_architect devsecops_engineer infrastructure_engineer automation_engineer_devops | DevOps 1; Docker 0.9; Kubernetes 1; Terraform 1; Ansible 1; Jenkins 0.9; CI/CD 0.9; GitLab CI 0.9; GitHub Actions 0.8; Chef Infra 0.9; Puppet 0.9; SaltStack 0.9; Helm 1; OpenShift 0.8; Infrastructure as Code 1; Configuration Management 0.8; Site Reliability Engineering 1; Prometheus 0.9; Grafana 0.8; ELK Stack 0.7; Observability 0.8; Release Management 0.7; Argo CD 1; Spinnaker 1; Containers 0.8; Container Orchestration 1; AWS 0.5; Azure DevOps 0.8; Bash 0.5; Linux 0.4; Maven 0.3; Artifactory 0.8; SonarQube 0.5; Nagios 0.5; Vagrant 0.7; Istio 0.8; HashiCorp Vault 0.7; Python 0.2; Groovy scripting 0.7; Build Tools 0.6
`,
  skills: `
DevOps | Dev Ops, DevOps practices, DevOps culture, DevSecOps
Containers | Containerization, Containerisation, Containerized, Container technologies
Docker | Dockerfile, Docker Compose, docker-compose, Docker Swarm, Dockerized > Containers 0.9
Kubernetes | k8s, K8s, K8S, Kube, Kubernetes clusters, kubectl > Containers 0.8; Container Orchestration 0.9
Container Orchestration | Orchestration of containers > Containers 0.8
Apache Mesos | Mesos, Mesosphere > Container Orchestration 0.8
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
Log Management | Centralized logging, Centralised logging, Log analysis, Log aggregation, Log collection, Graylog, Sumo Logic, Loggly, Papertrail
PagerDuty | Opsgenie > Incident Management 0.7
Incident Management | Incident response, Incident handling, Postmortems, Post-mortems
Linux | Linux administration, Linux system administration, Ubuntu, Debian, CentOS, RHEL, Red Hat, Red Hat Enterprise Linux, Linux/Unix, Arch Linux, Kali Linux
Unix | UNIX, Solaris, AIX, HP-UX, Unix systems
Load Balancing | Load balancer, Load balancers, HAProxy, ELB, ALB
F5 | ~F5, F5 BIG-IP, BIG-IP, F5 LTM, F5 GTM, F5 Networks, F5 load balancers > Load Balancing 0.9 @server
High Availability | Failover, Disaster recovery, Fault tolerance, Fault-tolerant systems
Scalability | Scalable systems, Horizontal scaling, Auto-scaling, Autoscaling
Performance Testing | Performance tests, Performance test, Load testing, Load tests, Stress testing, JMeter, Apache JMeter, Gatling, k6, LoadRunner > Software Testing 0.6
Artifactory | JFrog, Nexus Repository, Sonatype Nexus
SonarQube | SonarCloud, Static code analysis, Static analysis > Code Quality 0.8
Build Tools | Build automation, Build systems
Maven | Apache Maven, Maven POM > Build Tools 0.8; Java 0.6
Gradle > Build Tools 0.8; Java 0.5
Apache Ant | Ant build, Ant scripts, ~Ant > Build Tools 0.7; Java 0.5 @jvm
CMake | Makefile, Makefiles, GNU Make > Build Tools 0.8
Bazel > Build Tools 0.8
MSBuild | NuGet > Build Tools 0.7; .NET 0.6
Systemd | Cron, Crontab, cron jobs > Linux 0.6
Nginx Ingress | Ingress controller, Traefik > Kubernetes 0.6
Chaos Engineering | Chaos Monkey, Gremlin
`,
} as const satisfies Profession;
