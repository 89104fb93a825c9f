import type { Profession } from './types';

export const design = {
  category: 'Design & Arts',
  fields: [
    'graphic-design',
    'interior-design',
    'arts',
    'media',
    'floral',
    'fashion',
    'architecture',
  ],
  families: `
graphic-design | graphic and visual design | media advertising arts marketing interior-design fashion | graphic_designer@3 graphic_design@3 graphic@3 visual_designer@3 designer@3:0.5 art_director@4 illustrator@3 layout@3 production_artist@3 web_designer@3 ux_designer@3 ui_designer@3 ux@3 ui@3 presentation_designer@3 information_designer@3 design@3:0.5 creative@3:0.5 creative_director@4 visual@3:0.5 typographer@3 packaging_designer@3 brand_designer@3 multimedia_designer@3 digital_designer@3
interior-design | interior design | architecture graphic-design | interior_designer@3 interior_design@3 interior_decorator@3 interior@3 space_planner@3 kitchen_designer@3 decorator@3 interior_architect@3 home_stager@3
floral | floral design | retail graphic-design agriculture | florist@3 floral_designer@3 floral@3 flower@3 floral_design@3 floral_arranger@2
arts | fine and performing arts | graphic-design media education fashion | artist@3 painter@3:0.5 sculptor@3 fine_artist@3 muralist@3 ceramicist@3 photographer@3 musician@3 dancer@3 actor@3 art@3:0.5 arts@3:0.5 gallery@3 curator@3 performer@3 singer@3 composer@3 choreographer@3 dance@3 music@3 theater@3 theatre@3 printmaker@3 animator@3 cartoonist@3 art_teacher@3
`,
  roles: `
ux-designer | UX and UI design | graphic-design | frontend-developer product-manager | ux_designer ui_designer ui_ux_designer ux_ui_designer product_designer interaction_designer user_experience_designer ux_researcher visual_designer | Figma 1; Sketch 1; Adobe XD 1; InVision 1; Wireframing 1; Prototyping 0.7; UX Research 1; UI Design 1; Mobile UI Design 1; Web Design 0.7; User Experience Design 1
`,
  skills: `
Graphic Design | Graphic designer, Graphics design, Graphic arts, Visual design, Visual designer, Visual communication, Visual communications, Design layouts, Layout design, Layouts, Page layout, Print design, Print materials, Marketing design, Brand design, ?Design concepts, ?Design projects, Creative design @graphic
Adobe Creative Suite | Adobe Creative Cloud, Creative Cloud, Creative Suite, Adobe CS, Adobe CS6, Adobe CC, Adobe Suite, Adobe programs, Adobe software, Adobe tools, Adobe applications > Graphic Design 0.6
Adobe Photoshop | Photoshop, PhotoShop, Adobe PhotoShop, PS CC > Graphic Design 0.6; Photo Editing 0.8
Adobe Illustrator | ~Illustrator > Graphic Design 0.7; Illustration 0.5 @design
Adobe InDesign | InDesign, Indesign > Graphic Design 0.7; Desktop Publishing 0.8
Photo Editing | Photo retouching, Retouching, Image editing, Photo manipulation, Image retouching, Photo restoration, Compositing
Desktop Publishing | DTP, QuarkXPress, Publisher layouts, Print layout, Prepress, Pre-press, Print-ready files, Print ready, Print preparation
CorelDRAW | Corel Draw, CorelDraw, Corel > Graphic Design 0.6
Canva | Canva Pro > Graphic Design 0.4
Affinity Designer | Affinity Photo, Affinity Publisher, Procreate, Krita, GIMP, Inkscape > Graphic Design 0.5
Logo Design | Logos, Logo creation, Logo development, Brand identity design, Identity design, Brand marks, Corporate identity, Visual identity > Graphic Design 0.7
Typography | Typefaces, Type design, Fonts, Font selection, Lettering, Hand lettering, Calligraphy, Type layout
Illustration | Freelance illustrator, Illustrations, Digital illustration, Sketching, Sketches, Character design, Concept art, Concept artist, Storyboarding, Storyboards, Comic art, Children's book illustration, Technical illustration, Editorial illustration, Vector illustration, Vector graphics
Color Theory | Colour theory, Color palettes, Colour palettes, Color management, Color matching, Colour matching, Color schemes design
Packaging Design | Package design, Packaging design, Label design, Product packaging, Packaging artwork, Dielines
Web Graphics | Web graphics, Banners, Web banners, Email templates, Digital assets, Social media graphics, Infographics, Icon design, Iconography
UI Design | User interface design, UI designer, Interface design, UI/UX, UI/UX design, UX/UI, Visual interface design, App design, Component libraries, Style guides design, Mockups, Mock-ups, High-fidelity mockups
User Experience Design | UX design, =UX, UX designer, User experience, User-centered design, User centered design, Human-centered design, Interaction design, IxD, Information architecture, Usability, Usability testing, Design thinking, Heuristic evaluation
UX Research | User research, User interviews, Usability studies, Card sorting, Tree testing, Contextual inquiry, User testing, Ethnographic research, Research synthesis, Affinity mapping > User Experience Design 0.7
Wireframing | Wireframes, Wireframe, Prototyping tools, Low-fidelity prototypes, Clickable prototypes, Interactive prototypes, Paper prototyping, User flows, User flow > User Experience Design 0.6
Fine Arts | Fine art, Fine artist, Artist, Artwork, Artworks, Studio art, Visual arts, Visual artist, Contemporary art, Art practice, Art shows, Art exhibitions, Solo exhibitions, Group exhibitions, Gallery exhibitions, Juried shows, Commissioned works, Art portfolio, Portfolio of artwork
Painting | Oil painting, Acrylic painting, Watercolor, Watercolors, Watercolour, Watercolor painting, Gouache, Mural painting, Murals, Muralist, Canvas painting, Portrait painting, Landscape painting, Painting techniques, Plein air
Sculpture | Sculpting, Sculptor, Clay modeling, Stone carving, Wood carving, Bronze casting, Mold making, Installation art
Printmaking | Screen printing, Screenprinting, Silkscreen, Lithography, Etching, Relief printing, Letterpress, Linocut, Woodcut
Ceramics | Pottery, Potter, Wheel throwing, Hand building, Glazing ceramics, Kiln firing, Clay sculpture
Drawing Techniques | Figure drawing, Life drawing, Charcoal, Pencil drawing, Pen and ink, Pastels, Perspective drawing, Anatomy drawing, Still life
Art History | Art historian, Art theory, Art criticism, Visual culture
Gallery Management | Art gallery, Art galleries, Curating, Curator, Curation, Curatorial, Exhibition design, Exhibition planning, Art handling, Art installation, Collections management, Museum, Museums, Museum education, Docent, Art sales, Art consulting
Arts Administration | Arts management, Arts organization, Arts programming, Nonprofit arts, Arts council, Cultural programming, Theater management, Box office
Music | Musician, Music performance, Music production, Music producer, Music composition, Music composer, Songwriting, Songwriter, Music arranging, Music theory, ?Orchestration, Choir, Orchestra, Piano, Guitar, Violin, Drummer, Vocals, Singer, Singing, Vocalist, Sight reading, Ear training, Live performance, Recording artist @music
Theater | Theatre, Actor, Actress, Stage acting, Performing arts, Drama, Improv, Improvisation, Stage management, Stage manager, Directing plays, Theater production, Theatre production, Set design, Costume design, Lighting design, Stage design, Props, Scenic design, Scenic painting, Stagecraft, Backstage
Film and Animation | Animation, Animator, 2D animation, 3D animation, Character animation, Stop motion, Stop-motion, Cinematography, Cinematographer, Directing films, Film directing, Filmmaking, Filmmaker, Film editing, Documentary filmmaking, Visual effects, VFX, Compositing VFX, Toon Boom, Adobe Animate, Flash animation
Industrial Design | Industrial designer, Product designer, Consumer product design, Furniture design, Furniture designer, Form development, Design sketches, Rendering sketches, Product styling
Exhibit Design | Trade show booth design, Environmental graphics, Signage, Signage design, Wayfinding, Environmental graphic design, Display design
Art Direction | Art director, Creative direction, Creative director, Creative lead, Creative strategy, Creative concepts, Creative vision, Creative campaigns, Creative briefs, Creative team leadership, Design direction, Design team management
Portfolio Development | Design portfolio, Online portfolio, Portfolio reviews
Crafts | Crafting, Handcrafts, Handmade, Jewelry making, Jewelry design, Jewellery design, Jewelry designer, Woodcraft, Glassblowing, Stained glass, Leatherwork, Leather craft, Knitting, Crocheting, Crochet, Quilting, Embroidery, Weaving, Candle making, Floral design, Florist, Floral arrangements, Flower arranging
Creative Writing | Fiction writing, Poetry, Poet, Short stories, Novelist, Published author, Playwriting, Memoir, Creative nonfiction, Children's books
Tattoo Art | Tattoo artist, Tattooing, Tattoo design, Body piercing
Design Feedback | Design critique, Critiques, Client revisions, Design revisions, Incorporating feedback, Proofing artwork, Artwork approval
Print Production Management | Print production, Print management, Print vendors, Commercial printing, Offset printing, Digital printing, Large format printing, Wide format printing, Print buying, Print quality, Press checks, Color proofs
`,
} as const satisfies Profession;
