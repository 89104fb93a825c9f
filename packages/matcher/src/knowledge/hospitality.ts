import type { Profession } from './types';

export const hospitality = {
  category: 'Hospitality & Culinary',
  fields: ['culinary', 'food-service', 'hospitality'],
  families: `
culinary | culinary and kitchen | food-service hospitality | chef@4 cook@2 sous_chef@3 line_cook@2 prep_cook@1 kitchen@2 culinary@3 baker@2 pastry@2 pastry_chef@3 caterer@3 catering@3 butcher@2 kitchen_manager@4 executive_chef@4 head_cook@4 head_chef@4 chef_de_cuisine@4 chef_de_partie@3 sushi_chef@3 kitchen_staff@1 food_production@2 grill_cook@2 short_order_cook@2 dietary_aide@2
food-service | food and beverage service | culinary hospitality retail customer-service | server@2 food_server@2 waiter@2 waitress@2 bartender@2 barista@2 host@2 hostess@2 busser@1 restaurant@3 dining@2 banquet@2 food_service@2 fast_food@1 crew_member@1 restaurant_manager@4 food_and_beverage@3 sommelier@3 cafe@2 food@2:0.5
hospitality | hospitality and events | food-service culinary customer-service recreation | hotel@3 front_desk@2 concierge@2 housekeeper@2 housekeeping@2 hospitality@3 resort@3 event_planner@3 event@3:0.5 events_coordinator@3 guest_relation@2 travel_agent@3 travel@3:0.5 tourism@3 reservation@2 front_desk_agent@2 wedding_planner@3
`,
  skills: `
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
} as const satisfies Profession;
