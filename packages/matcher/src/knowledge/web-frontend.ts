import type { Profession } from './types';

// Web development: browser side, server side and APIs.
export const webFrontend = {
  category: 'Web Frontend',
  technical: true,
  fields: ['software', 'it', 'data', 'engineering', 'graphic-design'],
  roles: `
frontend-developer | front-end development | software | fullstack-developer ux-designer mobile-developer | front_end_developer frontend_developer front_end_engineer frontend_engineer ui_developer ui_engineer web_developer react_developer angular_developer javascript_developer vue_developer web_designer front_end_web_developer web_ui_developer user_interface_developer | JavaScript 0.7; TypeScript 0.6; HTML 0.7; CSS 0.8; Sass 0.8; Less 0.8; React 0.9; Angular 0.9; AngularJS 0.8; Vue.js 0.9; Redux 0.9; Next.js 0.8; jQuery 0.6; Bootstrap 0.7; Tailwind CSS 0.9; Webpack 0.8; Responsive Design 0.9; Web Accessibility 0.8; Single Page Applications 0.8; Web Frontend Development 1; UI Development 1; Svelte 0.9; Material UI 0.8; Jest 0.5; Cypress 0.4; Storybook 0.8; DOM Manipulation 0.8; Ajax 0.5; Cross-Browser Testing 0.7; Figma 0.4; Web Design 0.6; RxJS 0.7; NgRx 0.8
`,
  skills: `
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
Quasar | Quasar Framework, ~Quasar > Vue.js 0.8 @js
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
Responsive Design | Responsive Web Design, Responsive websites, Responsive web pages, Responsive web applications, Responsive layout, Responsive UI, Mobile-first design, Adaptive layout, cross-browser layout, Cross-browser compatibility > CSS 0.5
Web Accessibility | WCAG, a11y, =ARIA, Section 508, Web accessibility standards @js
Progressive Web Apps | PWA, PWAs, Service Workers
Single Page Applications | !=SPA, =SPAs, Single-page application
Web Components | Custom Elements, Shadow DOM, Lit Element, LitElement, Polymer.js > JavaScript 0.5
DOM Manipulation | DOM, Virtual DOM > JavaScript 0.5
Web Frontend Development | Front-end development, Frontend development, Front End Development, Front-end engineering, Client-side development, front-end web development > Web Development 0.8
Web Development | Web developer, Website development, Web application development, Web applications, Web app development
Full Stack Development | Full-stack development, Full stack, Fullstack, Full-stack, FullStack, Front end and back end, Front end and backend, Frontend and backend, Frontend and back end > Web Development 0.7
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
} as const satisfies Profession;
