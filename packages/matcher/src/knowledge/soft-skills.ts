import type { Profession } from './types';

// Soft skills as job ads and resumes name them. They are weak evidence on their own, but a job
// that asks for "leadership" should see it when the resume says "led a team of 8".
export const softSkills = {
  category: 'Soft Skills',
  signal: 0.5,
  skills: `
Leadership | Leadership skills, Leading teams, Led teams, Led a team, Lead a team, Leading a team, Team leadership, Team lead, Team leader, Natural leader, Natural leadership, Leadership experience, Leadership abilities, Leadership qualities, People leadership, Servant leadership, Inspirational leadership, Leading by example
Team Management | Managing teams, Managed a team, Manage a team, Managed teams, Team manager, Staff management, Managing staff, Supervising staff, Staff supervision, Supervision, Supervisory skills, Supervisory experience, Supervised staff, Supervising employees, Direct reports, People management, Personnel supervision, Employee supervision, Managing people, Team supervision > Leadership 0.6
Communication | Communication skills, Communications skills, Strong communication, Excellent communication, Effective communication, Communicator, Communicating, Verbal communication, Verbal and written communication, Written and verbal communication, Oral communication, Oral and written communication, Interpersonal communication, Clear communication
Interpersonal Skills | Interpersonal, People skills, Relationship building, Relationship-building, Building relationships, Emotional intelligence, =EQ, Empathy, Empathetic, Approachable, Personable, Social skills, Tact, Diplomacy, Diplomatic
Teamwork | Team player, Team work, Team-work, Collaboration, Collaborative, Collaborating, Collaborative working, Teamwork skills, Working in teams, Working collaboratively, Team collaboration, Team spirit, Flexible team player, Team-oriented, Team oriented, Cooperation, Cooperative
Problem Solving | Problem-solving, Problem solver, Solving problems, Problem-solving skills, Creative problem solving, Complex problem solving, Analytical problem solving, Resolving problems, Issue resolution, Problem resolution, Solution-oriented, Solutions-oriented, Solution oriented, Finding solutions
Critical Thinking | Analytical thinking, Analytical skills, Analytical, Analytical mindset, Analytical reasoning, Logical thinking, Reasoning, Logical reasoning, Systems thinking, Evaluative thinking
Attention to Detail | Detail-oriented, Detail oriented, Detail orientated, Attention to details, Eye for detail, Meticulous, Meticulous attention to detail, Thoroughness, Detail-focused
Time Management | Time-management, Managing time, Prioritization, Prioritizing, Prioritising, Prioritisation, Prioritize tasks, Prioritizing tasks, Setting priorities, Effective time management, Punctual, Punctuality, Managing competing priorities, Competing priorities
Organization Skills | Organizational skills, Organisational skills, Organized, Organised, Highly organized, Strong organizational skills, Organizational abilities, Planning and organizing, Planning and organization, Organizing, Organising, Organisation skills, Keeping organized
Multitasking | Multi-tasking, Multi-task, Multitask, Multitasker, Juggling multiple tasks, Handling multiple tasks, Managing multiple priorities, Multiple priorities, Multiple tasks, Wearing multiple hats
Adaptability | Adaptable, Flexibility, Versatile, Versatility, Adapting to change, Adjusting to change, Agility mindset, Open to change, Resilience, Resilient
Working Under Pressure | Fast-paced environment, Fast paced environment, Fast-paced environments, Fast paced environments, High-pressure environment, High pressure environment, Working under pressure, Work under pressure, Thrives under pressure, Calm under pressure, Grace under pressure, Stress management, Stress tolerance, Deadline pressure
Work Ethic | Strong work ethic, Hard working, Hard-working, Hardworking, Dedication, Diligent, Diligence, Dependable, Dependability, Trustworthy, Integrity, Honesty, Loyalty, Accountability, Professionalism, Professional demeanor, Work ethics
Self-Motivation | Self-motivated, Self motivated, Self-starter, Self starter, Self-directed, Self directed, Motivated, Highly motivated, Proactive, Pro-active, Takes initiative, Taking initiative, Show initiative, Ambitious, Go-getter, Works independently, Working independently, Work independently, Minimal supervision, Little supervision, Without supervision
Creativity | Creative, Creative thinking, Creativity skills, Innovative thinking, Innovative, Imaginative, Out-of-the-box thinking, Thinking outside the box, Original thinking, Inventive, Resourceful, Resourcefulness
Customer Focus | Customer-focused, Customer focused, Customer-oriented, Customer oriented, Customer-centric, Customer centric, Client-focused, Client focused, Client-centric, Service-oriented, Service oriented, Customer first, Customer obsession
Conflict Resolution | Conflict management, Resolving conflicts, Conflict handling, Managing conflict, Conflict mediation, Mediating conflicts, Dispute handling, Handling disputes, Conflict de-escalation
Mentoring | Mentor, Mentored, Mentorship, Mentoring staff, Mentoring team members, Mentoring others, Coaching, Coached, Coaching staff, Coaching employees, Coaching team members, Peer mentoring, Developing others, Developing talent, Developing people
Active Listening | Listening skills, Listening, Good listener, Attentive listening
Persuasion | Persuasive, Influencing, Influencing skills, Influencing stakeholders, Persuasive communication, Convincing, Ability to influence
Professional Networking | Networking events, Business networking, Professional network, Networking skills, Building networks, Industry networking, Networking with professionals
Learning Agility | Quick learner, Fast learner, Eager to learn, Willingness to learn, Learning mindset, Continuous learning, Lifelong learning, Growth mindset, Curious, Curiosity, Quick study, Learns quickly
Positive Attitude | Positive attitude, Positivity, Enthusiastic, Enthusiasm, Passionate, Passion, Energetic, High energy, Cheerful, Optimistic, Can-do attitude, Upbeat, Outgoing, Patience, Courteous, Polite
Accountability and Ownership | Ownership, Taking ownership, Sense of ownership, Owning outcomes, Results ownership
Cultural Awareness | Cultural sensitivity, Cross-cultural communication, Cross-cultural, Multicultural, Multicultural environment, Diverse environments, Diverse teams, Global mindset, Intercultural, International experience, Multinational teams
Remote Work | Remote collaboration, Working remotely, Remote teams, Distributed teams, Virtual teams, Work from home, Telecommuting, Hybrid work
Initiative and Drive | Goal-driven, Results-driven, Results oriented, Results-oriented, Goal-oriented, Target-driven, Performance driven, Performance-driven, Achievement-oriented, Achiever, Results focused, Drive for results, High achiever, Overachiever
Business Acumen | Commercial awareness, Commercial acumen, Financial acumen, Business sense, Business savvy, Commercial mindset, Business understanding, Industry knowledge, Market knowledge
Computer Skills | Computer literate, Computer literacy, Computer proficient, Computer-savvy, Computer savvy, Tech-savvy, Tech savvy, Basic computer skills, Technical aptitude, Technology skills, IT skills, Digital literacy, Proficient with computers, Computer proficiency, PC skills
Emotional Resilience | Composure, Level-headed, Patience under stress, Maintaining composure
Ethical Judgment | Ethical, Ethics, Business ethics, Work ethic values, Ethical conduct, Ethical decision making, Moral judgment, Sound ethics
Delegation | Delegating, Delegating tasks, Task delegation, Delegated, Empowering teams, Empowerment
Motivating Others | Motivating teams, Team motivation, Staff motivator, Motivating staff, Motivating employees, Motivational, Inspiring others, Inspiring teams, Team morale, Boosting morale
Action Planning | Planning skills, Forward planning, Short and long-term planning, Action plans, Work planning, Planning ahead, Plan development
Interdepartmental Collaboration | Inter-departmental, Cross-departmental, Working across departments, Collaboration across teams, Liaising with departments, Liaison, Liaising
`,
} as const satisfies Profession;
