import type { Profession } from './types';

export const cloud = {
  category: 'Cloud',
  technical: true,
  fields: ['software', 'it', 'data', 'engineering'],
  roles: `
cloud-engineer | cloud engineering | it | devops-engineer systems-administrator network-engineer | cloud_engineer cloud_architect aws_engineer azure_engineer cloud_administrator aws_architect azure_architect solutions_architect_cloud cloud_consultant | Cloud Computing 0.8; AWS 0.9; Azure 0.9; GCP 0.9; Cloud Architecture 1; Cloud Migration 1; AWS Certified Solutions Architect 1; Amazon EC2 0.8; Amazon S3 0.7; AWS Lambda 0.7; AWS CloudFormation 0.9; Amazon VPC 0.9; AWS IAM 0.8; Terraform 0.6; Multi-Cloud 1; Cloud Security 0.6; Serverless 0.6
`,
  skills: `
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
} as const satisfies Profession;
