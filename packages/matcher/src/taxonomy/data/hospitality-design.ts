import { group } from '../define';

export const hospitality = group(
  'Hospitality & Culinary',
  `
Culinary Arts | Culinary, Culinary skills, Culinary techniques, Culinary operations, Culinary arts degree, Culinary school, Classically trained, Culinary expertise, Culinary experience
Cooking | Cook, Line cook, Prep cook, Short order cook, Cooking techniques, Scratch cooking, Volume cooking, High-volume cooking, Grill cook, Saute, Sauteing, Grilling, Roasting, Braising, Frying, Broiling, Sous vide, Smoking meats, Cooking methods
Food Preparation | Food prep, Prep work, Preparing food, Food production, Mise en place, Prep lists, Preparation of food, Ingredient preparation, Batch cooking, Portioning, Portion control > Cooking 0.6
Menu Planning | Menu development, Plan menus, Planned menus, Planning menus, Menu design, Menu creation, Creating menus, Designing menus, Seasonal menus, Menu costing, Menu engineering, Menu items, Menu changes, Tasting menus, Banquet menus, Catering menus > Culinary Arts 0.6
Recipe Development | Recipes, Recipe creation, Creating recipes, Recipe costing, Recipe standardization, Standardized recipes, Recipe testing, Developing recipes > Culinary Arts 0.6
Food Safety | Food safety standards, Food safety regulations, Food safety procedures, Safe food handling, Food handling, Food handler, Food handlers card, Food handler certification, Food hygiene, Food storage, Temperature control, Cross contamination, Cross-contamination, Allergen awareness, Allergen management, Food allergies, Health codes, Health code, Health department regulations, Health inspections
HACCP | Hazard Analysis Critical Control Points, Hazard analysis and critical control points, HACCP certified, HACCP plans, Critical control points > Food Safety 0.9
ServSafe | ServSafe certified, ServSafe Manager, ServSafe Food Handler, ServSafe certification, Food Protection Manager, Certified Food Protection Manager, Food manager certification > Food Safety 0.9
Sanitation | Kitchen sanitation, Sanitation standards, Sanitation procedures, Cleanliness standards, Sanitary standards, Kitchen cleanliness, Dishwashing, Dishwasher, Sanitizing kitchen
Knife Skills | Knife work, Knife handling, Butchery, Butchering, Meat cutting, Meat fabrication, Fish fabrication, Filleting, Deboning, Carving
Kitchen Management | Kitchen manager, Kitchen operations, Back of house, Back-of-house, BOH, Kitchen supervision, Running a kitchen, Kitchen staff management, Kitchen brigade, Kitchen leadership, Kitchen equipment, Commercial kitchen, Professional kitchen, Kitchen organization, Line management kitchen, Expediting, Expo line
Chef Leadership | Executive chef, Head chef, Sous chef, Chef de cuisine, Chef de partie, Pastry chef, Banquet chef, Personal chef, Private chef, Corporate chef, Executive sous chef, Line chef, Chef manager, Commis chef, Junior sous chef > Kitchen Management 0.7; Culinary Arts 0.8
Food Cost Control | Food cost, Food costs, Food costing, Food cost management, Food and labor costs, Labor cost control, Cost of goods sold, COGS, Food waste reduction, Waste control, Yield management, Plate costing > Culinary Arts 0.4
Food Ordering | Ordering supplies, Food ordering, Purchasing food, Food purchasing, Ordering and receiving, Receiving deliveries, Vendor ordering, Supply ordering, Placing orders > Procurement 0.5
Baking | Baker, Bakery, Pastry, Pastries, Pastry arts, Bread making, Bread baking, Artisan bread, Cake decorating, Cake design, Desserts, Dessert preparation, Confectionery, Chocolate work, Viennoiserie, Laminated dough
Food Presentation | Plating, Plate presentation, Garnishing, Garnishes, Food styling, Decorative food displays, Buffet presentation, Buffet displays, Food displays > Culinary Arts 0.5
Cuisine Expertise | Italian cuisine, French cuisine, Mediterranean cuisine, Asian cuisine, Mexican cuisine, Japanese cuisine, Chinese cuisine, Indian cuisine, Thai cuisine, Latin cuisine, American cuisine, Southern cuisine, Farm-to-table, International cuisine, Ethnic cuisine, Fusion cuisine, Sushi, Pizza making, Seafood preparation, Vegan cuisine, Vegetarian cuisine, Gluten-free cooking, Specialty diets > Culinary Arts 0.6
Catering | Caterer, Catering services, Catering events, Catering operations, Off-site catering, Banquets, Banquet operations, Banquet service, Buffet service, Buffets, Large-scale events catering, Catering sales
Food Service | Foodservice, Food service operations, Food and beverage, Food & beverage, F&B, F&B operations, Food service management, Dining services, Institutional food service, Cafeteria, School food service, Hospital food service, Quick service, QSR
Restaurant Management | Restaurant manager, Restaurant operations, Managing restaurants, Restaurant general manager, Front of house, Front-of-house, FOH, Dining room management, Floor manager, Shift manager restaurant, Restaurant openings, Opening restaurants, Restaurant startup, Multi-unit restaurant management
Table Service | Food server, Restaurant server, Banquet server, Waiter, Waitress, Waitstaff, Wait staff, Serving guests, Fine dining service, Fine dining, Table setting, Taking orders, Order taking, Busser, Bussing tables, Food runner, Restaurant host, Hostess, Greeting guests, Seating guests, Silver service, Upselling menu items, Suggestive selling
Bartending | Bartender, Bar service, Mixology, Mixologist, Cocktails, Cocktail preparation, Craft cocktails, Bar management, Bar manager, Beverage preparation, TIPS certified, TIPS certification, Responsible beverage service, Alcohol awareness, Liquor inventory, Bar inventory
Wine Knowledge | Sommelier, Wine, Wine pairing, Wine service, Wine list, Wine lists, Wine and spirits, Court of Master Sommeliers, WSET, Beverage program, Beer knowledge, Cicerone
Barista | Barista skills, Espresso, Espresso drinks, Coffee preparation, Latte art, Coffee brewing, Specialty coffee, Cafe operations, Coffee shop
Hotel Operations | Hotel management, Hotel manager, Hotel operations, Hospitality management, Lodging, Lodging management, Resort operations, Resort management, Rooms division, Hotel revenue management, RevPAR, Hospitality industry, Hospitality operations
Front Desk Operations | Front desk, Front desk agent, Front desk operations, Guest check-in, Check-in and check-out, Check-in/check-out, Reservations, Reservation systems, Room reservations, Booking reservations, Night audit, Night auditor, Concierge, Bell services, Guest registration
Hotel Property Management Systems | Opera PMS, Oracle Opera, Micros Opera, OnQ, Fidelio, Property management system, Hotel PMS, Cloudbeds, RoomKey, Maestro PMS > Front Desk Operations 0.8
Housekeeping | Housekeeper, Room attendant, Housekeeping operations, Housekeeping supervisor, Executive housekeeper, Guest room cleaning, Laundry, Laundry operations, Linen management, Turndown service, Room inspections
Guest Services | Guest relations, Guest satisfaction, Guest experience, Guest service, Guest complaints, Guest needs, Hospitality service, Hospitality, Customer hospitality, Welcoming guests, VIP guests, VIP service, Guest loyalty
Travel and Tourism | Tourism, Travel industry, Travel agent, Travel planning, Travel arrangements, Travel booking, Tour operations, Itineraries, Itinerary planning, Sabre, Amadeus, Galileo GDS, GDS, Cruise ship, Cruise line, Destination management
Casino Operations | Casino, Gaming operations, Table games, Casino dealer, Card dealer, Blackjack dealer, Slot operations, Gaming regulations
Cash Handling | Handling cash, Cash handling procedures, Counting cash, Cash transactions, Cash drawer, Balancing cash drawer, Cash drawers, Balancing cash, Cashiering, Cashier, Cash reconciliation, Cash and credit transactions, Credit card transactions, Deposits preparation
Beverage Management | Beverage operations, Beverage costs, Beverage inventory, Beverage ordering, Beverage director, Beverage manager, Liquor control
Food Science | Food technology, Food technologist, Food chemistry, Food microbiology, Product development food, Food product development, Sensory evaluation, Shelf life studies, Food processing, Food manufacturing, Food quality assurance, Food quality, Food quality control, GMP food, SQF, BRC, FSSC 22000
Butchery and Meat Processing | Meat processing, Meat department, Meat market, Deli, Deli operations, Charcuterie, Sausage making, Meat curing
Nutrition Menus | Special diets menus, Therapeutic diets, Dietary restrictions, Diet orders, Allergen-free menus, Nutritional menus, Healthy menus, Meal service for patients, Tray line > Nutrition 0.5
Event Catering Logistics | Event setup, Event set-up, Banquet setup, Room setup, Setup and breakdown, Set-up and tear-down, Function rooms, Banquet event orders, BEOs, BEO > Catering 0.6
`,
);

export const design = group(
  'Design & Arts',
  `
Graphic Design | Graphic designer, Graphics design, Graphic arts, Visual design, Visual designer, Visual communication, Visual communications, Design layouts, Layout design, Layouts, Page layout, Print design, Print materials, Marketing design, Brand design, Design concepts, Design projects, Creative design
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
Music | Musician, Music performance, Music production, Music producer, Music composition, Music composer, Songwriting, Songwriter, Music arranging, Music theory, Orchestration, Choir, Orchestra, Piano, Guitar, Violin, Drummer, Vocals, Singer, Singing, Vocalist, Sight reading, Ear training, Live performance, Recording artist
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
);
