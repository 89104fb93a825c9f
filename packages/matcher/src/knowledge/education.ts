import type { Profession } from './types';

export const education = {
  category: 'Education',
  fields: ['education', 'instruction', 'childcare'],
  families: `
education | teaching | instruction childcare research social-services | teacher@3 educator@3 teaching@3 classroom@3 substitute_teacher@3 tutor@3 paraprofessional@2 teacher_assistant@2 teaching_assistant@2 principal@4 school@3:0.5 elementary@3 preschool@3 kindergarten@3 special_education@3 professor@3 lecturer@3 faculty@3 dean@4 instructor@3:0.5 english_teacher@3 math_teacher@3 master_teacher@3 assistant_teacher@2 school_counselor@3 headmaster@4 education@3:0.5
instruction | instructional design and training | education hr | instructional_designer@3 instructional_design@3 instructional_coordinator@3 instructional_coach@3 curriculum@3 curriculum_developer@3 curriculum_specialist@3 training_specialist@3 corporate_trainer@3 learning_and_development@3 e-learning@3 elearning@3 training_coordinator@3 instructional_technologist@3 training_manager@4 learning_specialist@3 instructional@3 learning_designer@3 training_developer@3
childcare | childcare | education recreation | childcare@2 child_care@2 nanny@2 daycare@2 babysitter@2 au_pair@2 child_care_worker@2 early_childhood@3
`,
  skills: `
Teaching | Teacher, Classroom teaching, Educator, Teaching experience, Delivering lessons, Lesson delivery, Direct instruction, Teaching skills, Certified teacher, Licensed teacher, Substitute teaching, Substitute teacher, Student teaching, Student teacher
Lesson Planning | Lesson plans, Lesson plan, Lesson planning, Unit plans, Unit planning, Planning lessons, Daily lesson plans, Instructional planning, Weekly lesson plans > Teaching 0.7
Curriculum Development | Curriculum design, Curriculum planning, Curriculum writing, Course design, Course development, Syllabus design, Syllabus development, Developing curriculum, Curriculum mapping, Scope and sequence
Instructional Design | Instructional designer, ADDIE, Instructional systems design, Learning design, Learning experience design, E-learning development, eLearning development, Articulate Storyline, Articulate 360, Adobe Captivate, Camtasia, TechSmith Audiate, Audiate, SCORM, Course authoring > Curriculum Development 0.6
Classroom Management | Behavior management, Behaviour management, Classroom discipline, Classroom behavior, Positive behavior support, PBIS, Positive reinforcement, Classroom environment, Classroom routines, Student behavior > Teaching 0.6
Differentiated Instruction | Differentiation, Differentiated learning, Individualized instruction, Small group instruction, Small-group instruction, Guided reading, Scaffolding, Tiered instruction, RTI, Response to intervention, MTSS, Multi-tiered systems > Teaching 0.6
Student Assessment | Formative assessment, Summative assessment, Student evaluation, Student progress monitoring, Progress monitoring, Grading papers, Testing and grading, Assessment design, Test preparation, Standardized testing, Standardized tests, Rubrics, Data-driven instruction > Teaching 0.5
Special Education | SPED, Special needs, Special ed, Special education teacher, Students with disabilities, Learning disabilities, IEP, IEPs, Individualized education programs, Individualized Education Plan, 504 plans, Inclusive education, Inclusive classroom, Resource room, Autism, Autism spectrum, ASD, Developmental disabilities, Intellectual disabilities
Early Childhood Education | ECE, Early childhood, Preschool, Pre-K, Pre-kindergarten, Kindergarten, Early learning, Early years, Child development, Childcare, Child care, Daycare, Day care, Montessori, Play-based learning, Infant care, Toddler care, CDA credential
Elementary Education | Elementary school teacher, Primary school teacher, Primary education, Elementary teacher, Grade school, K-5, K-6, 1st grade, 2nd grade, 3rd grade, 4th grade, 5th grade, First grade, Second grade, Third grade, Fourth grade, Fifth grade > Teaching 0.7
Secondary Education | Secondary school teacher, High school teacher, Middle school teacher, Teaching high school, Grades 6-12, Grades 9-12, Junior high > Teaching 0.6
Higher Education | University teaching, College teaching, Lecturing, Lecturer, Adjunct, Adjunct professor, Adjunct faculty, Professor, Assistant professor, Associate professor, Faculty member, Teaching assistant, Graduate teaching assistant, Academic advising, Academic advisor, Student affairs, Student services, College admissions, Enrollment management, Registrar
Tutoring | Tutor, Tutored, Private tutoring, Peer tutoring, One-on-one tutoring, Homework help, Academic support, Test prep tutoring, SAT prep, ACT prep, Math tutoring, Reading tutoring
Literacy Instruction | Literacy, Reading instruction, Phonics, Phonemic awareness, Reading intervention, Reading comprehension, Balanced literacy, Guided reading groups, Writing instruction, Writer's workshop, Reading specialist, Orton-Gillingham
Mathematics Instruction | Math instruction, Teaching math, Mathematics teacher, Math teacher, Numeracy, Pre-algebra
Mathematics | Maths, Engineering mathematics, Mathematical computations, Algebra, Linear algebra, Geometry, Calculus, Trigonometry, Discrete mathematics, Applied mathematics, Probability theory
Science Instruction | Science teacher, Teaching science, STEM education, =STEM, =STEAM, Biology teacher, Chemistry teacher, Physics teacher, Science labs, Lab instruction
Language Instruction | ESL, English as a second language, ESOL, TESOL, TEFL, CELTA, ELL, English language learners, EFL, Foreign language teaching, Language teaching, Spanish teacher, French teacher, English teacher, World languages, Bilingual education, Dual language
Social Studies Instruction | Social studies, History teacher, Teaching history, Civics, Government teacher, Geography teacher, Economics teacher
Arts Education | Art teacher, Music teacher, Music education, Music instruction, Art instruction, Teaching art, Drama teacher, Theater education, Band director, Choir director, Piano teacher, Piano lessons, Guitar lessons, Music lessons, Vocal instruction
Physical Education | PE teacher, Physical education teacher, Gym teacher, Health education teacher, Health and PE
Educational Technology | EdTech, Ed tech, Technology integration, Instructional technology, Smart boards, SMART Board, Smartboard, Interactive whiteboards, Promethean board, Google Classroom, Canvas LMS, Blackboard, Blackboard Learn, Moodle, Schoology, ClassDojo, Kahoot, Nearpod, Flipped classroom, Blended learning, Online teaching, Distance learning, Virtual teaching, Remote teaching, Zoom teaching
Learning Management Systems | LMS, Learning management system, LMS administration, Cornerstone OnDemand, Docebo, TalentLMS, SAP Litmos
Parent Communication | Parent-teacher conferences, Parent conferences, Parent communication, Communicating with parents, Parent engagement, Family engagement, Parent involvement, Parent meetings, Family involvement
Student Engagement | Engaging students, Student motivation, Active learning, Cooperative learning, Collaborative learning, Project-based learning, PBL, Inquiry-based learning, Hands-on learning, Experiential learning, Interactive lessons, Student-centered learning, Learning centers
Educational Leadership | School administration, School leadership, School principal, Assistant principal, Vice principal, Instructional leadership, Instructional coaching, Instructional coach, Teacher training, Teacher mentoring, Mentor teacher, Professional development for teachers, School improvement, Dean of students
Education Policy | Common Core, Common Core standards, State standards, Curriculum standards, Learning standards, NGSS, School accreditation, Education compliance, Title I
Student Counseling | School counseling, School counselor, Guidance counselor, Guidance counseling, College counseling, Career counseling, College admissions counseling, Student advising, Academic counseling
Youth Development | Youth programs, Youth work, Youth mentoring, Mentoring youth, Youth leadership, After-school programs, After school programs, Youth services, Youth development programs, Boys and Girls Club, Working with children, Working with youth, Child supervision
Adult Education | Adult learning, Adult learners, Continuing education, Workforce training, GED instruction, Adult literacy, Vocational training, Vocational education, Career and technical education, CTE
Training Delivery | Trainer, Training delivery, Facilitation, Facilitating, Workshop facilitation, Facilitator, Conducting training, Training sessions, Delivering training, Classroom training, Instructor-led training, ILT, Virtual training, Webinars, Workshops, Train the trainer, Training workshops
Educational Research | Education research, Pedagogy, Pedagogical, Learning theory, Teaching methodologies, Teaching methods, Teaching strategies, Instructional strategies, Andragogy, Bloom's taxonomy
Academic Research | Research assistant, Research projects, Research skills, Conducting research, Scientific research, Research methodology, Research methods, Literature review, Literature reviews, Peer-reviewed publications, Academic writing, Thesis, Dissertation
Teaching Certification | Teaching license, Teaching credential, Teaching certificate, State teaching certification, Certified to teach, PGCE, QTS, Praxis, Praxis II, National Board Certified, NBCT, Multiple subject credential, Single subject credential
Library Services | Librarian, Library science, MLS degree, MLIS, Cataloging, Cataloguing, Library management, Circulation desk, Reference services, Archivist, Archival research, Information literacy, Media center, School library
Childcare Services | Nanny, Babysitting, Babysitter, Au pair, Child caregiver, Caring for children, Child supervision services, Daycare provider, Childcare provider, Child care worker
Student Supervision | Recess duty, Lunch duty, Bus duty, Hall monitoring, Supervising students, Student safety, Field trips, Chaperone
Examination Administration | Proctoring, Exam proctor, Exam invigilation, Invigilation, Test administration, Test proctoring
Educational Consulting | Education consultant, Academic consulting, School consulting, Curriculum consulting
`,
} as const satisfies Profession;
