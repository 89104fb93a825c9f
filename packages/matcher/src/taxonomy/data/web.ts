import { group } from '../define';

// Web development: browser side, server side and APIs.
export const webFrontend = group(
  'Web Frontend',
  `
React | React.js, ReactJS, React JS, React 18, ?React > JavaScript 0.6 @js
React Native | ReactNative, React-Native > React 0.7; Mobile Development 0.7
React Hooks | Hooks API > React 0.9
Redux | Redux Toolkit, RTK, Redux-Saga, Redux Thunk > React 0.6; JavaScript 0.5
MobX | Mobx > JavaScript 0.5
Next.js | NextJS, Next JS > React 0.8; JavaScript 0.5
Gatsby.js | ~Gatsby > React 0.7 @js
Angular | Angular 2, Angular 2+, Angular2, Angular 8, Angular 12, Angular 15, Angular Material > TypeScript 0.6; JavaScript 0.5
AngularJS | Angular.js, Angular JS, Angular 1 > JavaScript 0.6
RxJS | Rx.js, ReactiveX > JavaScript 0.5
NgRx | ngrx > Angular 0.8
Vue.js | Vue, VueJS, Vue 2, Vue 3, Vue.js 3 > JavaScript 0.6
Vuex | Pinia > Vue.js 0.8
Nuxt.js | Nuxt, NuxtJS > Vue.js 0.8
Svelte | SvelteKit, Svelte.js > JavaScript 0.6
Ember.js | EmberJS, ~Ember > JavaScript 0.6 @js
Backbone.js | BackboneJS, ~Backbone > JavaScript 0.6 @js
Knockout.js | KnockoutJS > JavaScript 0.6
Meteor.js | MeteorJS > JavaScript 0.6
Preact > JavaScript 0.6
Solid.js | SolidJS > JavaScript 0.6
Alpine.js | AlpineJS > JavaScript 0.5
jQuery | JQuery, jQuery UI, jQuery Mobile > JavaScript 0.6
Ajax | AJAX, Asynchronous JavaScript > JavaScript 0.5
D3.js | ~D3 > JavaScript 0.6; Data Visualization 0.6 @js
Chart.js | Highcharts, ECharts > JavaScript 0.5; Data Visualization 0.5
Three.js | ThreeJS, WebGL > JavaScript 0.5
Bootstrap | Twitter Bootstrap, Bootstrap 4, Bootstrap 5, ~Bootstrap > CSS 0.6 @css
Tailwind CSS | Tailwind, TailwindCSS > CSS 0.7
Material UI | MUI, Material-UI, Material Design > React 0.5
Ant Design | AntD
Chakra UI > React 0.6
Styled Components | styled-components, Emotion CSS > CSS 0.6; React 0.5
CSS Modules > CSS 0.7
BEM > CSS 0.6
Foundation CSS | Zurb Foundation > CSS 0.6
Webpack | Web Pack > JavaScript 0.5
Vite | Vite.js > JavaScript 0.5
Babel | Babel.js > JavaScript 0.5
Rollup | Rollup.js, esbuild > JavaScript 0.4
Gulp | Gulp.js, Grunt, Grunt.js > JavaScript 0.5
npm | NPM, pnpm > Node.js 0.5
Storybook | Storybook.js, ~Storybook > Web Frontend Development 0.5 @js
Responsive Design | Responsive Web Design, Responsive layout, Responsive UI, Mobile-first design, Adaptive layout, cross-browser layout, Cross-browser compatibility > CSS 0.5
Web Accessibility | WCAG, a11y, =ARIA, Section 508, Web accessibility standards @js
Progressive Web Apps | PWA, PWAs, Service Workers
Single Page Applications | =SPA, =SPAs, Single-page application
Web Components | Custom Elements, Shadow DOM, Lit Element, LitElement, Polymer.js > JavaScript 0.5
DOM Manipulation | DOM, Virtual DOM > JavaScript 0.5
Web Frontend Development | Front-end development, Frontend development, Front End Development, Front-end engineering, Client-side development, front-end web development > Web Development 0.8
Web Development | Web developer, Website development, Web application development, Web applications, Web app development
Full Stack Development | Full-stack development, Full stack, Fullstack, Full-stack, FullStack > Web Development 0.7
MERN Stack | MERN > MongoDB 0.8; Express 0.8; React 0.8; Node.js 0.8
MEAN Stack | MEAN stack developer > MongoDB 0.8; Express 0.8; Angular 0.8; Node.js 0.8
LAMP Stack | =LAMP > Linux 0.7; PHP 0.8; MySQL 0.8
Web Performance Optimization | Page speed optimization, Core Web Vitals, Lighthouse, Code splitting, Lazy loading
Cross-Browser Testing | BrowserStack, Sauce Labs
Web Sockets | WebSocket, WebSockets, Socket.IO, Socket.io, SignalR
WebRTC
HTML Canvas | Canvas API
SVG | Scalable Vector Graphics
Handlebars.js | ~Handlebars, Mustache.js @js
Pug Templates | Jade templates
EJS
Thymeleaf > Spring 0.5
JSP | Java Server Pages, JavaServer Pages, JSTL > Java EE 0.7
JSF | JavaServer Faces, Java Server Faces, PrimeFaces > Java EE 0.7
GWT | Google Web Toolkit > Java 0.6
Apache Wicket | ~Wicket > Java 0.6 @jvm
Vaadin > Java 0.6
Blazor > C# 0.7; .NET 0.7
Razor Pages | ~Razor > ASP.NET 0.7 @lang
Micro Frontends | Microfrontends, Module Federation
Web Design | Website design, Web designer, Landing pages
UI Development | UI developer, User interface development, UI implementation
JAMstack | Jamstack
Headless CMS | Contentful, Strapi
WordPress | Word Press, WooCommerce, WP plugins, WordPress themes > PHP 0.4
Drupal > PHP 0.5
Joomla > PHP 0.5
Shopify | Shopify Liquid, Liquid templates
Magento | Adobe Commerce > PHP 0.5
Website Builders | Wix, Squarespace, Webflow
Chrome Extensions | Browser extensions, Chrome extension
`,
);

export const webBackend = group(
  'Web Backend',
  `
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
ASP.NET MVC | ASP.NET Web API, Web API > ASP.NET 0.9
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
REST APIs | REST, REST API, RESTful, RESTful APIs, RESTful API, RESTful services, RESTful web services, REST services, REST web services, RESTful Web service > APIs 0.9
APIs | API, API development, API design, Web APIs, API integration, External APIs, Third-party APIs
SOAP | SOAP web services, WSDL, JAX-WS > Web Services 0.8
Web Services | Webservices, Web service, JAX-RS
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
);
