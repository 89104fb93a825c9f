import type { Profession } from './types';

export const mediaPr = {
  category: 'Public Relations & Media',
  fields: ['public-relations', 'media', 'writing', 'marketing', 'advertising'],
  families: `
public-relations | public relations and communications | marketing advertising writing media fundraising | public_relation@3 pr@3 communication@3:0.5 communications_specialist@3 media_relation@3 publicist@3 press@3:0.5 spokesperson@3 corporate_communication@3 public_affair@3 public_information@3 information_officer@3
media | film, video and media production | graphic-design advertising arts marketing public-relations writing | producer@3 film@3 video@3 videographer@3 broadcast@3 broadcasting@3 multimedia@3 production_assistant@2 camera_operator@2 video_editor@3 animator@3 motion_graphic@3 digital_producer@3 media_producer@3 digital_media@3:0.5 audio@3 sound_engineer@3 radio@3 television@3 tv@3 stage_manager@3 filmmaker@3 cinematographer@3 media@3:0.5 post-production@3 editor@3:0.5 content_producer@3 director_of_photography@3 showrunner@4 anchor@3 stage_director@4 film_director@4 television_director@4 video_director@4 casting_director@4
writing | writing and editing | public-relations media marketing | writer@3 copywriter@3 journalist@3 reporter@3 content_writer@3 technical_writer@3 author@3 proofreader@2 copy_editor@3 editorial@3 publishing@3 translator@3 columnist@3
`,
  skills: `
Public Relations | ~PR, Public relations strategy, PR campaigns, PR strategy, Publicity, Press relations, Public affairs, PR agency @pr
Media Relations | Press releases, Press release, Press release writing, Media outreach, Media contacts, Press kits, Media kits, Pitching media, Media pitching, Journalist relations, Press conferences, Press coverage, Media coverage, Earned media, Media placements > Public Relations 0.8
Corporate Communications | Internal communications, Internal communication, External communications, Employee communications, Corporate messaging, Executive communications, Communications strategy, Strategic communications, Communication plans > Public Relations 0.6
Crisis Communications | Crisis management, Crisis communication, Issues management, Reputation management, Reputation monitoring > Public Relations 0.7
Speechwriting | Speech writing, Speeches, Executive speeches, Talking points > Writing Skills 0.7
Media Monitoring | Cision, Muck Rack, Meltwater media, Media analysis, Press clippings, News monitoring > Media Relations 0.7
Writing Skills | Written communication, Written communication skills, Excellent writing, Strong writing, Business writing, Professional writing
Editing | Copy editing, Copyediting, Proofreading, Proof reading, Line editing, Editorial, Editorial review, Content editing, Style guides, AP style, AP Style, Chicago Manual of Style > Writing Skills 0.6
Journalism | Journalist, Reporting news, News writing, News reporting, Reporter, Investigative journalism, Broadcast journalism, Feature writing, Interviewing sources > Writing Skills 0.7
Blogging | Blog, Blogs, Blog posts, Blog writing, Blogger, Guest posts > Content Marketing 0.5; Writing Skills 0.6
Technical Writing | Technical writer, Technical manuals, User manuals, User guides, Instruction manuals, Standard operating procedure writing, Help documentation > Writing Skills 0.8
Grant Writing | Grant proposals, Grant applications, Writing grants, Proposal development > Writing Skills 0.7
Content Writing | Content writer, Article writing, Web content writing, SEO writing, SEO content > Writing Skills 0.8; Content Marketing 0.5
Video Production | Video editing, Video editor, Videography, Videographer, Video shooting, Filming, Film production, Post-production, Post production, Video content creation, Camera operation, B-roll, Video production company
Adobe Premiere Pro | Premiere Pro, Adobe Premiere, ~Premiere > Video Production 0.9 @design
Final Cut Pro | Final Cut, FCPX, Final Cut Pro X > Video Production 0.9
Avid Media Composer | Media Composer > Video Production 0.8
DaVinci Resolve | Color grading, Colour grading, Color correction > Video Production 0.8
Adobe After Effects | After Effects, Motion graphics, Motion design, Motion graphic design, Animation graphics > Video Production 0.6; Graphic Design 0.5
Audio Production | Audio editing, Sound editing, Sound design, Sound mixing, Audio mixing, Mixing and mastering, Sound engineering, Audio engineering, Sound recording, Recording engineer
Audio Software | Pro Tools, ProTools, Logic Pro, Ableton, Ableton Live, Audacity, Adobe Audition, FL Studio, Cubase > Audio Production 0.8
Podcasting | Podcast, Podcasts, Podcast production, Podcast host > Audio Production 0.6
Broadcasting | Broadcast production, Radio broadcasting, Television production, TV production, Live broadcasts, On-air, News anchor, Radio host, Teleprompter
Photography | Photographer, Photo shoots, Photoshoots, Product photography, Portrait photography, Event photography, Photojournalism, Studio lighting, DSLR
Adobe Lightroom | Lightroom, Lightroom Classic > Photography 0.8
Digital Media | Digital content, Digital media production, New media, Multimedia, Multimedia production, Digital media strategy
Storytelling | Brand storytelling, Narrative development, Visual storytelling, Story development
Scriptwriting | Script writing, Screenwriting, Screenplay, Scripts for video, Writing scripts, Copy for broadcast > Writing Skills 0.7
Media Production | Production coordination, Production assistant, Line producer, Executive producer, Film producer, TV producer, Studio production
Publishing | Book publishing, Magazine publishing, Digital publishing, Publication production, Editorial calendar, Publications management
Translation | Translator, Translating, Interpreter, Sign language interpreting, Localization translation, Bilingual translation, Document translation, Medical interpreting, Legal translation, Subtitling
Event Management | Event planning, Events management, Event coordination, Event organization, Event organizing, Organizing events, Planning events, Event logistics, Events planning, Conference planning, Meeting planning, Corporate events, Special events, Event execution, Event operations, Event production
Wedding Planning | Weddings, Wedding coordination, Wedding planner > Event Management 0.8
Sponsorship Sales | Sponsorship acquisition, Selling sponsorships, Sponsor relations > Sales 0.6; Event Marketing 0.5
Stakeholder Communications | Stakeholder updates, Stakeholder engagement, Stakeholder relations, Stakeholder communication > Corporate Communications 0.5
Government Relations | Lobbying, Public policy, Policy advocacy, Legislative affairs, Advocacy campaigns, Government affairs, Policy analysis
Social Media Content | Social media content creation, Social media posts, Content for social media, Instagram content, TikTok content, Reels, Short-form video > Social Media Marketing 0.7
`,
} as const satisfies Profession;
