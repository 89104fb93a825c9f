import type { Profession } from './types';

export const webBackend = {
  category: 'Web Backend',
  technical: true,
  fields: ['software', 'it', 'data', 'engineering'],
  roles: `
fullstack-developer | full-stack web development | software | frontend-developer java-developer python-developer dotnet-developer php-developer ruby-developer | full_stack_developer fullstack_developer full_stack_engineer fullstack_engineer mern_developer mean_stack_developer software_developer software_engineer web_application_developer | Full Stack Development 1; MERN Stack 1; MEAN Stack 1; Node.js 0.6; Express 0.6; React 0.4; Angular 0.4; MongoDB 0.4; REST APIs 0.3; JavaScript 0.3; TypeScript 0.3; NestJS 0.6; Web Development 0.5
`,
  skills: `
Node.js | NodeJS, Node JS, ~Node > JavaScript 0.7 @js
Express | Express.js, ExpressJS, Express JS, ~Express > Node.js 0.8 @js
NestJS | Nest.js > Node.js 0.8; TypeScript 0.7
Koa | Koa.js > Node.js 0.7
Fastify > Node.js 0.7
Hapi.js | HapiJS > Node.js 0.7
Deno > TypeScript 0.5
Django | Django REST Framework, DRF, Django ORM > Python 0.8; ORM 0.6
Flask | Flask-RESTful, ~Flask > Python 0.8 @python
FastAPI | Fast API > Python 0.8
Pyramid Framework > Python 0.7
Tornado Framework | Tornado web > Python 0.7
Celery | ~Celery > Python 0.6 @python
Spring | Spring Framework, Spring Core, Spring IoC, Spring AOP, ~Spring > Java 0.8 @jvm
Spring Boot | SpringBoot, Spring-Boot, Spring Boot Starter > Spring 0.9; Java 0.8
Spring MVC | Spring Web MVC, Spring Web > Spring 0.9; Java 0.8
Spring Security > Spring 0.9
Spring Data | Spring Data JPA > Spring 0.9; JPA 0.6
Spring Cloud | Netflix Eureka, Spring Cloud Config, Zuul > Spring 0.9; Microservices 0.6
Spring Batch > Spring 0.9
Hibernate | Hibernate ORM, NHibernate > JPA 0.6; Java 0.6; ORM 0.9
JPA | Java Persistence API, JPA2, Jakarta Persistence > Java 0.7; ORM 0.8
JDBC | Java Database Connectivity > Java 0.7; SQL 0.5
Struts | Apache Struts, Struts 2 > Java 0.7
Servlets | Java Servlets, Servlet > Java EE 0.7
EJB | Enterprise JavaBeans > Java EE 0.8
Quarkus > Java 0.8
Micronaut > Java 0.8
Play Framework > Scala 0.5
Apache Tomcat | Tomcat > Java 0.4
Jetty | ~Jetty @jvm
JBoss | WildFly, JBoss EAP > Java EE 0.6
WebLogic | Oracle WebLogic > Java EE 0.6
WebSphere | IBM WebSphere > Java EE 0.6
Ruby on Rails | RoR, Ruby-on-Rails, Rails 5, Rails 6, Rails 7, ~Rails > Ruby 0.9 @lang
Sinatra | ~Sinatra > Ruby 0.7 @lang
Laravel | Laravel 5, Laravel 8, Eloquent > PHP 0.9
Symfony | Symfony 4 > PHP 0.9
CodeIgniter > PHP 0.9
Yii > PHP 0.8
CakePHP > PHP 0.9
Zend Framework | Laminas > PHP 0.8
Composer | PHP Composer, ~Composer > PHP 0.5 @lang
ASP.NET | ASP .NET, ASP.Net, Classic ASP > .NET 0.8; C# 0.5
ASP.NET MVC | ASP .NET MVC, ASP.Net MVC, .NET MVC, ASP.NET Web API, Web API > ASP.NET 0.9
ASP.NET Core | .NET Core, DotNet Core, .NET 5, .NET 6, .NET 7, .NET 8 > .NET 0.9; C# 0.6
.NET | .Net, DotNet, Dot Net, .NET Framework, Microsoft .NET > C# 0.5
Entity Framework | EF Core, Entity Framework Core, LINQ > .NET 0.8; ORM 0.9
WCF | Windows Communication Foundation > .NET 0.8
WPF | Windows Presentation Foundation > .NET 0.8; C# 0.6
WinForms | Windows Forms > .NET 0.8
ADO.NET > .NET 0.8
Go Web Frameworks | Gin Gonic, Gin framework, Echo framework, Fiber framework > Go 0.8
Actix | Rocket.rs, Axum > Rust 0.8
Phoenix Framework > Elixir 0.8
REST APIs | REST, REST API, Representational State Transfer, RESTful, RESTful APIs, RESTful API, RESTful services, RESTful web services, REST services, REST web services, RESTful Web service > APIs 0.9
APIs | API, API development, API design, Web APIs, API integration, External APIs, Third-party APIs
SOAP | Simple Object Access Protocol, SOAP web services, WSDL, JAX-WS > Web Services 0.8
Web Services | Webservices, Web service, SOA services, JAX-RS
Apache CXF | CXF > Web Services 0.8; Java 0.5
gRPC | Protocol Buffers, Protobuf > APIs 0.6
OpenAPI | Swagger UI, OpenAPI Specification, ~Swagger > APIs 0.6 @api
Postman | ~Postman, Postman collections > APIs 0.6 @api
Microservices | Micro-services, Microservice architecture, Micro services, Microservices architecture
Serverless | Serverless architecture, Serverless Framework, FaaS
Message Queues | Message broker, Message brokers, Messaging queues, Pub/Sub, Publish-subscribe
RabbitMQ | Rabbit MQ, AMQP > Message Queues 0.8
Apache Kafka | Kafka, Kafka Streams, Confluent Kafka > Message Queues 0.8
ActiveMQ | Apache ActiveMQ, IBM MQ, MQSeries, WebSphere MQ > Message Queues 0.8
Amazon SQS | SQS, AWS SQS, SNS, AWS SNS > Message Queues 0.7; AWS 0.8
Caching | Memcached, Varnish Cache, Caching strategies
OAuth | OAuth2, OAuth 2.0, OpenID Connect, OIDC > Authentication 0.7
JWT | JSON Web Token, JSON web tokens > Authentication 0.7
Authentication | Authentication/Authorization, User authentication, SSO, Single Sign-On, SAML
Keycloak | Auth0, Okta > Authentication 0.8
Nginx | NGINX, nginx
Apache HTTP Server | Apache httpd, Apache web server, ~Apache @server
IIS | Internet Information Services
Backend Development | Back-end development, Backend development, Back End Development, Server-side development, Server side development, Back-end engineering
Lombok > Java 0.6
Java Swing | ~Swing, AWT > Java 0.7 @jvm
JavaFX > Java 0.7
Payment Integration | Stripe API, Stripe integration, PayPal API, PayPal integration, Braintree, Payment gateway, Payment gateways
Twilio | SendGrid
Webhooks | Webhook
Server-Side Rendering | SSR
`,
} as const satisfies Profession;
